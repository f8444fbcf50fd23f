/**
 * `npm run cms`: starts the embedded content server (default 127.0.0.1:1337) and prints its
 * GraphQL URL. Flags: --port N, --data DIR, --reset. Closes cleanly on SIGTERM/SIGINT (exit 0).
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { DEFAULT_PORT, startContentServer } from './server.ts';

const USAGE = 'usage: npm run cms -- [--port N] [--data DIR] [--reset]';

interface CliOptions {
  port: number;
  dataDir?: string;
  reset: boolean;
}

function parseCliArgs(argv: readonly string[]): CliOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: 'string' },
      data: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) throw new Error(USAGE);
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port: expected a port number, got "${values.port}"\n${USAGE}`);
  return { port, dataDir: values.data === undefined ? undefined : resolve(values.data), reset: values.reset };
}

async function main(): Promise<void> {
  const options = parseCliArgs(process.argv.slice(2));
  const server = await startContentServer({ ...options, log: (line) => console.log(`[content-server] ${line}`) });
  console.log(`[content-server] GraphQL: ${server.graphqlUrl}  (GraphiQL in a browser; data in ${server.dataDir})`);
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`[content-server] ${signal}: closing`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`[content-server] error while closing: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(`[content-server] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

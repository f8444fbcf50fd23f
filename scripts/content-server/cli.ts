/**
 * `npm run cms`: starts the embedded content server (default 127.0.0.1:1337) and prints its
 * GraphQL URL. Flags: --port N, --data DIR, --reset. Closes cleanly on SIGTERM/SIGINT (exit 0); a
 * close that takes over 10 s, or a second signal, ends the process anyway (scripts/lib/shutdown.ts).
 *
 * `--create-admin` / `--create-user --role editor|administrator` (with --username, --email;
 * password from CMS_ADMIN_PASSWORD or asked for) add an account to the data folder and exit.
 */
import { parseArgs } from 'node:util';
import { accountRequest, createAccountFromCli, type AccountRequest } from './auth/cli-accounts.ts';
import { resolve } from 'node:path';
import { onShutdown } from '../lib/shutdown.ts';
import { DEFAULT_DATA_DIR, DEFAULT_PORT, openContentStore, startContentServer } from './server.ts';
import { webhooksFromEnv, type WebhookDispatcher } from './webhooks/index.ts';

const USAGE = [
  'usage: npm run cms -- [--port N] [--data DIR] [--reset]',
  '       npm run cms -- --create-admin --username NAME --email EMAIL [--data DIR]',
  '       npm run cms -- --create-user --role editor|administrator --username NAME --email EMAIL [--data DIR]',
  '       (the password: env CMS_ADMIN_PASSWORD, or asked for in a terminal)',
].join('\n');

interface CliOptions {
  port: number;
  dataDir?: string;
  reset: boolean;
  account?: AccountRequest;
}

function parseCliArgs(argv: readonly string[]): CliOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: 'string' },
      data: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
      'create-admin': { type: 'boolean', default: false },
      'create-user': { type: 'boolean', default: false },
      role: { type: 'string' },
      username: { type: 'string' },
      email: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) throw new Error(USAGE);
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port: expected a port number, got "${values.port}"\n${USAGE}`);
  const creating = values['create-admin'] || values['create-user'];
  const account = creating ? accountRequest(values) : undefined;
  return { port, dataDir: values.data === undefined ? undefined : resolve(values.data), reset: values.reset, account };
}

const log = (line: string): void => console.log(`[content-server] ${line}`);

async function createAccountAndExit(options: CliOptions, account: AccountRequest): Promise<void> {
  const { store } = await openContentStore({ dataDir: options.dataDir, reset: options.reset, log });
  try {
    log(await createAccountFromCli(store, account));
  } finally {
    store.close();
  }
}

/**
 * How long closing may take (the server, then webhook deliveries in flight, at most 5 s of it) before
 * the process exits anyway, with 1. A second signal exits at once.
 */
const CLOSE_DEADLINE_MS = 10_000;

/** Lets deliveries in flight finish (at most 5 s), then stops the dispatcher; what is left is logged as abandoned. */
async function settle(webhooks: WebhookDispatcher): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([webhooks.idle(), new Promise<void>((resolve) => (timer = setTimeout(resolve, 5000)))]);
  clearTimeout(timer);
  await webhooks.close();
}

async function main(): Promise<void> {
  const options = parseCliArgs(process.argv.slice(2));
  if (options.account) return createAccountAndExit(options, options.account);
  // Webhooks (CMS_WEBHOOKS / CMS_WEBHOOKS_FILE): every committed write is delivered to the targets.
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const webhooks = webhooksFromEnv(process.env, { dataDir, log });
  const server = await startContentServer({ ...options, log, onChange: webhooks ? (change) => webhooks.emit(change) : undefined });
  console.log(`[content-server] GraphQL: ${server.graphqlUrl}  (GraphiQL in a browser; data in ${server.dataDir})`);
  onShutdown(
    async (signal) => {
      console.log(`[content-server] ${signal}: closing`);
      try {
        await server.close();
        if (webhooks) await settle(webhooks);
      } catch (error) {
        console.error(`[content-server] error while closing: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      }
    },
    0,
    { deadlineMs: CLOSE_DEADLINE_MS },
  );
}

main().catch((error: unknown) => {
  console.error(`[content-server] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

/** Shared by `npm run serve` and `npm start`: serve a built folder until SIGINT/SIGTERM. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { defaultLocale } from '../../src/i18n/locales.ts';
import { scopedLog } from './log.ts';
import { isInsideOrSame } from './paths.ts';
import { onShutdown } from './shutdown.ts';
import { siteExists, startStaticServer } from './static-server.ts';

export interface ServeOptions {
  dir: string;
  host: string;
  port: number;
  /** Start even when `dir` does not exist yet (the e2e setup builds after the server is up). */
  allowMissing: boolean;
}

const log = scopedLog('serve');

/** The URL to show people: `localhost` reads better than `127.0.0.1`. */
function displayUrl(host: string, port: number): string {
  const shown = host === '127.0.0.1' || host === '::1' || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shown}:${port}`;
}

export async function serve(options: ServeOptions): Promise<void> {
  const dir = path.resolve(options.dir);
  if (!options.allowMissing && !siteExists(dir)) {
    throw new Error(`There is no built site in ${dir}. Run \`npm run build\` first (or \`npm start\` to build and serve).`);
  }
  const server = await startStaticServer({ dir, host: options.host, port: options.port }).catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
      throw new Error(`Port ${options.port} on ${options.host} is already in use; pass --port <n> to use another one.`);
    }
    throw error;
  });
  onShutdown(async () => {
    await server.close();
    log.info('stopped');
  }, 0);
  const url = displayUrl(server.host, server.port);
  const shownDir = isInsideOrSame(process.cwd(), dir) ? path.relative(process.cwd(), dir) || '.' : dir;
  log.info(`serving ${shownDir} at ${url}`);
  if (!existsSync(path.join(dir, 'index.html')) && existsSync(path.join(dir, defaultLocale, 'index.html'))) {
    log.info(`home page: ${url}/${defaultLocale}/`);
  }
  log.info('press Ctrl+C to stop');
}

export function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, got "${value}"`);
  return port;
}

/**
 * The embedded content server: graphql-yoga executing schema.graphql over the SQLite store.
 * GraphiQL at GET /graphql, queries at POST /graphql, uploaded files at /uploads/<file>,
 * a plain 404 elsewhere. Bad input answers GraphQL errors; the process never dies on input. Every
 * answer, the parser's own 400s included, carries the security headers (headers.ts).
 * Logins sign tokens with CMS_JWT_SECRET (required in production; see auth/tokens.ts) and are
 * limited per identifier and client address (auth/rate-limit.ts; CMS_TRUST_PROXY: the address from
 * X-Forwarded-For, auth/client-address.ts); committed writes are reported to `onChange`.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { DEFAULT_TIMEOUTS, serverTimeoutOptions, type ServerTimeouts } from '../lib/http-guard.ts';
import { closeServer, listen } from '../lib/http-listen.ts';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { parseTrustProxy, TRUST_PROXY_ENV } from './auth/client-address.ts';
import type { RateLimitOptions } from './auth/rate-limit.ts';
import { checkProductionSecret, JWT_SECRET_ENV, resolveJwtSecret, TokenService } from './auth/tokens.ts';
import type { ChangeListener } from './changes.ts';
import { createGraphqlApp, GRAPHQL_PATH } from './graphql-app.ts';
import { asksForGraphiql, securityHeaders, setSecurityHeaders } from './headers.ts';
import type { GraphqlLimits } from './limits.ts';
import { buildContentModel, type ContentModel } from './model.ts';
import type { Seed } from './seed-types.ts';
import { ContentStore } from './store.ts';
import { notFound, pathnameOf, uploadsHandler, UPLOADS_PATH } from './uploads.ts';

export interface ContentServerOptions {
  host?: string; // default "127.0.0.1"
  port?: number; // default 1337; 0 = any free port
  dataDir?: string; // default "<root>/.data/content": content.sqlite + uploads/
  reset?: boolean; // drop and reseed
  seed?: () => Promise<Seed>; // default: buildSampleContent from ./sample/index.ts
  log?: (line: string) => void;
  /** The schema (SDL) to serve; default: the committed scripts/content-server/schema.graphql. For tests. */
  schemaSdl?: string;
  /** Secret that signs login tokens; default: env CMS_JWT_SECRET, else (not in production) one generated per data folder. */
  jwtSecret?: string;
  /** Lifetime of login tokens in seconds; default: env CMS_JWT_TTL_SECONDS, else 7 days. */
  tokenTtlSeconds?: number;
  /** Production mode: refuses to start without a token secret. Default: NODE_ENV === "production". */
  production?: boolean;
  /** Called after every committed write (never for a write that was rolled back). */
  onChange?: ChangeListener;
  /** Login limits (auth/rate-limit.ts); default in 15 minutes: 5 free failures per identifier and address, then a backoff of 1 s doubling to 60 s; 100 per identifier or per client address slow it. */
  loginRateLimit?: RateLimitOptions;
  /** The client address is the last X-Forwarded-For hop (behind one proxy); default: env CMS_TRUST_PROXY (1/true, 0/false). */
  trustProxy?: boolean;
  /** Largest accepted upload in bytes; default: env CMS_MAX_UPLOAD_BYTES, else 50 MB. */
  maxUploadBytes?: number;
  /** How long a client may take (http-guard.ts ServerTimeouts); default CONTENT_SERVER_TIMEOUTS. */
  timeouts?: ServerTimeouts;
  /** Limits on a GraphQL request's document and estimated cost, in place of the defaults (limits.ts). */
  graphqlLimits?: Partial<GraphqlLimits>;
}

export interface RunningContentServer {
  url: string;
  graphqlUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 1337;
export const SCHEMA_FILE = fileURLToPath(new URL('./schema.graphql', import.meta.url));
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/content', import.meta.url));

/** Digest of everything the sample seed is made from: a change to any of it reseeds the database. */
async function sampleSeedVersion(): Promise<string> {
  const hash = createHash('sha256');
  const roots = [fileURLToPath(new URL('./sample/', import.meta.url))];
  const files = [SCHEMA_FILE, fileURLToPath(new URL('./seed-prepare.ts', import.meta.url))];
  for (const root of roots) {
    for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.push(join(entry.parentPath, entry.name));
    }
  }
  for (const file of files.sort()) hash.update(file).update(await readFile(file));
  return hash.digest('hex');
}

async function sampleSeed(): Promise<Seed> {
  const { buildSampleContent } = await import('./sample/index.ts');
  return buildSampleContent();
}

/** A request Node's parser refuses (bad request line or header, headers too large, too slow): answered as Node would, with the security headers. */
/**
 * A slow client is cut in seconds, as by the project's other servers (scripts/lib/http-guard.ts):
 * headers in 10 s, an idle kept-alive connection closed after 5 s, one on which nothing moves after
 * 60 s; but the whole request may take 120 s, not 30 s: an upload of 50 MB on a slow line needs it.
 */
export const CONTENT_SERVER_TIMEOUTS: Required<ServerTimeouts> = { ...DEFAULT_TIMEOUTS, requestMs: 120_000 };

function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const answering = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage?.headersSent === true;
  if (error.code === 'ECONNRESET' || !socket.writable || answering) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = `${STATUS_CODES[status] ?? 'Bad Request'}\n`;
  const headers = {
    ...securityHeaders(),
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head.join('\r\n')}\r\n\r\n${body}`);
}

/**
 * Opens (creating and seeding when needed) the store of a data folder with the served schema: what
 * the server does before it listens, and what `--create-admin` does before it adds the account.
 */
export async function openContentStore(
  options: Pick<ContentServerOptions, 'dataDir' | 'reset' | 'seed' | 'schemaSdl' | 'log'>,
): Promise<{ typeDefs: string; model: ContentModel; store: ContentStore }> {
  const typeDefs = options.schemaSdl ?? (await readFile(SCHEMA_FILE, 'utf8'));
  const model = buildContentModel(buildSchema(typeDefs));
  const store = await ContentStore.open({
    model,
    dataDir: options.dataDir ?? DEFAULT_DATA_DIR,
    reset: options.reset,
    seed: options.seed ?? sampleSeed,
    seedVersion: options.seed ? undefined : await sampleSeedVersion(),
    log: options.log,
  });
  return { typeDefs, model, store };
}

/** A positive integer from the environment, or undefined when unset; throws for anything else. */
function envInteger(name: string): number | undefined {
  const raw = process.env[name]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name}: expected a positive whole number, got "${raw}"`);
  return value;
}

export async function startContentServer(options: ContentServerOptions = {}): Promise<RunningContentServer> {
  const host = options.host ?? DEFAULT_HOST;
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const log = options.log ?? (() => {});
  const production = options.production ?? process.env['NODE_ENV'] === 'production';
  const configuredSecret = options.jwtSecret ?? (process.env[JWT_SECRET_ENV] || undefined);
  checkProductionSecret(configuredSecret, production);
  const tokenTtlSeconds = options.tokenTtlSeconds ?? envInteger('CMS_JWT_TTL_SECONDS');
  const maxUploadBytes = options.maxUploadBytes ?? envInteger('CMS_MAX_UPLOAD_BYTES');
  const trustProxy = options.trustProxy ?? parseTrustProxy(process.env[TRUST_PROXY_ENV]);
  const { typeDefs, model, store } = await openContentStore({ ...options, dataDir, log });
  try {
    const tokens = new TokenService(resolveJwtSecret({ configured: configuredSecret, production, store, log }), tokenTtlSeconds);
    const yoga = createGraphqlApp({
      typeDefs,
      model,
      store,
      log,
      tokens,
      onChange: options.onChange,
      loginRateLimit: options.loginRateLimit,
      maxUploadBytes,
      graphqlLimits: options.graphqlLimits,
    });
    const uploads = uploadsHandler(store.uploadsDir);
    const fail = (res: ServerResponse, error: unknown): void => {
      log(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal error\n');
    };
    const timeouts = { ...CONTENT_SERVER_TIMEOUTS, ...options.timeouts };
    const server = createServer(serverTimeoutOptions(timeouts), (req: IncomingMessage, res: ServerResponse) => {
      try {
        const pathname = pathnameOf(req);
        // Every answer carries the security headers; a file's own (uploads.ts) replace the CSP.
        setSecurityHeaders(res, pathname === GRAPHQL_PATH && asksForGraphiql(req) ? 'graphiql' : 'api');
        if (pathname === GRAPHQL_PATH) Promise.resolve(yoga(req, res, { trustProxy })).catch((error: unknown) => fail(res, error));
        else if (pathname?.startsWith(UPLOADS_PATH)) Promise.resolve(uploads(req, res)).catch((error: unknown) => fail(res, error));
        else notFound(res);
      } catch (error) {
        fail(res, error);
      }
    });
    server.timeout = timeouts.idleMs;
    server.on('clientError', answerClientError);
    const address = await listen(server, options.port ?? DEFAULT_PORT, host);
    const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
    let closing: Promise<void> | undefined;
    return {
      url,
      graphqlUrl: `${url}${GRAPHQL_PATH}`,
      dataDir,
      close: () => {
        closing ??= closeServer(server).finally(() => {
          store.close();
          void yoga.dispose();
        });
        return closing;
      },
    };
  } catch (error) {
    store.close();
    throw error;
  }
}

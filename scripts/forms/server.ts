/**
 * The form service (see README.md for the HTTP contract): `POST /submit/:form`,
 * `GET /confirm?token=`, `GET /health`. A submission is committed to SQLite before the response
 * is written; emails go out afterwards and never fail a request. Bad input answers 4xx; the
 * process never dies on input.
 *
 * The parts: which request goes where (./routes.ts), a post (./submit.ts), the answers
 * (./exchange.ts), what they share (./service.ts); here the service is put together, listens and closes.
 */
import type { Server } from 'node:http';
import { createGuardedServer } from '../lib/http-guard.ts';
import { addressUrl, closeServer, listen } from '../lib/http-listen.ts';
import { GroupCommit } from './group-commit.ts';
import { createMailer } from './mailer.ts';
import { RateLimiter } from './rate-limit.ts';
import { route } from './routes.ts';
import { formsSecurityHeaders } from './security-headers.ts';
import type { FormsService, FormsServiceOptions } from './service.ts';
import { SubmissionStore } from './store.ts';

export interface RunningFormsService {
  url: string;
  store: SubmissionStore;
  /** Resolves when the emails under way are written or sent. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export async function startFormsService(options: FormsServiceOptions): Promise<RunningFormsService> {
  const log = options.log ?? (() => {});
  const store = new SubmissionStore(options.dataDir);
  const mailer = createMailer(options, log);
  const writes = new GroupCommit(store, log);
  const service: FormsService = {
    options,
    log,
    store,
    mailer,
    limiter: new RateLimiter(options.rateLimit),
    commit: (submission) => writes.commit(submission),
    siteUrl: (path) => `${options.siteUrl}${path}`,
  };
  const server = createServer(service);
  let url: string;
  try {
    url = addressUrl(await listen(server, options.port, options.host));
  } catch (error) {
    store.close();
    mailer.close();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    url,
    store,
    idle: () => mailer.idle(),
    // Posts under way are answered (and committed) first; then the emails, then the store.
    close: () => {
      writes.close();
      closing ??= closeServer(server, { connections: 'idle' })
        .then(() => mailer.idle())
        .finally(() => {
          mailer.close();
          store.close();
        });
      return closing;
    },
  };
}

/** The HTTP server: every request routed (./routes.ts); an error no part answered is a 500, logged. */
function createServer(service: FormsService): Server {
  const { log } = service;
  return createGuardedServer(
    (req, res, url) =>
      route(service, req, res, url).catch((error: unknown) => {
        log(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        if (res.headersSent) return void res.destroy();
        res.writeHead(500, {
          ...formsSecurityHeaders(),
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'close',
        });
        res.end(`${JSON.stringify({ error: 'internal', message: 'Internal error.' })}\n`);
      }),
    { log, headers: () => formsSecurityHeaders(), timeouts: service.options.timeouts },
  );
}

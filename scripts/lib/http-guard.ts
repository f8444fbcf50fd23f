/**
 * What every HTTP server of the project does before and around its own handling of a request, so
 * that no request can stop the process: the request target is parsed once, a target that is not a
 * URL path (`GET //[ HTTP/1.1`, `GET http://[ HTTP/1.1`) answers 400, an absolute-form target reaches the
 * handler in the origin form (`GET http://h/en/` as `GET /en/`), and a handler that throws —
 * synchronously or by a rejected promise — answers 500 and is logged, while the server carries on.
 * A request Node's own parser refuses (a bad request line or header, headers too large) gets the
 * same headers as every other answer. Used by the static server (`npm run serve`), the publisher and
 * the form service.
 */
import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { Duplex } from 'node:stream';

/** Any base: only the path and query of a request target are used. */
const BASE = 'http://request.invalid';

const ABSOLUTE_FORM = /^https?:\/\//i;

/** The URL of a request's target, or undefined when it does not parse. */
export function requestUrl(request: IncomingMessage): URL | undefined {
  const target = request.url ?? '/';
  try {
    // Origin form (`/path?query`), taken literally: `//host/x` is the path `//host/x`, not another host.
    if (target.startsWith('/')) return new URL(`${BASE}${target}`);
    // Absolute form (`GET http://host/path HTTP/1.1`), which a server must accept; only its path and query are used.
    if (ABSOLUTE_FORM.test(target)) {
      const url = new URL(target);
      return new URL(`${BASE}${url.pathname}${url.search}`);
    }
  } catch {
    // Not a URL: answered with 400 below.
  }
  return undefined;
}

/**
 * An absolute-form request (`GET http://host/en/ HTTP/1.1`, what a client sends to a proxy) made into
 * the origin form every handler expects: `request.url` becomes the path and query (`/en/`), and the
 * Host header the target's authority, which RFC 9112 §3.2.2 says wins over a Host header. Code that
 * reads `request.url` itself (a middleware) then answers it exactly as `GET /en/`.
 */
function toOriginForm(request: IncomingMessage, url: URL): void {
  const target = request.url ?? '/';
  if (!ABSOLUTE_FORM.test(target)) return;
  request.url = `${url.pathname}${url.search}`;
  const authority = new URL(target).host;
  if (authority) request.headers.host = authority;
}

export type GuardedHandler = (request: IncomingMessage, response: ServerResponse, url: URL) => void | Promise<void>;

/**
 * How long a client may take. A slow-loris client (headers or a body sent a byte at a time) is cut
 * when its time is up, with 408: Node checks its connections every `checkEveryMs`, by default a
 * quarter of the shorter limit and at most a second (Node's own default, 30 s, let such a client
 * hold a connection for 76-80 s). `requestMs` counts until the request is in, not the answer: a large
 * file goes out at the client's pace; only a reader that takes no byte for `idleMs` is cut.
 */
export interface ServerTimeouts {
  /** Until the request's headers are in; default 10 s. */
  headersMs?: number;
  /** Until the whole request, body included, is in; default 30 s. */
  requestMs?: number;
  /** An idle kept-alive connection is closed after this; default 5 s. */
  keepAliveMs?: number;
  /** A connection on which no byte moves either way for this long is closed; default 60 s. */
  idleMs?: number;
}

export const DEFAULT_TIMEOUTS: Required<ServerTimeouts> = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000, idleMs: 60_000 };

export interface GuardOptions {
  log: (line: string) => void;
  /** Headers of the 400 and 500 answers the guard writes itself (e.g. the security headers). */
  headers?: () => Record<string, string>;
  /** Defaults: DEFAULT_TIMEOUTS. */
  timeouts?: ServerTimeouts;
}

function answer(response: ServerResponse, status: number, text: string, headers: Record<string, string>): void {
  if (response.headersSent) {
    // Part of another answer is on the wire: the only honest end is to cut the connection.
    response.destroy();
    return;
  }
  response.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' });
  response.end(`${text}\n`);
}

/** A request listener that parses the target, answers 400 for one that does not parse, and 500 for a handler that throws. */
export function guardRequests(handler: GuardedHandler, options: GuardOptions): RequestListener {
  const headers = options.headers ?? (() => ({}));
  const failed = (request: IncomingMessage, response: ServerResponse, error: unknown): void => {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    options.log(`error answering ${request.method ?? '?'} ${JSON.stringify(request.url ?? '').slice(0, 200)}: ${detail}`);
    answer(response, 500, 'Internal error', headers());
  };
  return (request, response) => {
    const url = requestUrl(request);
    if (url === undefined) {
      answer(response, 400, 'Bad request: the request target is not a URL path', headers());
      request.resume();
      return;
    }
    toOriginForm(request, url);
    try {
      const pending = handler(request, response, url);
      if (pending) pending.catch((error: unknown) => failed(request, response, error));
    } catch (error) {
      failed(request, response, error);
    }
  };
}

/** Node's server options for the timeouts (the idle one is `server.timeout`, set after). */
export function serverTimeoutOptions(timeouts: Required<ServerTimeouts>): ServerOptions {
  return {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: Math.max(25, Math.min(1000, Math.floor(Math.min(timeouts.headersMs, timeouts.requestMs) / 4))),
  };
}

/** The status Node's parser error stands for: 431 for headers too large, 408 for a request too slow, else 400. */
function clientErrorStatus(error: NodeJS.ErrnoException): number {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * An http server whose requests go through `guardRequests`, whose parser errors and timeouts are
 * answered with `headers`, and whose clients have the time of `options.timeouts`.
 */
export function createGuardedServer(handler: GuardedHandler, options: GuardOptions): Server {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const server = createServer(serverTimeoutOptions(timeouts), guardRequests(handler, options));
  server.timeout = timeouts.idleMs;
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // An answer already on its way (a request timing out while its answer is sent) cannot get another.
    const answering = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage?.headersSent === true;
    if (error.code === 'ECONNRESET' || !socket.writable || answering) {
      socket.destroy();
      return;
    }
    const status = clientErrorStatus(error);
    const headers = { ...(options.headers?.() ?? {}), 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' };
    const body = `${STATUS_CODES[status] ?? 'Bad Request'}\n`;
    const head = Object.entries({ ...headers, 'Content-Length': String(Buffer.byteLength(body)) })
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head}\r\n\r\n${body}`);
  });
  return server;
}

/** A scripted HTTP server on 127.0.0.1 (free port) for tests; records every request. */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { closeServer, listen } from '../../../../scripts/lib/http-listen.ts';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: { query?: string; operationName?: string; variables?: Record<string, unknown> };
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** JSON body; `raw` wins when both are set. */
  json?: unknown;
  raw?: string | Uint8Array;
}

export type Responder = (request: RecordedRequest, index: number) => Reply | Promise<Reply>;

export interface TestServer {
  url: string;
  graphqlUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

function parseBody(text: string): RecordedRequest['body'] {
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null ? (parsed as RecordedRequest['body']) : {};
}

function send(res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { ...reply.headers };
  let body: string | Uint8Array = '';
  if (reply.raw !== undefined) body = reply.raw;
  else if (reply.json !== undefined) {
    body = JSON.stringify(reply.json);
    headers['content-type'] ??= 'application/json';
  }
  res.writeHead(reply.status ?? 200, headers);
  res.end(body);
}

export async function startTestServer(respond: Responder): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: req.method === 'POST' ? parseBody(Buffer.concat(chunks).toString('utf8')) : {},
      };
      const index = requests.push(request) - 1;
      Promise.resolve(respond(request, index)).then(
        (reply) => send(res, reply),
        (error: unknown) => send(res, { status: 500, raw: String(error) }),
      );
    });
  });
  const { port } = await listen(server, 0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    graphqlUrl: `${url}/graphql`,
    requests,
    close: () => closeServer(server),
  };
}

/** A port on 127.0.0.1 that nothing listens on (opened, then closed). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  const { port } = await listen(server, 0, '127.0.0.1');
  await closeServer(server);
  return port;
}

/**
 * A counting proxy in front of the content server: every GraphQL request is forwarded as it is and
 * counted per collection (the top-level field of its result, e.g. `productPages`), with the entries
 * the answers carried, so the bench can hold the requests against ⌈entries / 100⌉ + a constant.
 * Upload downloads (GET /uploads/…) are counted apart. Listens on 127.0.0.1, a free port.
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer, listen } from '../lib/http-listen.ts';

export interface CollectionRequests {
  collection: string;
  requests: number;
  /** Entries the answers carried (list lengths; 1 for a single object). */
  entries: number;
}

export interface RequestCounter {
  /** The GraphQL endpoint the build uses. */
  graphqlUrl: string;
  collections(): CollectionRequests[];
  uploads(): number;
  close(): Promise<void>;
}

function readBody(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** The top-level fields of a GraphQL answer with how many entries each carried. */
function fieldsOf(body: Buffer): Array<[string, number]> {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null || !('data' in parsed)) return [['(error)', 0]];
    const data = parsed.data;
    if (typeof data !== 'object' || data === null) return [['(error)', 0]];
    return Object.entries(data).map(([field, value]) => [field, Array.isArray(value) ? value.length : value === null ? 0 : 1]);
  } catch {
    return [['(unparsable)', 0]];
  }
}

export async function startRequestCounter(target: string): Promise<RequestCounter> {
  const upstream = new URL(target);
  const counts = new Map<string, CollectionRequests>();
  let uploads = 0;
  const forward = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const body = await readBody(req);
    const isGraphql = req.method === 'POST' && (req.url ?? '').startsWith(upstream.pathname);
    if (req.method === 'GET' && (req.url ?? '').startsWith('/uploads/')) uploads++;
    const headers = { ...req.headers, host: upstream.host };
    delete headers['accept-encoding'];
    const proxied = httpRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
      if (!isGraphql) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      void readBody(answer).then((answerBody) => {
        const fields = fieldsOf(answerBody);
        const collection = fields.map(([field]) => field).join('+') || '(empty)';
        const entry = counts.get(collection) ?? { collection, requests: 0, entries: 0 };
        entry.requests++;
        entry.entries += fields.reduce((sum, [, n]) => sum + n, 0);
        counts.set(collection, entry);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        res.end(answerBody);
      });
    });
    proxied.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    proxied.end(body);
  };
  const server = createServer((req, res) => {
    forward(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
  });
  const address = await listen(server, 0, '127.0.0.1');
  return {
    graphqlUrl: `http://127.0.0.1:${address.port}${upstream.pathname}`,
    collections: () => [...counts.values()].sort((a, b) => a.collection.localeCompare(b.collection)),
    uploads: () => uploads,
    close: () => closeServer(server),
  };
}

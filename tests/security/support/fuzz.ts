/**
 * A bounded, reproducible fuzz of an HTTP endpoint: requests made from a fixed seed (the same bytes
 * on every run), sent as raw bytes over TCP, a few at a time. Each answer must be a status the
 * service means (2xx, 3xx or 4xx); a 5xx, a connection closed without an answer or no answer in
 * time counts as a failure and is kept as an example.
 */
import { rawHttp } from '../../support/raw-http.ts';
import { menuChain } from '../../unit/content-server/fixtures/menu-seed.ts';

/** mulberry32: a small seeded PRNG. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Random {
  next(): number;
  int(max: number): number;
  pick<T>(items: readonly T[]): T;
  bytes(length: number): Buffer;
  /** Printable ASCII and a few bytes a URL parser stumbles on. */
  target(length: number): string;
}

export function random(seed: number): Random {
  const next = seeded(seed);
  const int = (max: number): number => Math.floor(next() * max);
  const awkward = ['%', '%zz', '%00', '[', ']', '@', ':', '\\', '//', '/..', '?', '#', '%2f', '%E0%A4%A', '\u00e4', '{', '|'];
  return {
    next,
    int,
    pick: (items) => items[int(items.length)]!,
    bytes: (length) => Buffer.from(Array.from({ length }, () => int(256))),
    target: (length) => {
      let out = '';
      while (out.length < length) out += next() < 0.3 ? awkward[int(awkward.length)] : String.fromCharCode(33 + int(94));
      return out;
    },
  };
}

export interface Endpoint {
  method: string;
  path: string;
  /** Content types a body for it is sent as. */
  contentTypes?: readonly string[];
  /** Extra header lines (`Name: value`) every request to it carries, e.g. a CORS origin. */
  headers?: readonly string[];
}

const CRLF = '\r\n';
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE', 'FOO', 'G\u00e9T', 'POST\tX', ''];
const TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'multipart/form-data',
  'text/plain',
  'application/graphql',
  'application/json; charset=latin1',
  '',
];

function request(head: string, headers: readonly string[], body: Buffer = Buffer.alloc(0)): Buffer {
  const lines = [head, 'Host: 127.0.0.1', ...headers, 'Connection: close'];
  if (body.byteLength > 0 && !headers.some((line) => /^(content-length|transfer-encoding):/i.test(line)))
    lines.push(`Content-Length: ${body.byteLength}`);
  return Buffer.concat([Buffer.from(`${lines.join(CRLF)}${CRLF}${CRLF}`, 'latin1'), body]);
}

/** A JSON document nested `depth` levels deep: arrays or objects. */
export function nestedJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** One fuzz request for the endpoint, chosen by the generator. */
export function fuzzRequest(r: Random, endpoint: Endpoint): Buffer {
  const base = endpoint.headers ?? [];
  const types = endpoint.contentTypes ?? TYPES;
  switch (r.int(9)) {
    case 0: // a malformed or odd request line
      return request(
        r.pick([
          `${endpoint.method} ${endpoint.path}${r.target(r.int(40))} HTTP/1.1`,
          `${endpoint.method} /${r.target(1 + r.int(200))} HTTP/1.1`,
          `${r.pick(METHODS)} ${endpoint.path} HTTP/1.1`,
          `${endpoint.method} ${r.pick(['//[', 'http://[', '*', 'x', '//%zz', '/%', 'http://a@b@c/'])}${endpoint.path} HTTP/1.1`,
          `${endpoint.method} ${endpoint.path} HTTP/${r.pick(['9.9', '1', '0.9', '1.1 x'])}`,
          `${endpoint.method} ${endpoint.path}`,
        ]),
        base,
      );
    case 1: // malformed headers
      return request(`${endpoint.method} ${endpoint.path} HTTP/1.1`, [
        ...base,
        r.pick([
          `X-${r.target(8)}: ${r.target(20)}`,
          `Bad Header: x`,
          `X-Long: ${'a'.repeat(20_000 + r.int(80_000))}`,
          `Content-Length: ${r.pick(['-1', 'abc', '1e3', '99999999999999999999'])}`,
          `Content-Length: 2${CRLF}Content-Length: 3`,
          `Transfer-Encoding: chunked${CRLF}Content-Length: 3`,
          `Transfer-Encoding: ${r.pick(['gzip', 'chunked, identity', 'x'])}`,
          `X-Null: a\u0000b`,
          `Content-Type: ${r.target(30)}`,
          `Authorization: Bearer ${r.target(40)}`,
          `Authorization: ${r.target(60)}`,
        ]),
      ]);
    case 2: // many headers
      return request(`${endpoint.method} ${endpoint.path} HTTP/1.1`, [
        ...base,
        ...Array.from({ length: 100 + r.int(300) }, (_, i) => `X-H${i}: ${r.target(10)}`),
      ]);
    case 3: // random bytes as a body
      return request(
        `${endpoint.method} ${endpoint.path} HTTP/1.1`,
        [...base, `Content-Type: ${r.pick(types)}`],
        r.bytes(1 + r.int(16_384)),
      );
    case 4: // a large JSON body
      return request(
        `${endpoint.method} ${endpoint.path} HTTP/1.1`,
        [...base, 'Content-Type: application/json'],
        Buffer.from(
          JSON.stringify({ query: 'x'.repeat(100_000 + r.int(2_000_000)), email: 'a@b.test', message: 'y'.repeat(r.int(500_000)) }),
        ),
      );
    case 5: // deeply nested JSON
      return request(
        `${endpoint.method} ${endpoint.path} HTTP/1.1`,
        [...base, 'Content-Type: application/json'],
        Buffer.from(nestedJson(1000 + r.int(50_000), r.pick(['array', 'object'] as const))),
      );
    case 6: // a chunked body with bad chunk sizes
      return Buffer.concat([
        request(`${endpoint.method} ${endpoint.path} HTTP/1.1`, [...base, 'Content-Type: application/json', 'Transfer-Encoding: chunked']),
        Buffer.from(
          r.pick([
            `zz${CRLF}{}${CRLF}0${CRLF}${CRLF}`,
            `5${CRLF}{}${CRLF}0${CRLF}${CRLF}`,
            `-1${CRLF}${CRLF}`,
            `2;${r.target(5000)}${CRLF}{}${CRLF}0${CRLF}${CRLF}`,
          ]),
          'latin1',
        ),
      ]);
    case 7: // form-encoded noise with odd keys
      return request(
        `${endpoint.method} ${endpoint.path} HTTP/1.1`,
        [...base, 'Content-Type: application/x-www-form-urlencoded'],
        Buffer.from(
          Array.from(
            { length: 1 + r.int(200) },
            () =>
              `${r.pick(['__proto__', 'constructor', 'prototype', 'email', 'a[b]', r.target(6)])}=${encodeURIComponent(r.target(r.int(50)))}`,
          ).join('&'),
        ),
      );
    default: // an Expect header, a body that does not match its type
      return request(
        `${endpoint.method} ${endpoint.path} HTTP/1.1`,
        [...base, `Content-Type: ${r.pick(types)}`, r.pick(['Expect: 100-continue', 'Expect: something-else', 'Accept: */*'])],
        Buffer.from(r.target(r.int(2000)), 'latin1'),
      );
  }
}

export interface FuzzResult {
  tried: number;
  /** Answers by status class ("2xx", "4xx", …) and "none". */
  statuses: Record<string, number>;
  /** Requests answered 5xx, with no answer, or not in time: the first few, for the failure message. */
  failures: Array<{ request: string; outcome: string }>;
  failed: number;
  slowestMs: number;
}

/** Sends every request (a few at a time) and sorts the answers. */
export async function fuzz(baseUrl: string, requests: readonly Buffer[], concurrency = 6, timeoutMs = 10_000): Promise<FuzzResult> {
  const result: FuzzResult = { tried: 0, statuses: {}, failures: [], failed: 0, slowestMs: 0 };
  let index = 0;
  const worker = async (): Promise<void> => {
    while (index < requests.length) {
      const bytes = requests[index++]!;
      const started = performance.now();
      let outcome: string;
      try {
        const answer = await rawHttp(baseUrl, bytes, timeoutMs);
        // A server may answer before it has read a large body it does not want, and close: TCP then resets the
        // connection under the client's feet and the answer can be lost. Counted apart, not as a failure.
        outcome = answer.resetWhileSending
          ? 'reset while sending'
          : answer.status === null
            ? 'none'
            : `${String(answer.status).slice(0, 1)}xx`;
        if (answer.status !== null && answer.status >= 500) outcome = `5xx (${answer.status})`;
      } catch (error) {
        outcome = `no answer: ${error instanceof Error ? error.message : String(error)}`;
      }
      result.slowestMs = Math.max(result.slowestMs, performance.now() - started);
      result.tried++;
      const key = outcome.startsWith('5xx') ? '5xx' : outcome.startsWith('no answer') ? 'none' : outcome;
      result.statuses[key] = (result.statuses[key] ?? 0) + 1;
      if (key === '5xx' || key === 'none') {
        result.failed++;
        if (result.failures.length < 5) result.failures.push({ request: bytes.subarray(0, 300).toString('latin1'), outcome });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return result;
}

/** A GraphQL request body meant to hurt: deep nesting, alias and directive floods, huge or random documents, batches, cycles. */
export function graphqlFuzzBody(r: Random): string {
  const depth = 5 + r.int(600);
  const query = r.pick([
    () => menuChain(depth),
    () => `{ ${Array.from({ length: 10 + r.int(2000) }, (_, i) => `a${i}: menus { id }`).join(' ')} }`,
    () => `{ menus { id ${'@include(if: true) '.repeat(10 + r.int(5000))} } }`,
    () => `{ ${'menus { id } '.repeat(10 + r.int(500))} }`,
    () => `{ productPages(limit: ${r.pick(['100', '-1', '2147483647', '1e9'])}) { id ${'Productname '.repeat(r.int(3000))} } }`,
    () => `query Q { ...A } fragment A on Query { ...B } fragment B on Query { ...A }`,
    () => `{ ${'x'.repeat(100_000 + r.int(1_000_000))} }`,
    () => r.target(1 + r.int(5000)),
    () => `{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }`,
    () => `{ contentPages(where: ${nestedJson(50 + r.int(5000), 'object').replace(/"a"/g, 'a')}) { id } }`,
  ])();
  return r.pick([
    () => JSON.stringify({ query }),
    () => `{"query":${JSON.stringify(query)},"variables":${nestedJson(100 + r.int(5000), 'object')}}`,
    () => JSON.stringify(Array.from({ length: 2 + r.int(500) }, () => ({ query: '{ menus { id } }' }))),
    () => JSON.stringify({ query: '{ menus { id } }', operationName: r.target(20), variables: r.target(50) }),
    () => JSON.stringify({ query: 123, variables: [] }),
  ])();
}

/** `ParentMenuLinks.menu.ParentMenuLinks.…` with `hops` relations, then `leaf`: a path through the sample's menus. */
export function menuPath(hops: number, leaf = 'id'): string {
  return [...Array.from({ length: hops }, (_, i) => (i % 2 === 0 ? 'ParentMenuLinks' : 'menu')), leaf].join('.');
}

/** The same path as nested objects around `{ [leaf]: value }`. */
function nestedMenuPath(hops: number, value: unknown, leaf = 'id'): Record<string, unknown> {
  let where: Record<string, unknown> = { [leaf]: value };
  for (let i = hops - 1; i >= 0; i--) where = { [i % 2 === 0 ? 'ParentMenuLinks' : 'menu']: where };
  return where;
}

const MENUS_WHERE = 'query($w: JSON, $s: String, $l: Int) { menus(where: $w, sort: $s, limit: $l) { id } }';

/**
 * A GraphQL request body whose cost grows the way an attacker grows it, each valid as GraphQL: relation
 * paths in `where` (dotted keys and nested objects, many hops, many of them side by side), fan-out
 * (nested list relations without a limit), long argument lists (`id_in`, `_or`, sort keys), long
 * texts to search, and large variables (up to twice the request body limit). Every one must be
 * answered — with data or an error naming a limit — without holding the event loop.
 */
export function costlyGraphqlBody(r: Random): string {
  const size = (max: number): number => 1 + r.int(max);
  const ids = (n: number): string[] => Array.from({ length: n }, (_, i) => String(i));
  const body = (variables: Record<string, unknown>, query = MENUS_WHERE): string => JSON.stringify({ query, variables });
  return r.pick([
    () => body({ w: { [menuPath(size(40))]: 'x' } }),
    () => body({ w: nestedMenuPath(size(40), 'x') }),
    () => body({ w: { _or: Array.from({ length: size(300) }, (_, i) => ({ [menuPath(size(16))]: String(i) })) } }),
    () => body({ w: { _or: Array.from({ length: size(60) }, () => nestedMenuPath(size(16), 'x', 'Name_contains')) } }),
    () => body({ w: { id_in: ids(size(5_000)) } }),
    () => body({ w: { _or: ids(size(5_000)).map((id) => ({ id })) } }),
    () => body({ w: { [menuPath(size(12), 'Name_contains')]: 'y'.repeat(size(200_000)) } }),
    () => body({ s: Array.from({ length: size(50) }, () => r.pick(['id', 'Name:desc', 'id:asc'])).join(','), l: -1 }),
    () => body({ s: 'id,'.repeat(size(400_000)) }),
    () => body({ a: Array.from({ length: size(600_000) }, () => ({})) }, '{ __typename }'),
    () => body({ a: 'z'.repeat(size(2_000_000)) }, '{ __typename }'),
    () => JSON.stringify({ query: `{ menus(limit: -1) { ParentMenuLinks(limit: -1) { menu { ParentMenuLinks(limit: -1) { id } } } } }` }),
    () =>
      JSON.stringify({
        query: `{ ${Array.from({ length: size(14) }, (_, i) => `m${i}: menus(limit: -1, where: ${JSON.stringify(nestedMenuPath(size(20), 'q')).replace(/"(\w+)":/g, '$1:')}) { id ParentMenuLinks(limit: -1) { menu { Name } } }`).join(' ')} }`,
      }),
  ])();
}

/**
 * The upload size limit at its default (50 MB = 52428800 bytes) through the whole HTTP path: the
 * request body limit (upload limit + 1 MiB) replaces yoga's 25 MB default, and refusals name the limit.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWriteServer, type GraphqlBody, type WriteServer } from './fixtures/write-fixture.ts';

let w: WriteServer;
let editor: string;
const MB = 1024 * 1024;
const LIMIT = 50 * MB;
const BODY_LIMIT = LIMIT + MB;

beforeAll(async () => {
  w = await startWriteServer({}, ['editor']);
  editor = await w.login('editor');
}, 60_000);
afterAll(() => w.close());

function pdf(bytes: number): Blob {
  const data = new Uint8Array(bytes);
  data.set(new TextEncoder().encode('%PDF-1.4\n'));
  return new Blob([data], { type: 'application/pdf' });
}

function uploadForm(file: Blob): FormData {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query: 'mutation($f: Upload!) { upload(file: $f) { id size url } }', variables: { f: null } }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.f'] }));
  form.append('0', file, 'big.pdf');
  return form;
}

function multipleUploadForm(files: Blob[]): FormData {
  const form = new FormData();
  const query = 'mutation($f: [Upload]!) { multipleUpload(files: $f) { id } }';
  form.append('operations', JSON.stringify({ query, variables: { f: files.map(() => null) } }));
  form.append('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.f.${i}`]]))));
  files.forEach((file, i) => form.append(String(i), file, `part-${i}.pdf`));
  return form;
}

async function post(body: BodyInit, headers: Record<string, string> = {}): Promise<{ status: number; body: GraphqlBody }> {
  const response = await fetch(w.server.graphqlUrl, {
    method: 'POST',
    headers: { authorization: `Bearer ${editor}`, 'graphql-preflight': '1', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as GraphqlBody };
}

/** The form as a stream of unknown length (chunked, no Content-Length); counts what the server pulled. */
function streamed(form: FormData): { body: ReadableStream<Uint8Array>; contentType: string; sent: () => number } {
  const request = new Request('http://x/', { method: 'POST', body: form });
  const reader = request.body!.getReader();
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else {
        sent += value.byteLength;
        controller.enqueue(value);
      }
    },
  });
  return { body, contentType: request.headers.get('content-type') ?? '', sent: () => sent };
}

describe('upload size limit (default 50 MB)', () => {
  it('accepts a 40 MB file', async () => {
    const { status, body } = await post(uploadForm(pdf(40 * MB)));
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    const file = body.data?.['upload'] as { size: number; url: string };
    expect(file.size).toBe(Math.round((40 * MB) / 10) / 100);
    const stored = readdirSync(join(w.dataDir, 'uploads')).find((name) => file.url.endsWith(name));
    expect(statSync(join(w.dataDir, 'uploads', stored ?? '-')).size).toBe(40 * MB);
  }, 60_000);

  it('refuses a 51 MB file before reading it, naming the limit (Content-Length over the body limit)', async () => {
    const { status, body } = await post(uploadForm(pdf(51 * MB)));
    expect(status).toBe(413);
    expect(body.errors?.[0]?.message).toMatch(
      new RegExp(
        `^Request body too large: the limit is ${BODY_LIMIT} bytes \\(the upload limit of ${LIMIT} bytes \\+ 1 MiB\\), the request has \\d+ bytes\\.$`,
      ),
    );
    expect(body.errors?.[0]?.extensions?.['code']).toBe('REQUEST_ENTITY_TOO_LARGE');
  }, 60_000);

  it('refuses a file just over the upload limit whose request fits the body limit', async () => {
    const { status, body } = await post(uploadForm(pdf(LIMIT + 1)));
    expect(status).toBe(413);
    expect(body.errors?.[0]?.message).toBe(`File size limit exceeded: ${LIMIT} bytes`);
  }, 60_000);

  it('cuts a streamed body of unknown length at the limit, without reading the rest (files share the limit)', async () => {
    const before = (await w.gql('{ filesConnection { aggregate { count } } }')).body.data;
    const { body: stream, contentType, sent } = streamed(multipleUploadForm([pdf(30 * MB), pdf(30 * MB), pdf(30 * MB), pdf(30 * MB)]));
    const { status, body } = await post(stream, { 'content-type': contentType });
    expect(status).toBe(413);
    expect(body.errors?.[0]?.message).toMatch(new RegExp(`^Request body too large: the limit is ${BODY_LIMIT} bytes`));
    expect(sent()).toBeLessThan(BODY_LIMIT + 16 * MB);
    expect((await w.gql('{ filesConnection { aggregate { count } } }')).body.data).toEqual(before);
  }, 60_000);
});

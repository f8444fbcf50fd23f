import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_MAX_BYTES } from '../../../src/forms/limits.ts';
import { rawHttp, rawRequestLine } from '../../support/raw-http.ts';
import { contactPost, postForm, postRaw, request, startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

const json = 'application/json';
const valid = () => JSON.stringify(contactPost());

/** A post whose status and error code are checked, and after which nothing is stored and /health answers. */
async function rejects(status: number, code: string, send: () => Promise<{ status: number; text: string }>): Promise<void> {
  const before = h.service.store.count();
  const reply = await send();
  expect(reply.status).toBe(status);
  if (code) expect(JSON.parse(reply.text)).toMatchObject({ error: code, message: expect.any(String) });
  expect(h.service.store.count()).toBe(before);
  expect((await request(`${h.service.url}/health`)).status).toBe(200);
}

describe('malformed requests answer a clear 4xx, store nothing, and the service keeps answering', () => {
  it('400 for a request target that is no URL, and for a request line or header the parser refuses', async () => {
    for (const bytes of [
      rawRequestLine('http://[', 'POST'),
      rawRequestLine('//[', 'POST'),
      rawRequestLine('/submit/%E0%A4%A', 'POST'),
      'POST /submit/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello',
      'GET /health HTTP/1.1\r\nHo st: x\r\n\r\n',
    ]) {
      const before = h.service.store.count();
      const answer = await rawHttp(h.service.url, bytes);
      expect(answer.status, JSON.stringify(bytes)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(bytes)).toBeLessThan(500);
      expect(answer.text.toLowerCase(), JSON.stringify(bytes)).toContain('x-content-type-options: nosniff');
      expect(h.service.store.count()).toBe(before);
    }
    expect((await request(`${h.service.url}/health`)).status).toBe(200);
  });
});

describe('malformed posts answer a clear 4xx, store nothing, and the service keeps answering', () => {
  it('415 for other content types and charsets', async () => {
    await rejects(415, 'unsupported-media-type', () => postRaw(h.service, 'contact', 'text/plain', valid()));
    await rejects(415, 'unsupported-media-type', () => postRaw(h.service, 'contact', 'multipart/form-data; boundary=x', '--x--'));
    await rejects(415, 'unsupported-media-type', () => postRaw(h.service, 'contact', 'application/json; charset=latin1', valid()));
  });

  it('413 for a body over the limit', async () => {
    const big = JSON.stringify(contactPost({ message: 'x'.repeat(BODY_MAX_BYTES) }));
    await rejects(413, 'payload-too-large', () => postRaw(h.service, 'contact', json, big));
  });

  it('413 for a chunked body over the limit, without reading all of it', async () => {
    const { port } = new URL(h.service.url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/submit/contact', method: 'POST', headers: { 'content-type': json } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write(`{"message":"${'x'.repeat(BODY_MAX_BYTES)}`);
      // the rest of the body is never sent: the service must answer without waiting for it
    });
    expect(status).toBe(413);
    expect((await request(`${h.service.url}/health`)).status).toBe(200);
  });

  it('400 for invalid JSON, a JSON array, a non-object, nesting and non-scalar values', async () => {
    await rejects(400, 'invalid-body', () => postRaw(h.service, 'contact', json, '{"email": '));
    await rejects(400, 'invalid-body', () => postRaw(h.service, 'contact', json, 'email=a@b.c'));
    await rejects(400, 'invalid-body', () => postRaw(h.service, 'contact', json, JSON.stringify([contactPost()])));
    await rejects(400, 'invalid-body', () => postRaw(h.service, 'contact', json, '"text"'));
    await rejects(400, 'invalid-body', () => postRaw(h.service, 'contact', json, 'null'));
    await rejects(400, 'invalid-body', () =>
      postRaw(h.service, 'contact', json, JSON.stringify(contactPost({ a: { b: { c: { d: 1 } } } }))),
    );
    await rejects(400, 'invalid-body', () => postRaw(h.service, 'contact', json, `${'['.repeat(5000)}${']'.repeat(5000)}`));
    await rejects(400, 'invalid-body', () => postRaw(h.service, 'contact', json, JSON.stringify(contactPost({ email: ['a@b.c'] }))));
    await rejects(400, 'invalid-body', () => postRaw(h.service, 'contact', json, '{"__proto__": {"admin": true}}'));
  });

  it('400 for invalid UTF-8 bytes, in JSON and in %-escapes', async () => {
    const bytes = Buffer.concat([Buffer.from('{"email":"a@b.c","message":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]);
    await rejects(400, 'invalid-body', () => postRaw(h.service, 'contact', json, bytes));
    const before = h.service.store.count();
    const form = await postRaw(h.service, 'contact', 'application/x-www-form-urlencoded', 'email=a%40b.c&message=%FF%FE');
    expect(form.status).toBe(400);
    expect(form.text).toContain('<!doctype html>');
    expect(h.service.store.count()).toBe(before);
  });

  it('400 with field errors for an unknown option or missing required fields', async () => {
    await rejects(400, '', () => postRaw(h.service, 'contact', json, JSON.stringify(contactPost({ productLine: 'timeMachine' }))));
    await rejects(400, '', () => postRaw(h.service, 'contact', json, JSON.stringify({})));
    const reply = await postRaw(h.service, 'contact', json, JSON.stringify({ locale: 'en' }));
    const { errors } = JSON.parse(reply.text) as { errors: Record<string, string> };
    expect(errors).toMatchObject({ submissionId: 'form.error.required', email: 'form.error.required', message: 'form.error.required' });
  });

  it('an urlencoded post with a body problem gets the HTML error page', async () => {
    const reply = await postForm(h.service, 'contact', contactPost({ locale: 'jp', message: 'x'.repeat(BODY_MAX_BYTES) }));
    expect(reply.status).toBe(413);
    expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });
});

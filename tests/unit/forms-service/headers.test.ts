/**
 * Every answer of the form service — JSON, the HTML page of a post without JavaScript, redirects, 4xx,
 * 5xx and what the guard answers itself — carries the security headers: nosniff, a CSP that allows
 * nothing but what the answer needs, X-Frame-Options, Referrer-Policy and HSTS as the site sends them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_PAGE_STYLE } from '../../../scripts/forms/error-page.ts';
import { SECURITY_HEADERS } from '../../../src/security/headers.ts';
import { cspHash } from '../../../src/security/inline-hash.ts';
import { rawHttp, rawRequestLine } from '../../support/raw-http.ts';
import { contactPost, ISLAND_ORIGIN, postForm, postJson, postRaw, request, startHarness, type Harness, type Reply } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ FORMS_RATE_LIMIT: '8' });
});
afterAll(async () => {
  await h.stop();
});

const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";
const SHARED = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': SECURITY_HEADERS['Referrer-Policy'],
  'strict-transport-security': SECURITY_HEADERS['Strict-Transport-Security'],
};

function expectHeaders(reply: Pick<Reply, 'status' | 'headers'>, csp: string, label: string): void {
  for (const [name, value] of Object.entries(SHARED)) expect(reply.headers.get(name), `${label}: ${name}`).toBe(value);
  expect(reply.headers.get('content-security-policy'), `${label}: CSP`).toBe(csp);
  expect(reply.headers.get('cache-control'), `${label}: Cache-Control`).toBe('no-store');
}

/** Headers of a raw answer (for what fetch cannot send). */
function headersOf(text: string): Headers {
  const headers = new Headers();
  for (const line of text.split('\r\n\r\n')[0]!.split('\r\n').slice(1)) {
    const at = line.indexOf(':');
    headers.append(line.slice(0, at), line.slice(at + 1).trim());
  }
  return headers;
}

describe('the form service: security headers on every answer', () => {
  it('JSON answers: 201, 400, 403, 404, 405, 413, 415, /health, the preflight', async () => {
    const replies: Array<[string, Reply]> = [
      ['201', await postJson(h.service, 'contact', contactPost(), { origin: ISLAND_ORIGIN })],
      ['400', await postJson(h.service, 'contact', contactPost({ email: 'not an address' }))],
      ['403', await postJson(h.service, 'contact', contactPost(), { origin: 'https://evil.test' })],
      ['404', await request(`${h.service.url}/nowhere`)],
      ['405', await request(`${h.service.url}/health`, { method: 'DELETE' })],
      ['413', await postRaw(h.service, 'contact', 'application/json', JSON.stringify(contactPost({ message: 'x'.repeat(40_000) })))],
      ['415', await postRaw(h.service, 'contact', 'text/plain', 'x')],
      ['health', await request(`${h.service.url}/health`)],
      [
        'preflight',
        await request(`${h.service.url}/submit/contact`, {
          method: 'OPTIONS',
          headers: { origin: ISLAND_ORIGIN, 'access-control-request-method': 'POST' },
        }),
      ],
    ];
    expect(replies.map(([, reply]) => reply.status)).toEqual([201, 400, 403, 404, 405, 413, 415, 200, 204]);
    for (const [label, reply] of replies) expectHeaders(reply, JSON_CSP, label);
  });

  it('redirects (303 after a post, /confirm) and the HTML page of a refused post, whose inline style is allowed by its hash', async () => {
    const accepted = await postForm(h.service, 'contact', contactPost());
    expect(accepted.status).toBe(303);
    expectHeaders(accepted, JSON_CSP, '303');
    const confirm = await request(`${h.service.url}/confirm?token=nope`);
    expect(confirm.status).toBe(303);
    expectHeaders(confirm, JSON_CSP, 'confirm');
    const refused = await postForm(h.service, 'contact', contactPost({ email: 'not an address' }));
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(`<style>${ERROR_PAGE_STYLE}</style>`);
    const htmlCsp = `default-src 'none'; style-src '${cspHash(ERROR_PAGE_STYLE)}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
    expectHeaders(refused, htmlCsp, 'HTML 400');
    // 429 (the limit is 8 posts): the HTML page too.
    let limited: Reply | undefined;
    for (let i = 0; i < 10 && limited?.status !== 429; i++) limited = await postForm(h.service, 'contact', contactPost());
    expect(limited?.status).toBe(429);
    expectHeaders(limited!, htmlCsp, 'HTML 429');
  });

  it("the guard's own answers: a target that is no URL (400), a header the parser refuses (400)", async () => {
    for (const bytes of [rawRequestLine('http://[', 'POST'), 'GET /health HTTP/1.1\r\nHo st: x\r\n\r\n']) {
      const answer = await rawHttp(h.service.url, bytes);
      expect(answer.status).toBe(400);
      const headers = headersOf(answer.text);
      for (const [name, value] of Object.entries(SHARED)) expect(headers.get(name), `${JSON.stringify(bytes)}: ${name}`).toBe(value);
      expect(headers.get('content-security-policy')).toBe(JSON_CSP);
    }
  });
});

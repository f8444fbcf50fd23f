/** The form service (`npm run forms`) under attack, as its own process. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_MAX_BYTES } from '../../src/forms/limits.ts';
import { SECURITY_HEADERS } from '../../src/security/headers.ts';
import { rawHttp, rawRequestLine } from '../support/raw-http.ts';
import { slowClient } from '../support/slow-client.ts';
import { contactPost } from '../unit/forms-service/harness.ts';
import { recordService } from './support/figures.ts';
import { fuzz, fuzzRequest, nestedJson, random, type Endpoint, type FuzzResult } from './support/fuzz.ts';
import { projectRoot, startService, type ServiceProcess } from './support/service-process.ts';

const FUZZ_REQUESTS = 800;
const ORIGIN = 'https://site.test';
let dataDir = '';
let forms: ServiceProcess;
let attacks = 0;
let requests = 0;
let slowest = 0;
let fuzzed: FuzzResult | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'security-forms-'));
  forms = await startService({
    name: 'form service',
    args: ['scripts/forms/cli.ts'],
    env: { FORMS_PORT: '0', FORMS_DATA_DIR: dataDir, SITE_URL: ORIGIN, FORMS_RATE_LIMIT: '1000000' },
    urlPattern: /listening on (http:\/\/\S+)/,
  });
});

afterAll(async () => {
  const stopped = await forms.stop();
  recordService('form service (npm run forms)', forms, { attacks, requests, slowestMs: slowest, fuzzed });
  rmSync(dataDir, { recursive: true, force: true });
  expect(stopped.code, forms.output()).toBe(0);
});

async function post(
  body: string,
  contentType = 'application/json',
): Promise<{ status: number; json: Record<string, unknown>; ms: number }> {
  requests++;
  const started = performance.now();
  const response = await fetch(`${forms.url}/submit/contact`, {
    method: 'POST',
    headers: { 'content-type': contentType, origin: ORIGIN },
    body,
  });
  const text = await response.text();
  const ms = performance.now() - started;
  slowest = Math.max(slowest, ms);
  return { status: response.status, json: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {}, ms };
}

function rows(): number {
  const db = new DatabaseSync(path.join(dataDir, 'forms.sqlite'), { readOnly: true });
  try {
    expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
    for (const row of db.prepare('SELECT fields_json, submission_id, form, locale FROM submissions').all())
      expect(() => JSON.parse(String(row['fields_json']))).not.toThrow();
    return Number((db.prepare('SELECT COUNT(*) AS n FROM submissions').get() as { n: number }).n);
  } finally {
    db.close();
  }
}

describe('form service: attacks that must be refused', () => {
  it('a body over the limit (413), line breaks in a one-line field (400), prototype keys (400), a foreign origin (403): nothing stored', async () => {
    attacks += 4;
    const before = rows();
    expect((await post(JSON.stringify(contactPost({ message: 'x'.repeat(BODY_MAX_BYTES) })))).status).toBe(413);
    expect((await post(JSON.stringify(contactPost({ email: 'ada@example.com\r\nBcc: all@example.com' })))).status).toBe(400);
    expect((await post('{"__proto__": {"admin": true}, "email": "a@b.test"}')).status).toBe(400);
    expect((await post(`{"constructor": {"prototype": {"x": 1}}}`)).status).toBe(400);
    requests++;
    const foreign = await fetch(`${forms.url}/submit/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.test' },
      body: JSON.stringify(contactPost()),
    });
    expect(foreign.status).toBe(403);
    expect(rows()).toBe(before);
  });

  it('a request target that is no URL answers 400; deeply nested JSON answers 400; the service keeps answering', async () => {
    attacks += 2;
    requests++;
    expect((await rawHttp(forms.url, rawRequestLine('http://[', 'POST'))).status).toBe(400);
    expect((await post(nestedJson(10_000, 'array'))).status).toBe(400);
    requests++;
    expect((await fetch(`${forms.url}/health`)).status).toBe(200);
  });

  it('an absolute-form target is answered as its origin form (POST http://host/submit/contact is POST /submit/contact)', async () => {
    attacks++;
    requests += 2;
    expect((await rawHttp(forms.url, rawRequestLine('http://forms.test/health'))).status).toBe(200);
    const body = JSON.stringify(contactPost());
    const posted = await rawHttp(
      forms.url,
      `POST http://forms.test/submit/contact HTTP/1.1\r\nHost: x\r\nOrigin: ${ORIGIN}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(posted.status).toBe(201);
  });

  it('a post whose headers come a byte at a time is cut with 408 after 10 s; other posts are answered meanwhile', async () => {
    attacks++;
    requests += 2;
    const slow = slowClient(forms.url, 'POST /submit/contact HTTP/1.1\r\nHost: x\r\n', 'X-Slow: '.padEnd(400, 'a'), 100, 20_000);
    expect((await post(JSON.stringify(contactPost()))).status).toBe(201);
    const result = await slow;
    expect(result.status).toBe(408);
    expect(result.text.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(result.ms).toBeLessThan(12_000);
  });

  it('every answer carries the security headers: JSON, the HTML page of a refused post, a redirect, the 400 of a bad target', async () => {
    attacks++;
    requests += 4;
    const form = (fields: Record<string, unknown>): Promise<Response> =>
      fetch(`${forms.url}/submit/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
        body: new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString(),
      });
    const answers = [await fetch(`${forms.url}/nowhere`), await form(contactPost({ email: 'not an address' })), await form(contactPost())];
    expect(answers.map((answer) => answer.status)).toEqual([404, 400, 303]);
    const raw = await rawHttp(forms.url, rawRequestLine('http://[', 'POST'));
    const rawHeaders = new Headers(
      raw.text
        .split('\r\n\r\n')[0]!
        .split('\r\n')
        .slice(1)
        .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()] as [string, string]),
    );
    for (const headers of [...answers.map((answer) => answer.headers), rawHeaders]) {
      for (const name of ['Strict-Transport-Security', 'X-Content-Type-Options', 'X-Frame-Options', 'Referrer-Policy'] as const)
        expect(headers.get(name), name).toBe(SECURITY_HEADERS[name]);
      expect(headers.get('content-security-policy')).toMatch(/^default-src 'none'; .*frame-ancestors 'none'$/);
    }
    expect(answers[1]!.headers.get('content-security-policy')).toMatch(/style-src 'sha256-[A-Za-z0-9+/]+=*'/);
  });

  it('the CSV export defuses formulas, full-width ones included', async () => {
    attacks++;
    for (const message of ['=HYPERLINK("http://evil.test","x")', '＝1+1', ' @SUM(A1)', '－2+3'])
      expect((await post(JSON.stringify(contactPost({ message })))).status).toBe(201);
    const csv = execFileSync(process.execPath, ['scripts/forms/export.ts', '--form', 'contact', '--data', dataDir], {
      cwd: projectRoot,
      encoding: 'utf8',
    });
    for (const cell of [`"'=HYPERLINK(""http://evil.test"",""x"")"`, "'＝1+1", "'@SUM(A1)", "'－2+3"]) expect(csv).toContain(cell);
  });

  it('a locked database: the post answers 503 at once and stores nothing, /health says so at once, and the service stays responsive', async () => {
    attacks++;
    const other = new DatabaseSync(path.join(dataDir, 'forms.sqlite'));
    try {
      other.exec('BEGIN EXCLUSIVE');
      const [posted, health] = await Promise.all([
        post(JSON.stringify(contactPost())),
        (async () => {
          const started = performance.now();
          const response = await fetch(`${forms.url}/health`);
          return { status: response.status, ms: performance.now() - started };
        })(),
      ]);
      requests++;
      expect(posted.status).toBe(503);
      expect(posted.ms).toBeLessThan(3000);
      expect(health.status).toBe(503);
      expect(health.ms).toBeLessThan(1000);
    } finally {
      if (other.isTransaction) other.exec('ROLLBACK');
      other.close();
    }
    const before = rows();
    expect((await post(JSON.stringify(contactPost()))).status).toBe(201);
    expect(rows()).toBe(before + 1);
  });
});

describe('form service: fuzz', () => {
  it(`${FUZZ_REQUESTS} malformed requests (seed 8788): every answer 2xx-4xx, the process stays up, no row written`, async () => {
    const before = rows();
    const r = random(8788);
    const origin = [`Origin: ${ORIGIN}`];
    const endpoints: Endpoint[] = [
      { method: 'POST', path: '/submit/contact', headers: origin },
      { method: 'POST', path: '/submit/newsletter', headers: origin },
      { method: 'POST', path: '/submit/investor' },
      { method: 'GET', path: '/confirm?token=' },
      { method: 'GET', path: '/health' },
    ];
    fuzzed = await fuzz(
      forms.url,
      Array.from({ length: FUZZ_REQUESTS }, () => fuzzRequest(r, r.pick(endpoints))),
    );
    expect(fuzzed.failures, JSON.stringify(fuzzed.failures, null, 2)).toEqual([]);
    expect(forms.alive()).toBe(true);
    expect(rows()).toBe(before);
    requests++;
    expect((await fetch(`${forms.url}/health`)).status).toBe(200);
    expect(forms.peakRssMb()).toBeLessThan(400);
  });
});

/**
 * The publisher's live and preview sites answer byte ranges, revalidations and absolute-form targets as
 * the static server does (scripts/lib/static-server.ts): an invalid Range is ignored, an unsatisfiable
 * one is 416 with the site's headers (the preview's noindex and private caching included), a 304
 * carries the security headers, and `GET http://host/de/` is `GET /de/`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewCookieHeader } from '../../../scripts/publisher/preview-access.ts';
import { startPublisher, type RunningPublisher } from '../../../scripts/publisher/service.ts';
import { SECURITY_HEADERS } from '../../../src/security/headers.ts';
import { rawHttp } from '../../support/raw-http.ts';
import { fakeBuild } from './fake-build.ts';

const PREVIEW_SECRET = 'preview-secret-of-the-ranges-test-0123456789';
const CSS = 'h1{color:red}';
let dir: string;
let publisher: RunningPublisher;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'publisher-ranges-'));
  const fake = fakeBuild(dir);
  publisher = await startPublisher({
    dir: path.join(dir, 'work'),
    port: 0,
    previewPort: 0,
    previewToken: 'editor-token',
    previewSecret: PREVIEW_SECRET,
    auth: { token: 'tok_ranges' },
    env: fake.env,
    quietMs: 20,
    buildOnStart: true,
    buildScript: fake.script,
  });
  await publisher.idle();
});
afterAll(async () => {
  await publisher.close();
  rmSync(dir, { recursive: true, force: true });
});

const sites = (): Array<[string, string, string]> => [
  ['live', publisher.url, ''],
  ['preview', publisher.previewUrl!, `Cookie: ${previewCookieHeader(PREVIEW_SECRET, Date.now())}\r\n`],
];

describe('the publisher’s sites: ranges, revalidation, absolute-form targets', () => {
  it.each(['live', 'preview'])('%s: bytes=100-50 is ignored, bytes=<size>- and bytes=-0 answer 416, on one connection', async (which) => {
    const [name, url, cookie] = sites().find(([site]) => site === which)!;
    const ask = (range: string): string => `GET /_astro/site.css HTTP/1.1\r\nHost: x\r\n${cookie}Range: ${range}\r\n\r\n`;
    const answer = await rawHttp(
      url,
      `${ask('bytes=100-50')}${ask(`bytes=${CSS.length}-`)}${ask('bytes=-0')}${ask('bytes=0-1')}GET http://x/de/ HTTP/1.1\r\nHost: y\r\n${cookie}Connection: close\r\n\r\n`,
    );
    const parts = answer.text.split(/(?=HTTP\/1\.1 \d{3} )/);
    expect(
      parts.map((part) => Number(/^HTTP\/1\.1 (\d{3})/.exec(part)?.[1])),
      name,
    ).toEqual([200, 416, 416, 206, 200]);
    for (const part of parts.slice(1, 3)) {
      expect(part).toContain(`Content-Range: bytes */${CSS.length}\r\n`);
      for (const header of ['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options'])
        expect(part).toContain(`${header}: ${SECURITY_HEADERS[header]}\r\n`);
      if (name === 'preview') {
        expect(part).toContain('X-Robots-Tag: noindex, nofollow\r\n');
        expect(part).toMatch(/\r\nCache-Control: private\b/);
      }
    }
    expect(parts[3]).toMatch(/\r\n\r\nh1$/);
    expect(parts[4]).toContain(`<h1>de one</h1>`);
  });

  it.each(['live', 'preview'])('%s: a 304 carries the security headers and the Cache-Control of the 200', async (which) => {
    const [name, url, cookie] = sites().find(([site]) => site === which)!;
    const headers: Record<string, string> = cookie ? { cookie: cookie.slice('Cookie: '.length, -2) } : {};
    const first = await fetch(`${url}/de/`, { headers });
    expect(first.status, name).toBe(200);
    const again = await fetch(`${url}/de/`, { headers: { ...headers, 'if-none-match': first.headers.get('etag') ?? '' } });
    expect(again.status, name).toBe(304);
    expect(again.headers.get('cache-control'), name).toBe(first.headers.get('cache-control'));
    expect(again.headers.get('strict-transport-security'), name).toBe(SECURITY_HEADERS['Strict-Transport-Security']);
    expect(again.headers.get('x-content-type-options'), name).toBe('nosniff');
  });
});

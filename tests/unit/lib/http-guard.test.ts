import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedServer, guardRequests, requestUrl } from '../../../scripts/lib/http-guard.ts';
import { startStaticServer, type RunningStaticServer } from '../../../scripts/lib/static-server.ts';
import { rawHttp, rawRequestLine } from '../../support/raw-http.ts';
import { slowClient } from '../../support/slow-client.ts';

/** Request targets that `new URL(target, base)` cannot parse, and other odd ones. */
export const MALFORMED_TARGETS = ['//[', '//[::1', 'http://[', 'https://user@[/x', '//%zz', '/%', '/..%2f..%2fetc/passwd', '*', 'x'];

const target = (url: string): IncomingMessage => ({ url }) as IncomingMessage;

describe('requestUrl', () => {
  it('reads an origin-form target literally, a double slash included', () => {
    expect(requestUrl(target('/de/kontakt/?a=1'))?.pathname).toBe('/de/kontakt/');
    expect(requestUrl(target('/de/kontakt/?a=1'))?.search).toBe('?a=1');
    expect(requestUrl(target('//evil.test/x'))?.pathname).toBe('//evil.test/x');
    expect(requestUrl(target('//['))?.pathname).toBe('//[');
  });

  it('takes the path of an absolute-form target and refuses one whose host does not parse', () => {
    expect(requestUrl(target('http://example.test/en/?q=1'))?.pathname).toBe('/en/');
    expect(requestUrl(target('http://['))).toBeUndefined();
    expect(requestUrl(target('*'))).toBeUndefined();
    expect(requestUrl(target('en/'))).toBeUndefined();
  });
});

describe('guardRequests', () => {
  let url = '';
  const lines: string[] = [];
  const server = createServer(
    guardRequests(
      (request, response, parsed) => {
        if (parsed.pathname === '/throw') throw new Error('sync failure');
        if (parsed.pathname === '/reject') return Promise.reject(new Error('async failure'));
        if (parsed.pathname === '/en/') return void response.end(`url ${request.url} host ${request.headers.host}`);
        response.end(`ok ${parsed.pathname}`);
      },
      { log: (line) => lines.push(line), headers: () => ({ 'X-Content-Type-Options': 'nosniff' }) },
    ),
  );
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('gives the handler an absolute-form target as the origin form, and its authority as the Host (RFC 9112 §3.2.2)', async () => {
    const answer = await rawHttp(url, 'GET http://example.test:8080/en/?q=1 HTTP/1.1\r\nHost: other.test\r\nConnection: close\r\n\r\n');
    expect(answer.text).toMatch(/\r\n\r\nurl \/en\/\?q=1 host example\.test:8080$/);
    const origin = await rawHttp(url, 'GET /en/?q=1 HTTP/1.1\r\nHost: other.test\r\nConnection: close\r\n\r\n');
    expect(origin.text).toMatch(/\r\n\r\nurl \/en\/\?q=1 host other\.test$/);
  });

  it('answers 400 for a target that is no URL, 500 for a handler that throws, and carries on', async () => {
    expect((await rawHttp(url, rawRequestLine('http://['))).status).toBe(400);
    const thrown = await fetch(`${url}/throw`);
    expect(thrown.status).toBe(500);
    expect(thrown.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${url}/reject`)).status).toBe(500);
    expect(lines.join('\n')).toMatch(/sync failure[\s\S]*async failure/);
    expect(await (await fetch(`${url}/still-up`)).text()).toBe('ok /still-up');
  });
});

describe('the static server survives malformed request targets', () => {
  let dir = '';
  let site: RunningStaticServer;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'guard-site-'));
    mkdirSync(path.join(dir, 'de'));
    writeFileSync(path.join(dir, 'de', 'index.html'), '<h1>de</h1>');
    writeFileSync(path.join(dir, '404.html'), '<h1>not found</h1>');
    site = await startStaticServer({ dir, port: 0, log: () => {} });
  });
  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(MALFORMED_TARGETS)('GET %s answers 4xx, with the security headers, and the site still serves', async (bad) => {
    const answer = await rawHttp(site.url, rawRequestLine(bad));
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.text.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect((await fetch(`${site.url}/de/`)).status).toBe(200);
  });

  it('answers an absolute-form target exactly as its origin form: GET http://host/de/ is GET /de/', async () => {
    const strip = (text: string): string => text.replace(/\r\nDate: [^\r]*/i, '');
    for (const [absolute, origin] of [
      ['http://example.test/de/', '/de/'],
      ['https://example.test:8443/de/index.html', '/de/index.html'],
      ['http://example.test/de', '/de'],
      ['http://example.test/de/?a=1', '/de/?a=1'],
      ['http://example.test/nowhere', '/nowhere'],
      ['http://example.test//evil.test/', '//evil.test/'],
    ]) {
      const answer = await rawHttp(site.url, rawRequestLine(absolute!));
      expect(answer.status, absolute).toBe((await rawHttp(site.url, rawRequestLine(origin!))).status);
      expect(strip(answer.text), absolute).toBe(strip((await rawHttp(site.url, rawRequestLine(origin!))).text));
    }
    expect((await rawHttp(site.url, rawRequestLine('http://example.test/de/'))).status).toBe(200);
  });

  it('a double slash is a path, never a redirect to another host', async () => {
    const answer = await rawHttp(site.url, rawRequestLine('//evil.test'));
    expect(answer.status).toBe(404);
    expect(answer.text).not.toMatch(/location:/i);
  });
});

describe('createGuardedServer: slow clients are cut in seconds', () => {
  let url = '';
  const server = createGuardedServer(
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => response.end(`got ${Buffer.concat(chunks).byteLength}`));
    },
    { log: () => {}, headers: () => ({ 'X-Content-Type-Options': 'nosniff' }), timeouts: { headersMs: 1000, requestMs: 2000 } },
  );
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('headers sent a byte at a time: 408 once the headers time is up, with the headers of every answer', async () => {
    const result = await slowClient(url, 'GET / HTTP/1.1\r\nHost: x\r\n', 'X-Slow: '.padEnd(200, 'a'), 50, 5000);
    expect(result.heldOn).toBe(false);
    expect(result.status).toBe(408);
    expect(result.text.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(result.ms).toBeGreaterThan(950);
    expect(result.ms).toBeLessThan(2500);
  });

  it('a body sent a byte at a time: cut once the request time is up', async () => {
    const head = 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 200\r\n\r\n';
    const result = await slowClient(url, head, 'b'.repeat(200), 50, 5000);
    expect(result.heldOn).toBe(false);
    expect(result.status === 408 || result.status === null).toBe(true);
    expect(result.ms).toBeGreaterThan(1900);
    expect(result.ms).toBeLessThan(3500);
    expect((await fetch(url, { method: 'POST', body: 'quick' })).status).toBe(200);
  });

  it('by default: headers 10 s, the whole request 30 s, an idle kept-alive connection 5 s', () => {
    const plain = createGuardedServer(() => {}, { log: () => {} });
    expect([plain.headersTimeout, plain.requestTimeout, plain.keepAliveTimeout]).toEqual([10_000, 30_000, 5_000]);
    expect(plain.timeout).toBe(60_000);
  });
});

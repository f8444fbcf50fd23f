/** The content server cuts a slow-loris client in seconds: headers or a body sent a byte at a time answer 408. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SERVER_TIMEOUTS, startContentServer, type RunningContentServer } from '../../../scripts/content-server/server.ts';
import { slowClient } from '../../support/slow-client.ts';
import { tempDir } from './fixtures/fixture.ts';
import { menuSeed } from './fixtures/menu-seed.ts';

let server: RunningContentServer;
let cleanup: () => void;
const seed = menuSeed(2, 2);

beforeAll(async () => {
  const temp = tempDir('content-slow-client-');
  cleanup = temp.cleanup;
  server = await startContentServer({
    port: 0,
    dataDir: temp.dir,
    seed: async () => seed,
    jwtSecret: 'test-secret-'.padEnd(40, 'x'),
    // 1 s and 2 s: long enough that the query after a cut client, from a busy test process, sends its headers in time.
    timeouts: { headersMs: 1000, requestMs: 2000 },
  });
}, 60_000);
afterAll(async () => {
  await server.close();
  cleanup();
});

describe('slow clients', () => {
  it('headers sent a byte at a time: 408 with the security headers once the headers time is up', async () => {
    const result = await slowClient(server.url, 'POST /graphql HTTP/1.1\r\nHost: x\r\n', 'X-Slow: '.padEnd(300, 'a'), 50, 5000);
    expect(result.status).toBe(408);
    expect(result.text.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(result.ms).toBeLessThan(2500);
  });

  it('a query whose body comes a byte at a time: 408 once the request time is up; the server answers others', async () => {
    // 120 bytes at one per 50 ms: 6 s, far past the request time.
    const body = JSON.stringify({ query: '{ menus { id } }'.padEnd(108, ' ') });
    const head = `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    const result = await slowClient(server.url, head, body, 50, 5000);
    expect(result.status).toBe(408);
    expect(result.ms).toBeGreaterThan(1900);
    expect(result.ms).toBeLessThan(3500);
    const answer = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ menus { id } }' }),
    });
    expect(((await answer.json()) as { data: unknown }).data).toEqual({ menus: [{ id: '1' }, { id: '2' }] });
  });

  it('by default headers get 10 s and a request 120 s (a 50 MB upload on a slow line)', () => {
    expect(CONTENT_SERVER_TIMEOUTS).toMatchObject({ headersMs: 10_000, requestMs: 120_000 });
  });
});

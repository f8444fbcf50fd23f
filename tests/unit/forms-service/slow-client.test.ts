/** The form service cuts a slow-loris client in seconds: headers or a body sent a byte at a time answer 408. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFormsService, type RunningFormsService } from '../../../scripts/forms/server.ts';
import { slowClient } from '../../support/slow-client.ts';
import { contactPost, SITE, tempDir, testConfig } from './harness.ts';

let service: RunningFormsService;
let cleanup: () => void;
// Timeouts of 1 s and 2 s: short enough for a quick test, long enough that the health check after it,
// a plain request from a test process on a busy machine, always sends its headers in time.
beforeAll(async () => {
  const temp = tempDir();
  cleanup = temp.cleanup;
  service = await startFormsService({ ...testConfig(temp.dir), timeouts: { headersMs: 1000, requestMs: 2000 }, log: () => {} });
});
afterAll(async () => {
  await service.close();
  cleanup();
});

describe('slow clients', () => {
  it('headers sent a byte at a time: 408 once the headers time is up', async () => {
    const result = await slowClient(service.url, 'POST /submit/contact HTTP/1.1\r\nHost: x\r\n', 'X-Slow: '.padEnd(300, 'a'), 50, 5000);
    expect(result.status).toBe(408);
    expect(result.text.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(result.ms).toBeLessThan(2500);
  });

  it('a post whose body comes a byte at a time: 408 once the request time is up, nothing stored', async () => {
    const body = JSON.stringify(contactPost());
    const head = `POST /submit/contact HTTP/1.1\r\nHost: x\r\nOrigin: ${SITE}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    const before = service.store.count();
    const result = await slowClient(service.url, head, body, 50, 5000);
    expect(result.status).toBe(408);
    expect(result.ms).toBeGreaterThan(1900);
    expect(result.ms).toBeLessThan(3500);
    expect(service.store.count()).toBe(before);
    expect((await fetch(`${service.url}/health`)).status).toBe(200);
  });
});

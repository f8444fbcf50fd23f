/**
 * The static server closes every file it opens, also when a client goes away before the first byte
 * (a browser that cancels a request as it leaves the page): no descriptor waits for the garbage
 * collector, so a long run (the layout gates load thousands of pages) cannot run out of them.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type RunningStaticServer } from '../../../scripts/lib/static-server.ts';

let dir = '';
let site: RunningStaticServer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'descriptors-site-'));
  writeFileSync(path.join(dir, 'large.bin'), Buffer.alloc(8 * 1024 * 1024, 7));
  mkdirSync(path.join(dir, 'en'));
  writeFileSync(
    path.join(dir, 'en', 'index.html'),
    `<!doctype html><html lang="en"><main>${'<p>Wafer bonders.</p>'.repeat(2000)}</main></html>`,
  );
  site = await startStaticServer({ dir, host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

const openDescriptors = (): number => readdirSync('/proc/self/fd').length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Requests `target` and goes away a millisecond later, before the answer. */
function cancelledRequest(target: string): Promise<void> {
  return new Promise((resolve) => {
    const req = request(`${site.url}${target}`, { headers: { 'accept-encoding': 'gzip' } });
    req.on('error', () => resolve());
    req.end();
    setTimeout(() => {
      req.destroy();
      resolve();
    }, 1);
  });
}

describe.runIf(process.platform === 'linux')('the static server and its files', () => {
  it('closes the file of a request the client cancelled before the answer', async () => {
    await cancelledRequest('/large.bin');
    await sleep(300);
    const before = openDescriptors();
    for (let i = 0; i < 20; i++) {
      await cancelledRequest('/large.bin');
      await cancelledRequest('/en/');
    }
    await sleep(500);
    expect(openDescriptors()).toBeLessThanOrEqual(before + 3);
  });
});

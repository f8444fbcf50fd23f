/**
 * `npm run bench:forms [-- --posts 2000 --concurrency 20]`: starts the form service on a free
 * loopback port with a temp data dir, fires valid JSON contact posts (each with its own
 * submissionId, so each is one committed row and one .eml), and prints accepted posts per second
 * and the p50 / p99 latency.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readFormsConfig } from './config.ts';
import { startFormsService } from './server.ts';

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { posts: { type: 'string', default: '2000' }, concurrency: { type: 'string', default: '20' } },
    strict: true,
  });
  const posts = Number(values.posts);
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(posts) || posts < 1 || !Number.isInteger(concurrency) || concurrency < 1) {
    throw new Error('usage: npm run bench:forms -- [--posts N] [--concurrency N]');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'forms-bench-'));
  const config = readFormsConfig({ FORMS_PORT: '0', FORMS_DATA_DIR: dataDir, FORMS_RATE_LIMIT: String(posts * 2) });
  const service = await startFormsService({ ...config, log: (line) => console.error(`[bench:forms] ${line}`) });
  const url = `${service.url}/submit/contact`;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < posts) {
      next += 1;
      const body = JSON.stringify({
        submissionId: randomUUID(),
        startedAt: Date.now() - 10_000,
        website: '',
        locale: 'en',
        page: '/en/contact/',
        recipient: 'sales',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        requestType: 'quote',
        message: 'Please send a quote for a mask aligner.',
      });
      const start = performance.now();
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await response.arrayBuffer();
      latencies.push(performance.now() - start);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  try {
    const start = performance.now();
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - start) / 1000;
    await service.idle();
    const rows = service.store.count();
    latencies.sort((a, b) => a - b);
    const accepted = statuses.get(201) ?? 0;
    console.log(`[bench:forms] ${posts} posts, concurrency ${concurrency}, ${seconds.toFixed(2)} s`);
    console.log(
      `[bench:forms] accepted (201): ${accepted}, rows stored: ${rows}, statuses: ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    console.log(`[bench:forms] ${(accepted / seconds).toFixed(0)} accepted posts/s`);
    console.log(`[bench:forms] latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`);
    if (accepted !== posts || rows !== posts) process.exitCode = 1;
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`[bench:forms] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

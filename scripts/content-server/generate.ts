/**
 * Generates a large content database for benchmarks:
 *
 *   npm run content:generate -- --products 2000 --news 5000 [--pages 200] [--out .data/content-large]
 *
 * Builds the sample content plus synthetic product pages, news articles and content pages
 * (sample/large/index.ts), and seeds a content data dir through the content server's store.
 * Serve it with `npm run cms -- --data .data/content-large`.
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSchema } from 'graphql';
import { buildContentModel } from './model.ts';
import { buildLargeContent, type LargeContentOptions } from './sample/large/index.ts';
import type { Seed } from './seed-types.ts';
import { SCHEMA_FILE } from './server.ts';
import { ContentStore, DATABASE_FILE } from './store.ts';

const ROOT = resolve(import.meta.dirname, '../..');

const USAGE = `Usage: npm run content:generate -- [--products N] [--news N] [--pages N] [--out DIR]
  --products  synthetic product pages to add (default 2000)
  --news      synthetic news articles to add (default 5000)
  --pages     synthetic content pages to add (default 200)
  --out       content data dir to write (default .data/content-large); it is replaced`;

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000) throw new Error(`--${name} must be a whole number from 0 to 1000000, got "${value}"`);
  return n;
}

function parse(argv: string[]): (LargeContentOptions & { out: string }) | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      products: { type: 'string' },
      news: { type: 'string' },
      pages: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return null;
  return {
    products: count(values.products, 2000, 'products'),
    news: count(values.news, 5000, 'news'),
    pages: count(values.pages, 200, 'pages'),
    out: resolve(ROOT, values.out ?? '.data/content-large'),
  };
}

async function main(): Promise<void> {
  const options = parse(process.argv.slice(2));
  if (!options) {
    console.log(USAGE);
    return;
  }
  const started = performance.now();
  const model = buildContentModel(buildSchema(readFileSync(SCHEMA_FILE, 'utf8')));
  let seed: Seed | undefined;
  const store = await ContentStore.open({
    model,
    dataDir: options.out,
    reset: true,
    seedOrigin: 'content:generate',
    seed: async () => {
      seed = await buildLargeContent(options);
      return seed;
    },
    log: (line) => console.log(line),
  });
  store.close();
  if (!seed) throw new Error('content:generate: the store did not ask for the seed');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`wrote ${options.out}`);
  for (const [type, entries] of Object.entries(seed.collections)) console.log(`  ${type.padEnd(18)} ${entries.length}`);
  for (const type of Object.keys(seed.singles)) console.log(`  ${type.padEnd(18)} (single)`);
  const bytes = seed.uploads.reduce((sum, u) => sum + u.data.length, 0);
  console.log(`  uploads            ${seed.uploads.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB`);
  console.log(`  ${DATABASE_FILE.padEnd(18)} ${(statSync(resolve(options.out, DATABASE_FILE)).size / 1024 / 1024).toFixed(1)} MB`);
  console.log(`done in ${seconds} s; serve it with: npm run cms -- --data ${options.out}`);
}

main().catch((error: unknown) => {
  console.error(`content:generate failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});

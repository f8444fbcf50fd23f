/**
 * `npm run bench [-- --sizes 1000,10000,40000] [--quick] [--out DIR] [--from-json]`
 *
 * Full builds of generated content sets of about the given page counts (default 1k, 10k, 40k;
 * `--quick`: 1k only). Per size: the set (./sets.ts, cached in .data/bench/sets/), the content server
 * on it behind a counting proxy (./graphql-counter.ts), one `scripts/build.ts --full` child into a
 * fresh temporary folder (./run-build.ts), the bytes per template of its output
 * (./template-bytes.ts). Last, Astro alone building as many trivial pages as the largest set has
 * (./floor.ts), to set the speed goal against. Writes bench-results/bench.json, bench.md and
 * bench-chart.svg (./write-report.ts); `--from-json` only writes the report again from the last
 * bench.json.
 *
 * The image cache is the project's (warm after any earlier build: the generated sets reuse the
 * sample's uploads); each row says how many variants the build encoded, 0 when warm.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startContentServer } from '../content-server/server.ts';
import { projectRoot } from '../lib/paths.ts';
import { startRequestCounter } from './graphql-counter.ts';
import { requestBound, type BenchResults, type SizeResult } from './report.ts';
import { removeBuild, runFullBuild } from './run-build.ts';
import { measureFloor, type FloorRun } from './floor.ts';
import { ensureSet, paramsFor } from './sets.ts';
import { measureTemplates } from './template-bytes.ts';
import { writeReport } from './write-report.ts';

const log = (line: string): void => console.log(`[bench] ${line}`);

function parseSizes(): { sizes: number[]; out: string; fromJson: boolean } {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string' },
      quick: { type: 'boolean', default: false },
      out: { type: 'string', default: 'bench-results' },
      'from-json': { type: 'boolean', default: false },
    },
  });
  const sizes = values.quick ? [1000] : (values.sizes ?? '1000,10000,40000').split(',').map((s) => Number(s.trim()));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error(`--sizes must be page counts, e.g. 1000,10000; got "${values.sizes}"`);
  return { sizes: sizes.sort((a, b) => a - b), out: path.resolve(projectRoot, values.out), fromJson: values['from-json'] };
}

async function measureSize(target: number): Promise<SizeResult> {
  const params = paramsFor(target);
  const set = ensureSet(params, log);
  const cms = await startContentServer({ host: '127.0.0.1', port: 0, dataDir: set.dir, jwtSecret: 'bench-jwt-secret-0123456789abcdef' });
  const counter = await startRequestCounter(cms.graphqlUrl);
  try {
    log(`~${target} pages: full build…`);
    const run = await runFullBuild({ graphqlUrl: counter.graphqlUrl });
    try {
      log(`~${target} pages: ${run.pages} pages in ${run.seconds} s; measuring bytes per template…`);
      const templates = measureTemplates(run.outDir);
      const collections = counter.collections().map((c) => {
        const bound = requestBound(c.entries);
        return { ...c, bound, over: c.requests > bound };
      });
      return {
        target,
        params,
        setReused: set.reused,
        pages: run.pages,
        seconds: run.seconds,
        pagesPerS: Math.round(run.pages / run.seconds),
        cpuS: Number((run.cpuUserS + run.cpuSysS).toFixed(2)),
        peakRssMb: run.peakRssMb,
        buildRssMb: run.buildRssMb,
        imagesEncoded: run.imagesEncoded,
        phases: run.phases,
        collections,
        uploadRequests: counter.uploads(),
        templates,
      };
    } finally {
      removeBuild(run);
    }
  } finally {
    await counter.close();
    await cms.close();
  }
}

async function main(): Promise<void> {
  const { sizes, out, fromJson } = parseSizes();
  if (fromJson) {
    // Only the report, again, from the results of the last run (e.g. after a change of the report).
    writeReport(JSON.parse(readFileSync(path.join(out, 'bench.json'), 'utf8')) as BenchResults, out);
    return;
  }
  const results: SizeResult[] = [];
  const report = (floor?: FloorRun): void =>
    writeReport(
      {
        measuredAt: new Date().toISOString(),
        node: process.version,
        cores: availableParallelism(),
        imageCache: 'Image cache: the project’s, warm (see "images encoded").',
        rssMethod: 'Peak RSS: the sum of VmRSS over the build process and all its descendants, polled from /proc every 200 ms.',
        results,
        ...(floor ? { floor } : {}),
      },
      out,
    );
  for (const size of sizes) {
    const result = await measureSize(size);
    results.push(result);
    const over = result.collections.filter((c) => c.over).map((c) => `${c.collection} ${c.requests} > ${c.bound}`);
    log(
      `${result.pages} pages: ${result.seconds} s, ${result.pagesPerS} pages/s, CPU ${result.cpuS} s, peak RSS ${result.peakRssMb} MB (largest process ${result.buildRssMb} MB)` +
        `${over.length ? `; requests over the bound: ${over.join(', ')}` : ''}`,
    );
    // After every size, so an interrupted run keeps what it measured.
    report();
  }
  // Astro's own floor at the largest size: what the speed goal leaves once Astro has written the pages.
  const largest = results.at(-1)!;
  log(`${largest.pages} trivial pages with Astro alone (./floor.ts)…`);
  const floor = await measureFloor(largest.pages);
  log(`${floor.pages} trivial pages: ${floor.seconds} s, ${floor.pagesPerS} pages/s, CPU ${floor.cpuS} s`);
  report(floor);
}

main().catch((error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});

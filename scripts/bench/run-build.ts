/**
 * One full build (`scripts/build.ts --full`) in a child process against a given GraphQL endpoint,
 * into a fresh output folder, with the build's own incremental cache in a temporary folder. Measured
 * from outside (./measured-run.ts): wall time, CPU time (user + sys of the whole tree) and the peak of
 * the tree's summed RSS; from the build's summary: pages rendered, the time of rendering and of the
 * search index; from its log: images encoded (0 when the image cache was warm).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BuildSummary } from '../build.ts';
import { projectRoot } from '../lib/paths.ts';
import { runMeasured } from './measured-run.ts';

export interface BuildRun {
  pages: number;
  seconds: number;
  cpuUserS: number;
  cpuSysS: number;
  peakRssMb: number;
  /** Peak RSS of the build's largest process alone (the render process; its own figure, from the build's summary). */
  buildRssMb: number;
  /** Image variants encoded by this build (0: the image cache was warm). */
  imagesEncoded: number;
  /** Wall seconds of the rendering and of the search index (from the build's summary). */
  phases: BuildSummary['phases'];
  /** The output folder; the caller removes it. */
  outDir: string;
  /** The build's log, for a failure. */
  log: string;
}

export interface BuildRunOptions {
  graphqlUrl: string;
  /** Extra node flags for the build child, e.g. `--cpu-prof`. */
  nodeFlags?: string[];
  env?: NodeJS.ProcessEnv;
}

export async function runFullBuild(options: BuildRunOptions): Promise<BuildRun> {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-build-'));
  const outDir = path.join(work, 'dist');
  const summaryFile = path.join(work, 'summary.json');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    CMS_GRAPHQL_URL: options.graphqlUrl,
    SITE_BUILD_CACHE: path.join(work, 'build-cache'),
    BUILD_SUMMARY_FILE: summaryFile,
    ASTRO_TELEMETRY_DISABLED: '1',
  };
  delete env.CMS_TOKEN;
  delete env.CMS_PUBLICATION_STATE;
  const run = await runMeasured(process.execPath, [...(options.nodeFlags ?? []), 'scripts/build.ts', '--full', '--out', outDir], {
    cwd: projectRoot,
    env,
  });
  const log = run.output;
  writeFileSync(path.join(work, 'build.log'), log);
  if (run.code !== 0) {
    rmSync(outDir, { recursive: true, force: true });
    throw new Error(`the build failed (exit ${run.code}); log: ${path.join(work, 'build.log')}\n${log.slice(-2000)}`);
  }
  const summary = JSON.parse(readFileSync(summaryFile, 'utf8')) as BuildSummary;
  const encoded = /\[images\] \d+ variants: (\d+) encoded/.exec(log);
  return {
    pages: summary.rendered,
    seconds: Number(run.seconds.toFixed(2)),
    cpuUserS: run.cpuUserS,
    cpuSysS: run.cpuSysS,
    peakRssMb: run.peakRssMb,
    buildRssMb: summary.peakRssMb,
    imagesEncoded: encoded ? Number(encoded[1]) : 0,
    phases: summary.phases,
    outDir,
    log,
  };
}

/** Removes a build's work folder (output, cache, log). */
export function removeBuild(run: BuildRun): void {
  rmSync(path.dirname(run.outDir), { recursive: true, force: true });
}

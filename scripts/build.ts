/**
 * `npm run build [-- --out DIR] [--full] [--previous DIR]`: build the static site.
 *
 * 0. The site origin (src/seo/site-url.ts `siteOrigin`, the one astro.config.mjs uses): SITE_URL,
 *    else Netlify's URL, else localhost. Printed; a production build on Netlify without one fails
 *    here, before anything is built.
 * 1. Content: CMS_GRAPHQL_URL when set; otherwise the embedded content server, started on a free
 *    loopback port for this build (its URL is handed to Astro through CMS_GRAPHQL_URL).
 * 2. `astro build` into a fresh temporary folder next to the output folder, in a process of its own
 *    (scripts/lib/render-process.ts): its memory is returned before the search index is built.
 * 3. Incremental (src/incremental): when the build cache holds the dependency index and output of a
 *    build with the same fingerprint (code, config: scripts/lib/build-fingerprint.ts), only the pages
 *    whose content changed render; the new output is made from the cache's copy of the last one by
 *    renames, in proportion to what changed (scripts/lib/build-output.ts; with `--previous DIR` the
 *    kept pages are hard-linked from DIR instead), and the internal links of the pages whose bytes
 *    changed are checked. `--full` (or BUILD_FULL=1) renders every page.
 * 3b. `--verify` (or BUILD_VERIFY=1; the rebuild service passes it): the quality gates but the browser ones (axe, layout)
 *    (scripts/verify/release.ts) on the pages whose links were checked — every page of a full build —
 *    against the whole new output; a failure fails the build like a broken link does.
 * 4. The search index (scripts/lib/search-index.ts, Pagefind) over the whole staged output, every
 *    build, incremental or not: `/pagefind/`, one index per language (the last output's index waits
 *    beside the staged folder, moved aside with the files that are gone).
 * 5. Only on success, swap it into place (default `dist`), then record the output and its index in the
 *    build cache (the output folder the swap replaced catches up and becomes the cache's copy). A
 *    failed or interrupted build leaves the previous output and the build cache as they were; the
 *    temporary folders and the content server are always cleaned up.
 * The last line of the log is a summary, `[pipeline] pages: N rendered, M kept (incremental|full)`;
 * BUILD_SUMMARY_FILE=<file> also writes it as JSON (the rebuild service reads it).
 * On failure: one clear message on stderr, exit code 1 (BUILD_DEBUG=1 adds the stack trace).
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { stageOutput, type StagedOutput } from './lib/atomic-output.ts';
import { describeBuildError } from './lib/build-error.ts';
import { openContentBackend, type ContentBackend } from './lib/content-backend.ts';
import { formatDuration, scopedLog } from './lib/log.ts';
import { projectRoot } from './lib/paths.ts';
import { onShutdown } from './lib/shutdown.ts';
import { describeSiteOrigin, siteOrigin } from '../src/seo/site-url.ts';
import type { UploadReuse } from '../src/cms/upload-reuse.ts';
import { buildFingerprint } from './lib/build-fingerprint.ts';
import { buildSearchIndex } from './lib/search-index.ts';
import { startRender, type RenderProcess, type RenderRequest, type RenderResult } from './lib/render-process.ts';
import { BuildOutput, cachePaths, type OutputMode, type RenderedPages, type TreeSteps } from './lib/build-output.ts';
import { buildCacheDir, pageFile, readIndexFingerprint, readUploadManifest } from './lib/incremental-output.ts';

const log = scopedLog('pipeline');

interface BuildOptions {
  out: string;
  full: boolean;
  /** The last complete output to keep skipped pages from; default the build cache's copy. */
  previous: string | undefined;
  /** Run the quality gates (scripts/verify/release.ts) on the changed pages before the output is swapped in. */
  verify: boolean;
}

function parseOptions(): BuildOptions {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: 'dist' },
      full: { type: 'boolean', default: false },
      previous: { type: 'string' },
      verify: { type: 'boolean', default: false },
    },
    allowPositionals: false,
  });
  return {
    out: values.out,
    full: values.full || process.env.BUILD_FULL === '1',
    previous: values.previous && path.resolve(values.previous),
    verify: values.verify || process.env.BUILD_VERIFY === '1',
  };
}

export interface BuildSummary {
  mode: 'incremental' | 'full';
  rendered: number;
  /** Rendered pages whose bytes differ from the previous output (the others keep their file). */
  changed: number;
  kept: number;
  /** Why the build was full. */
  reason?: string;
  seconds: number;
  /** Peak resident memory of the largest process of the build (the render process, or this one). */
  peakRssMb: number;
  /** With --verify: the pages the quality gates checked, and how long they took. */
  verified?: { pages: number; seconds: number };
  /**
   * Wall seconds of the build's two long steps: Astro's rendering (the render process, with an
   * incremental build's carry-over of unchanged pages) and the search index, with the pages it indexed.
   */
  phases: { renderSeconds: number; searchIndexSeconds: number; searchIndexPages: number };
  /** How the output was made (scripts/lib/build-output.ts), and the seconds of each step over the output tree. */
  output: { mode: OutputMode; steps: TreeSteps };
}

/** Why this build cannot be incremental, or undefined when it can. */
function fullBuildReason(options: BuildOptions, indexFile: string, previousDir: string, fingerprint: string): string | undefined {
  if (options.full) return 'asked for (--full)';
  // The fingerprint only: the render process reads the records (and renders every page when it cannot).
  const indexed = readIndexFingerprint(indexFile);
  if (indexed === undefined) return 'no dependency index from an earlier build';
  if (indexed !== fingerprint) return 'the code, configuration or day changed since the last build';
  if (!existsSync(path.join(previousDir, 'index.html'))) return `no earlier output in ${previousDir}`;
  return undefined;
}

/** The pages of a rendering, as the output side takes them. */
function renderedPages(state: RenderResult): RenderedPages {
  return { rendered: [...state.rendered.keys()], skipped: state.skipped, enumerated: state.enumerated, gone: state.gone };
}

let rendering: RenderProcess | undefined;

/** Astro's build of every page (`indexFile`: only the pages whose content changed) in the render process. */
async function renderSite(
  outDir: string,
  indexFile: string | undefined,
  uploads: UploadReuse['previous'],
  nextIndex: RenderRequest['nextIndex'],
): Promise<RenderResult> {
  rendering = startRender({ outDir, indexFile, uploads, nextIndex });
  try {
    return await rendering.result;
  } finally {
    rendering = undefined;
  }
}

async function main(): Promise<number> {
  const started = performance.now();
  let backend: ContentBackend | undefined;
  let staged: StagedOutput | undefined;
  let output: BuildOutput | undefined;
  const cleanup = async (): Promise<void> => {
    rendering?.kill();
    // The cache's copy back where it was (an in-place build had moved it), then the staged folders.
    output?.abandon();
    staged?.discard();
    await backend?.close();
  };
  const stopListening = onShutdown(async (signal) => {
    log.error(`${signal}: stopping; the previous output is left as it was.`);
    await cleanup();
  });

  try {
    const options = parseOptions();
    const { out } = options;
    process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
    // Before anything else: a Netlify production build without a site URL stops here, with one message.
    log.info(`site origin ${describeSiteOrigin(siteOrigin(process.env))}`);
    staged = await stageOutput(out);

    const contentStart = performance.now();
    backend = await openContentBackend(process.env, (line) => console.log(`[cms] ${line}`));
    process.env.CMS_GRAPHQL_URL = backend.graphqlUrl;
    if (backend.embedded) log.timed(`embedded content server started at ${backend.graphqlUrl}`, contentStart);
    else log.info(`content from CMS_GRAPHQL_URL=${backend.graphqlUrl}`);

    const cache = cachePaths(buildCacheDir(projectRoot, process.env));
    const previousDir = options.previous ?? cache.output;
    const fingerprint = buildFingerprint(projectRoot, process.env);
    let reason = fullBuildReason(options, cache.index, previousDir, fingerprint);
    log.info(
      reason ? `full build: ${reason}` : `incremental build: pages whose content is unchanged keep their output from ${previousDir}`,
    );
    // An incremental build from the cache's own copy makes its output from that copy by renames.
    output = new BuildOutput(staged, cache, previousDir, reason ? 'full' : options.previous === undefined ? 'in place' : 'linked');

    // Uploads whose entry is unchanged are linked from the last output (src/cms/mirror.ts), unless
    // --full asks for everything afresh.
    const previousUploads =
      options.full || !existsSync(previousDir) ? undefined : { dir: previousDir, files: readUploadManifest(cache.uploads) };

    const astroStart = performance.now();
    const nextIndex = { file: cache.nextIndex, fingerprint };
    let state = await renderSite(output.renderDir, reason ? undefined : cache.index, previousUploads, nextIndex);
    if (!reason && !state.usedIndex) {
      reason = 'the dependency index of the last build could not be read';
      log.info(`${reason}: every page was rendered`);
      output.renderedInFull();
    }
    output.steps['index'] = Number((state.nextIndexMs / 1000).toFixed(2));
    const missing = output.assemble(renderedPages(state));
    if (missing.length > 0) {
      reason = `the earlier output lacks ${missing.length} page(s), e.g. ${missing[0]}`;
      log.info(`${reason}; rendering every page`);
      output.abandon();
      staged = await stageOutput(out);
      output = new BuildOutput(staged, cache, previousDir, 'full');
      state = await renderSite(output.renderDir, undefined, previousUploads, nextIndex);
      output.assemble(renderedPages(state));
    }
    const renderedFiles = [...state.rendered.keys()].map(pageFile);
    if (!reason) output.checkLinks(renderedFiles);
    const changedFiles = output.changed && new Set(output.changed);
    const changed = changedFiles ? renderedFiles.filter((file) => changedFiles.has(file)).length : undefined;
    const renderMs = performance.now() - astroStart;
    log.timed('astro build done', astroStart);
    let verified: BuildSummary['verified'];
    if (options.verify) {
      // A full build checks every page; an incremental one the pages whose links it checked, against the whole output.
      const { verifyRelease } = await import('./verify/release.ts');
      const checked = await verifyRelease(output.dir, reason ? undefined : output.linkChecked(renderedFiles));
      verified = { pages: checked.pages, seconds: Number((checked.ms / 1000).toFixed(2)) };
      log.info(`quality gates passed on ${checked.pages} page(s) (${formatDuration(checked.ms)})`);
    }

    // The search index over the whole staged output (rendered and carried-over pages alike), before the swap.
    const search = await buildSearchIndex(output.dir);
    log.info(
      `search index: ${search.pages} of ${search.files} pages in ${search.languages.length} languages (${search.languages.join(', ')}) in ${search.milliseconds} ms`,
    );

    // The index written describes this output, so the cache's copy must be this output or none:
    // with --previous (the rebuild service keeps its own releases) a stale copy is removed, once.
    await output.commit(state.mirrored, options.previous === undefined);
    const summary: BuildSummary = {
      mode: reason ? 'full' : 'incremental',
      rendered: state.rendered.size,
      changed: changed ?? state.rendered.size,
      kept: reason ? 0 : state.skipped.size,
      ...(reason ? { reason } : {}),
      ...(verified ? { verified } : {}),
      phases: {
        renderSeconds: Number((renderMs / 1000).toFixed(2)),
        searchIndexSeconds: Number((search.milliseconds / 1000).toFixed(2)),
        searchIndexPages: search.pages,
      },
      output: { mode: output.outputMode, steps: output.steps },
      seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
      peakRssMb: Math.max(state.peakRssMb, Math.round(process.resourceUsage().maxRSS / 1024)),
    };
    log.timed(`site written to ${staged.outDir}`, started);
    const steps = Object.entries(output.steps).map(([step, seconds]) => `${step} ${seconds.toFixed(2)} s`);
    log.info(`output (${output.outputMode}): ${steps.join(', ')}`);
    log.info(`pages: ${summary.rendered} rendered (${summary.changed} changed), ${summary.kept} kept (${summary.mode})`);
    const summaryFile = process.env.BUILD_SUMMARY_FILE?.trim();
    if (summaryFile) writeFileSync(summaryFile, JSON.stringify(summary));
    return 0;
  } catch (error) {
    console.error(`\n✖ Build failed: ${describeBuildError(error)}`);
    if (staged) {
      console.error(
        existsSync(staged.outDir)
          ? `  The previous output in ${staged.outDir} is unchanged.`
          : `  Nothing was written to ${staged.outDir}.`,
      );
    }
    if (process.env.BUILD_DEBUG === '1') console.error(error);
    return 1;
  } finally {
    stopListening();
    await cleanup().catch((error: unknown) => log.error(`cleanup failed: ${describeBuildError(error)}`));
  }
}

// Exit explicitly: a failed build can leave retry timers or sockets of other loaders running.
process.exit(await main());

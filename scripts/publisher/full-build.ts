/**
 * The rebuild service's full build of the live site (docs/publishing.md §3.2), a process of its own,
 * run like a build (./builder.ts `runBuild`: its own process group, a time limit, a log, the summary
 * in BUILD_SUMMARY_FILE): `node scripts/publisher/full-build.ts --out <live>/trees/<x>`.
 *
 * 1. Render every page into the tree with `astro build` in the render process (scripts/render.ts),
 *    which ends when it is done and gives its memory back; it writes the content it rendered from.
 * 2. The quality gates on every page, in a process of their own.
 * 3. The whole search index, moved into a folder of its own beside the trees (`<live>/search/<id>`),
 *    which the tree's `pagefind` links to.
 * 4. The state of the live folder (./publish-state.ts): the tree, every page's record, the content, the
 *    uploads the tree has, the search index. The warm publisher then adopts the tree exactly as after a
 *    restart (./warm-publisher.ts `adopt`); the service publishes it.
 *
 * Environment: as `npm run build` (CMS_GRAPHQL_URL, or the embedded content server; SITE_TODAY, the
 * day the service determined), and PUBLISHER_LIVE_DIR (default: the folder above the tree's `trees/`).
 * On failure: one message on stderr, exit code 1; the published tree is not touched.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createCmsClientFromEnv } from '../../src/cms/client.ts';
import { listUploads, targetPath } from '../../src/cms/mirror.ts';
import { siteToday } from '../../src/text/clock.ts';
import { describeBuildError } from '../lib/build-error.ts';
import { buildFingerprint } from '../lib/build-fingerprint.ts';
import { openContentBackend } from '../lib/content-backend.ts';
import { scopedLog } from '../lib/log.ts';
import { projectRoot } from '../lib/paths.ts';
import { startRender } from '../lib/render-process.ts';
import { buildSearchIndex, pageLanguages, SEARCH_INDEX_DIR } from '../lib/search-index.ts';
import { verifyReleaseInOwnProcess } from '../verify/release.ts';
import type { BuildSummary } from '../build.ts';
import { stateDir, STATE_FORMAT, takeSnapshot, writePublishState, writeSnapshot } from './publish-state.ts';
import { linkIndex } from './release-pair.ts';

const log = scopedLog('full-build');

/** The state of a fresh tree: every page's record and language, its content, its uploads, its index. */
async function writeState(
  liveDir: string,
  tree: string,
  indexDir: string,
  rendered: Map<string, unknown>,
  contentFile: string,
  today: string,
): Promise<void> {
  const client = createCmsClientFromEnv(process.env);
  // The uploads the tree has (one added since the render mirrored them is missing: the next publish brings it).
  const uploads = [...(await listUploads(client))]
    .filter(([url]) => existsSync(targetPath(tree, url)))
    .map(([url, key]) => [url, key ?? null]);
  const relative = (dir: string): string => path.relative(liveDir, dir).split(path.sep).join('/');
  const other = path.join(path.dirname(tree), path.basename(tree) === 'a' ? 'b' : 'a');
  writePublishState(liveDir, {
    format: STATE_FORMAT,
    fingerprint: buildFingerprint(projectRoot, process.env),
    release: { tree: relative(tree) as 'trees/a', today, publishedAt: new Date().toISOString() },
    pages: writeSnapshot(liveDir, 'pages', {
      records: Object.fromEntries(rendered),
      languages: Object.fromEntries(pageLanguages(tree)),
    }),
    content: takeSnapshot(liveDir, 'content', contentFile),
    uploads: writeSnapshot(liveDir, 'uploads', uploads),
    search: { index: relative(indexDir), due: { changed: {}, reindex: [] } },
    spare: { tree: relative(other) as 'trees/a', differs: 'all' },
  });
}

async function main(): Promise<number> {
  const started = performance.now();
  const { values } = parseArgs({
    options: { out: { type: 'string' }, previous: { type: 'string' }, verify: { type: 'boolean', default: true } },
    allowPositionals: false,
  });
  if (!values.out) throw new Error('full build: --out <live>/trees/<a|b> is required');
  const tree = path.resolve(values.out);
  const liveDir = path.resolve(process.env.PUBLISHER_LIVE_DIR ?? path.dirname(path.dirname(tree)));
  process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
  const today = siteToday(process.env, new Date());
  process.env.SITE_TODAY = today;
  const backend = await openContentBackend(process.env, (line) => console.log(`[cms] ${line}`));
  process.env.CMS_GRAPHQL_URL = backend.graphqlUrl;
  try {
    rmSync(tree, { recursive: true, force: true });
    mkdirSync(stateDir(liveDir), { recursive: true });
    // What a full build that was stopped left behind.
    for (const name of readdirSync(stateDir(liveDir)))
      if (name.startsWith('.content-')) rmSync(path.join(stateDir(liveDir), name), { force: true });
    const contentFile = path.join(stateDir(liveDir), `.content-${process.pid}.json`);
    let step = performance.now();
    const render = await startRender({ outDir: tree, indexFile: undefined, nextIndex: undefined, uploads: undefined, contentFile }).result;
    const renderSeconds = (performance.now() - step) / 1000;
    log.timed(`rendered ${render.rendered.size} files`, step);

    step = performance.now();
    await verifyReleaseInOwnProcess(tree);
    const gatesSeconds = (performance.now() - step) / 1000;
    log.timed('quality gates passed on every page', step);

    const search = await buildSearchIndex(tree);
    log.info(`search index: ${search.pages} of ${search.files} pages in ${search.languages.join(', ')} (${search.milliseconds} ms)`);
    const indexDir = path.join(liveDir, 'search', `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`);
    mkdirSync(path.dirname(indexDir), { recursive: true });
    renameSync(path.join(tree, SEARCH_INDEX_DIR), indexDir);
    linkIndex(tree, indexDir);

    await writeState(liveDir, tree, indexDir, render.rendered, contentFile, today);
    // Index folders of earlier full builds no tree links to any more go when the spare catches up (./warm-publisher.ts).
    const summary: BuildSummary = {
      mode: 'full',
      rendered: render.rendered.size,
      changed: render.rendered.size,
      kept: 0,
      seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
      peakRssMb: Math.max(render.peakRssMb, Math.round(process.resourceUsage().maxRSS / 1024)),
      verified: { pages: render.rendered.size, seconds: Number(gatesSeconds.toFixed(2)) },
      phases: {
        renderSeconds: Number(renderSeconds.toFixed(2)),
        searchIndexSeconds: Number((search.milliseconds / 1000).toFixed(2)),
        searchIndexPages: search.pages,
      },
      output: { mode: 'full', steps: {} },
    };
    const summaryFile = process.env.BUILD_SUMMARY_FILE?.trim();
    if (summaryFile) writeFileSync(summaryFile, JSON.stringify(summary));
    log.timed(`full build of ${path.relative(liveDir, tree)} done`, started);
    return 0;
  } finally {
    await backend.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`\n✖ Build failed: ${describeBuildError(error)}`);
    if (process.env.BUILD_DEBUG === '1') console.error(error);
    process.exit(1);
  },
);

/**
 * `node scripts/publisher/edit-series.ts [--data DIR] [--json FILE]`: the warm publisher's
 * correctness series (docs/publishing.md §3.1). A scripted series of edits — update, unpublish,
 * publish, delete, create, slug rename, an upload replaced and deleted, menu change, translation
 * change — is written through the
 * content server's GraphQL write side as an editor. The site is first built as the rebuild service
 * builds it: a full build in a process of its own (./full-build.ts), whose live folder the warm
 * publisher (./warm-publisher.ts) adopts as after a restart — with an edit made in between, which its
 * first publish must catch up with. After each edit it publishes as the service does: it writes the
 * changed files into the spare release tree, publishes it, and a search round follows. The published tree must then
 * equal, file for file, a render of every page from the same content with the same bundle; its
 * search index must equal a fresh index of its pages; and the edit must show (or be gone), an
 * uploaded file served with its bytes (or gone).
 *
 * Content: a copy of `--data DIR` (a set of `npm run content:generate`), else the bundled sample.
 * `--timings-only` skips the render of every page after each edit (and so the comparison): for
 * measuring a large set's publish times. `--compare-from N` publishes every edit but compares only
 * from the N-th on (1-based): a large set's series can be finished in parts, the edits before N
 * still made in order (later edits build on them). `--steps N` makes only the first N steps (a large
 * set's series for the edit kinds a change touches: the edit made while no publisher ran, then a
 * product and a news headline, is `--steps 3`).
 * Prints one line per edit with the pages rendered and the phases; exit 1 when any step differs.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createCmsClientFromEnv } from '../../src/cms/client.ts';
import { startContentServer } from '../content-server/server.ts';
import { projectRoot } from '../lib/paths.ts';
import { runBuild } from './builder.ts';
import { readPublishState } from './publish-state.ts';
import { ReleasePair } from './release-pair.ts';
import { compareWithFullBuild } from './series-compare.ts';
import { createEditor, editorSession, type GraphQL } from '../lib/editor-session.ts';
import { edits, newDays, quietPage, type Expectation } from './series-edits.ts';
import { depKey } from '../../src/incremental/keys.ts';
import { siteToday } from '../../src/text/clock.ts';
import { WarmPublisher, type PublishSummary } from './warm-publisher.ts';

const EDITOR = { username: 'series-editor', email: 'series-editor@example.com', password: 'series-editor-password-1' };
const ORIGIN = 'http://localhost:4321';

interface StepResult {
  edit: string;
  mode: 'update' | 'full';
  changes: number;
  rendered: number;
  removed: number;
  ms: Record<string, number>;
  /** Whether the published tree was compared with a full render (not with --timings-only, nor before --compare-from). */
  compared: boolean;
  differing: string[];
  shown: boolean;
}

/**
 * What a new day's publish did beyond its pages: it changes no entry and renders no page that does not
 * read the day (at most the `readers` of the key `today`), and one that moves an event renders some.
 */
function dayStepProblems(summary: PublishSummary, readers: number, moves: boolean): string[] {
  const problems: string[] = [];
  if (summary.mode === 'full') problems.push(`a new day rendered every page (${summary.reason ?? 'full'})`);
  if (summary.changes !== 0) problems.push(`a new day changed ${summary.changes} entries`);
  if (summary.rendered > readers) problems.push(`a new day rendered ${summary.rendered} files, but only ${readers} read the day`);
  if (moves && summary.rendered === 0) problems.push('a new day that moves an event rendered nothing');
  return problems;
}

/** One line per step: what the publish did, its phases, and how it compared with a full build. */
function logStep(step: StepResult): void {
  const ms = Object.entries(step.ms)
    .map(([phase, value]) => `${phase} ${Math.round(value)} ms`)
    .join(', ');
  const verdict = !step.compared
    ? 'not compared'
    : step.differing.length === 0 && step.shown
      ? 'same site and search index as a full build'
      : `${step.differing.length} file(s) differ${step.shown ? '' : ', the edit does not show'}`;
  console.log(
    `[series] ${step.edit}: ${step.mode}, ${step.changes} entries changed, ${step.rendered} rendered, ${step.removed} removed (${ms}) — ${verdict}`,
  );
  for (const line of step.differing.slice(0, 3)) console.log(`    ${line}`);
}

/**
 * The first build as the rebuild service makes it: a full build in a process of its own
 * (./full-build.ts), whose live folder `publisher` adopts as after a restart — with an edit made in
 * between, which its first publish must catch up with (returned: what must show).
 */
async function fullBuildAdopted(
  publisher: WarmPublisher,
  pair: ReleasePair,
  { work, today, graphql }: { work: string; today: string; graphql: GraphQL },
): Promise<Expectation | undefined> {
  const buildStart = performance.now();
  const built = await runBuild({
    script: path.join(projectRoot, 'scripts', 'publisher', 'full-build.ts'),
    out: pair.spare(),
    previous: undefined,
    env: { ...process.env, SITE_TODAY: today, PUBLISHER_LIVE_DIR: pair.root },
    logFile: path.join(work, 'full-build.log'),
    timeoutMs: 3 * 3600_000,
  });
  if (!built.ok) throw new Error(`the full build failed: ${built.error}`);
  pair.publish(path.join(pair.root, readPublishState(pair.root)!.release.tree));
  console.log(`[series] full build: ${built.summary.rendered} files in ${((performance.now() - buildStart) / 1000).toFixed(1)} s`);
  // An edit while no publisher runs.
  const whileDown = await edits.find((edit) => edit.name === 'update a news headline')!.apply(graphql, '');
  const adopted = await publisher.adopt(pair.root);
  console.log(`[series] adopted ${adopted.release} (${adopted.files} files) in ${adopted.ms} ms (astro ${adopted.phases.astro} ms)`);
  return whileDown;
}

interface SeriesOptions {
  data: string | undefined;
  json: string | undefined;
  /** Whether any step is compared (not `--timings-only`), and from which step on (1-based). */
  compareAny: boolean;
  compareFrom: number;
  /** How many steps to make (`--steps`), all by default. */
  steps: number | undefined;
}

/** The command line, or undefined (said on stderr) when an option is out of range. */
function seriesOptions(): SeriesOptions | undefined {
  const { values } = parseArgs({
    options: {
      data: { type: 'string' },
      json: { type: 'string' },
      'timings-only': { type: 'boolean', default: false },
      'compare-from': { type: 'string', default: '1' },
      steps: { type: 'string' },
    },
  });
  const compareFrom = Number(values['compare-from']);
  if (!Number.isInteger(compareFrom) || compareFrom < 1 || compareFrom > edits.length + 1) {
    console.error(`[series] --compare-from takes an edit's number, 1 to ${edits.length + 1}: ${values['compare-from']}`);
    return undefined;
  }
  const steps = values.steps === undefined ? undefined : Number(values.steps);
  if (steps !== undefined && (!Number.isInteger(steps) || steps < 1)) {
    console.error(`[series] --steps takes a number of steps, 1 or more: ${values.steps}`);
    return undefined;
  }
  // Timings only (a large set): no render of every page after each edit, so no comparison either.
  return { data: values.data, json: values.json, compareAny: !values['timings-only'], compareFrom, steps };
}

async function main(): Promise<number> {
  const values = seriesOptions();
  if (!values) return 2;
  const { compareAny, compareFrom } = values;
  const work = mkdtempSync(path.join(tmpdir(), 'edit-series-'));
  const dataDir = path.join(work, 'content');
  if (values.data) cpSync(path.resolve(values.data), dataDir, { recursive: true });
  createEditor(dataDir, EDITOR);
  const cms = await startContentServer({
    host: '127.0.0.1',
    port: 0,
    dataDir,
    jwtSecret: 'series-jwt-secret-0123456789abcdef',
    log: () => {},
  });
  process.env.CMS_GRAPHQL_URL = cms.graphqlUrl;
  delete process.env.CMS_TOKEN;
  delete process.env.CMS_PUBLICATION_STATE;
  // One day for the series' edits, as for one build: every publish and its comparison render are for
  // it. The last steps change only the day (newDays).
  let today = siteToday(process.env, new Date());
  let warmPublisher: WarmPublisher | undefined;
  try {
    const started = performance.now();
    const { graphql } = await editorSession(cms.graphqlUrl, EDITOR);
    const pair = new ReleasePair(path.join(work, 'publisher', 'live'));
    let searchFailed: string | undefined;
    const publisher = (warmPublisher = new WarmPublisher({
      origin: ORIGIN,
      client: createCmsClientFromEnv(process.env),
      workDir: path.join(work, 'warm'),
      log: () => {},
      onSearch: (report) => {
        searchFailed = report.ok ? undefined : report.error;
      },
    }));
    let publishes = 0;
    /** One publish as the rebuild service makes it: the spare tree prepared and published, then the search round that follows. */
    const publish = async (): Promise<{ summary: PublishSummary; searchMs: number }> => {
      const current = pair.current()!;
      const spare = pair.other(current);
      const summary = await publisher.prepare(current, spare, today);
      pair.publish(spare);
      publisher.published(++publishes);
      const searchStart = performance.now();
      await publisher.searchSettled();
      if (searchFailed) throw new Error(`the search round after the publish failed: ${searchFailed}`);
      return { summary, searchMs: Math.round(performance.now() - searchStart) };
    };
    const whileDown = await fullBuildAdopted(publisher, pair, { work, today, graphql });
    const site = publisher.warmSite!;
    const imagesDir = path.join(work, 'images');
    const { slug: quiet } = quietPage(site.model);
    console.log(`[series] the content page edited without a full render: ${quiet}`);
    const results: StepResult[] = [];
    let compareMs = 0;
    // A step changes the content (an edit) or the day; a new day renders only the pages that read it.
    const steps = [
      { name: 'an edit made while no publisher ran (a news headline)', apply: async () => whileDown, dayReaders: undefined },
      ...edits.map((edit) => ({ name: edit.name, apply: () => edit.apply(graphql, quiet), dayReaders: undefined })),
      ...newDays(site.model).map((step) => ({
        name: step.name,
        apply: async () => {
          today = step.day;
          return step.expect;
        },
        dayReaders: { before: () => site.readersOf(depKey.today), moves: step.moves },
      })),
    ];
    const stepCount = Math.min(values.steps ?? steps.length, steps.length);
    for (const [index, edit] of steps.slice(0, stepCount).entries()) {
      const compareEach = compareAny && index + 1 >= compareFrom;
      const readers = edit.dayReaders?.before();
      const expect = await edit.apply();
      const { summary, searchMs } = await publish();
      const step: Omit<StepResult, 'differing' | 'shown' | 'compared'> = {
        edit: edit.name,
        mode: summary.mode === 'full' ? 'full' : 'update',
        changes: summary.changes,
        rendered: summary.rendered,
        removed: summary.removed,
        ms: { ...summary.phases, search: searchMs },
      };
      if (summary.reason) console.log(`[series]   full render: ${summary.reason}`);
      let differing: string[] = [];
      let shown = true;
      if (compareEach) {
        const compareStart = performance.now();
        ({ differing, shown } = await compareWithFullBuild(site, pair.current()!, { work, imagesDir }, expect));
        compareMs += performance.now() - compareStart;
      }
      if (readers !== undefined) differing.push(...dayStepProblems(summary, readers, edit.dayReaders!.moves));
      results.push({ ...step, compared: compareEach, differing, shown });
      logStep({ ...step, compared: compareEach, differing, shown });
    }
    const seconds = (ms: number): string => (ms / 1000).toFixed(1);
    console.log(
      `[series] ${stepCount} steps in ${seconds(performance.now() - started)} s from the start, ${seconds(compareMs)} s of it comparing with full renders and fresh indexes`,
    );
    console.log(
      `[series] peak RSS of this process (warm site and content server): ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
    );
    if (values.json) writeFileSync(values.json, JSON.stringify(results, null, 2));
    if (compareAny && compareFrom > 1) console.log(`[series] compared from edit ${compareFrom} (${steps[compareFrom - 1]!.name}) on`);
    return results.every((result) => result.differing.length === 0 && result.shown) ? 0 : 1;
  } finally {
    await warmPublisher?.close();
    await cms.close();
    rmSync(work, { recursive: true, force: true });
  }
}

process.exit(await main());

/**
 * `npm run bench:publish [-- --large] [--data DIR | --products N --news N --pages N] [--edits 10] [--every-ms 15000] [--no-cold] [--no-sample] [--out FILE]`
 *
 * Measures the editors' loop against the goals of docs/performance.md §6, on the bundled sample and,
 * with --large, a generated set (npm run content:generate; default 2000 products, 5000 news, 200
 * pages: 44,597 pages; `--data DIR` takes a copy of a generated set as it is), in one run:
 *
 * - **The service** (`npm run publisher`, a process of its own, ./service-process.ts) over a new folder:
 *   its first publish (a full build in a process of its own, adopted by the warm publisher), then the
 *   **first edit** right after it, then `--edits` **steady edits** of different entries (product and
 *   news headlines) written over GraphQL as an editor every `--every-ms`, whatever the search index is
 *   doing → the content server's webhook → published. Per publish: webhook → live and → searchable as
 *   /status reports them (the quiet period of 300 ms included), edit → live, pages rendered, phases.
 * - **Restart**: the service stopped (SIGTERM) and started again over the same folder: the time until
 *   its first publish is done (it adopts the folder and catches up with the content), then an edit.
 * - **Memory**: the resident memory of the service's whole process tree (the warm publisher, the
 *   full build and its render, gates and Pagefind processes, the search's Pagefind processes), sampled
 *   every 250 ms: its peak during the first build, the first edit, the steady edits, the restart.
 * - **Cold incremental build** (the Netlify path): `scripts/build.ts` with a build cache, then one
 *   edit, then `scripts/build.ts` again — a new process with the restored cache. `--no-cold` skips it.
 *
 * Prints the goals table, the phase table and the warm publisher's memory before each publish (from its
 * log); writes JSON (default bench-results/publish.json). All on 127.0.0.1 in a temporary folder.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startContentServer, type RunningContentServer } from '../content-server/server.ts';
import { createWebhookDispatcher, parseWebhookTargets } from '../content-server/webhooks/index.ts';
import { createEditor, editorSession, type GraphQL } from '../lib/editor-session.ts';
import { freePort } from '../lib/free-port.ts';
import { projectRoot } from '../lib/paths.ts';
import { runCommand } from '../lib/run-command.ts';
import type { BuildSummary } from '../build.ts';
import { memoryPhases, warmMemoryLines } from './bench-memory.ts';
import { printTables, type Publish, type SetResult } from './bench-report.ts';
import { startPublisherProcess, type PublisherProcess } from './service-process.ts';
import type { BuildRecord, FullStatusSnapshot } from './status.ts';

const TOKEN = 'bench-hook-token';
const EDITOR = { username: 'bench-editor', email: 'bench-editor@example.com', password: 'bench-editor-password' };
const QUIET_MS = 300;

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * An editor's headline edit: the German and English text replaced, the other languages' translations
 * kept (writing only two would blank them, and the pages of those languages would fall back to English).
 */
async function editHeadline(graphql: GraphQL, kind: 'product' | 'news', id: string, text: string): Promise<void> {
  const [list, field, update, payload] =
    kind === 'product'
      ? (['productPages', 'Productheadline', 'updateProductPage', 'productPage'] as const)
      : (['newsArticles', 'Headline', 'updateNewsArticle', 'newsArticle'] as const);
  const languages = 'german english taiwanese japanese chinese';
  const found = (await graphql(`query($id: ID!) { ${list}(where: { id: $id }) { ${field} { ${languages} } } }`, { id }))[list] as Array<
    Record<string, Record<string, string | null> | null>
  >;
  const current = found[0]?.[field] ?? {};
  await graphql(
    `mutation($id: ID!, $h: editComponentTranslationAllLanguagesInput) { ${update}(input: { where: { id: $id }, data: { ${field}: $h } }) { ${payload} { id } } }`,
    { id, h: { ...current, german: text, english: text } },
  );
}

/** `count` edits of different entries: product headlines and news headlines, alternating. */
async function editTargets(graphql: GraphQL, count: number): Promise<Array<{ name: string; write: () => Promise<void> }>> {
  const products = ((await graphql('{ productPages(limit: 50, sort: "id:asc") { id } }')).productPages ?? []) as Array<{ id: string }>;
  const news = ((await graphql('{ newsArticles(limit: 50, sort: "publishingDate:desc") { id } }')).newsArticles ?? []) as Array<{
    id: string;
  }>;
  const targets: Array<{ name: string; write: () => Promise<void> }> = [];
  for (let i = 0; targets.length < count; i++) {
    const product = products[i];
    const article = news[i];
    if (!product && !article) throw new Error(`bench: not enough entries for ${count} different edits`);
    if (product && targets.length < count) {
      targets.push({
        name: `product #${product.id} headline`,
        write: () => editHeadline(graphql, 'product', product.id, `Bench product headline ${product.id} ${Date.now()}`),
      });
    }
    if (article && targets.length < count) {
      targets.push({
        name: `news #${article.id} headline`,
        write: () => editHeadline(graphql, 'news', article.id, `Bench news headline ${article.id} ${Date.now()}`),
      });
    }
  }
  return targets;
}

/** The newest live record after record `before` that is done (published or failed), or undefined. */
function doneAfter(status: FullStatusSnapshot, before: number): BuildRecord | undefined {
  return status.builds.find((build) => build.target === 'live' && build.id > before && build.outcome !== 'running');
}

/** Waits for the first live publish after record `before` to finish; throws when it failed. */
async function waitPublished(publisher: PublisherProcess, before: number, timeoutMs: number): Promise<BuildRecord> {
  let done: BuildRecord | undefined;
  await until(
    'the edit live',
    async () => {
      done = doneAfter(await publisher.status(), before);
      if (done?.outcome === 'failed') throw new Error(`the publish failed: ${done.error}`);
      return done !== undefined;
    },
    timeoutMs,
  );
  return done!;
}

const lastId = async (publisher: PublisherProcess): Promise<number> =>
  Math.max(0, ...(await publisher.status()).builds.map((build) => build.id));

/** One edit written now: the record of its publish once live. */
async function editLive(
  publisher: PublisherProcess,
  target: { name: string; write: () => Promise<void> },
): Promise<{ record: BuildRecord; editToLiveMs: number }> {
  const before = await lastId(publisher);
  const started = performance.now();
  await target.write();
  const record = await waitPublished(publisher, before, 3600_000);
  return { record, editToLiveMs: Math.round(performance.now() - started) };
}

const asPublish = (name: string, record: BuildRecord | undefined, editToLiveMs: number): Publish => ({
  edit: name,
  webhookToLiveMs: record?.latencyMs ?? null,
  webhookToSearchableMs: record?.searchLatencyMs ?? null,
  editToLiveMs,
  rendered: record?.rendered ?? null,
  changed: record?.changed ?? null,
  mode: record?.mode ?? null,
  phases: record?.phases ?? null,
});

async function warmPublishes(set: string, dataDir: string, work: string, options: { edits: number; everyMs: number }): Promise<SetResult> {
  createEditor(dataDir, EDITOR);
  const port = await freePort();
  const dispatcher = createWebhookDispatcher({
    targets: parseWebhookTargets([{ url: `http://127.0.0.1:${port}/webhook`, token: TOKEN }], 'bench'),
    log: () => {},
  });
  const cms: RunningContentServer = await startContentServer({
    port: 0,
    dataDir,
    jwtSecret: 'bench-jwt-secret-0123456789abcdef',
    onChange: (change) => dispatcher.emit(change),
    log: () => {},
  });
  const env: NodeJS.ProcessEnv = { ...process.env, CMS_GRAPHQL_URL: cms.graphqlUrl };
  delete env.CMS_TOKEN;
  delete env.CMS_PUBLICATION_STATE;
  const dir = path.join(work, `publisher-${set.split(' ')[0]}`);
  const start = (): Promise<PublisherProcess> =>
    startPublisherProcess({
      dir,
      port,
      env,
      token: TOKEN,
      quietMs: QUIET_MS,
      maxWaitMs: 5000,
      log: (line) => console.log(`  ${line}`),
    });
  let publisher = await start();
  // The whole tree of the service (`npm run publisher` as ops run it), by phase.
  const memory = memoryPhases(() => publisher.pid);
  try {
    console.log(`[bench] ${set}: first publish (full build, adopted)…`);
    memory.phase('first build');
    const first = await waitPublished(publisher, 0, 3 * 3600_000);
    const { graphql } = await editorSession(cms.graphqlUrl, EDITOR);
    const targets = await editTargets(graphql, options.edits + 2);
    memory.phase('first edit');
    const firstEdit = await editLive(publisher, targets[0]!);
    console.log(`[bench] ${set}: first edit after start: live ${firstEdit.record.latencyMs} ms`);
    // Steady edits, one every `everyMs` whatever the search index is doing.
    memory.phase('steady');
    const steady: Array<{ name: string; id: number; editToLiveMs: number }> = [];
    const cadence = performance.now();
    for (const [index, target] of targets.slice(1, options.edits + 1).entries()) {
      const wait = cadence + index * options.everyMs - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const { record, editToLiveMs } = await editLive(publisher, target);
      steady.push({ name: target.name, id: record.id, editToLiveMs });
      console.log(`[bench] ${set}: ${target.name}: live ${record.latencyMs} ms`);
    }
    await until('the search index to follow', async () => !(await publisher.status()).searching, 3600_000);
    // The searchable times as /status reports them once every round is done.
    const records = new Map((await publisher.status()).builds.map((build) => [build.id, build]));
    const publishes = steady.map(({ name, id, editToLiveMs }) => asPublish(name, records.get(id), editToLiveMs));
    const firstEditRecord = records.get(firstEdit.record.id);

    console.log(`[bench] ${set}: restart (SIGTERM, then a new service over the same folder)…`);
    memory.phase('restart');
    await publisher.stop();
    const restarted = performance.now();
    publisher = await start();
    const ready = await waitPublished(publisher, 0, 3600_000);
    const restartMs = Math.round(performance.now() - restarted);
    const afterRestart = await editLive(publisher, targets[options.edits + 1]!);
    const status = await publisher.status();
    const peaks = memory.peaks();
    return {
      set,
      pages: first.rendered ?? 0,
      firstBuildS: Number(((first.durationMs ?? 0) / 1000).toFixed(1)),
      firstBuildPhases: first.phases,
      firstEdit: asPublish(targets[0]!.name, firstEditRecord ?? firstEdit.record, firstEdit.editToLiveMs),
      publishes,
      restart: {
        readyMs: restartMs,
        startup:
          status.live.startup?.how === 'adopted' ? `adopted ${status.live.startup.release}` : `full build: ${status.live.startup?.why}`,
        phases: ready.phases,
        rendered: ready.rendered,
        editLiveMs: afterRestart.record.latencyMs,
      },
      memory: {
        firstBuild: peaks['first build'] ?? null,
        firstEdit: peaks['first edit'] ?? null,
        steady: peaks.steady ?? null,
        restart: peaks.restart ?? null,
      },
      warmMemory: warmMemoryLines(dir),
    };
  } finally {
    memory.peaks();
    await publisher.stop().catch(() => {});
    await dispatcher.close();
    await cms.close();
  }
}

/** The Netlify path: a full build with a build cache, one edit, then a new build process with that cache. */
async function coldPath(set: string, dataDir: string, work: string): Promise<SetResult['cold']> {
  const cms = await startContentServer({ port: 0, dataDir, jwtSecret: 'bench-jwt-secret-0123456789abcdef', log: () => {} });
  try {
    const out = path.join(work, `cold-${set.split(' ')[0]}`);
    const env: NodeJS.ProcessEnv = { ...process.env, CMS_GRAPHQL_URL: cms.graphqlUrl, SITE_BUILD_CACHE: path.join(out, 'cache') };
    delete env.CMS_TOKEN;
    delete env.CMS_PUBLICATION_STATE;
    // The content server runs in this process: the builds run asynchronously, so it can answer them.
    const build = async (name: string): Promise<BuildSummary> => {
      const summaryFile = path.join(out, `${name}.json`);
      console.log(`[bench] ${set}: cold ${name} build…`);
      const code = await runCommand(process.execPath, ['scripts/build.ts', '--out', path.join(out, 'site')], {
        cwd: projectRoot,
        env: { ...env, BUILD_SUMMARY_FILE: summaryFile },
      });
      if (code !== 0) throw new Error(`the cold ${name} build failed`);
      return JSON.parse(readFileSync(summaryFile, 'utf8')) as BuildSummary;
    };
    const full = await build('full');
    const { graphql } = await editorSession(cms.graphqlUrl, EDITOR);
    const [target] = await editTargets(graphql, 1);
    await target!.write();
    const incremental = await build('incremental');
    return {
      fullBuildS: full.seconds,
      fullPagesPerS: Math.round(full.rendered / full.seconds),
      incrementalS: incremental.seconds,
      rendered: incremental.rendered,
      kept: incremental.kept,
      phases: incremental.phases,
    };
  } finally {
    await cms.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      large: { type: 'boolean', default: false },
      data: { type: 'string' },
      products: { type: 'string', default: '2000' },
      news: { type: 'string', default: '5000' },
      pages: { type: 'string', default: '200' },
      edits: { type: 'string', default: '10' },
      'every-ms': { type: 'string', default: '15000' },
      'no-cold': { type: 'boolean', default: false },
      'no-sample': { type: 'boolean', default: false },
      out: { type: 'string', default: 'bench-results/publish.json' },
    },
  });
  const edits = Number(values.edits);
  if (!Number.isInteger(edits) || edits < 1) throw new Error('--edits: a whole number ≥ 1');
  const everyMs = Number(values['every-ms']);
  if (!Number.isInteger(everyMs) || everyMs < 0) throw new Error('--every-ms: a whole number of milliseconds');
  const work = mkdtempSync(path.join(tmpdir(), 'bench-publish-'));
  const results: SetResult[] = [];
  try {
    const sets: Array<{ name: string; dir: string }> = values['no-sample']
      ? []
      : [{ name: 'sample', dir: path.join(work, 'content-sample') }];
    if (values.data) {
      const dir = path.join(work, 'content-large');
      cpSync(path.resolve(values.data), dir, { recursive: true });
      sets.push({ name: `large (${path.basename(values.data)})`, dir });
    } else if (values.large) {
      const dir = path.join(work, 'content-large');
      const args = [
        'scripts/content-server/generate.ts',
        '--products',
        values.products,
        '--news',
        values.news,
        '--pages',
        values.pages,
        '--out',
        dir,
      ];
      const generated = spawnSync(process.execPath, args, { cwd: projectRoot, stdio: 'inherit' });
      if (generated.status !== 0) throw new Error('content:generate failed');
      sets.push({ name: `large (${values.products} products, ${values.news} news, ${values.pages} pages)`, dir });
    }
    for (const set of sets) {
      const result = await warmPublishes(set.name, set.dir, work, { edits, everyMs });
      if (!values['no-cold']) result.cold = await coldPath(set.name, set.dir, work);
      results.push(result);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  printTables(results);
  const out = path.resolve(projectRoot, values.out);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, quietMs: QUIET_MS, results }, null, 2)}\n`,
  );
  console.log(`\n[bench] written ${path.relative(projectRoot, out)}`);
}

main().catch((error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});

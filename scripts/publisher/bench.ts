/**
 * `npm run bench:publish [-- --large] [--data DIR | --products N --news N --pages N] [--edits 10] [--no-cold] [--out FILE]`
 *
 * Measures the editors' loop against the goals of docs/performance.md, on the bundled sample and,
 * with --large, a generated set (npm run content:generate; default 1902 products, 4755 news, 190
 * pages ≈ 40,000 pages; `--data DIR` takes a generated set as it is):
 *
 * - **Warm publisher** (npm run publisher): its first publish (a full build), then `--edits`
 *   different edits (product and news headlines, one entry each) written over GraphQL as an editor →
 *   the content server's webhook → published. Per publish: webhook → live and → searchable as
 *   /status reports them (the service's quiet period of 300 ms included), edit → live (from the
 *   write until /status shows it published), pages rendered (changed), and the
 *   phases (fetch, model, render, write, links, gates, search; the swap is a rename). p50 and max.
 *   Peak RSS: the warm publisher process's own, and the peak of the whole tree of processes it starts
 *   (itself, the Pagefind services, the gates of a full build in a process of their own), sampled —
 *   over the whole run and over the edits alone (the warm state after the first build).
 * - **Cold incremental build** (the Netlify path): `scripts/build.ts` with a build cache, then one
 *   edit, then `scripts/build.ts` again — a new process with the restored cache. `--no-cold` skips it.
 *
 * Prints the goals table and the phase table; writes JSON (default bench-results/publish.json).
 * Everything runs on 127.0.0.1 in a temporary folder.
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
import { sampleTreePeak } from '../lib/process-tree.ts';
import { runCommand } from '../lib/run-command.ts';
import type { BuildSummary } from '../build.ts';
import { printTables, type Publish, type SetResult } from './bench-report.ts';
import { startPublisher, type RunningPublisher } from './service.ts';
import type { BuildRecord } from './status.ts';

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
        write: async () => {
          const text = `Bench product headline ${product.id} ${Date.now()}`;
          await graphql(
            'mutation($id: ID!, $h: editComponentTranslationAllLanguagesInput) { updateProductPage(input: { where: { id: $id }, data: { Productheadline: $h } }) { productPage { id } } }',
            { id: product.id, h: { german: text, english: text } },
          );
        },
      });
    }
    if (article && targets.length < count) {
      targets.push({
        name: `news #${article.id} headline`,
        write: async () => {
          const text = `Bench news headline ${article.id} ${Date.now()}`;
          await graphql(
            'mutation($id: ID!, $h: editComponentTranslationAllLanguagesInput) { updateNewsArticle(input: { where: { id: $id }, data: { Headline: $h } }) { newsArticle { id } } }',
            { id: article.id, h: { german: text, english: text } },
          );
        },
      });
    }
  }
  return targets;
}

/** Waits for the first live publish after record `before` to finish; throws when it failed. */
async function waitPublished(publisher: RunningPublisher, before: number, timeoutMs: number): Promise<void> {
  await until(
    'the edit live',
    async () => {
      const live = publisher.status().builds.find((build) => build.target === 'live' && build.id > before && build.outcome !== 'running');
      if (live?.outcome === 'failed') throw new Error(`the publish failed: ${live.error}`);
      return live !== undefined;
    },
    timeoutMs,
  );
}

async function warmPublishes(set: string, dataDir: string, work: string, edits: number): Promise<SetResult> {
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
  const publisher = await startPublisher({
    dir: path.join(work, `publisher-${set}`),
    port,
    auth: { token: TOKEN },
    quietMs: QUIET_MS,
    maxWaitMs: 5000,
    env,
    warm: true,
    buildTimeoutMs: 3 * 3600_000,
    log: (line) => console.log(`  [publisher] ${line}`),
  });
  // The publisher's service runs in this process (beside the content server); everything it starts is the warm publisher's.
  const memory = sampleTreePeak(process.pid);
  try {
    console.log(`[bench] ${set}: first publish (full build)…`);
    await until('the first build', async () => (await publisher.idle(), publisher.status().live.release !== null), 3 * 3600_000);
    const first = publisher.status().builds.find((build) => build.target === 'live')!;
    if (first.outcome !== 'published') throw new Error(`the first build failed: ${first.error}`);
    const { graphql } = await editorSession(cms.graphqlUrl, EDITOR);
    // The warm state: after the first build, with every language's index loaded.
    await publisher.idle();
    const warmMemory = sampleTreePeak(process.pid);
    const publishes: Publish[] = [];
    for (const target of await editTargets(graphql, edits)) {
      await publisher.idle();
      const before = Math.max(0, ...publisher.status().builds.map((build) => build.id));
      const started = performance.now();
      await target.write();
      await waitPublished(publisher, before, 3600_000);
      const editToLiveMs = Math.round(performance.now() - started);
      await publisher.idle();
      const record: BuildRecord | undefined = publisher.status().builds.find((build) => build.target === 'live' && build.id > before);
      publishes.push({
        edit: target.name,
        webhookToLiveMs: record?.latencyMs ?? null,
        webhookToSearchableMs: record?.searchLatencyMs ?? null,
        editToLiveMs,
        rendered: record?.rendered ?? null,
        changed: record?.changed ?? null,
        mode: record?.mode ?? null,
        phases: record?.phases ?? null,
      });
      console.log(`[bench] ${set}: ${target.name}: live ${record?.latencyMs} ms, searchable ${record?.searchLatencyMs} ms`);
    }
    const records = publisher.status().builds.filter((build) => build.target === 'live');
    return {
      set,
      pages: first.rendered ?? 0,
      firstBuildS: Number(((first.durationMs ?? 0) / 1000).toFixed(1)),
      warmPeakRssMb: Math.max(...records.map((build) => build.peakRssMb ?? 0)) || null,
      warmTreePeakRssMb: memory.stop(),
      editsTreePeakRssMb: warmMemory.stop(),
      publishes,
    };
  } finally {
    memory.stop();
    await publisher.close();
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
      products: { type: 'string', default: '1902' },
      news: { type: 'string', default: '4755' },
      pages: { type: 'string', default: '190' },
      edits: { type: 'string', default: '10' },
      'no-cold': { type: 'boolean', default: false },
      out: { type: 'string', default: 'bench-results/publish.json' },
    },
  });
  const edits = Number(values.edits);
  if (!Number.isInteger(edits) || edits < 1) throw new Error('--edits: a whole number ≥ 1');
  const work = mkdtempSync(path.join(tmpdir(), 'bench-publish-'));
  const results: SetResult[] = [];
  try {
    const sets: Array<{ name: string; dir: string }> = [{ name: 'sample', dir: path.join(work, 'content-sample') }];
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
      const result = await warmPublishes(set.name, set.dir, work, edits);
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

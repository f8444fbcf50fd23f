/**
 * `npm run bench:publish [-- --large] [--products N --news N --pages N] [--out FILE]`
 *
 * Measures the editors' loop on a content set: a full build (the rebuild service's first build), then
 * one edit of one product headline over GraphQL → the content server's webhook → incremental build →
 * the new page served by the rebuild service ("edit → live", from the write to the first request that
 * shows it, and "webhook → live" as /status reports it), with pages rendered / changed / kept and the
 * build's peak RSS. Sets: the bundled sample (always) and, with --large, a generated set
 * (npm run content:generate; default 2000 products, 5000 news, 200 pages). Prints a table and writes
 * JSON (default bench-results/publish.json). Everything runs on 127.0.0.1 in a temporary folder.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startContentServer } from '../content-server/server.ts';
import { createWebhookDispatcher, parseWebhookTargets } from '../content-server/webhooks/index.ts';
import { freePort } from '../lib/free-port.ts';
import { projectRoot } from '../lib/paths.ts';
import type { BuildSummary } from '../build.ts';
import { startPublisher } from './service.ts';

const TOKEN = 'bench-hook-token';
const EDITOR = { username: 'bench-editor', email: 'bench-editor@example.com', password: 'bench-editor-password' };

interface Row {
  set: string;
  pages: number;
  fullBuildS: number;
  fullPeakRssMb: number;
  editToLiveS: number;
  webhookToLiveS: number | null;
  rendered: number;
  changed: number;
  kept: number;
  incrementalBuildS: number;
  incrementalPeakRssMb: number;
}

function summaries(dir: string): BuildSummary[] {
  const logs = path.join(dir, 'logs');
  return readdirSync(logs)
    .filter((name) => name.endsWith('.summary.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(logs, name), 'utf8')) as BuildSummary);
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function measure(set: string, dataDir: string, work: string): Promise<Row> {
  const created = spawnSync(
    process.execPath,
    [
      'scripts/content-server/cli.ts',
      '--data',
      dataDir,
      '--create-user',
      '--role',
      'editor',
      '--username',
      EDITOR.username,
      '--email',
      EDITOR.email,
    ],
    { cwd: projectRoot, env: { ...process.env, CMS_ADMIN_PASSWORD: EDITOR.password }, encoding: 'utf8' },
  );
  if (created.status !== 0) throw new Error(`creating the editor failed: ${created.stderr}`);
  const port = await freePort();
  const dispatcher = createWebhookDispatcher({
    targets: parseWebhookTargets([{ url: `http://127.0.0.1:${port}/webhook`, token: TOKEN }], 'bench'),
    log: () => {},
  });
  const cms = await startContentServer({
    port: 0,
    dataDir,
    jwtSecret: 'bench-jwt-secret-0123456789abcdef',
    onChange: (c) => dispatcher.emit(c),
  });
  const dir = path.join(work, `publisher-${set}`);
  const env: NodeJS.ProcessEnv = { ...process.env, CMS_GRAPHQL_URL: cms.graphqlUrl };
  delete env.CMS_TOKEN;
  delete env.CMS_PUBLICATION_STATE;
  const publisher = await startPublisher({
    dir,
    port,
    auth: { token: TOKEN },
    quietMs: 200,
    maxWaitMs: 2000,
    env,
    log: (l) => console.log(`  [publisher] ${l}`),
  });
  try {
    console.log(`[bench] ${set}: full build…`);
    await until('the first build', async () => (await publisher.idle(), publisher.status().live.release !== null), 3 * 3600_000);
    const [full] = summaries(dir);
    if (!full) throw new Error('the first build failed; see the log above');

    const graphql = async (query: string, variables: Record<string, unknown>, token?: string): Promise<Record<string, unknown>> => {
      const response = await fetch(cms.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: Record<string, unknown>; errors?: Array<{ message: string }> };
      if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
      return body.data ?? {};
    };
    const login = (await graphql('mutation($i:String!,$p:String!){login(input:{identifier:$i,password:$p}){jwt}}', {
      i: EDITOR.username,
      p: EDITOR.password,
    })) as {
      login: { jwt: string };
    };
    const headline = `Benchmark headline ${Date.now()}`;
    const page = '/en/products-solutions/coater-developer/acs300-gen3/';
    console.log(`[bench] ${set}: one edit → live…`);
    const started = performance.now();
    await graphql(
      'mutation($h: editComponentTranslationMainLanguagesInput){updateProductPage(input:{where:{id:"1"},data:{Productheadline:$h}}){productPage{id}}}',
      { h: { german: headline, english: headline } },
      login.login.jwt,
    );
    await until('the edit live', async () => (await (await fetch(`${publisher.url}${page}`)).text()).includes(headline), 3600_000);
    const editToLive = (performance.now() - started) / 1000;
    await publisher.idle();
    const incremental = summaries(dir).at(-1)!;
    const record = publisher.status().builds.find((build) => build.target === 'live' && build.outcome === 'published' && build.changes > 0);
    return {
      set,
      pages: full.rendered,
      fullBuildS: full.seconds,
      fullPeakRssMb: full.peakRssMb,
      editToLiveS: Number(editToLive.toFixed(2)),
      webhookToLiveS: record?.latencyMs == null ? null : Number((record.latencyMs / 1000).toFixed(2)),
      rendered: incremental.rendered,
      changed: incremental.changed,
      kept: incremental.kept,
      incrementalBuildS: incremental.seconds,
      incrementalPeakRssMb: incremental.peakRssMb,
    };
  } finally {
    await publisher.close();
    await dispatcher.close();
    await cms.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      large: { type: 'boolean', default: false },
      products: { type: 'string', default: '2000' },
      news: { type: 'string', default: '5000' },
      pages: { type: 'string', default: '200' },
      out: { type: 'string', default: 'bench-results/publish.json' },
    },
  });
  const work = mkdtempSync(path.join(tmpdir(), 'bench-publish-'));
  const rows: Row[] = [];
  try {
    rows.push(await measure('sample', path.join(work, 'content-sample'), work));
    if (values.large) {
      const dataDir = path.join(work, 'content-large');
      const args = [
        'scripts/content-server/generate.ts',
        '--products',
        values.products,
        '--news',
        values.news,
        '--pages',
        values.pages,
        '--out',
        dataDir,
      ];
      const generated = spawnSync(process.execPath, args, { cwd: projectRoot, stdio: 'inherit' });
      if (generated.status !== 0) throw new Error('content:generate failed');
      rows.push(await measure(`large (${values.products} products, ${values.news} news, ${values.pages} pages)`, dataDir, work));
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.log(
    '\n| set | pages | full build | full peak RSS | edit → live | webhook → live | rendered (changed) / kept | incremental build | incr. peak RSS |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.set} | ${r.pages} | ${r.fullBuildS} s | ${r.fullPeakRssMb} MB | ${r.editToLiveS} s | ${r.webhookToLiveS ?? '–'} s | ${r.rendered} (${r.changed}) / ${r.kept} | ${r.incrementalBuildS} s | ${r.incrementalPeakRssMb} MB |`,
    );
  }
  const out = path.resolve(projectRoot, values.out);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, rows }, null, 2)}\n`);
  console.log(`\n[bench] written ${path.relative(projectRoot, out)}`);
}

main().catch((error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});

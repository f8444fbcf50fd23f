/**
 * `npm run bench:cold -- --data DIR [--work DIR] [--runs N] [--edits N] [--compare]`: the Netlify
 * path (docs/publishing.md §7) on a generated set — a full build with a build cache, then, per run,
 * `--edits` times (default 1) an edit (a product headline, written as an editor) and a new build
 * process with that cache.
 *
 * The set is copied (DIR is never written). The full build is made once into `<work>/base`; each run
 * starts from a copy of it (the content copied, the site and the build cache as hard links: a build
 * never writes into an existing file), so runs of different code can be compared on the same state.
 * `--work DIR` keeps that folder and reuses its full build (delete it after a change to what the build
 * cache holds). `--compare` then builds the edited content in full and compares the two outputs
 * (scripts/bench/compare-output.ts).
 *
 * Prints per run the build's seconds, its two long phases and its steps over the output tree
 * (the build's summary, scripts/build.ts).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BuildSummary } from '../build.ts';
import { startContentServer } from '../content-server/server.ts';
import { createEditor, editorSession } from '../lib/editor-session.ts';
import { listFiles } from '../lib/incremental-output.ts';
import { projectRoot } from '../lib/paths.ts';
import { runCommand } from '../lib/run-command.ts';

const EDITOR = { username: 'cold-editor', email: 'cold-editor@example.com', password: 'cold-editor-password' };
const JWT_SECRET = 'cold-bench-jwt-secret-0123456789abcdef';

interface State {
  content: string;
  cache: string;
  site: string;
}

const stateIn = (dir: string): State => ({
  content: path.join(dir, 'content'),
  cache: path.join(dir, 'cache'),
  site: path.join(dir, 'site'),
});

/** `scripts/build.ts` against `graphqlUrl` with `state`'s build cache into its site folder; the build's summary. */
async function build(state: State, graphqlUrl: string, images: string, args: string[] = []): Promise<BuildSummary> {
  const summaryFile = path.join(path.dirname(state.site), 'summary.json');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CMS_GRAPHQL_URL: graphqlUrl,
    SITE_BUILD_CACHE: state.cache,
    SITE_IMAGE_CACHE: images,
    BUILD_SUMMARY_FILE: summaryFile,
  };
  delete env.CMS_TOKEN;
  delete env.CMS_PUBLICATION_STATE;
  const code = await runCommand(process.execPath, ['scripts/build.ts', '--out', state.site, ...args], { cwd: projectRoot, env });
  if (code !== 0) throw new Error(`the build into ${state.site} failed`);
  return JSON.parse(readFileSync(summaryFile, 'utf8')) as BuildSummary;
}

/** Runs `step` with the content server on `content`. */
async function withContent<T>(content: string, step: (graphqlUrl: string) => Promise<T>): Promise<T> {
  const cms = await startContentServer({ port: 0, dataDir: content, jwtSecret: JWT_SECRET, log: () => {} });
  try {
    return await step(cms.graphqlUrl);
  } finally {
    await cms.close();
  }
}

/** A tree of hard links to `from` at `to`. */
function linkTree(from: string, to: string): void {
  for (const file of listFiles(from)) {
    const target = path.join(to, file);
    mkdirSync(path.dirname(target), { recursive: true });
    linkSync(path.join(from, file), target);
  }
}

async function editProduct(graphqlUrl: string, nth: number): Promise<string> {
  const { graphql } = await editorSession(graphqlUrl, EDITOR);
  const products = ((await graphql('{ productPages(limit: 20, sort: "id:asc") { id } }')).productPages ?? []) as Array<{ id: string }>;
  const product = products[nth % products.length];
  if (!product) throw new Error('the set has no product page to edit');
  const text = `Cold bench headline ${product.id} ${Date.now()}`;
  await graphql(
    'mutation($id: ID!, $h: editComponentTranslationAllLanguagesInput) { updateProductPage(input: { where: { id: $id }, data: { Productheadline: $h } }) { productPage { id } } }',
    { id: product.id, h: { german: text, english: text } },
  );
  return `product #${product.id} headline`;
}

function printRun(name: string, summary: BuildSummary): void {
  // A summary of an older build has no steps.
  const tree = Object.entries(summary.output?.steps ?? {})
    .map(([step, seconds]) => `${step} ${seconds.toFixed(2)}`)
    .join(', ');
  console.log(
    `[cold] ${name}: ${summary.seconds.toFixed(1)} s — ${summary.rendered} rendered, ${summary.kept} kept (${summary.mode}); ` +
      `render ${summary.phases.renderSeconds} s, search index ${summary.phases.searchIndexSeconds} s; output ${summary.output?.mode ?? '?'} (s): ${tree}`,
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      data: { type: 'string' },
      work: { type: 'string' },
      runs: { type: 'string', default: '1' },
      edits: { type: 'string', default: '1' },
      compare: { type: 'boolean', default: false },
    },
  });
  if (!values.data) throw new Error('usage: npm run bench:cold -- --data DIR [--work DIR] [--runs N] [--edits N] [--compare]');
  const [runs, edits] = [Number(values.runs), Number(values.edits)];
  if (![runs, edits].every((n) => Number.isInteger(n) && n >= 1)) throw new Error('--runs, --edits: whole numbers ≥ 1');
  const work = values.work ? path.resolve(values.work) : mkdtempSync(path.join(tmpdir(), 'bench-cold-'));
  const images = path.join(work, 'images');
  const base = stateIn(path.join(work, 'base'));
  const baseSummary = path.join(work, 'base', 'full.json');
  try {
    if (!existsSync(baseSummary)) {
      rmSync(path.join(work, 'base'), { recursive: true, force: true });
      cpSync(path.resolve(values.data), base.content, { recursive: true });
      createEditor(base.content, EDITOR);
      const full = await withContent(base.content, (url) => build(base, url, images));
      writeFileSync(baseSummary, JSON.stringify(full));
    }
    printRun('full build (base)', JSON.parse(readFileSync(baseSummary, 'utf8')) as BuildSummary);
    for (let run = 0; run < runs; run++) {
      const state = stateIn(path.join(work, 'run'));
      rmSync(path.join(work, 'run'), { recursive: true, force: true });
      cpSync(base.content, state.content, { recursive: true });
      linkTree(base.cache, state.cache);
      linkTree(base.site, state.site);
      await withContent(state.content, async (url) => {
        for (let nth = 0; nth < edits; nth++) {
          const edit = await editProduct(url, run * edits + nth);
          printRun(`run ${run + 1}, edit ${nth + 1}, ${edit}`, await build(state, url, images));
        }
        if (!values.compare || run < runs - 1) return;
        const full = stateIn(path.join(work, 'run', 'full'));
        printRun('full build of the edited content', await build(full, url, images, ['--full']));
        const compared = spawnSync(process.execPath, ['scripts/bench/compare-output.ts', state.site, full.site, '--ignore-island-ids'], {
          cwd: projectRoot,
          stdio: 'inherit',
        });
        console.log(`[cold] incremental output ${compared.status === 0 ? 'equals' : 'DIFFERS FROM'} the full build's`);
        if (compared.status !== 0) process.exitCode = 1;
      });
    }
  } finally {
    if (!values.work) rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`[cold] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});

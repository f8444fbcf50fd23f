/**
 * The rebuild service killed and started again over its own folder, on the sample content with the
 * real processes (`npm run publisher` as ops run it: scripts/publisher/service-process.ts): killed
 * (SIGKILL of the service and of the warm publisher's process group) in the middle of a search round
 * and, separately, in the middle of a publish, with an edit made while it is down. Started again, it
 * adopts its folder (named on /status), every page answers as before the kill, and every edit is live.
 * A damaged state file gets a full build, named on /status with why.
 *
 * The cheap cases of the same rules, with stand-ins for the processes: ./warm-startup.test.ts.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentServer, type RunningContentServer } from '../../../scripts/content-server/server.ts';
import { createWebhookDispatcher, parseWebhookTargets, type WebhookDispatcher } from '../../../scripts/content-server/webhooks/index.ts';
import { createEditor, editorSession, type GraphQL } from '../../../scripts/lib/editor-session.ts';
import { freePort } from '../../../scripts/lib/free-port.ts';
import { listFiles } from '../../../scripts/lib/incremental-output.ts';
import { descendants } from '../../../scripts/lib/process-tree.ts';
import { readPublishState } from '../../../scripts/publisher/publish-state.ts';
import { startPublisherProcess, type PublisherProcess } from '../../../scripts/publisher/service-process.ts';
import type { FullStatusSnapshot } from '../../../scripts/publisher/status.ts';

const TOKEN = 'restart-test-hook-token';
const EDITOR = { username: 'restart-editor', email: 'restart-editor@example.com', password: 'restart-editor-password' };

let temp: string;
let port: number;
let cms: RunningContentServer;
let dispatcher: WebhookDispatcher;
let graphql: GraphQL;
let publisher: PublisherProcess | undefined;

const liveDir = (): string => path.join(temp, 'publisher', 'live');

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 240_000, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`timed out waiting for ${what}\n${publisher?.output().slice(-3000) ?? ''}`);
}

/** Starts the service over the folder and waits until its first publish is done; returns its status then. */
async function start(): Promise<FullStatusSnapshot> {
  const env: NodeJS.ProcessEnv = { ...process.env, CMS_GRAPHQL_URL: cms.graphqlUrl };
  delete env.CMS_PUBLICATION_STATE;
  delete env.CMS_TOKEN;
  publisher = await startPublisherProcess({ dir: path.join(temp, 'publisher'), port, env, token: TOKEN });
  let status: FullStatusSnapshot | undefined;
  await until('the first publish', async () => {
    status = await publisher!.status();
    const first = status.builds.find((build) => build.target === 'live');
    if (first?.outcome === 'failed') throw new Error(`the first publish failed: ${first.error}`);
    return first?.outcome === 'published' && !status.building;
  });
  return status!;
}

/** Every page of the published tree (its URL path) and the status it answers with. */
async function answers(): Promise<Map<string, number>> {
  const tree = path.join(liveDir(), readPublishState(liveDir())!.release.tree);
  const pages = listFiles(tree)
    .filter((file) => file.endsWith('index.html') && !file.startsWith('pagefind'))
    .map((file) => `/${file.split(path.sep).join('/')}`.replace(/index\.html$/, ''));
  const result = new Map<string, number>();
  for (const page of pages) result.set(page, (await fetch(`${publisher!.url}${page}`)).status);
  return result;
}

/** A new headline for a product or a news article (both languages); resolves with the path of its English page. */
async function editHeadline(kind: 'product' | 'news', id: string, text: string): Promise<string> {
  const [list, field, update, payload] =
    kind === 'product'
      ? (['productPages', 'Productheadline', 'updateProductPage', 'productPage'] as const)
      : (['newsArticles', 'Headline', 'updateNewsArticle', 'newsArticle'] as const);
  const found = (await graphql(`query($id: ID!) { ${list}(where: { id: $id }) { slug } }`, { id }))[list] as Array<{ slug: string }>;
  await graphql(
    `mutation($id: ID!, $h: editComponentTranslationAllLanguagesInput) { ${update}(input: { where: { id: $id }, data: { ${field}: $h } }) { ${payload} { id } } }`,
    { id, h: { german: text, english: text } },
  );
  const tree = path.join(liveDir(), readPublishState(liveDir())!.release.tree);
  const page = listFiles(path.join(tree, 'en')).find((file) => file.endsWith(`${path.sep}${found[0]!.slug}${path.sep}index.html`));
  if (!page) throw new Error(`no English page of ${kind} ${id}`);
  return `/en/${page
    .split(path.sep)
    .join('/')
    .replace(/index\.html$/, '')}`;
}

const shows = async (page: string, text: string): Promise<boolean> =>
  (await (await fetch(`${publisher!.url}${page}`)).text()).includes(text);

/** The Pagefind processes the warm publisher started (its search rounds). */
const pagefindProcesses = (): number[] =>
  descendants(publisher!.pid).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('pagefind');
    } catch {
      return false;
    }
  });

beforeAll(async () => {
  temp = mkdtempSync(path.join(tmpdir(), 'publisher-restart-'));
  const dataDir = path.join(temp, 'content');
  createEditor(dataDir, EDITOR);
  port = await freePort();
  dispatcher = createWebhookDispatcher({
    targets: parseWebhookTargets([{ url: `http://127.0.0.1:${port}/webhook`, token: TOKEN }], 'restart-test'),
    log: () => {},
  });
  cms = await startContentServer({
    port: 0,
    dataDir,
    jwtSecret: 'restart-test-jwt-secret-0123456789',
    onChange: (change) => dispatcher.emit(change),
    log: () => {},
  });
  graphql = (await editorSession(cms.graphqlUrl, EDITOR)).graphql;
}, 60_000);

afterAll(async () => {
  await publisher?.stop();
  await dispatcher?.close();
  await cms?.close();
  if (temp) rmSync(temp, { recursive: true, force: true });
}, 60_000);

describe('the rebuild service killed and started again over its folder', () => {
  it('killed mid-search and mid-publish: it adopts its folder, every page answers as before, no edit is lost', async () => {
    const first = await start();
    expect(first.live.startup).toMatchObject({ how: 'full build', why: 'no state file of an earlier publish' });
    await until('the first search round', async () => !(await publisher!.status()).searching);
    const before = await answers();
    expect(before.size).toBeGreaterThan(500);
    expect([...before.values()].every((code) => code === 200)).toBe(true);

    // Mid-search: the search's Pagefind processes are held, so the round after this edit cannot end.
    const pagefind = pagefindProcesses();
    expect(pagefind.length).toBeGreaterThan(0);
    for (const pid of pagefind) process.kill(pid, 'SIGSTOP');
    const searchEdit = `Restart test search ${Date.now()}`;
    const searchPage = await editHeadline('product', '1', searchEdit);
    await until('the edit live', () => shows(searchPage, searchEdit));
    await until('a search round running', async () => (await publisher!.status()).searching);
    await publisher!.kill();

    // Down: an edit whose webhook finds no one.
    const downEdit = `Restart test down ${Date.now()}`;
    const downPage = await editHeadline('news', '1', downEdit);

    let status = await start();
    expect(status.live.startup).toMatchObject({ how: 'adopted', why: null });
    expect(status.builds.find((build) => build.target === 'live')).toMatchObject({ outcome: 'published', mode: 'incremental' });
    expect(await shows(searchPage, searchEdit)).toBe(true);
    expect(await shows(downPage, downEdit)).toBe(true);
    // The search round the kill cut short is run again.
    await until('the search index to follow', async () => !(await publisher!.status()).searching);
    expect(readPublishState(liveDir())!.search.due).toEqual({ changed: {}, reindex: [] });

    // Mid-publish: killed once the publish writes into the spare tree (the state file says so first).
    const publishEdit = `Restart test publish ${Date.now()}`;
    const publishPage = await editHeadline('product', '2', publishEdit);
    await until('the publish writing into the spare tree', () => readPublishState(liveDir())?.spare.differs === 'all', 60_000, 5);
    await publisher!.kill();
    expect(await answers().catch(() => 'down')).toBe('down');

    status = await start();
    expect(status.live.startup).toMatchObject({ how: 'adopted', why: null });
    const after = await answers();
    for (const [page, code] of before) expect({ page, code: after.get(page) }).toEqual({ page, code });
    for (const [page, text] of [
      [searchPage, searchEdit],
      [downPage, downEdit],
      [publishPage, publishEdit],
    ] as const) {
      expect(await shows(page, text), `${text} on ${page}`).toBe(true);
    }
    await until('the search index to follow', async () => !(await publisher!.status()).searching);
    expect((await publisher!.status()).builds.filter((build) => build.searchError !== null)).toEqual([]);
  }, 600_000);

  it('a damaged state file: a full build, named on /status with why; the site serves and keeps its edits', async () => {
    await publisher!.stop();
    publisher = undefined;
    const stateFile = path.join(liveDir(), 'state', 'state.json');
    writeFileSync(stateFile, readFileSync(stateFile, 'utf8').slice(0, 200));
    const status = await start();
    expect(status.live.startup).toMatchObject({ how: 'full build', why: 'the state file is unreadable (half-written or damaged)' });
    expect(status.builds[0]).toMatchObject({ outcome: 'published', mode: 'full' });
    const html = await (await fetch(`${publisher!.url}/status`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    expect(html).toContain('full build: the state file is unreadable');
    const answered = await answers();
    expect([...answered.values()].every((code) => code === 200)).toBe(true);
    expect(readdirSync(path.join(liveDir(), 'search'))).toHaveLength(1);
  }, 600_000);
});

/**
 * The editors' loop end to end: an editor logs in to the content server over GraphQL and changes a
 * product headline; the content server's webhook reaches the rebuild service (npm run publisher),
 * whose warm publisher renders the affected pages into the spare release tree, swaps the live site,
 * and the search index follows in a round of its own; /status reports both. Pages that do not show
 * the product keep their files (same bytes, same inode and mtime). A draft shows in the preview (to an
 * editor with the preview's session; 401 to anyone else) and not live until it is published. Bursts coalesce; bad webhooks build nothing; a content server that
 * is gone when a publish reads it leaves the old site serving, and /status says why.
 *
 * Why a Playwright spec: it runs real site builds (child processes, tens of seconds each), which do not
 * belong in the unit suite; here it runs after globalSetup's build, one test after another.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { startContentServer, type RunningContentServer } from '../../scripts/content-server/server.ts';
import { createWebhookDispatcher, parseWebhookTargets, type WebhookDispatcher } from '../../scripts/content-server/webhooks/index.ts';
import { createEditor } from '../../scripts/lib/editor-session.ts';
import { freePort } from '../../scripts/lib/free-port.ts';
import { listFiles } from '../../scripts/lib/incremental-output.ts';
import { signBody } from '../../scripts/lib/webhook-signature.ts';
import { previewCookieHeader } from '../../scripts/publisher/preview-access.ts';
import { startPublisher, type RunningPublisher } from '../../scripts/publisher/service.ts';
import type { BuildRecord, StatusSnapshot } from '../../scripts/publisher/status.ts';

const HOOK_TOKEN = 'loop-test-hook-token';
const HOOK_SECRET = 'loop-test-hook-secret';
const PREVIEW_SECRET = 'loop-test-preview-secret-0123456789abcdef';
const EDITOR = { username: 'loop-editor', email: 'loop-editor@example.com', password: 'loop-editor-password' };
const PRODUCT_PATH = '/en/products-solutions/coater-developer/acs300-gen3/';
const DRAFT_PATH = '/en/products-solutions/mask-aligner/loop-draft-1/';
const NEW_HEADLINE = 'Edited headline for the publish loop';

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

let temp: string;
let cms: RunningContentServer;
let dispatcher: WebhookDispatcher;
let publisher: RunningPublisher;
let jwt: string;
const publisherLog: string[] = [];

async function graphql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(cms.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors.map((e) => e.message).join('; ')}`);
  return body.data as T;
}

/** The whole status (triggers, errors): it needs the webhook token. */
const asOps = { authorization: `Bearer ${HOOK_TOKEN}` };
async function status(): Promise<StatusSnapshot> {
  return (await (await fetch(`${publisher.url}/status`, { headers: { accept: 'application/json', ...asOps } })).json()) as StatusSnapshot;
}

function liveBuilds(snapshot: StatusSnapshot): BuildRecord[] {
  return snapshot.builds.filter((build) => build.target === 'live');
}

async function fetchText(url: string, init?: RequestInit): Promise<{ status: number; text: string }> {
  const response = await fetch(url, init);
  return { status: response.status, text: await response.text() };
}

/** What a browser that came through a signed preview link sends. */
const asEditor = (): RequestInit => ({ headers: { cookie: previewCookieHeader(PREVIEW_SECRET, Date.now()) } });

/** Polls until `check` holds (or fails the test after `timeoutMs`). */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}\n${publisherLog.slice(-10).join('\n')}`);
}

function liveRelease(): string {
  return realpathSync(path.join(temp, 'publisher', 'live', 'current'));
}

function postWebhook(body: string, headers: Record<string, string>): Promise<Response> {
  return fetch(`${publisher.url}/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
}

const updateBody = (id: string): string =>
  JSON.stringify({ event: 'entry.update', created_at: new Date().toISOString(), model: 'product-page', entry: { id } });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  temp = mkdtempSync(path.join(tmpdir(), 'publisher-e2e-'));
  const dataDir = path.join(temp, 'content');
  createEditor(dataDir, EDITOR);

  const publisherPort = await freePort();
  const previewPort = await freePort();
  dispatcher = createWebhookDispatcher({
    targets: parseWebhookTargets([{ url: `http://127.0.0.1:${publisherPort}/webhook`, token: HOOK_TOKEN }], 'test'),
    log: () => {},
  });
  cms = await startContentServer({
    port: 0,
    dataDir,
    jwtSecret: 'loop-test-jwt-secret-0123456789',
    onChange: (change) => dispatcher.emit(change),
  });
  const login = await graphql<{ login: { jwt: string } }>(
    'mutation($i: String!, $p: String!) { login(input: { identifier: $i, password: $p }) { jwt } }',
    { i: EDITOR.username, p: EDITOR.password },
  );
  jwt = login.login.jwt;

  const env: NodeJS.ProcessEnv = { ...process.env, CMS_GRAPHQL_URL: cms.graphqlUrl, STRICT_CONTENT: '1' };
  delete env.CMS_TOKEN;
  delete env.CMS_PUBLICATION_STATE;
  publisher = await startPublisher({
    dir: path.join(temp, 'publisher'),
    port: publisherPort,
    previewPort,
    auth: { token: HOOK_TOKEN, secret: HOOK_SECRET },
    quietMs: 300,
    maxWaitMs: 5_000,
    env,
    previewToken: jwt,
    previewSecret: PREVIEW_SECRET,
    warm: true,
    log: (line) => publisherLog.push(line),
  });
  await until(
    'the first live and preview builds',
    async () => {
      const snapshot = await status();
      return snapshot.live.release !== null && snapshot.preview?.release !== null && !snapshot.building && snapshot.webhooks.queued === 0;
    },
    280_000,
  );
});

test.afterAll(async () => {
  await publisher?.close();
  await dispatcher?.close();
  await cms?.close();
  if (temp) rmSync(temp, { recursive: true, force: true });
});

test('an editor changes a product headline: the webhook publishes it, and pages that do not show it keep their files', async () => {
  const before = liveRelease();
  const oldFiles = new Map(
    listFiles(before)
      .filter((file) => file.endsWith('.html'))
      .map((file) => {
        const stats = statSync(path.join(before, file));
        return [
          file,
          {
            ino: stats.ino,
            mtimeMs: stats.mtimeMs,
            sha: createHash('sha256')
              .update(readFileSync(path.join(before, file)))
              .digest('hex'),
          },
        ];
      }),
  );
  expect(oldFiles.size).toBeGreaterThan(500);
  expect((await fetchText(`${publisher.url}${PRODUCT_PATH}`)).text).not.toContain(NEW_HEADLINE);

  await graphql(
    'mutation($h: editComponentTranslationAllLanguagesInput) { updateProductPage(input: { where: { id: "1" }, data: { Productheadline: $h } }) { productPage { id } } }',
    { h: { german: 'Geänderte Überschrift', english: NEW_HEADLINE } },
    jwt,
  );
  await until('the new headline on the live site', async () =>
    (await fetchText(`${publisher.url}${PRODUCT_PATH}`)).text.includes(NEW_HEADLINE),
  );

  const after = liveRelease();
  expect(after).not.toBe(before);
  let changed = 0;
  for (const file of listFiles(after).filter((name) => name.endsWith('.html'))) {
    const old = oldFiles.get(file);
    const bytes = readFileSync(path.join(after, file));
    const stats = statSync(path.join(after, file));
    if (old && old.sha === createHash('sha256').update(bytes).digest('hex')) {
      expect({ file, ino: stats.ino, mtimeMs: stats.mtimeMs }).toEqual({ file, ino: old.ino, mtimeMs: old.mtimeMs });
    } else {
      changed++;
      // Only pages that show the product (its page, its category's overview) get new bytes; German
      // words carry soft hyphens (docs/typography.md §3).
      const text = bytes.toString('utf8').replace(/\u00ad/g, '');
      expect(text.includes(NEW_HEADLINE) || text.includes('Geänderte Überschrift'), file).toBe(true);
    }
  }
  expect(changed).toBeGreaterThanOrEqual(1);
  expect(changed).toBeLessThan(20);

  // The publish is done when live; the search index follows in a round of its own.
  await until('the search index to follow', async () => {
    const now = await status();
    return !now.building && !now.searching;
  });
  const snapshot = await status();
  const build = liveBuilds(snapshot).find((record) => record.trigger.startsWith('entry.update product-page #1'));
  expect(build).toMatchObject({ outcome: 'published', mode: 'incremental', reason: null, searchError: null });
  for (const phase of ['fetch', 'model', 'render', 'write', 'links', 'gates', 'search'])
    expect(build!.phases?.[phase]).toBeGreaterThanOrEqual(0);
  expect(build!.searchLatencyMs).toBeGreaterThanOrEqual(build!.latencyMs!);
  // The search index of the live tree has the new headline (Pagefind's English fragments).
  const fragments = path.join(after, 'pagefind', 'fragment');
  const english = readdirSync(fragments).filter((file) => file.startsWith('en_'));
  expect(
    english.some((file) =>
      gunzipSync(readFileSync(path.join(fragments, file)))
        .toString('utf8')
        .includes(NEW_HEADLINE),
    ),
  ).toBe(true);
  expect(build!.kept).toBeGreaterThan(500);
  expect(build!.changed).toBe(changed);
  expect(build!.latencyMs).toBeGreaterThan(0);
  const html = await (await fetch(`${publisher.url}/status`, { headers: { accept: 'text/html', ...asOps } })).text();
  expect(html).toContain('Publisher status');
  expect(html).toContain('entry.update product-page #1');
});

test('a draft shows in the preview (marked, noindex; to an editor only) and not live until it is published', async () => {
  const created = await graphql<{ createProductPage: { productPage: { id: string } } }>(
    `
      mutation ($data: ProductPageInput) {
        createProductPage(input: { data: $data }) {
          productPage {
            id
          }
        }
      }
    `,
    {
      data: {
        Productname: 'Loop Draft 1',
        slug: 'loop-draft-1',
        Category: 'MaskAligner',
        SubCategory: 'Manual',
        Productheadline: { german: 'Entwurf einer Anlage', english: 'Draft machine headline' },
        published_at: null,
      },
    },
    jwt,
  );
  const id = created.createProductPage.productPage.id;
  await until('the draft in the preview', async () =>
    (await fetchText(`${publisher.previewUrl}${DRAFT_PATH}`, asEditor())).text.includes('Draft machine headline'),
  );
  const preview = await fetch(`${publisher.previewUrl}${DRAFT_PATH}`, asEditor());
  expect(preview.headers.get('x-robots-tag')).toContain('noindex');
  const previewHtml = await preview.text();
  expect(previewHtml).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  expect(previewHtml).toMatch(/aria-label="Preview"/);
  const stranger = await fetchText(`${publisher.previewUrl}${DRAFT_PATH}`);
  expect(stranger.status).toBe(401);
  expect(stranger.text).not.toContain('Draft machine headline');
  await until('no build running', async () => !(await status()).building && (await status()).webhooks.queued === 0);
  expect((await fetchText(`${publisher.url}${DRAFT_PATH}`)).status).toBe(404);

  await graphql(
    'mutation($id: ID!, $at: DateTime) { updateProductPage(input: { where: { id: $id }, data: { published_at: $at } }) { productPage { id } } }',
    { id, at: new Date().toISOString() },
    jwt,
  );
  await until('the published page live', async () =>
    (await fetchText(`${publisher.url}${DRAFT_PATH}`)).text.includes('Draft machine headline'),
  );
  expect((await fetchText(`${publisher.url}${DRAFT_PATH}`)).text).not.toMatch(/aria-label="Preview"/);
});

test('unauthenticated, forged, stale, replayed and malformed webhooks are refused and build nothing', async () => {
  await until('no build running', async () => !(await status()).building && (await status()).webhooks.queued === 0);
  const body = updateBody('1');
  const now = Math.floor(Date.now() / 1000);
  const refused: Array<[string, Promise<Response>, number]> = [
    ['no credentials', postWebhook(body, {}), 401],
    ['wrong token', postWebhook(body, { authorization: 'Bearer not-the-token' }), 401],
    ['forged signature', postWebhook(body, { ...signBody('another-secret', body, now), 'x-webhook-id': 'forged-1' }), 401],
    ['stale signature', postWebhook(body, { ...signBody(HOOK_SECRET, body, now - 3600), 'x-webhook-id': 'stale-1' }), 401],
    ['not JSON', postWebhook('{"event":', { authorization: `Bearer ${HOOK_TOKEN}` }), 400],
    [
      'no entry',
      postWebhook(JSON.stringify({ event: 'entry.update', created_at: new Date().toISOString(), model: 'product-page' }), {
        authorization: `Bearer ${HOOK_TOKEN}`,
      }),
      400,
    ],
    [
      'unknown event',
      postWebhook(
        JSON.stringify({ event: 'entry.explode', created_at: new Date().toISOString(), model: 'product-page', entry: { id: 1 } }),
        { authorization: `Bearer ${HOOK_TOKEN}` },
      ),
      400,
    ],
  ];
  for (const [name, response, expected] of refused) expect((await response).status, name).toBe(expected);
  const wrongType = await fetch(`${publisher.url}/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', authorization: `Bearer ${HOOK_TOKEN}` },
    body,
  });
  expect(wrongType.status).toBe(415);
  const before = (await status()).builds.length;
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const snapshot = await status();
  expect(snapshot.builds.length).toBe(before);
  expect(snapshot.webhooks.queued).toBe(0);
  expect(snapshot.webhooks.refused).toBeGreaterThanOrEqual(8);

  const signed = { ...signBody(HOOK_SECRET, body, Math.floor(Date.now() / 1000)), 'x-webhook-id': 'replay-1' };
  expect((await postWebhook(body, signed)).status).toBe(202);
  const replay = await postWebhook(body, signed);
  expect(replay.status).toBe(401);
  expect(await replay.text()).toContain('replayed');
});

test('50 webhooks within 2 seconds cause at most 2 builds of each site', async () => {
  await until('no build running', async () => !(await status()).building && (await status()).webhooks.queued === 0);
  const before = (await status()).builds.length;
  const body = updateBody('2');
  const answers: number[] = [];
  for (let i = 0; i < 50; i++) {
    answers.push((await postWebhook(body, { authorization: `Bearer ${HOOK_TOKEN}` })).status);
    await new Promise((resolve) => setTimeout(resolve, 38));
  }
  expect(answers.every((code) => code === 202)).toBe(true);
  await until('the burst to be built', async () => {
    const snapshot = await status();
    return !snapshot.building && snapshot.webhooks.queued === 0 && snapshot.builds.length > before;
  });
  const added = (await status()).builds.slice(0, (await status()).builds.length - before);
  expect(added.filter((build) => build.target === 'live').length).toBeLessThanOrEqual(2);
  expect(added.filter((build) => build.target === 'preview').length).toBeLessThanOrEqual(2);
  expect(added.reduce((sum, build) => sum + build.changes, 0)).toBe(100);
});

test('the content server is gone when a publish reads it: the old site keeps serving and /status says why', async () => {
  await until('no build running', async () => !(await status()).building && (await status()).webhooks.queued === 0);
  const releaseBefore = liveRelease();
  // The warm publisher reads the content within a fraction of a second of the webhook, so the content
  // server goes first; the preview's build (a process of its own) meets the same.
  await cms.close();
  expect((await postWebhook(updateBody('1'), { authorization: `Bearer ${HOOK_TOKEN}` })).status).toBe(202);
  await until('the publishes to fail', async () => {
    const snapshot = await status();
    return !snapshot.building && liveBuilds(snapshot)[0]?.outcome === 'failed' && snapshot.builds[0]?.target === 'preview';
  });
  const snapshot = await status();
  const failed = liveBuilds(snapshot)[0]!;
  expect(failed.error).toMatch(/content system|GraphQL|ECONNREFUSED|fetch failed|unreachable|could not/i);
  expect(snapshot.builds[0]).toMatchObject({ target: 'preview', outcome: 'failed' });
  expect(liveRelease()).toBe(releaseBefore);
  const page = await fetchText(`${publisher.url}${PRODUCT_PATH}`);
  expect(page.status).toBe(200);
  expect(page.text).toContain(NEW_HEADLINE);
  const html = await (await fetch(`${publisher.url}/status`)).text();
  expect(html).toContain('failed');
});

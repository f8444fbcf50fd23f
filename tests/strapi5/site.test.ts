/**
 * The site against a real Strapi 5 generated from the contract: `npm run strapi5:import` loads the sample;
 * the publisher (CMS_DIALECT=strapi5) builds the live site and the draft preview from it; the live site
 * equals the site built against the embedded content server page by page; every operation of the site,
 * translated, validates against Strapi 5's schema; importing the same content again — read over GraphQL
 * from the embedded server, the migration path from Strapi 3.6 — writes nothing and sends no webhook; an
 * editor's change in Strapi 5's admin reaches the live site through its webhook; a draft shows in the
 * preview only, and only to an editor; the admin's "Preview" asks Strapi for a link signed with
 * PREVIEW_SECRET, which lets the admin's frame into the publisher's preview site (a partitioned session
 * cookie, the admin on another site than the preview) and shows the entry's draft page there, in headless
 * Chromium; without that credential the preview answers 401; an entry published in Strapi 5 that the
 * content says is a draft is unpublished. After the migration every page of the site built from the
 * embedded server (the content's old ids in its paths) answers on the live site: 200, or a 301 to the same
 * page at its new path (the documentId) — also after an editor changed that entry in Strapi 5.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildClientSchema, getIntrospectionQuery, validate, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAccount } from '../../scripts/content-server/auth/accounts.ts';
import { openContentStore, startContentServer, type RunningContentServer } from '../../scripts/content-server/server.ts';
import { CHROMIUM_FLAGS, DEFAULT_CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';
import { freePort } from '../../scripts/lib/free-port.ts';
import { projectRoot } from '../../scripts/lib/paths.ts';
import { PREVIEW_COOKIE, previewCookieHeader } from '../../scripts/publisher/preview-access.ts';
import { startPublisher, type RunningPublisher } from '../../scripts/publisher/service.ts';
import { compareSites, formatReport } from '../../scripts/strapi/compare-sites.ts';
import type { ImportSummary } from '../../scripts/strapi-common/import-types.ts';
import { siteOperations } from '../../scripts/strapi-common/site-operations.ts';
import { graphqlSource } from '../../scripts/strapi5/graphql-source.ts';
import { importContent5 } from '../../scripts/strapi5/import.ts';
import { strapi5Operation } from '../../src/cms/dialect/translate.ts';
import { ADMIN, buildSite, graphql, publisherProbe } from '../strapi/support.ts';
import { answersToOldPages, startStrapi5Cli, type RunningStrapi5 } from './support.ts';

const HOOK_TOKEN = 'strapi5-hook-token';
/** PREVIEW_SECRET of both: Strapi 5 signs the Preview's links with it, the publisher checks them. */
const PREVIEW_SECRET = 'strapi5-suite-preview-secret-0123456789abcdef';
const EDITOR = { email: 'editor5@example.com', firstname: 'Eda', lastname: 'Editor', password: 'Editor-password-1' };
const PRODUCT_UID = 'api::product-page.product-page';
const PRODUCT_PATH = '/en/products-solutions/coater-developer/acs300-gen3/';
const NEW_HEADLINE = 'Headline edited in Strapi 5';
const NEWS_UID = 'api::news-article.news-article';
const NEW_NEWS_HEADLINE = 'Report headline edited in Strapi 5';
/** The sample's draft content page (published_at null). */
const DRAFT_PATH = '/en/products-solutions/preview-new-system/';
const DRAFT_HEADLINE = 'Preview: the next bonding system';

let temp: string;
let strapi: RunningStrapi5;
let publisher: RunningPublisher;
let embedded: RunningContentServer;
/** An editor's token of the embedded server (it may read drafts). */
let embeddedToken: string;
let importOutput: string;
const publisherLog: string[] = [];
/** What a browser that came through a signed preview link sends. */
const asEditor = (): RequestInit => ({ headers: { cookie: previewCookieHeader(PREVIEW_SECRET, Date.now()) } });
/** The admin as an editor's browser reaches it by another name than the preview: another site (ports do not make sites). */
const adminByName = (): string => strapi.url.replace('127.0.0.1', 'localhost');

const { status, until, page, firstBuilds } = publisherProbe(
  () => publisher,
  () => `${publisherLog.slice(-15).join('\n')}\n${strapi.output().slice(-3000)}`,
  HOOK_TOKEN,
);

/** `npm run strapi5:import` as a developer runs it, against the suite's Strapi 5 and data folder. */
function runImportCli(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(projectRoot, 'scripts/strapi5/import-cli.ts')], {
      cwd: projectRoot,
      env: { ...process.env, ...ADMIN, STRAPI5_URL: strapi.url, STRAPI5_DATA_DIR: strapi.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`strapi5:import exited ${code}:\n${output}`))));
  });
}

/** A call of Strapi 5's admin API (what its admin panel does) with an administrator's or editor's JWT. */
async function admin<T>(jwt: string, method: string, pathname: string, body?: unknown): Promise<T> {
  const response = await fetch(`${strapi.url}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname}: HTTP ${response.status} ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

async function signIn(email: string, password: string): Promise<string> {
  const answer = await fetch(`${strapi.url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

/** An admin user with Strapi's Editor role, signed in (what an administrator sets up in the admin panel). */
async function signInEditor(): Promise<string> {
  const jwt = await signIn(strapi.admin.email, strapi.admin.password);
  const roles = await admin<{ data: Array<{ id: number; code: string }> }>(jwt, 'GET', '/admin/roles');
  const editorRole = roles.data.find((role) => role.code === 'strapi-editor');
  expect(editorRole).toBeDefined();
  const invited = await admin<{ data: { id: number } }>(jwt, 'POST', '/admin/users', {
    email: EDITOR.email,
    firstname: EDITOR.firstname,
    lastname: EDITOR.lastname,
    roles: [editorRole!.id],
  });
  await admin(jwt, 'PUT', `/admin/users/${invited.data.id}`, { password: EDITOR.password, isActive: true });
  return signIn(EDITOR.email, EDITOR.password);
}

/** The embedded content server with the sample content and an editor's token (it may read drafts). */
async function startEmbedded(dataDir: string): Promise<{ server: RunningContentServer; token: string }> {
  const { store } = await openContentStore({ dataDir });
  await createAccount(store, {
    username: 'migration',
    email: 'migration@example.com',
    password: 'Migration-password-1',
    roleType: 'editor',
  });
  store.close();
  const server = await startContentServer({ port: 0, dataDir });
  const login = await graphql<{ login: { jwt: string } }>(
    server.graphqlUrl,
    'mutation { login(input: { identifier: "migration", password: "Migration-password-1" }) { jwt } }',
  );
  return { server, token: login.data!.login.jwt };
}

beforeAll(async () => {
  temp = mkdtempSync(path.join(tmpdir(), 'strapi5-site-'));
  const publisherPort = await freePort();
  const previewPort = await freePort();
  strapi = await startStrapi5Cli(path.join(temp, 'strapi5'), {
    STRAPI_WEBHOOK_URL: `http://127.0.0.1:${publisherPort}/webhook`,
    STRAPI_WEBHOOK_TOKEN: HOOK_TOKEN,
    STRAPI_PREVIEW_URL: `http://127.0.0.1:${previewPort}`,
    PREVIEW_SECRET,
  });
  // Before the publisher listens: Strapi's webhooks of the import go nowhere (Strapi does not retry).
  importOutput = await runImportCli();
  const env: NodeJS.ProcessEnv = { ...process.env, CMS_GRAPHQL_URL: `${strapi.url}/graphql`, CMS_DIALECT: 'strapi5', STRICT_CONTENT: '1' };
  delete env.CMS_TOKEN;
  delete env.CMS_PUBLICATION_STATE;
  publisher = await startPublisher({
    dir: path.join(temp, 'publisher'),
    port: publisherPort,
    previewPort,
    previewToken: strapi.tokens.read,
    previewSecret: PREVIEW_SECRET,
    previewFrameAncestors: [strapi.url, adminByName()],
    auth: { token: HOOK_TOKEN },
    quietMs: 300,
    maxWaitMs: 5_000,
    env,
    log: (line) => publisherLog.push(line),
  });
  await firstBuilds(600_000);
  // Not beside the publisher's builds: two Astro builds of one project would share its .astro folder.
  await buildSite(path.join(temp, 'embedded-site'), undefined, path.join(temp, 'embedded-cache'));
}, 900_000);

afterAll(async () => {
  await publisher?.close();
  await strapi?.stop();
  await embedded?.close();
  if (temp) rmSync(temp, { recursive: true, force: true });
});

describe('the site built from Strapi 5', () => {
  test('npm run strapi5:import loaded every file and entry and published what the sample publishes', () => {
    const summary = JSON.parse(/done in [\d.]+ s: (\{.*\})/.exec(importOutput)?.[1] ?? '{}') as ImportSummary;
    expect(summary.filesUploaded).toBeGreaterThan(50);
    expect(summary.created).toBeGreaterThan(200);
    expect(summary.published).toBeGreaterThan(30);
  });

  test('every operation of the site, translated, validates against the schema of Strapi 5', async () => {
    const answer = await graphql<IntrospectionQuery>(`${strapi.url}/graphql`, getIntrospectionQuery());
    const schema: GraphQLSchema = buildClientSchema(answer.data!);
    const operations = siteOperations();
    expect(operations.length).toBeGreaterThan(10);
    for (const { name, document } of operations) {
      const errors = validate(schema, strapi5Operation(document).document).map((error) => error.message);
      expect(errors, name).toEqual([]);
    }
  });

  test('the live site equals the site built against the embedded content server, page by page', async () => {
    const live = realpathSync(path.join(temp, 'publisher/live/current'));
    // The redirects the migration left (only on the live site) are the next test's.
    const differences = await compareSites(path.join(temp, 'embedded-site'), live, { skipFiles: ['_redirects'] });
    expect(formatReport(differences, 30)).toEqual(['no differences']);
  });

  test('every page of the site built from the embedded server answers on the live site: 200, or a 301 to it at its new path', async () => {
    const answers = await answersToOldPages(path.join(temp, 'embedded-site'), publisher.url);
    expect(answers.problems).toEqual([]);
    // Exactly the pages whose path ends in an entry id moved: article details and their alias forms (the
    // sample's ids are numbers, as a list's page and year numbers are).
    const held = (pathname: string) =>
      /^\/\w+\/(news|investor-relations)\/.+\/\d+\/$/.test(pathname) && !/\/(page|year)\/\d+\/$/.test(pathname);
    expect(answers.kept.filter(held)).toEqual([]);
    expect([...answers.moved.keys()].filter((pathname) => !held(pathname))).toEqual([]);
    expect(answers.moved.size).toBeGreaterThan(50);
    expect(answers.kept.length).toBeGreaterThan(500);
  });

  test('migrating the same content again, read over GraphQL from the embedded server, writes nothing and sends no webhook', async () => {
    const started = await startEmbedded(path.join(temp, 'embedded-data'));
    embedded = started.server;
    embeddedToken = started.token;
    const before = (await status()).webhooks.accepted;
    const source = await graphqlSource({ endpoint: embedded.graphqlUrl, token: embeddedToken });
    const summary = await importContent5(source, { url: strapi.url, token: strapi.tokens.import });
    expect(summary).toEqual({
      filesUploaded: 0,
      filesUpdated: 0,
      created: 0,
      updated: 0,
      unchanged: expect.any(Number),
      published: 0,
      unpublished: 0,
    });
    expect(summary.unchanged).toBeGreaterThan(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await status()).webhooks.accepted).toBe(before);
  });
});

describe("the editors' loop on Strapi 5", () => {
  test("an editor changes and publishes a product headline in Strapi 5's admin: its webhook publishes the change", async () => {
    expect((await page(PRODUCT_PATH)).text).not.toContain(NEW_HEADLINE);
    const editor = await signInEditor();
    const found = await graphql<{ productPages: Array<{ documentId: string }> }>(
      `${strapi.url}/graphql`,
      '{ productPages(filters: { slug: { eq: "acs300-gen3" } }) { documentId } }',
    );
    const documentId = found.data!.productPages[0]!.documentId;
    const base = `/content-manager/collection-types/${PRODUCT_UID}/${documentId}`;
    const current = await admin<{ data: { Productheadline: Record<string, unknown> } }>(editor, 'GET', base);
    await admin(editor, 'PUT', base, { Productheadline: { ...current.data.Productheadline, english: NEW_HEADLINE } });
    // Saved, not yet published: the live site keeps the old headline, the preview shows the new one.
    await until('the edited draft in the preview', async () =>
      (await page(PRODUCT_PATH, publisher.previewUrl, asEditor())).text.includes(NEW_HEADLINE),
    );
    expect((await page(PRODUCT_PATH)).text).not.toContain(NEW_HEADLINE);
    await admin(editor, 'POST', `${base}/actions/publish`, {});

    await until('the new headline on the live site', async () => (await page(PRODUCT_PATH)).text.includes(NEW_HEADLINE));
    const build = (await status()).builds.find(
      (record) => record.target === 'live' && record.trigger.includes(`product-page #${documentId}`),
    );
    expect(build).toMatchObject({ outcome: 'published', mode: 'incremental' });
    expect(build!.changed).toBeLessThan(20);
  });

  test('a draft in Strapi 5 shows in the preview (marked, noindex; to an editor only) and not on the live site', async () => {
    const stranger = await page(DRAFT_PATH, publisher.previewUrl);
    expect(stranger.status).toBe(401);
    expect(stranger.text).not.toContain(DRAFT_HEADLINE);
    const preview = await fetch(`${publisher.previewUrl}${DRAFT_PATH}`, asEditor());
    expect(preview.status).toBe(200);
    expect(preview.headers.get('x-robots-tag')).toContain('noindex');
    const html = await preview.text();
    expect(html).toContain(DRAFT_HEADLINE);
    expect(html).toMatch(/aria-label="Preview"/);
    expect((await page(DRAFT_PATH)).status).toBe(404);
  });

  test("the admin's Preview: a signed link that lets the admin's frame in (a session cookie) and shows the draft page; 401 without it", async () => {
    const jwt = await signIn(strapi.admin.email, strapi.admin.password);
    const found = await graphql<{ contentPages: Array<{ documentId: string }> }>(
      `${strapi.url}/graphql`,
      '{ contentPages(status: DRAFT, filters: { internationalSlug: { eq: "preview-new-system" } }) { documentId } }',
      {},
      strapi.tokens.read,
    );
    const documentId = found.data!.contentPages[0]!.documentId;
    const asked = await admin<{ data: { url: string } }>(
      jwt,
      'GET',
      `/content-manager/preview/url/api::content-page.content-page?documentId=${documentId}&status=draft`,
    );
    // Signed in Strapi (the handler runs on its server), checked by the publisher.
    const link = new URL(asked.data.url);
    expect(`${link.origin}${link.pathname}`).toBe(`${publisher.previewUrl}/_preview`);
    expect([...link.searchParams.keys()]).toEqual(['model', 'documentId', 'locale', 'expires', 'signature']);
    expect(link.searchParams.get('documentId')).toBe(documentId);
    expect(Number(link.searchParams.get('expires')) * 1000).toBeGreaterThan(Date.now() + 50 * 60_000);
    const redirect = await fetch(link, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe(DRAFT_PATH);
    expect(redirect.headers.get('set-cookie')).toMatch(
      new RegExp(`^${PREVIEW_COOKIE}=[^;]+; Path=/; Max-Age=28800; HttpOnly; Secure; SameSite=None; Partitioned$`),
    );
    const session = redirect.headers.get('set-cookie')!.split(';')[0]!;
    const framed = await fetch(`${publisher.previewUrl}${DRAFT_PATH}`, { headers: { cookie: session } });
    expect(framed.status).toBe(200);
    expect(await framed.text()).toContain(DRAFT_HEADLINE);
    expect(framed.headers.get('content-security-policy')).toContain(`frame-ancestors ${strapi.url} ${adminByName()}`);
    expect(framed.headers.get('x-frame-options')).toBeNull();
    // Without the credential, or with the link changed: 401, nothing of the draft.
    for (const url of [`${publisher.previewUrl}${DRAFT_PATH}`, link.href.replace(documentId, `${documentId}x`)]) {
      const locked = await fetch(url, { redirect: 'manual' });
      expect(locked.status, url).toBe(401);
      expect(await locked.text(), url).not.toContain(DRAFT_HEADLINE);
    }
    // The live site stays unframable; types without pages get no Preview button.
    expect((await fetch(`${publisher.url}/en/`)).headers.get('x-frame-options')).toBe('DENY');
    const translation = await fetch(`${strapi.url}/content-manager/preview/url/api::translation.translation?documentId=x&status=draft`, {
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(translation.status).toBe(204);
  });

  test("in headless Chromium the admin's Preview panel shows the draft page in its frame, the admin on another site than the preview", async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    });
    try {
      const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
      const tab = await context.newPage();
      await tab.goto(`${adminByName()}/admin/auth/login`);
      await tab.fill('input[name="email"]', strapi.admin.email);
      await tab.fill('input[name="password"]', strapi.admin.password);
      await tab.click('button[type="submit"]');
      await tab.waitForURL((url) => !url.pathname.includes('/auth/'), { timeout: 60_000 });
      const found = await graphql<{ contentPages: Array<{ documentId: string }> }>(
        `${strapi.url}/graphql`,
        '{ contentPages(status: DRAFT, filters: { internationalSlug: { eq: "preview-new-system" } }) { documentId } }',
        {},
        strapi.tokens.read,
      );
      const documentId = found.data!.contentPages[0]!.documentId;
      await tab.goto(
        `${adminByName()}/admin/content-manager/collection-types/api::content-page.content-page/${documentId}/preview?status=draft`,
      );
      const frame = tab.frameLocator('iframe[data-testid="preview-iframe"]');
      await frame.getByText(DRAFT_HEADLINE).first().waitFor({ timeout: 60_000 });
      const shown = tab.frames().find((candidate) => candidate.url().startsWith(publisher.previewUrl!));
      expect(shown?.url()).toBe(`${publisher.previewUrl}${DRAFT_PATH}`);
      // The session is the frame's, kept for the admin's site (partitioned): the preview opened on its own
      // in the same browser has no credential, nor has another browser.
      const alone = await context.newPage();
      expect((await alone.goto(`${publisher.previewUrl}${DRAFT_PATH}`))?.status()).toBe(401);
      expect(await alone.content()).not.toContain(DRAFT_HEADLINE);
      const other = await browser.newContext();
      expect((await (await other.newPage()).goto(`${publisher.previewUrl}${DRAFT_PATH}`))?.status()).toBe(401);
    } finally {
      await browser.close();
    }
  });
});

describe('the old paths after an edit in Strapi 5', () => {
  test('an editor changes a migrated news article: its old paths still answer a 301 to its page, which shows the change', async () => {
    const found = await graphql<{ newsArticles: Array<{ documentId: string; slug: string; legacyId: string }> }>(
      `${strapi.url}/graphql`,
      '{ newsArticles(filters: { newsSubCategory: { eq: "financialReports" } }, sort: ["publishingDate:desc"], pagination: { limit: 1 }) { documentId slug legacyId } }',
    );
    const { documentId, slug, legacyId } = found.data!.newsArticles[0]!;
    expect(legacyId).toMatch(/^\d+$/);
    const oldPath = `/en/investor-relations/financial-reports/${slug}/${legacyId}/`;
    const newPath = `/en/investor-relations/financial-reports/${slug}/${documentId}/`;
    // The editor the test before made.
    const editor = await signIn(EDITOR.email, EDITOR.password);
    const base = `/content-manager/collection-types/${NEWS_UID}/${documentId}`;
    const current = await admin<{ data: { Headline: Record<string, unknown> } }>(editor, 'GET', base);
    // News articles have no drafts (the contract gives them no published_at): a save is live.
    await admin(editor, 'PUT', base, { Headline: { ...current.data.Headline, english: NEW_NEWS_HEADLINE } });
    await until('the new news headline on the live site', async () => (await page(newPath)).text.includes(NEW_NEWS_HEADLINE));
    const moved = await fetch(`${publisher.url}${oldPath}`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(newPath);
    expect((await page(oldPath)).text).toContain(NEW_NEWS_HEADLINE);
  });
});

describe('the importer follows the content', () => {
  test('an entry published in Strapi 5 that the content says is a draft is unpublished (through the admin API), once', async () => {
    const jwt = await signIn(strapi.admin.email, strapi.admin.password);
    const found = await graphql<{ contentPages: Array<{ documentId: string }> }>(
      `${strapi.url}/graphql`,
      '{ contentPages(status: DRAFT, filters: { internationalSlug: { eq: "preview-new-system" } }) { documentId } }',
      {},
      strapi.tokens.read,
    );
    const documentId = found.data!.contentPages[0]!.documentId;
    await admin(jwt, 'POST', `/content-manager/collection-types/api::content-page.content-page/${documentId}/actions/publish`, {});
    const published = '{ contentPages(filters: { internationalSlug: { eq: "preview-new-system" } }) { documentId } }';
    expect((await graphql<{ contentPages: unknown[] }>(`${strapi.url}/graphql`, published)).data!.contentPages).toHaveLength(1);

    const source = () => graphqlSource({ endpoint: embedded.graphqlUrl, token: embeddedToken });
    const options = { url: strapi.url, token: strapi.tokens.import, admin: { email: strapi.admin.email, password: strapi.admin.password } };
    // It also puts back the headlines the editor changed above (the content says otherwise): two updates.
    expect(await importContent5(await source(), options)).toMatchObject({ unpublished: 1, updated: 2, created: 0 });
    expect((await graphql<{ contentPages: unknown[] }>(`${strapi.url}/graphql`, published)).data!.contentPages).toHaveLength(0);
    expect(await importContent5(await source(), options)).toMatchObject({ unpublished: 0, updated: 0, created: 0, published: 0 });
  });
});

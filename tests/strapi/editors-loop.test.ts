/**
 * The editors' loop with the real content system behind it: an editor (an admin user with Strapi's
 * Editor role) changes a product headline through the admin API with their JWT, as the admin UI does;
 * Strapi's webhook (configured from STRAPI_WEBHOOK_URL / STRAPI_WEBHOOK_TOKEN) reaches the publisher,
 * which rebuilds incrementally against Strapi and publishes the change. A draft shows only in the
 * preview (built with a users-permissions user's token; opened with a signed link, as `npm run publisher --
 * --preview-link` prints one: Strapi 3.6 has no Preview button) until the editor publishes it. Then the editor unpublishes a
 * product that a page links to: the build fails on the dangling link (STRICT_CONTENT), the live site
 * stays as it was, and publishing the product again heals it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freePort } from '../../scripts/lib/free-port.ts';
import { previewLink } from '../../scripts/publisher/preview-access.ts';
import { startPublisher, type RunningPublisher } from '../../scripts/publisher/service.ts';
import { StrapiAdminApi, type Entry } from '../../scripts/strapi/admin-api.ts';
import type { RunningStrapi } from '../../scripts/strapi-common/process.ts';
import { importSample, publisherProbe, startSuiteStrapi } from './support.ts';

const HOOK_TOKEN = 'strapi-loop-hook-token';
const PREVIEW_SECRET = 'strapi-loop-preview-secret-0123456789abcdef';
const EDITOR = { email: 'editor@example.com', firstname: 'Eda', lastname: 'Editor', password: 'Editor-password-1' };
const PRODUCT_UID = 'application::product-page.product-page';
const PRODUCT_PATH = '/en/products-solutions/coater-developer/acs300-gen3/';
const NEW_HEADLINE = 'Headline edited in Strapi';
/** The sample's draft content page (published_at null). */
const DRAFT_PATH = '/en/products-solutions/preview-new-system/';
const DRAFT_HEADLINE = 'Preview: the next bonding system';

let temp: string;
let strapi: RunningStrapi;
let publisher: RunningPublisher;
const publisherLog: string[] = [];

const { status, until, page, firstBuilds } = publisherProbe(
  () => publisher,
  () => `${publisherLog.slice(-15).join('\n')}\n${strapi.output().slice(-3000)}`,
  HOOK_TOKEN,
);

/** Adds an admin user with Strapi's Editor role and signs them in (what an administrator does in the admin UI). */
async function signInEditor(): Promise<StrapiAdminApi> {
  const admin = new StrapiAdminApi(strapi.url);
  await admin.login(strapi.admin.email, strapi.admin.password);
  const roles = (await admin.request('GET', '/admin/roles')) as { data: Array<{ id: number; code: string }> };
  const editorRole = roles.data.find((role) => role.code === 'strapi-editor');
  expect(editorRole).toBeDefined();
  const invited = (await admin.request('POST', '/admin/users', {
    email: EDITOR.email,
    firstname: EDITOR.firstname,
    lastname: EDITOR.lastname,
    roles: [editorRole!.id],
  })) as { data: { id: number } };
  // The invitation link's token never leaves the server; the administrator sets a first password instead.
  await admin.request('PUT', `/admin/users/${invited.data.id}`, { password: EDITOR.password, isActive: true });
  const editor = new StrapiAdminApi(strapi.url);
  await editor.login(EDITOR.email, EDITOR.password);
  return editor;
}

/** A users-permissions account for the preview builds (their CMS_TOKEN): drafts need a signed-in user. */
async function signInPreviewUser(): Promise<string> {
  const admin = new StrapiAdminApi(strapi.url);
  await admin.login(strapi.admin.email, strapi.admin.password);
  const { roles } = (await admin.request('GET', '/users-permissions/roles')) as { roles: Array<{ id: number; type: string }> };
  const account = { username: 'preview-builds', email: 'preview-builds@example.com', password: 'Preview-builds-password-1' };
  const role = roles.find((r) => r.type === 'authenticated')?.id;
  await admin.createEntry('plugins::users-permissions.user', { ...account, confirmed: true, blocked: false, role });
  const response = await fetch(`${strapi.url}/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: account.username, password: account.password }),
  });
  return ((await response.json()) as { jwt: string }).jwt;
}

async function productBySlug(api: StrapiAdminApi, slug: string): Promise<Entry> {
  const found = (await api.listEntries(PRODUCT_UID)).find((entry) => entry.slug === slug);
  expect(found, `product ${slug} in Strapi`).toBeDefined();
  return found!;
}

beforeAll(async () => {
  temp = mkdtempSync(path.join(tmpdir(), 'strapi-loop-'));
  const publisherPort = await freePort();
  strapi = await startSuiteStrapi(path.join(temp, 'strapi'), {
    env: { STRAPI_WEBHOOK_URL: `http://127.0.0.1:${publisherPort}/webhook`, STRAPI_WEBHOOK_TOKEN: HOOK_TOKEN },
  });
  await importSample(strapi);
  const previewToken = await signInPreviewUser();
  const env: NodeJS.ProcessEnv = { ...process.env, CMS_GRAPHQL_URL: `${strapi.url}/graphql`, STRICT_CONTENT: '1' };
  delete env.CMS_TOKEN;
  delete env.CMS_PUBLICATION_STATE;
  publisher = await startPublisher({
    dir: path.join(temp, 'publisher'),
    port: publisherPort,
    previewPort: await freePort(),
    previewToken,
    previewSecret: PREVIEW_SECRET,
    auth: { token: HOOK_TOKEN },
    quietMs: 300,
    maxWaitMs: 5_000,
    env,
    log: (line) => publisherLog.push(line),
  });
  // Two full builds one after the other (live, then drafts), each reading every entry from Strapi and
  // running the quality gates on every page: minutes, not the three an incremental publish may take.
  await firstBuilds(420_000);
});

afterAll(async () => {
  await publisher?.close();
  await strapi?.stop();
  if (temp) rmSync(temp, { recursive: true, force: true });
});

test('an editor changes a product headline in Strapi: its webhook publishes the change', async () => {
  expect((await page(PRODUCT_PATH)).text).not.toContain(NEW_HEADLINE);
  const editor = await signInEditor();
  const product = await productBySlug(editor, 'acs300-gen3');
  const full = await editor.getEntry(PRODUCT_UID, product.id);
  const headline = full.Productheadline as Record<string, unknown>;
  await editor.updateEntry(PRODUCT_UID, product.id, { Productheadline: { ...headline, english: NEW_HEADLINE } });

  await until('the new headline on the live site', async () => (await page(PRODUCT_PATH)).text.includes(NEW_HEADLINE));
  const build = (await status()).builds.find(
    (record) => record.target === 'live' && record.trigger.startsWith(`entry.update product-page #${product.id}`),
  );
  expect(build).toMatchObject({ outcome: 'published', mode: 'incremental' });
  expect(build!.kept).toBeGreaterThan(500);
  expect(build!.changed).toBeLessThan(20);
});

test('a draft in Strapi shows in the preview (marked, noindex; through a signed link) and not live; published, it goes live', async () => {
  expect((await page(DRAFT_PATH, publisher.previewUrl)).status).toBe(401);
  const link = await fetch(previewLink(PREVIEW_SECRET, `${publisher.previewUrl}${DRAFT_PATH}`, Math.floor(Date.now() / 1000) + 600), {
    redirect: 'manual',
  });
  expect(link.status).toBe(302);
  expect(link.headers.get('location')).toBe(DRAFT_PATH);
  const cookie = (link.headers.get('set-cookie') ?? '').split(';')[0]!;
  const preview = await fetch(`${publisher.previewUrl}${DRAFT_PATH}`, { headers: { cookie } });
  expect(preview.status).toBe(200);
  expect(preview.headers.get('x-robots-tag')).toContain('noindex');
  const html = await preview.text();
  expect(html).toContain(DRAFT_HEADLINE);
  expect(html).toMatch(/aria-label="Preview"/);
  expect((await page(DRAFT_PATH)).status).toBe(404);

  const editor = new StrapiAdminApi(strapi.url);
  await editor.login(EDITOR.email, EDITOR.password);
  const draft = (await editor.listEntries('application::content-page.content-page')).find(
    (entry) => entry.internationalSlug === 'preview-new-system',
  );
  expect(draft?.published_at).toBeNull();
  await editor.publishEntry('application::content-page.content-page', draft!.id);
  await until('the published draft on the live site', async () => (await page(DRAFT_PATH)).text.includes(DRAFT_HEADLINE));
});

test('an editor unpublishes a product that a page links to: the build names the dangling link and the live site stays; publishing it again heals it', async () => {
  const editor = new StrapiAdminApi(strapi.url);
  await editor.login(EDITOR.email, EDITOR.password);
  const product = await productBySlug(editor, 'acs300-gen3');
  const failedBefore = (await status()).builds.filter((b) => b.outcome === 'failed').length;
  await editor.unpublishEntry(PRODUCT_UID, product.id);
  await until('a failed build', async () => (await status()).builds.filter((b) => b.outcome === 'failed').length > failedBefore);
  const failed = (await status()).builds.find((b) => b.outcome === 'failed');
  expect(failed?.error).toMatch(/acs300-gen3/);
  expect((await page(PRODUCT_PATH)).status).toBe(200);

  await editor.publishEntry(PRODUCT_UID, product.id);
  await until('a published build after the product is back', async () => {
    const builds = (await status()).builds.filter((b) => b.target === 'live');
    return builds[0]?.outcome === 'published' && builds[0].trigger.includes(`product-page #${product.id}`) && !(await status()).building;
  });
  expect((await page(PRODUCT_PATH)).text).toContain(NEW_HEADLINE);
});

/**
 * The site against a real Strapi 3.6 generated from the contract, with the sample content imported:
 * the schema matches the contract, every operation of the site validates and answers in the same shape
 * as the embedded content server, the import is idempotent, drafts need a token, and the site built
 * against Strapi equals the site built against the embedded server (after normalising upload names and
 * ids). A renamed field in the generated model is caught, with the field named.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startContentServer, type RunningContentServer } from '../../scripts/content-server/server.ts';
import { compareSites, formatReport } from '../../scripts/strapi/compare-sites.ts';
import { StrapiAdminApi } from '../../scripts/strapi/admin-api.ts';
import { strapiModel } from '../../scripts/strapi/model.ts';
import { compareShapes } from '../../scripts/strapi/response-shape.ts';
import { strapiSchemaProblems } from '../../scripts/strapi/schema-compat.ts';
import { strapiPaths, writeScratchApp } from '../../scripts/strapi/setup.ts';
import type { ImportSummary } from '../../scripts/strapi-common/import-types.ts';
import type { RunningStrapi } from '../../scripts/strapi-common/process.ts';
import { fetchSchema } from '../../scripts/strapi-common/schema-check.ts';
import { siteOperations } from '../../scripts/strapi-common/site-operations.ts';
import { sampleSource } from '../../scripts/strapi-common/sources.ts';
import {
  buildSite,
  graphql,
  importSample,
  runImportCli,
  startStrapiCli,
  startSuiteStrapi,
  startWebhookRecorder,
  type WebhookRecorder,
} from './support.ts';

let temp: string;
let strapi: RunningStrapi & { printed: string };
let embedded: RunningContentServer;
let recorder: WebhookRecorder;
let firstImport: ImportSummary;

beforeAll(async () => {
  temp = mkdtempSync(path.join(tmpdir(), 'strapi-compat-'));
  recorder = await startWebhookRecorder();
  strapi = await startStrapiCli(path.join(temp, 'strapi'), { STRAPI_WEBHOOK_URL: recorder.url, STRAPI_WEBHOOK_TOKEN: 'compat-token' });
  firstImport = await importSample(strapi);
  embedded = await startContentServer({ port: 0, dataDir: path.join(temp, 'embedded') });
});

afterAll(async () => {
  await strapi?.stop();
  await embedded?.close();
  await recorder?.close();
  if (temp) rmSync(temp, { recursive: true, force: true });
});

describe('the generated Strapi', () => {
  test('publishes the contract: every type and field, with accepted differences only, and every operation of the site validates', async () => {
    const schema = await fetchSchema(`${strapi.url}/graphql`);
    expect(strapiSchemaProblems(schema, siteOperations())).toEqual([]);
  });

  test('the import brought every entry and file, published what the sample publishes, and sent webhooks', () => {
    expect(firstImport.filesUploaded).toBeGreaterThan(50);
    expect(firstImport.created).toBeGreaterThan(200);
    expect(firstImport.published).toBeGreaterThan(30);
    const events = new Set(recorder.received.map((r) => r.body.event));
    expect(events).toEqual(new Set(['media.create', 'entry.create', 'entry.update', 'entry.publish']));
    expect(recorder.received[0]?.headers.authorization).toBe('Bearer compat-token');
  });

  test('the admin UI is served and its content manager lists every content type, with the sample entries', async () => {
    const page = await fetch(`${strapi.url}/admin/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="app">');
    const api = new StrapiAdminApi(strapi.url);
    await api.login(strapi.admin.email, strapi.admin.password);
    const listed = (await api.request('GET', '/content-manager/content-types')) as { data: Array<{ uid: string; isDisplayed: boolean }> };
    const displayed = new Set(listed.data.filter((t) => t.isDisplayed).map((t) => t.uid));
    const seed = (await sampleSource()).seed;
    for (const model of strapiModel().models) {
      const uid = `application::${model.name}.${model.name}`;
      expect(displayed, uid).toContain(uid);
      if (model.kind === 'collectionType' && !model.fromComponent) {
        const entries = await api.listEntries(uid);
        expect(entries.length, uid).toBe(seed.collections[model.typeName]?.length ?? 0);
      }
    }
  });

  test('npm run strapi printed the admin URL and where the first administrator comes from', () => {
    expect(strapi.printed).toContain(`admin UI:  ${strapi.url}/admin`);
    expect(strapi.printed).toContain(
      'first administrator: suite-admin@example.com; credentials from STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD',
    );
  });

  test('a second import (npm run strapi:import) changes nothing: no write, no webhook', async () => {
    const before = recorder.received.length;
    const printed = await runImportCli(strapi.url);
    expect(printed).toContain('files: 0 uploaded, 0 updated');
    expect(printed).toMatch(/entries: 0 created, 0 updated, \d+ unchanged; 0 published, 0 unpublished/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(recorder.received.length).toBe(before);
  });

  test('the Public role reads what is published; drafts need a token; nothing can be written without one', async () => {
    const gql = `${strapi.url}/graphql`;
    const live = await graphql<{ contentPages: unknown[] }>(gql, '{ contentPages(limit: 1) { slug } }');
    expect(live.errors).toBeUndefined();
    expect(live.data?.contentPages).toHaveLength(1);
    const preview = await graphql(gql, '{ contentPages(limit: 1, publicationState: PREVIEW) { slug } }');
    expect(preview.errors?.[0]?.message).toMatch(/Forbidden|need a token/i);
    const write = await graphql(gql, 'mutation { createTranslation(input: { data: { BackendName: "x" } }) { translation { id } } }');
    expect(write.errors?.[0]?.message).toMatch(/Forbidden/i);
    const rest = await fetch(`${strapi.url}/translations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"BackendName":"x"}',
    });
    expect(rest.status).toBe(403);
    const register = await fetch(`${strapi.url}/auth/local/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'walk-in', email: 'walk-in@example.com', password: 'Walk-in-password-1' }),
    });
    expect(register.ok).toBe(false);
  });

  test('a signed-in user (the CMS_TOKEN of a preview build) reads drafts as well', async () => {
    const admin = new StrapiAdminApi(strapi.url);
    await admin.login(strapi.admin.email, strapi.admin.password);
    const { roles } = (await admin.request('GET', '/users-permissions/roles')) as { roles: Array<{ id: number; type: string }> };
    const authenticated = roles.find((role) => role.type === 'authenticated');
    const account = { username: 'preview-build', email: 'preview-build@example.com', password: 'Preview-build-password-1' };
    await admin.createEntry('plugins::users-permissions.user', { ...account, confirmed: true, blocked: false, role: authenticated?.id });
    const login = await fetch(`${strapi.url}/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: account.username, password: account.password }),
    });
    const { jwt } = (await login.json()) as { jwt: string };
    const gql = `${strapi.url}/graphql`;
    const count = '{ contentPages(limit: 100, publicationState: $state) { slug } }';
    const preview = await graphql<{ contentPages: unknown[] }>(gql, `query($state: PublicationState) ${count}`, { state: 'PREVIEW' }, jwt);
    const live = await graphql<{ contentPages: unknown[] }>(gql, `query($state: PublicationState) ${count}`, { state: 'LIVE' }, jwt);
    expect(preview.errors).toBeUndefined();
    expect(preview.data!.contentPages.length).toBeGreaterThan(live.data!.contentPages.length);
  });

  test('every operation of the site answers in the same shape, with as many entries, as the embedded server', async () => {
    const variables = { limit: 100, start: 0, slug: 'kontakt', internationalSlug: 'contact', publicationState: 'LIVE' };
    const problems: string[] = [];
    for (const { name, document } of siteOperations()) {
      const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
      const declared = new Set(
        (operation && 'variableDefinitions' in operation ? (operation.variableDefinitions ?? []) : []).map((v) => v.variable.name.value),
      );
      const vars = Object.fromEntries(Object.entries(variables).filter(([key]) => declared.has(key)));
      const query = print(document);
      const [a, b] = await Promise.all([graphql(embedded.graphqlUrl, query, vars), graphql(`${strapi.url}/graphql`, query, vars)]);
      if (a.errors || b.errors) {
        problems.push(`${name}: errors ${JSON.stringify(a.errors ?? [])} / ${JSON.stringify(b.errors ?? [])}`);
        continue;
      }
      problems.push(...compareShapes(a.data, b.data).map((p) => `${name}: ${p}`));
    }
    expect(problems).toEqual([]);
  });

  test('the site built against Strapi equals the site built against the embedded server', async () => {
    const fromStrapi = path.join(temp, 'site-strapi');
    const fromEmbedded = path.join(temp, 'site-embedded');
    await buildSite(fromStrapi, `${strapi.url}/graphql`, path.join(temp, 'cache-strapi'));
    await buildSite(fromEmbedded, embedded.graphqlUrl, path.join(temp, 'cache-embedded'));
    const differences = await compareSites(fromEmbedded, fromStrapi);
    expect(differences.length, formatReport(differences).join('\n')).toBe(0);
  });
});

describe('a generated model that does not match the contract', () => {
  test('a renamed field fails the check with the field named', async () => {
    const appDir = path.join(temp, 'renamed-app');
    writeScratchApp(strapiPaths(), appDir, { renames: { 'ContentPage.Headline': 'Headline2' } });
    const broken = await startSuiteStrapi(path.join(temp, 'renamed-data'), { appDir });
    try {
      const problems = strapiSchemaProblems(await fetchSchema(`${broken.url}/graphql`), siteOperations());
      expect(problems).toContain("ContentPage.Headline: field missing in the server's schema");
      expect(problems.some((p) => p.includes('Cannot query field "Headline" on type "ContentPage"'))).toBe(true);
    } finally {
      await broken.stop();
    }
  });
});

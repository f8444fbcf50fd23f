/**
 * The generated Strapi 5, started with `npm run strapi5`: it says where its admin panel, GraphQL endpoint,
 * first administrator's credentials and API tokens are; every content type and component of the contract
 * is in its GraphQL schema; Public reads published content and the media library and nothing else; drafts
 * need a token.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildClientSchema, getIntrospectionQuery, isObjectType, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { strapi5Model } from '../../scripts/strapi5/model.ts';
import { strapi5SchemaProblems } from '../../scripts/strapi5/schema-compat.ts';
import { graphql } from '../strapi/support.ts';
import { startStrapi5Cli, type RunningStrapi5 } from './support.ts';

let temp: string;
let strapi: RunningStrapi5;
let schema: GraphQLSchema;

beforeAll(async () => {
  temp = mkdtempSync(path.join(tmpdir(), 'strapi5-access-'));
  strapi = await startStrapi5Cli(path.join(temp, 'data'));
  const answer = await graphql<IntrospectionQuery>(`${strapi.url}/graphql`, getIntrospectionQuery());
  if (!answer.data) throw new Error(`introspection failed: ${JSON.stringify(answer.errors)}`);
  schema = buildClientSchema(answer.data);
});

afterAll(async () => {
  await strapi?.stop();
  if (temp) rmSync(temp, { recursive: true, force: true });
});

describe('npm run strapi5', () => {
  test('prints the admin panel, GraphQL endpoint, credentials source and tokens file, and serves the admin panel on loopback', async () => {
    expect(strapi.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(strapi.printed).toContain(`admin panel: ${strapi.url}/admin`);
    expect(strapi.printed).toContain(`CMS_GRAPHQL_URL=${strapi.url}/graphql CMS_DIALECT=strapi5`);
    expect(strapi.printed).toContain(
      'first administrator: suite-admin@example.com; credentials from STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD',
    );
    expect(strapi.printed).toContain('api-tokens.json');
    // The tokens file is for the owner only.
    expect(statSync(path.join(strapi.dataDir, 'api-tokens.json')).mode & 0o077).toBe(0);
    expect(strapi.tokens.read).toMatch(/^[0-9a-f]{64,}$/);
    expect(strapi.tokens.import).toMatch(/^[0-9a-f]{64,}$/);
    const page = await fetch(`${strapi.url}/admin/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="strapi"');
  });

  test('the first administrator can sign in to the admin panel', async () => {
    const response = await fetch(`${strapi.url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: strapi.admin.email, password: strapi.admin.password }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data?: { token?: string } };
    expect(body.data?.token).toBeTruthy();
  });
});

describe('the generated Strapi 5 schema', () => {
  test('has every content type of the contract with its queries, and every component', () => {
    const project = strapi5Model();
    const query = schema.getQueryType()?.getFields() ?? {};
    for (const type of project.contentTypes) {
      for (const name of type.queries) expect(query[name], `Query.${name}`).toBeDefined();
      const object = schema.getType(type.typeName === 'ComponentFooterColumn' ? 'FooterColumn' : type.typeName);
      expect(isObjectType(object), type.typeName).toBe(true);
      if (isObjectType(object)) expect(Object.keys(object.getFields())).toContain('documentId');
    }
    for (const component of project.components) expect(isObjectType(schema.getType(component.typeName)), component.typeName).toBe(true);
  });

  test("has every field of the contract on its type, under the contract's name (Strapi 5 names only id and published_at its own way), and every site operation validates", () => {
    expect(strapi5SchemaProblems(schema)).toEqual([]);
  });
});

describe('access', () => {
  const endpoint = () => `${strapi.url}/graphql`;

  test('Public reads published entries and the media library', async () => {
    const answer = await graphql(
      endpoint(),
      '{ contentPages { documentId slug } newsArticles { documentId } uploadFiles { documentId name } footer { documentId } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toMatchObject({ contentPages: [], newsArticles: [], uploadFiles: [] });
  });

  test('drafts need a token: Public is refused with a reason, the read token may', async () => {
    for (const query of [
      '{ contentPages(status: DRAFT) { documentId } }',
      '{ newsArticles_connection(status: DRAFT) { nodes { documentId } } }',
      '{ contentPage(documentId: "x", status: DRAFT) { documentId } }',
      '{ footer(status: DRAFT) { documentId } }',
      '{ contentPages(publicationFilter: NEVER_PUBLISHED) { documentId } }',
    ]) {
      const refused = await graphql(endpoint(), query);
      expect(refused.errors?.[0]?.message, query).toContain('Drafts need an API token');
      const allowed = await graphql(endpoint(), query, {}, strapi.tokens.read);
      expect(allowed.errors, query).toBeUndefined();
    }
    const rest = await fetch(`${strapi.url}/api/content-pages?status=draft`);
    expect(rest.status).toBe(403);
    expect(
      (await fetch(`${strapi.url}/api/content-pages?status=draft`, { headers: { authorization: `Bearer ${strapi.tokens.read}` } })).status,
    ).toBe(200);
  });

  test('Public cannot write: no mutation, no REST write, no upload, no registration', async () => {
    const mutation = await graphql(endpoint(), 'mutation { createTranslation(data: { BackendName: "x" }) { documentId } }');
    expect(mutation.errors?.[0]?.message).toMatch(/Forbidden/);
    const post = await fetch(`${strapi.url}/api/translations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { BackendName: 'x' } }),
    });
    expect(post.status).toBe(403);
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array([1, 2, 3])], { type: 'text/plain' }), 'x.txt');
    expect((await fetch(`${strapi.url}/api/upload`, { method: 'POST', body: form })).status).toBe(403);
    const register = await fetch(`${strapi.url}/api/auth/local/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'someone', email: 'someone@example.com', password: 'Some-password-1' }),
    });
    expect(register.ok).toBe(false);
    // The read token reads, it does not write.
    const withReadToken = await graphql(
      endpoint(),
      'mutation { createTranslation(data: { BackendName: "x" }) { documentId } }',
      {},
      strapi.tokens.read,
    );
    expect(withReadToken.errors?.[0]?.message).toMatch(/Forbidden/);
  });
});

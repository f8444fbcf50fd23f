/**
 * The client in the Strapi 5 dialect (CMS_DIALECT=strapi5): it sends the translated operation with
 * mapped variables, answers in the contract's shape, reports Error items of dynamic zones with their
 * message (src/cms/dialect/error-items.ts), and a rejection that looks like the other dialect hints at
 * CMS_DIALECT (src/cms/dialect/mismatch-hint.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createCmsClient, createCmsClientFromEnv, type CmsClientOptions } from '../../../src/cms/client.ts';
import { takeErrorItems } from '../../../src/cms/dialect/error-items.ts';
import { CmsRequestError } from '../../../src/cms/errors.ts';
import { LocalesQuery } from '../../../src/cms/operations/locales.ts';
import { ProductPagesQuery } from '../../../src/cms/operations/product-page.ts';
import { ContentProblemError, contentProblemReporter } from '../../../src/cms/problems.ts';
import { startTestServer, type Reply, type TestServer } from './helpers/graphql-server.ts';

const fast: Partial<CmsClientOptions> = { baseDelayMs: 1 };

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function answering(reply: Reply): Promise<TestServer> {
  server = await startTestServer(() => reply);
  return server;
}

async function failure(promise: Promise<unknown>): Promise<CmsRequestError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CmsRequestError);
  return error as CmsRequestError;
}

describe('the client with CMS_DIALECT=strapi5', () => {
  it('sends the translated operation and the mapped publication state; the answer is the contract shape', async () => {
    const { graphqlUrl, requests } = await answering({
      json: { data: { locales: [{ id: 'doc1', code: 'de', name: 'German', iso: 'de', localname: 'Deutsch' }] } },
    });
    const client = createCmsClientFromEnv({ CMS_GRAPHQL_URL: graphqlUrl, CMS_DIALECT: 'strapi5', CMS_PUBLICATION_STATE: 'PREVIEW' }, fast);
    expect(client.dialect).toBe('strapi5');
    const data = await client.request(LocalesQuery, { limit: 100, start: 0, publicationState: client.publicationState });
    expect(data.locales?.[0]?.id).toBe('doc1');
    expect(requests[0]?.body.operationName).toBe('Locales');
    expect(requests[0]?.body.variables).toEqual({ limit: 100, start: 0, publicationState: 'DRAFT' });
    expect(requests[0]?.body.query).toContain('status: $publicationState');
    expect(requests[0]?.body.query).toContain('id: documentId');
    expect(requests[0]?.body.query).not.toContain('publicationState: $publicationState');
  });

  it('sends the operation untouched in the contract dialect (the default)', async () => {
    const { graphqlUrl, requests } = await answering({ json: { data: { locales: [] } } });
    const client = createCmsClient({ endpoint: graphqlUrl, ...fast });
    expect(client.dialect).toBe('contract');
    await client.request(LocalesQuery, { limit: 100, start: 0, publicationState: 'PREVIEW' });
    expect(requests[0]?.body.variables).toEqual({ limit: 100, start: 0, publicationState: 'PREVIEW' });
    expect(requests[0]?.body.query).toContain('publicationState: $publicationState');
  });

  it('reports an Error item of a dynamic zone with its message and the entry, and leaves it out', async () => {
    const page = {
      id: 'p1',
      slug: 'ma200',
      dynamicComponents: [
        { __typename: 'ComponentContentRenderHtml', id: '1', anchorId: null, html: '<p>x</p>' },
        { __typename: 'Error', code: 'BAD_COMPONENT', message: 'component media.gone is not in the schema' },
      ],
    };
    const { graphqlUrl } = await answering({ json: { data: { productPages: [page] } } });
    const problems: string[] = [];
    const client = createCmsClient({
      endpoint: graphqlUrl,
      dialect: 'strapi5',
      reportProblem: (problem) => problems.push(problem),
      ...fast,
    });
    const data = await client.request(ProductPagesQuery, { limit: 100, start: 0 });
    expect(problems).toEqual([
      'ProductPages: productPages[0].dynamicComponents[1] (entry "p1") is an Error item of the content system, not a component (BAD_COMPONENT: component media.gone is not in the schema); left out',
    ]);
    expect(data.productPages?.[0]?.dynamicComponents?.map((block) => block?.__typename)).toEqual(['ComponentContentRenderHtml']);
  });

  it('hints at CMS_DIALECT=strapi5 when a Strapi 5 server rejects the contract dialect', async () => {
    const { graphqlUrl } = await answering({
      status: 400,
      json: { errors: [{ message: 'Unknown argument "publicationState" on field "Query.locales".' }] },
    });
    const error = await failure(createCmsClient({ endpoint: graphqlUrl, ...fast }).request(LocalesQuery, { limit: 100, start: 0 }));
    expect(error.message).toContain('Unknown argument "publicationState"');
    expect(error.message).toContain('set CMS_DIALECT=strapi5');
  });

  it('hints at unsetting CMS_DIALECT when a contract-dialect server rejects the Strapi 5 dialect', async () => {
    const { graphqlUrl } = await answering({
      json: {
        errors: [{ message: 'Unknown argument "pagination" on field "Query.locales".' }, { message: 'Unknown type "PublicationStatus".' }],
      },
    });
    const client = createCmsClient({ endpoint: graphqlUrl, dialect: 'strapi5', ...fast });
    const error = await failure(client.request(LocalesQuery, { limit: 100, start: 0 }));
    expect(error.message).toContain('does not speak the Strapi 5 dialect');
    expect(error.message).toContain('unset CMS_DIALECT');
  });

  it('gives no hint for other errors', async () => {
    const { graphqlUrl } = await answering({ json: { errors: [{ message: 'Forbidden access' }] } });
    const error = await failure(createCmsClient({ endpoint: graphqlUrl, ...fast }).request(LocalesQuery, { limit: 100, start: 0 }));
    expect(error.message).not.toContain('CMS_DIALECT');
  });
});

describe('takeErrorItems', () => {
  it('names the single an Error item belongs to and keeps everything else', () => {
    const data = {
      footer: {
        id: 'f1',
        columns: [
          {
            id: 'c1',
            blocks: [
              { __typename: 'Error', code: 'X' },
              { __typename: 'ComponentFooterSimpleText', id: '2' },
            ],
          },
        ],
      },
    };
    const problems: string[] = [];
    expect(takeErrorItems(data, 'Footer', (problem) => problems.push(problem))).toBe(1);
    expect(problems).toEqual([
      'Footer: footer.columns[0].blocks[0] (entry "f1") is an Error item of the content system, not a component (X); left out',
    ]);
    expect(data.footer.columns[0]?.blocks).toEqual([{ __typename: 'ComponentFooterSimpleText', id: '2' }]);
  });

  it('fails the build under STRICT_CONTENT=1, as other content problems do', () => {
    const report = contentProblemReporter('content system', { env: { STRICT_CONTENT: '1' }, log: () => undefined });
    const data = { contentPages: [{ id: 'p', content: [{ __typename: 'Error', code: 'X', message: 'gone' }] }] };
    let error: unknown;
    try {
      takeErrorItems(data, 'ContentPages', report);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ContentProblemError);
    expect(String(error)).toMatch(/contentPages\[0\]\.content\[0\] \(entry "p"\).*X: gone/);
  });
});

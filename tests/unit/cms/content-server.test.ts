/** The site's loaders, queries and media mirror against the embedded content server (loopback, free port). */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentServer, type RunningContentServer } from '../../../scripts/content-server/server.ts';
import { createCmsClient, type CmsClient } from '../../../src/cms/client.ts';
import { syncCollection, type CmsSource } from '../../../src/cms/loader.ts';
import { mirrorUploads } from '../../../src/cms/mirror.ts';
import { ContentPageQuery, ErrorPageQuery } from '../../../src/cms/operations/content-page.ts';
import { siteSources } from '../../../src/cms/site-sources.ts';
import { fakeContext } from './helpers/fake-context.ts';
import { miniSeed } from './helpers/mini-seed.ts';

let server: RunningContentServer;
let client: CmsClient;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cms-client-server-'));
  server = await startContentServer({ port: 0, dataDir, reset: true, seed: miniSeed, log: () => {} });
  client = createCmsClient({ endpoint: server.graphqlUrl, baseDelayMs: 1 });
});

afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('against the embedded content server', () => {
  it('loads every collection; a second sync skips every unchanged entry', async () => {
    const counts: Record<string, number> = {};
    const sources: Array<[string, CmsSource<Record<string, unknown>>]> = Object.entries(siteSources);
    for (const [name, source] of sources) {
      const fake = fakeContext(name);
      const first = await syncCollection({ name: 'test', source, client }, fake.context);
      const second = await syncCollection({ name: 'test', source, client }, fake.context);
      expect(second, name).toEqual({ stored: 0, unchanged: first.stored, deleted: 0 });
      counts[name] = fake.entries.size;
    }
    expect(counts).toEqual({
      contentPages: 2, // the draft is hidden (publicationState LIVE)
      productPages: 0,
      newsArticles: 0,
      productCategories: 0,
      metaMenuLinks: 1,
      translations: 0,
      locales: 150, // two pages
      homepage: 1,
      footer: 1,
    });
  });

  it('answers the content page query by slug or international slug', async () => {
    for (const slug of ['kontakt', 'contact']) {
      const data = await client.request(ContentPageQuery, { slug, internationalSlug: slug });
      expect(data.contentPages?.map((page) => page?.id)).toEqual(['1']);
    }
    const page = (await client.request(ContentPageQuery, { slug: 'kontakt', internationalSlug: 'kontakt' })).contentPages?.[0];
    expect(page?.content?.map((block) => block?.__typename)).toEqual([
      'ComponentContentTextarea',
      'ComponentContentTextWithImage',
      'ComponentContentLanguageSpecificAccordion',
      'ComponentContentAccordion',
    ]);
  });

  it('answers the error page query with the 404-error-page', async () => {
    const data = await client.request(ErrorPageQuery, {});
    expect(data.contentPages?.[0]?.slug).toBe('404-error-page');
  });

  it('mirrors every upload and format', async () => {
    const out = await mkdtemp(join(tmpdir(), 'cms-client-out-'));
    try {
      expect(await mirrorUploads(client, out)).toBe(4);
      expect((await readFile(join(out, 'uploads/thumbnail_tile_b2.png'))).subarray(1, 4).toString()).toBe('PNG');
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createCmsClient, type CmsClient } from '../../../src/cms/client.ts';
import { hashJson } from '../../../src/cms/entry-digest.ts';
import { CmsDataError, CmsRequestError } from '../../../src/cms/errors.ts';
import { cmsLoader, syncCollection, type CmsSource } from '../../../src/cms/loader.ts';
import { closedPort } from './helpers/graphql-server.ts';
import { fakeContext } from './helpers/fake-context.ts';

type Page = { id: string; slug: string };

const client: CmsClient = createCmsClient({ endpoint: 'http://127.0.0.1:9/graphql' });
const sourceOf = (pages: Page[]): CmsSource<Page> => ({ read: async () => pages.map((page) => ({ id: page.id, data: page })) });
const options = (pages: Page[]) => ({ name: 'content-pages', source: sourceOf(pages), client });

describe('cmsLoader: naming, storing, digests', () => {
  it('is named in kebab case after what it loads', () => {
    expect(cmsLoader(options([])).name).toBe('cms-content-pages');
    expect(() => cmsLoader({ ...options([]), name: 'ContentPages' })).toThrow(/kebab-case/);
  });

  it('stores every entry with the digest of its data', async () => {
    const fake = fakeContext('contentPages');
    const pages = [
      { id: '1', slug: 'kontakt' },
      { id: '2', slug: 'impressum' },
    ];
    await cmsLoader(options(pages)).load(fake.context as Parameters<ReturnType<typeof cmsLoader>['load']>[0]);
    expect(fake.sets).toEqual(['1', '2']);
    expect(fake.entries.get('1')).toEqual({ id: '1', data: pages[0], digest: hashJson(pages[0] ?? {}) });
    expect(fake.logs.some((line) => line.startsWith('info [contentPages]'))).toBe(true);
  });

  it('skips an entry whose digest did not change and updates one that did', async () => {
    const unchanged = { id: '1', slug: 'kontakt' };
    const fake = fakeContext('contentPages');
    fake.entries.set('1', { id: '1', data: unchanged, digest: hashJson(unchanged) });
    fake.entries.set('2', { id: '2', data: { id: '2', slug: 'old' }, digest: 'old-digest' });
    const result = await syncCollection(options([unchanged, { id: '2', slug: 'new' }]), fake.context);
    expect(fake.sets).toEqual(['2']);
    expect(result).toEqual({ stored: 1, unchanged: 1, deleted: 0 });
    expect(fake.entries.get('2')?.data).toEqual({ id: '2', slug: 'new' });
  });
});

describe('cmsLoader: failures, deletions, invalid data', () => {
  it('leaves an optional collection empty and logs the message with the cause when reading fails', async () => {
    const fake = fakeContext('metaMenuLinks', [{ id: 'old', data: { id: 'old', slug: 'news' }, digest: 'x' }]);
    const failing: CmsSource<Page> = {
      read: async () => {
        throw new CmsRequestError({
          endpoint: 'http://127.0.0.1:9/graphql',
          operation: 'MetaMenuLinks',
          attempts: 3,
          status: 502,
          reason: '502 Bad Gateway',
          cause: undefined,
        });
      },
    };
    const result = await syncCollection(
      { name: 'meta-menu-links', source: failing, client, optional: { message: 'Error while fetching metaMenu data:' } },
      fake.context,
    );
    expect(result).toEqual({ stored: 0, unchanged: 0, deleted: 1 });
    expect([...fake.entries.keys()]).toEqual([]);
    const error = fake.logs.find((line) => line.startsWith('error '));
    expect(error).toMatch(/^error Error while fetching metaMenu data: .*502 Bad Gateway/);
  });

  it('under STRICT_CONTENT tolerates an unreachable content system for an optional collection, not a rejected query', async () => {
    const optional = { message: 'Error while fetching metaMenu data:' };
    const failing = (status: number, reason: string): CmsSource<Page> => ({
      read: async () => {
        throw new CmsRequestError({
          endpoint: 'http://127.0.0.1:9/graphql',
          operation: 'MetaMenuLinks',
          attempts: 1,
          status,
          reason,
          cause: undefined,
        });
      },
    });
    vi.stubEnv('STRICT_CONTENT', '1');
    try {
      const outage = await syncCollection(
        { name: 'meta-menu-links', source: failing(503, '503'), client, optional },
        fakeContext('m').context,
      );
      expect(outage.stored).toBe(0);
      await expect(
        syncCollection(
          { name: 'meta-menu-links', source: failing(400, 'GraphQL error: Cannot query field'), client, optional },
          fakeContext('m').context,
        ),
      ).rejects.toThrow(/Cannot query field/);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('fails the build when a collection that is not optional cannot be read', async () => {
    const fake = fakeContext('contentPages');
    const failing: CmsSource<Page> = {
      read: async () => {
        throw new Error('connection refused');
      },
    };
    await expect(syncCollection({ name: 'content-pages', source: failing, client }, fake.context)).rejects.toThrow('connection refused');
  });

  it('deletes ids not seen in this sync', async () => {
    const fake = fakeContext('contentPages', [
      { id: '1', data: { id: '1', slug: 'a' }, digest: 'x' },
      { id: 'stale', data: { id: 'stale', slug: 'gone' }, digest: 'y' },
    ]);
    const result = await syncCollection(options([{ id: '1', slug: 'a' }]), fake.context);
    expect(fake.deletes).toEqual(['stale']);
    expect([...fake.entries.keys()]).toEqual(['1']);
    expect(result.deleted).toBe(1);
  });

  it('lets a request error propagate and leaves the store as it was', async () => {
    const port = await closedPort();
    const endpoint = `http://127.0.0.1:${port}/graphql`;
    const failing = createCmsClient({ endpoint, baseDelayMs: 1 });
    const { siteSources } = await import('../../../src/cms/site-sources.ts');
    const fake = fakeContext('contentPages', [{ id: '1', data: { id: '1' }, digest: 'x' }]);
    const loader = cmsLoader({ name: 'content-pages', source: siteSources.contentPages, client: failing });
    const error: unknown = await loader.load(fake.context as Parameters<typeof loader.load>[0]).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(CmsRequestError);
    expect((error as CmsRequestError).message).toMatch(
      new RegExp(`^Content system at ${endpoint} failed for operation "ContentPages" after 3 attempts: connect ECONNREFUSED`),
    );
    expect(fake.sets).toEqual([]);
    expect(fake.deletes).toEqual([]);
    expect(fake.logs.filter((line) => line.startsWith('error'))).toEqual([]);
  });

  it('refuses duplicate ids instead of storing partial data', async () => {
    const fake = fakeContext('contentPages');
    const duplicate = options([
      { id: '1', slug: 'a' },
      { id: '1', slug: 'b' },
    ]);
    await expect(syncCollection(duplicate, fake.context)).rejects.toThrow(CmsDataError);
    expect(fake.sets).toEqual([]);
    expect(fake.deletes).toEqual([]);
  });

  it('wraps a failing schema validation in a data error naming collection and entry', async () => {
    const fake = fakeContext('contentPages');
    fake.context.parseData = async () => {
      throw new Error('slug: expected string');
    };
    await expect(syncCollection(options([{ id: '7', slug: 'x' }]), fake.context)).rejects.toThrow(
      '[contentPages] entry "7": invalid entry: slug: expected string',
    );
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildContentModel } from '../../../scripts/content-server/model.ts';
import { generateSchemaSdl } from '../../../scripts/content-server/schema/generate-schema.ts';
import type { Seed } from '../../../scripts/content-server/seed-types.ts';
import { ContentStore } from '../../../scripts/content-server/store.ts';
import { fixtureModel, fixtureSeed, fixtureTypesSdl, tempDir } from './fixtures/fixture.ts';

const model = fixtureModel();
const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function dataDir(): string {
  const { dir, cleanup } = tempDir();
  cleanups.push(cleanup);
  return dir;
}

async function open(dir: string, seed: () => Promise<Seed>, reset = false, m = model): Promise<ContentStore> {
  const store = await ContentStore.open({ model: m, dataDir: dir, seed, reset });
  cleanups.unshift(() => store.close());
  return store;
}

describe('store: create, reopen, reseed', () => {
  it('creates and seeds the database on first start, copying the uploads', async () => {
    const dir = dataDir();
    const seed = vi.fn(async () => fixtureSeed());
    const store = await open(dir, seed);
    expect(seed).toHaveBeenCalledTimes(1);
    expect(existsSync(join(dir, 'content.sqlite'))).toBe(true);
    expect(readFileSync(join(dir, 'uploads', 'doc.pdf'), 'utf8')).toContain('%PDF');
    expect(store.all('Page').map((d) => d['id'])).toEqual(['1', '2', '3', '4', '5']);
    expect(store.get('Page', '2')?.['slug']).toBe('kontakt');
    expect(store.single('Settings')?.['title']).toBe('Fixture site');
  });

  it('reuses an existing database without seeding', async () => {
    const dir = dataDir();
    (await open(dir, async () => fixtureSeed())).close();
    const seed = vi.fn(async () => fixtureSeed());
    const store = await open(dir, seed);
    expect(seed).not.toHaveBeenCalled();
    expect(store.all('Article')).toHaveLength(3);
  });

  it('reseeds when the seed version changed, and only then', async () => {
    const dir = dataDir();
    const first = await ContentStore.open({ model, dataDir: dir, seed: async () => fixtureSeed(), seedVersion: 'v1' });
    first.close();
    const same = vi.fn(async () => fixtureSeed());
    (await ContentStore.open({ model, dataDir: dir, seed: same, seedVersion: 'v1' })).close();
    expect(same).not.toHaveBeenCalled();
    const changed = fixtureSeed();
    changed.collections['Article']?.push({ id: '9', Headline: 'New one' });
    const store = await ContentStore.open({ model, dataDir: dir, seed: async () => changed, seedVersion: 'v2' });
    cleanups.unshift(() => store.close());
    expect(store.all('Article').map((d) => d['id'])).toEqual(['1', '2', '3', '9']);
  });

  it('never reseeds a database the sample did not seed (content:generate output is served as generated)', async () => {
    const dir = dataDir();
    const generated = fixtureSeed();
    generated.collections['Article']?.push({ id: '9', Headline: 'Generated' });
    (await ContentStore.open({ model, dataDir: dir, seed: async () => generated, seedOrigin: 'content:generate' })).close();
    const sample = vi.fn(async () => fixtureSeed());
    const logs: string[] = [];
    const store = await ContentStore.open({ model, dataDir: dir, seed: sample, seedVersion: 'v2', log: (l) => logs.push(l) });
    cleanups.unshift(() => store.close());
    expect(sample).not.toHaveBeenCalled();
    expect(store.all('Article').map((d) => d['id'])).toEqual(['1', '2', '3', '9']);
    expect(logs.join('\n')).toMatch(/as it is \(seeded by content:generate\)/);
  });

  it('refuses to reseed a sample database that has been written to; --reset is named and nothing changes', async () => {
    const dir = dataDir();
    const first = await ContentStore.open({ model, dataDir: dir, seed: async () => fixtureSeed(), seedVersion: 'v1' });
    first.write((db) =>
      db.prepare("UPDATE documents SET data = json_set(data, '$.Headline', 'Edited') WHERE type = 'Article' AND id = '1'").run(),
    );
    first.close();
    const changed = vi.fn(async () => fixtureSeed());
    await expect(ContentStore.open({ model, dataDir: dir, seed: changed, seedVersion: 'v2' })).rejects.toThrow(
      /older version of the sample content and has been edited since[\s\S]*--reset/,
    );
    expect(changed).not.toHaveBeenCalled();
    const again = await ContentStore.open({ model, dataDir: dir, seed: changed, seedVersion: 'v1' });
    cleanups.unshift(() => again.close());
    expect(again.get('Article', '1')?.['Headline']).toBe('Edited');
  });

  it('refuses a database with content it did not seed (no seed record)', async () => {
    const dir = dataDir();
    const first = await open(dir, async () => fixtureSeed());
    first.write((db) => db.exec("DELETE FROM meta WHERE key = 'seededAt'"));
    first.close();
    await expect(open(dir, async () => fixtureSeed())).rejects.toThrow(/did not seed[\s\S]*--reset/);
  });
});

describe('store: writes, reset, stored form', () => {
  it('write() is one transaction: a failing change leaves nothing behind', async () => {
    const dir = dataDir();
    const store = await open(dir, async () => fixtureSeed());
    expect(() =>
      store.write((db) => {
        db.prepare("UPDATE documents SET data = json_set(data, '$.Headline', 'Half') WHERE type = 'Article' AND id = '1'").run();
        throw new Error('invalid input');
      }),
    ).toThrow('invalid input');
    expect(store.get('Article', '1')?.['Headline']).not.toBe('Half');
    expect(store.meta('lastWriteAt')).toBeUndefined();
  });

  it('reset drops and reseeds', async () => {
    const dir = dataDir();
    (await open(dir, async () => fixtureSeed())).close();
    const changed = fixtureSeed();
    changed.collections['Article']?.push({ id: '9', Headline: 'New one' });
    changed.uploads.push({ path: 'new.txt', data: new Uint8Array([1]) });
    const store = await open(dir, async () => changed, true);
    expect(store.all('Article').map((d) => d['id'])).toEqual(['1', '2', '3', '9']);
    expect(existsSync(join(dir, 'uploads', 'new.txt'))).toBe(true);
  });

  it('fills ids of components, timestamps and a missing published_at', async () => {
    const seed = fixtureSeed();
    seed.collections['Page']?.push({ id: '6', title: 'Old', createdAt: '2020-05-05T00:00:00.000Z', Headline: { id: '7', german: 'x' } });
    const store = await open(dataDir(), async () => seed);
    const home = store.get('Page', '1') ?? {};
    expect(home['createdAt']).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(home['updatedAt']).toBe(home['createdAt']);
    const old = store.get('Page', '6') ?? {};
    expect(old['published_at']).toBe('2020-05-05T00:00:00.000Z');
    expect(store.get('Page', '3')?.['published_at']).toBeNull();
    const translatedIds = store
      .all('Page')
      .flatMap((p) => [p['Headline'], ...(Array.isArray(p['content']) ? p['content'] : [])])
      .filter((c): c is Record<string, unknown> => typeof c === 'object' && c !== null && c['__typename'] !== 'ComponentLink')
      .map((c) => c['id']);
    expect(translatedIds.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(translatedIds).size).toBe(translatedIds.length);
    expect(translatedIds).toContain('7');
  });

  it('validates existing content against the schema when opened', async () => {
    const dir = dataDir();
    (await open(dir, async () => fixtureSeed())).close();
    const changed = buildContentModel(
      buildSchema(generateSchemaSdl(fixtureTypesSdl.replace('  Headline: String\n  slug: String\n', '  Headline: String\n'))),
    );
    await expect(open(dir, async () => fixtureSeed(), false, changed)).rejects.toThrow(
      /does not match the content schema \(reseed it: npm run cms -- --reset\)[\s\S]*Article "1": unknown field "slug"/,
    );
  });
});

describe('store: seed validation (bad content never half-loads)', () => {
  function withPage(extra: Record<string, unknown>): Seed {
    const seed = fixtureSeed();
    seed.collections['Page']?.push({ id: '99', title: 'Bad', ...extra });
    return seed;
  }

  it.each<[string, () => Seed, RegExp]>([
    ['unknown collection type', () => ({ ...fixtureSeed(), collections: { Pager: [{ id: '1' }] } }), /unknown collection type "Pager"/],
    ['unknown single type', () => ({ ...fixtureSeed(), singles: { Nope: {} } }), /unknown single type "Nope"/],
    ['unknown field', () => withPage({ slugg: 'x' }), /Page "99": unknown field "slugg" \(not on Page\)/],
    [
      'unknown nested field',
      () => withPage({ Headline: { french: 'x' } }),
      /Page "99": unknown field "Headline\.french" \(not on ComponentTranslated\)/,
    ],
    ['relation to a missing id', () => withPage({ parent: '42' }), /Page "99" field "parent": relation to missing Page "42"/],
    [
      'list relation to a missing id',
      () => withPage({ articles: ['1', '77'] }),
      /Page "99" field "articles\[1\]": relation to missing Article "77"/,
    ],
    [
      'relation inside a dynamic zone',
      () => withPage({ content: [{ __typename: 'ComponentLink', page: '8' }] }),
      /field "content\[0\]\.page": relation to missing Page "8"/,
    ],
    [
      'unknown dynamic-zone member',
      () => withPage({ content: [{ __typename: 'ComponentNope' }] }),
      /field "content\[0\]": expected an object with __typename one of/,
    ],
    ['bad enum value', () => withPage({ category: 'Sales' }), /field "category": expected one of Company, Career/],
    ['wrong scalar type', () => withPage({ order: 'first' }), /field "order": expected an Int, got "first"/],
    ['list expected', () => withPage({ tags: 'a' }), /field "tags": expected a list/],
    [
      'missing required field',
      () => {
        const seed = fixtureSeed();
        seed.collections['Page']?.push({ id: '99' });
        return seed;
      },
      /Page "99" field "title": required on Page, missing/,
    ],
    ['required field null', () => withPage({ title: null }), /Page "99" field "title": required, got null/],
    [
      'morph ref to a missing entry',
      () => {
        const seed = fixtureSeed();
        seed.collections['UploadFile']?.push({
          id: '9',
          name: 'x',
          hash: 'x',
          mime: 'x',
          size: 1,
          url: 'http://cdn/x',
          provider: 'x',
          related: [{ __typename: 'Article', id: '55' }],
        });
        return seed;
      },
      /UploadFile "9" field "related\[0\]\.id": relation to missing Article "55"/,
    ],
    [
      'upload url without a file',
      () => {
        const seed = fixtureSeed();
        seed.uploads = seed.uploads.filter((u) => u.path !== 'hero_thumb.png');
        return seed;
      },
      /UploadFile "1" field "formats\.thumbnail\.url": no upload "hero_thumb\.png"/,
    ],
    [
      'unsafe upload name',
      () => ({ ...fixtureSeed(), uploads: [...fixtureSeed().uploads, { path: '../evil.txt', data: new Uint8Array() }] }),
      /"\.\.\/evil\.txt" is not a plain file name/,
    ],
    ['duplicate id', () => withPage({ id: '1' }), /Page "1": duplicate id/],
  ])('%s', async (_name, seed, message) => {
    const dir = dataDir();
    await expect(open(dir, async () => seed())).rejects.toThrow(message);
    // nothing was stored: the next start seeds again
    const retry = vi.fn(async () => fixtureSeed());
    const store = await open(dir, retry);
    expect(retry).toHaveBeenCalledTimes(1);
    expect(store.all('Page')).toHaveLength(5);
  });

  it('reports every problem at once', async () => {
    await expect(open(dataDir(), async () => withPage({ slugg: 1, parent: '42' }))).rejects.toThrow(
      /The seed does not match the content schema:\n {2}Page "99": unknown field "slugg"[\s\S]*\n {2}Page "99" field "parent"/,
    );
  });
});

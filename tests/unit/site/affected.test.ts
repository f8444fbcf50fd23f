/**
 * changedKeys (src/site/affected.ts) finds the changed dependency keys from what differs
 * between two models; it must give exactly the keys whose digest differs (src/site/digests.ts),
 * for every kind of key and every kind of edit.
 */
import { describe, expect, it } from 'vitest';
import { collectionNames } from '../../../src/cms/types.ts';
import { localeCodes } from '../../../src/i18n/locales.ts';
import { changedKeys, keyIndex } from '../../../src/site/affected.ts';
import { normalizePath } from '../../../src/routing/site-pages.ts';
import { digestOf } from '../../../src/site/digests.ts';
import type { SiteModel } from '../../../src/site/types.ts';
import { smallSite, text } from './content.ts';
import { siteFixture, type FixtureContent } from './fixture.ts';

const modelOf = (change: (content: FixtureContent) => void = () => {}): SiteModel => {
  const content = smallSite();
  change(content);
  return siteFixture(content).model;
};

/** Every key a page of either model could have read. */
function everyKey(...models: SiteModel[]): Set<string> {
  const keys = new Set<string>(['routes', 'chrome', 'events', 'page:/de/nowhere/', 'find:/de/nowhere/', 'path:de:content:99']);
  for (const model of models) {
    for (const name of collectionNames) {
      keys.add(`collection:${name}`);
      for (const id of model.entries[name].keys()) keys.add(`entry:${name}:${id}`);
      if (name === 'contentPages') for (const id of model.entries[name].keys()) keys.add(`headline:contentPages:${id}`);
    }
    for (const page of model.pages) {
      keys.add(`page:${page.path}`);
      keys.add(`find:${normalizePath(page.path)}`);
      keys.add(`versions:${page.key}`);
      for (const locale of localeCodes) keys.add(`path:${locale}:${page.key}`);
    }
  }
  return keys;
}

const bruteForce = (before: SiteModel, after: SiteModel, keys: Iterable<string>) =>
  new Set([...keys].filter((key) => digestOf(before, key) !== digestOf(after, key)));

const edits: Record<string, (content: FixtureContent) => void> = {
  'a page headline': (c) => (c.contentPages![0]!.Headline = text('Kontakt!', 'Contact!')),
  'a page’s blocks, not its headline': (c) => (c.contentPages![0]!.content = []),
  'a slug': (c) => (c.contentPages![0]!.slug = 'kontakt-neu'),
  'a new page': (c) => c.contentPages!.push({ id: '9', slug: 'neu', internationalSlug: 'new' }),
  'a page gone': (c) => c.contentPages!.splice(1, 1),
  'an article moved in its list': (c) => (c.newsArticles![0]!.publishingDate = '2026-12-24'),
  'an article gone': (c) => c.newsArticles!.pop(),
  'an event date': (c) => {
    const block = (c.contentPages![1]!.content as unknown as Array<{ events: Array<{ startDate: string }> }>)[0]!;
    block.events[0]!.startDate = '2026-11-30';
  },
  'a product category label': (c) => (c.productCategories![1]!.Label = text('Lacker', 'Coating')),
  'the meta menu': (c) => (c.metaMenuLinks = [{ id: 'm1', order: 1 }]),
  nothing: () => {},
};

describe('changedKeys', () => {
  const before = modelOf();
  for (const [name, edit] of Object.entries(edits)) {
    it(`finds exactly the keys whose digest changed: ${name}`, () => {
      const after = modelOf(edit);
      const keys = everyKey(before, after);
      expect([...changedKeys(before, after, keys)].sort()).toEqual([...bruteForce(before, after, keys)].sort());
    });
  }

  it('finds nothing for an equal model', () => {
    expect(changedKeys(before, modelOf(), everyKey(before)).size).toBe(0);
  });
});

describe('keyIndex', () => {
  it('maps each key to the pages that read it', () => {
    const index = keyIndex([
      ['/de/a/', { deps: ['chrome', 'entry:contentPages:1'], hash: 'x' }],
      ['/de/b/', { deps: ['chrome'], hash: 'y' }],
    ]);
    expect([...index.get('chrome')!]).toEqual(['/de/a/', '/de/b/']);
    expect([...index.get('entry:contentPages:1')!]).toEqual(['/de/a/']);
  });
});

/**
 * The digests of the dependency keys in a site model (src/site/digests.ts): each changes exactly
 * when what it names changes, so a page is rendered again exactly when something it read changed.
 */
import { describe, expect, it } from 'vitest';
import { digestOf, hashJson, recordHash } from '../../../src/site/digests.ts';
import { smallSite, text } from './content.ts';
import { siteFixture, type FixtureContent } from './fixture.ts';

const model = (content: FixtureContent = smallSite()) => siteFixture(content).model;
const edited = (change: (content: FixtureContent) => void) => {
  const content = smallSite();
  change(content);
  return model(content);
};

describe('recordHash', () => {
  const digests: Record<string, string> = { a: '1', b: '2' };
  const of = (key: string) => digests[key] ?? 'unknown';

  it('does not depend on the order of the keys, and leaves the caller’s array alone', () => {
    const keys = ['b', 'a'];
    expect(recordHash(keys, of)).toBe(recordHash(['a', 'b'], of));
    expect(keys).toEqual(['b', 'a']);
  });

  it('changes with a digest and with a key more or less', () => {
    const base = recordHash(['a', 'b'], of);
    expect(recordHash(['a'], of)).not.toBe(base);
    expect(recordHash(['a', 'b'], (key) => (key === 'a' ? 'x' : of(key)))).not.toBe(base);
  });
});

describe('digestOf: entries, collections, routes, pages', () => {
  const base = model();

  it('takes an entry’s stored digest; a missing entry reads as "missing"', () => {
    expect(digestOf(base, 'entry:contentPages:1')).toBe(base.entries.contentPages.get('1')!.digest);
    expect(digestOf(base, 'entry:contentPages:99')).toBe('missing');
  });

  it('is the same for the same content in another model, and computed once per model', () => {
    expect(digestOf(model(), 'routes')).toBe(digestOf(base, 'routes'));
    expect(digestOf(model(), 'chrome')).toBe(digestOf(base, 'chrome'));
  });

  it('entry: changes with that entry only', () => {
    const next = edited((content) => (content.contentPages![0]!.Headline = text('Kontakt!', 'Contact!')));
    expect(digestOf(next, 'entry:contentPages:1')).not.toBe(digestOf(base, 'entry:contentPages:1'));
    expect(digestOf(next, 'entry:contentPages:2')).toBe(digestOf(base, 'entry:contentPages:2'));
  });

  it('collection: changes when an entry changes, comes or goes', () => {
    const key = 'collection:newsArticles';
    expect(
      digestOf(
        edited((c) => (c.newsArticles![0]!.Headline = text('1', '1'))),
        key,
      ),
    ).not.toBe(digestOf(base, key));
    expect(
      digestOf(
        edited((c) => c.newsArticles!.pop()),
        key,
      ),
    ).not.toBe(digestOf(base, key));
    expect(
      digestOf(
        edited((c) => c.contentPages!.pop()),
        key,
      ),
    ).toBe(digestOf(base, key));
  });

  it('routes: changes when a page comes or moves, not when a page’s text changes', () => {
    expect(
      digestOf(
        edited((c) => (c.contentPages![0]!.slug = 'kontakt-neu')),
        'routes',
      ),
    ).not.toBe(digestOf(base, 'routes'));
    expect(
      digestOf(
        edited((c) => c.newsArticles!.pop()),
        'routes',
      ),
    ).not.toBe(digestOf(base, 'routes'));
    expect(
      digestOf(
        edited((c) => (c.newsArticles![0]!.Headline = text('1', '1'))),
        'routes',
      ),
    ).toBe(digestOf(base, 'routes'));
  });

  it('page:<path>: changes with that page’s view only; "none" for a path the site does not have', () => {
    const list = base.pages.find((page) => page.locale === 'de' && page.view.kind === 'articleList')!.path;
    const later = edited((c) => (c.newsArticles![0]!.publishingDate = '2026-06-01'));
    expect(digestOf(later, `page:${list}`)).not.toBe(digestOf(base, `page:${list}`));
    expect(digestOf(later, 'page:/de/kontakt/')).toBe(digestOf(base, 'page:/de/kontakt/'));
    expect(digestOf(base, 'page:/de/nowhere/')).toBe('none');
  });

  it('path:, find: and versions: change with the one page they name', () => {
    const renamed = edited((c) => (c.contentPages![0]!.slug = 'kontakt-neu'));
    expect(digestOf(base, 'path:de:content:1')).toBe('/de/kontakt/');
    expect(digestOf(renamed, 'path:de:content:1')).toBe('/de/kontakt-neu/');
    expect(digestOf(renamed, 'path:en:content:1')).toBe(digestOf(base, 'path:en:content:1'));
    expect(digestOf(base, 'path:de:content:9')).toBe('none');
    expect(digestOf(renamed, 'find:/de/kontakt/')).toBe('none');
    expect(digestOf(renamed, 'find:/de/messen/')).toBe(digestOf(base, 'find:/de/messen/'));
    expect(digestOf(renamed, 'versions:content:1')).not.toBe(digestOf(base, 'versions:content:1'));
    expect(digestOf(renamed, 'versions:content:2')).toBe(digestOf(base, 'versions:content:2'));
  });
});

describe('digestOf: chrome, events, category labels, unknown keys', () => {
  const base = model();

  it('chrome: changes with the meta menu, not with a news article', () => {
    expect(
      digestOf(
        edited((c) => (c.metaMenuLinks = [{ id: 'm1', order: 1 }])),
        'chrome',
      ),
    ).not.toBe(digestOf(base, 'chrome'));
    expect(
      digestOf(
        edited((c) => (c.newsArticles![0]!.Headline = text('1', '1'))),
        'chrome',
      ),
    ).toBe(digestOf(base, 'chrome'));
  });

  it('events: changes with an event, not with another block', () => {
    const moved = edited((c) => {
      const block = (c.contentPages![1]!.content as unknown as Array<{ events: Array<{ startDate: string }> }>)[0]!;
      block.events[0]!.startDate = '2026-11-30';
    });
    expect(digestOf(moved, 'events')).not.toBe(digestOf(base, 'events'));
    expect(
      digestOf(
        edited((c) => (c.contentPages![0]!.Headline = text('K', 'C'))),
        'events',
      ),
    ).toBe(digestOf(base, 'events'));
  });

  it('categoryLabel: changes with the category’s label, not with the rest of its entry; a category without an entry reads as none', () => {
    const key = 'categoryLabel:CoaterAndDeveloper';
    const c1 = (c: FixtureContent) => c.productCategories!.find((entry) => entry.id === 'c1') as Record<string, unknown>;
    expect(
      digestOf(
        edited((c) => (c1(c).Label = text('Lackierer', 'Coaters'))),
        key,
      ),
    ).not.toBe(digestOf(base, key));
    expect(
      digestOf(
        edited((c) => (c1(c).subcategories = [{ id: 's1', BackendName: 'Spin' }])),
        key,
      ),
    ).toBe(digestOf(base, key));
    expect(digestOf(base, 'categoryLabel:Metrology')).toBe(hashJson(null));
  });

  it('headline: changes with a content page’s headline, not with its blocks; a page that is gone reads as none', () => {
    const key = 'headline:contentPages:1';
    expect(
      digestOf(
        edited((c) => (c.contentPages![0]!.Headline = text('Kontakt!', 'Contact!'))),
        key,
      ),
    ).not.toBe(digestOf(base, key));
    expect(
      digestOf(
        edited((c) => (c.contentPages![0]!.content = [])),
        key,
      ),
    ).toBe(digestOf(base, key));
    expect(digestOf(base, 'headline:contentPages:99')).toBe(hashJson(null));
  });

  it('rejects an unknown key or collection', () => {
    expect(() => digestOf(base, 'nonsense')).toThrow(/unknown dependency key/);
    expect(() => digestOf(base, 'collection:nope')).toThrow(/names no collection/);
  });
});

describe('hashJson', () => {
  it('is deterministic and distinguishes values', () => {
    expect(hashJson({ a: 1 })).toBe(hashJson({ a: 1 }));
    expect(hashJson({ a: 1 })).not.toBe(hashJson({ a: 2 }));
    expect(hashJson(undefined)).not.toBe(hashJson(null));
  });
});

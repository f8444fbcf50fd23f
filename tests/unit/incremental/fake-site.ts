/**
 * A fake site for the incremental build's tests: what src/incremental/digests.ts reads through
 * the collections, the site enumeration and the navigation, kept on `globalThis` so that it stays
 * one object across `vi.resetModules()` (each simulated build imports fresh module copies, like the
 * prerender bundle of a new build). Use with `vi.mock(…, () => import('./fake-site.ts').then((m) => m.xxxModule))`.
 */
export interface FakePage {
  key: string;
  locale: string;
  path: string;
  canonical: string;
  alias: boolean;
  englishOnly: boolean;
  view: { kind: string; [more: string]: unknown };
}

export interface FakeSite {
  /** `<collection>:<id>` → stored digest (an entry without one does not exist). */
  entries: Record<string, string>;
  pages: FakePage[];
  menu: string;
  events: unknown[];
  /** Every digest computation, by key (`entry:…`, `collection:…`, `pages`, `chrome`, `events`). */
  computed: string[];
}

const KEY = Symbol.for('corporate-site.tests.fake-site');
type Holder = { [KEY]?: FakeSite };

export function fakeSite(): FakeSite {
  const holder = globalThis as Holder;
  holder[KEY] ??= { entries: {}, pages: [], menu: 'menu', events: [], computed: [] };
  return holder[KEY];
}

/** A fresh fake site with `paths` as content pages (`/de/a/` …). */
export function resetFakeSite(paths: readonly string[] = []): FakeSite {
  const site = fakeSite();
  site.entries = {};
  site.pages = paths.map((path) => fakePage(path));
  site.menu = 'menu';
  site.events = [];
  site.computed = [];
  return site;
}

export function fakePage(path: string, view: FakePage['view'] = { kind: 'content' }): FakePage {
  return { key: `page${path}`, locale: path.split('/')[1] ?? 'en', path, canonical: path, alias: false, englishOnly: false, view };
}

export const collectionsModule = {
  entryDigest: async (collection: string, id: string): Promise<string | undefined> => {
    fakeSite().computed.push(`entry:${collection}:${id}`);
    return fakeSite().entries[`${collection}:${id}`];
  },
  collectionDigest: async (collection: string): Promise<string> => {
    fakeSite().computed.push(`collection:${collection}`);
    return JSON.stringify(Object.entries(fakeSite().entries).filter(([key]) => key.startsWith(`${collection}:`)));
  },
  getTranslations: async () => [],
  getLocales: async () => [],
  getMetaMenuLinks: async () => {
    fakeSite().computed.push('chrome');
    return [{ label: fakeSite().menu }];
  },
};

export const sitePagesModule = {
  getSitePages: async (): Promise<FakePage[]> => {
    fakeSite().computed.push('pages');
    return fakeSite().pages;
  },
  getSiteEvents: async (): Promise<unknown[]> => {
    fakeSite().computed.push('events');
    return fakeSite().events;
  },
};

export const navigationModule = {
  getNavigation: async (locale: string) => ({ locale }),
  getFooterModel: async (locale: string) => ({ locale }),
};

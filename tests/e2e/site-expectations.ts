/**
 * What the e2e tests expect, from the sample content the site was built from, with the site's own
 * translate-with-fallback. The URLs of content pages are written out (contentPagePaths), not
 * computed with the site's URL builders, so a wrong URL fails the tests.
 */
import { buildSampleContent, untranslatedSamples, type UntranslatedSample } from '../../scripts/content-server/sample/index.ts';
import type { Seed, SeedEntry } from '../../scripts/content-server/seed-types.ts';
import { isRenderedBlockType } from '../../src/blocks/block-types.ts';
import { sortTiles } from '../../src/blocks/tiles.ts';
import { getLocale, type LocaleCode } from '../../src/i18n/locales.ts';
import { translate, type TranslatedValue } from '../../src/i18n/translate.ts';

export type Translated = TranslatedValue & Record<string, unknown>;

let seed: Promise<Seed> | undefined;
export const sampleContent = (): Promise<Seed> => (seed ??= buildSampleContent());

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The published content page with this German slug. */
export function contentPage(content: Seed, slug: string): SeedEntry {
  const page = (content.collections.ContentPage ?? []).find((entry) => entry.slug === slug && entry.published_at !== null);
  if (!page) throw new Error(`The sample content has no published content page "${slug}"`);
  return page;
}

/** Tile labels of the home page in a locale, in the order the page must show them. */
export function homeTileLabels(content: Seed, locale: LocaleCode): string[] {
  const tiles = content.singles.HomepageInformationTile?.InformationTiles;
  if (!Array.isArray(tiles)) throw new Error('The sample content has no home tiles');
  const typed = tiles.filter(isRecord) as Array<{ order?: number | null; Label?: Translated | null }>;
  return sortTiles(typed).map((tile) => translate(tile.Label, locale)?.text ?? '');
}

/**
 * The URLs of the sample content pages the tests visit, by German slug (docs/locales-and-urls.md §4: German
 * uses `slug`, the other locales `internationalSlug`; a page category puts its segment first, §5).
 */
// prettier-ignore
const contentPagePaths: Readonly<Record<string, Partial<Record<LocaleCode, string>>>> = {
  kontakt: { de: '/de/kontakt/', jp: '/jp/contact/' },
  unternehmen: { jp: '/jp/company/' },
  nachhaltigkeit: { jp: '/jp/company/sustainability/' }, // pageCategory Company
  'young-professionals': { jp: '/jp/careers/young-professionals/' }, // pageCategory Career
  inhaltsbausteine: { jp: '/jp/content-blocks/' },
};

/** The URL of a sample content page in a locale, from contentPagePaths. */
export function pagePath(locale: LocaleCode, page: SeedEntry): string {
  const path = contentPagePaths[String(page.slug)]?.[locale];
  if (!path) throw new Error(`Add the ${locale} URL of content page ${page.id} "${String(page.slug)}" to contentPagePaths`);
  return path;
}

function valueAt(entry: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), entry);
}

/** Plain words from a markdown text: its longest paragraph without markup, cut to a short phrase. */
export function plainSnippet(markdown: string, length = 40): string {
  const paragraphs = markdown
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .replace(/^#+\s*/gm, '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/[*_`>]/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .sort((a, b) => b.length - a.length);
  return (paragraphs[0] ?? '').slice(0, length).trim();
}

export interface FallbackCase {
  sample: UntranslatedSample;
  path: string;
  english: string;
}

/**
 * The deliberately untranslated fields of content pages in a locale, where the site renders
 * them today (the page headline, or a block type the registry has a component for).
 */
export function fallbackCases(content: Seed, locale: LocaleCode): FallbackCase[] {
  const language = getLocale(locale).contentKey;
  return untranslatedSamples.flatMap((sample) => {
    if (sample.type !== 'ContentPage' || !sample.match?.slug || !sample.missing.includes(language)) return [];
    const page = contentPage(content, sample.match.slug);
    const [field, index] = sample.path.split('.');
    if (field === 'content') {
      const block = valueAt(page, `content.${index}`);
      if (!isRecord(block) || typeof block.__typename !== 'string' || !isRenderedBlockType(block.__typename)) return [];
    } else if (field !== 'Headline') {
      return [];
    }
    const value = valueAt(page, sample.path);
    const english = isRecord(value) && typeof value.english === 'string' ? value.english : null;
    return english ? [{ sample, path: pagePath(locale, page), english }] : [];
  });
}

/**
 * The page templates of the sample site (`data-template` on `<body>`; `root` for the root redirect
 * page), sorted: one view kind each, plus `error`.
 */
export const SAMPLE_TEMPLATES: readonly string[] = [
  'articleDetail',
  'articleList',
  'content',
  'error',
  'event',
  'eventList',
  'home',
  'overview',
  'productDetail',
  'root',
  'search',
  'thankYou',
];

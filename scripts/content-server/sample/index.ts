/**
 * The sample content the embedded content server is seeded with: a complete-looking site of
 * the fictional maker configured in src/site.config.ts, in five languages.
 *
 * `buildSampleContent()` renders the images with sharp (./files.ts; the pictures of the image archive
 * as press originals, 3,200 px on the long side), writes the PDF documents with PDFKit (./pdf.ts) and
 * assembles every entry with stable ids. Same output on every run; the rendered images and documents
 * are kept in `.data/cache/` (git-ignored), so only the first run after a change to them takes
 * seconds (about 15 on two cores).
 *
 * Deliberately untranslated texts (the English fallback must show, marked lang="en"):
 * - ContentPage "unternehmen": its multi-language video has no chinese/taiwanese YouTube id (YouTube is
 *   blocked in mainland China).
 * - ContentPage "inhaltsbausteine" (every block type): its Headline has no japanese; several blocks
 *   lack a language or two (see the list below).
 * - NewsArticle "inkjet-printed-resist-for-lift-off": content has no taiwanese.
 * - ProductPage "lp50": its texts are German and English only (the page falls back in cn, jp, tw, with
 *   its datasheet in German and English); every other product page is written in all five languages.
 * - By design, investor-relations texts (ad-hoc, reports, voting rights, calendar, dealings, and
 *   the bodies of press releases and IR pages) are German and English only, as the investor
 *   pages are offered in those two languages (docs/navigation.md §5).
 * The machine-readable list is `untranslatedSamples` below.
 */
import type { Seed } from '../seed-types.ts';
import { addFiles } from './files.ts';
import { addFooter } from './footer.ts';
import { SeedBuilder } from './ids.ts';
import { imageSpecs } from './images.ts';
import { addLocales } from './locales.ts';
import { addMenus } from './menus.ts';
import { addNews } from './news/index.ts';
import { addCareerPages } from './pages/career.ts';
import { addCompanyPages } from './pages/company.ts';
import { addContactPages } from './pages/contact.ts';
import { addInvestorPages } from './pages/investor.ts';
import { addLegalPages } from './pages/legal.ts';
import { addMainPages } from './pages/main.ts';
import { addMiscPages } from './pages/misc.ts';
import { addShowcasePage } from './pages/showcase.ts';
import { addSolutionPages } from './pages/solutions.ts';
import { addProductContent } from './products/index.ts';
import { addRoles } from './roles.ts';
import { addHomeTiles } from './tiles.ts';
import { addTranslations } from './translations.ts';

export type ContentLanguage = 'german' | 'english' | 'chinese' | 'japanese' | 'taiwanese';

export interface UntranslatedSample {
  /** GraphQL type name of a collection or single type. */
  type: string;
  /** For collections: field/value that identifies the entry (e.g. { slug: 'nachhaltigkeit' }). */
  match?: Record<string, string>;
  /** Dotted path to the translated object (array indices as numbers), e.g. "content.1.content". */
  path: string;
  /** Languages left null on purpose; english is always present. */
  missing: ContentLanguage[];
}

export const untranslatedSamples: UntranslatedSample[] = [
  { type: 'ContentPage', match: { slug: 'unternehmen' }, path: 'content.3.youtubeIds', missing: ['chinese', 'taiwanese'] },
  { type: 'ContentPage', match: { slug: 'inhaltsbausteine' }, path: 'Headline', missing: ['japanese'] },
  { type: 'ContentPage', match: { slug: 'inhaltsbausteine' }, path: 'content.1.content', missing: ['japanese', 'taiwanese'] },
  { type: 'ContentPage', match: { slug: 'inhaltsbausteine' }, path: 'content.5.content', missing: ['japanese'] },
  { type: 'ContentPage', match: { slug: 'inhaltsbausteine' }, path: 'content.9.items.1.content', missing: ['chinese', 'taiwanese'] },
  { type: 'ContentPage', match: { slug: 'inhaltsbausteine' }, path: 'content.14.tabs.1.content', missing: ['japanese'] },
  { type: 'ContentPage', match: { slug: 'inhaltsbausteine' }, path: 'content.16.youtubeIds', missing: ['chinese', 'taiwanese'] },
  { type: 'ProductPage', match: { slug: 'lp50' }, path: 'Productheadline', missing: ['chinese', 'japanese', 'taiwanese'] },
  { type: 'ProductPage', match: { slug: 'lp50' }, path: 'Productdescription', missing: ['chinese', 'japanese', 'taiwanese'] },
  { type: 'ProductPage', match: { slug: 'lp50' }, path: 'Highlights.0', missing: ['chinese', 'japanese', 'taiwanese'] },
  { type: 'NewsArticle', match: { slug: 'inkjet-printed-resist-for-lift-off' }, path: 'content', missing: ['taiwanese'] },
];

/** Fills the builder with every entry of the sample content (images must be added first). */
export function addSampleEntries(b: SeedBuilder): void {
  addLocales(b);
  addNews(b);
  addProductContent(b);
  addMainPages(b);
  addContactPages(b);
  addCompanyPages(b);
  addSolutionPages(b);
  addInvestorPages(b);
  addCareerPages(b);
  addLegalPages(b);
  addMiscPages(b);
  addShowcasePage(b);
  addHomeTiles(b);
  addMenus(b);
  addFooter(b);
  addTranslations(b);
  addRoles(b);
}

/** Fills UploadFile.related (a morph list) for product images, downloads and news files. */
export function linkRelatedFiles(b: SeedBuilder): void {
  const files = new Map(b.keys('UploadFile').map((key) => [b.ref('UploadFile', key), b.get('UploadFile', key)]));
  const relate = (fileId: unknown, __typename: string, id: string): void => {
    const related =
      typeof fileId === 'string' ? (files.get(fileId)?.related as Array<{ __typename: string; id: string }> | undefined) : undefined;
    if (related && !related.some((r) => r.__typename === __typename && r.id === id)) related.push({ __typename, id });
  };
  for (const key of b.keys('ProductPage')) {
    const page = b.get('ProductPage', key);
    relate(page.Productimage, 'ProductPage', page.id);
    for (const download of page.ProductPageDownloads as Array<{
      downloadFile: string;
      localizedFiles?: Record<string, string | null> | null;
    }>) {
      relate(download.downloadFile, 'ProductPage', page.id);
      for (const file of Object.values(download.localizedFiles ?? {})) relate(file, 'ProductPage', page.id);
    }
  }
  for (const key of b.keys('NewsArticle')) {
    const article = b.get('NewsArticle', key);
    relate(article.articleImage, 'NewsArticle', article.id);
    relate(article.PDF, 'NewsArticle', article.id);
  }
}

export async function buildSampleContent(): Promise<Seed> {
  const b = new SeedBuilder();
  await addFiles(b, imageSpecs(), []);
  addSampleEntries(b);
  linkRelatedFiles(b);
  await b.settle();
  return b.finish();
}

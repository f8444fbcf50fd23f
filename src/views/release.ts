/**
 * The release body of a news article with release HTML (NewsArticle.releaseHtml, docs/content-blocks.md §5): an
 * investor-relations article (main category investorRelationsNews, or an ad-hoc release or financial
 * report) goes through the financial extractor first, any other through the press extractor first;
 * each falls back to the other. A release from which neither extracts anything is a content problem
 * (named with the article's slug) and the article shows its own `content` instead.
 */
import { contentProblemReporter, type ProblemReporter } from '../cms/problems.ts';
import { extractFinancialRelease, extractPressRelease, type ExtractedRelease } from '../html/release.ts';

export type ReleaseExtractor = 'financial' | 'press';

/** What the helper reads of an article (NewsArticleEntry fits). */
export interface ReleaseArticle {
  id: string;
  slug?: string | null;
  releaseHtml?: string | null;
  newsMainCategory?: string | null;
  newsSubCategory?: string | null;
}

/** A release body ready for the page: sanitised HTML, its declared language, and who found it. */
export interface ArticleRelease extends ExtractedRelease {
  extractor: ReleaseExtractor;
}

const financialSubCategories = new Set(['adhocReleases', 'financialReports']);

const extractors: Record<ReleaseExtractor, (html: string) => ExtractedRelease | null> = {
  financial: extractFinancialRelease,
  press: extractPressRelease,
};

/** The extractor tried first for an article. */
export function releaseExtractorOf(article: ReleaseArticle): ReleaseExtractor {
  const financial =
    article.newsMainCategory === 'investorRelationsNews' ||
    (article.newsSubCategory != null && financialSubCategories.has(article.newsSubCategory));
  return financial ? 'financial' : 'press';
}

/**
 * The extracted release body of an article, or null when it has no release HTML or nothing can be
 * extracted from it (then `report` names the article).
 */
export function articleRelease(article: ReleaseArticle, report: ProblemReporter): ArticleRelease | null {
  const html = article.releaseHtml;
  if (!html?.trim()) return null;
  const first = releaseExtractorOf(article);
  const order: ReleaseExtractor[] = first === 'financial' ? ['financial', 'press'] : ['press', 'financial'];
  for (const extractor of order) {
    const release = extractors[extractor](html);
    if (release) return { ...release, extractor };
  }
  report(`news article ${article.slug ?? article.id}: no release body can be extracted from its releaseHtml; its content is shown instead`);
  return null;
}

const reportReleaseProblem = contentProblemReporter('news releases');
const releases = new WeakMap<ReleaseArticle, ArticleRelease | null>();

/**
 * `articleRelease` for the article views, once per article and build (an article page exists in
 * several languages; each reads the same entry object).
 */
export function articleReleaseOnce(article: ReleaseArticle): ArticleRelease | null {
  if (!releases.has(article)) releases.set(article, articleRelease(article, reportReleaseProblem));
  return releases.get(article)!;
}

/** The `lang` attribute the release body needs on a page in `pageIso`: its declared language when that is another. */
export function releaseLangAttribute(release: ArticleRelease, pageIso: string): string | undefined {
  return release.lang && release.lang.toLowerCase() !== pageIso.toLowerCase() ? release.lang : undefined;
}

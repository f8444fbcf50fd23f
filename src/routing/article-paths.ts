/**
 * URL builders of the article lists and details of docs/locales-and-urls.md §4 (re-exported by ./paths.ts): list paths
 * with paging, detail paths with their param shapes, the press release `{type}`.
 */
import type { LocaleCode } from '../i18n/locales.ts';
import { slugify } from '../text/slugify.ts';
import { articleListOf, articleLists, articleSlug, type ArticleListKey, type ArticleRef, type DetailParam } from './article-lists.ts';
import {
  articleDetailSegments,
  articleListSegments,
  newsMainCategorySegments,
  sectionSegments,
  segmentFor,
  type SegmentPair,
} from './segments.ts';
import { path } from './url.ts';

/**
 * `/de/investor-relations/ad-hoc-meldungen/`, page n ≥ 2: `…/page/<n>/`; the entries of one year:
 * `…/year/<year>/`, `…/year/<year>/page/<n>/`.
 */
export function articleListPath(locale: LocaleCode, list: ArticleListKey, page = 1, year: number | null = null): string {
  const { section } = articleLists[list];
  const base = [locale, segmentFor(sectionSegments[section], locale), segmentFor(articleListSegments[list], locale)];
  if (year !== null) base.push(segmentFor(sectionSegments.year, locale), String(year));
  return path(page > 1 ? [...base, segmentFor(sectionSegments.page, locale), String(page)] : base);
}

/**
 * The detail path of an article in a list (docs/locales-and-urls.md §4): `/de/investor-relations/ad-hoc-releases/{slug}/`,
 * `/de/investor-relations/finanzberichte/{slug}/{id}/`, `/en/investor-relations/press-releases/
 * investor-relations-news/{slug}/{id}/`. Optional params are left out unless `withOptional`
 * (the alias form). Null for a list without detail route (financial calendar). The list defaults
 * to the article's own list.
 */
export function articleDetailPath(
  locale: LocaleCode,
  list: ArticleListKey | null,
  article: ArticleRef,
  options: { withOptional?: boolean } = {},
): string | null {
  const key = list ?? articleListOf(article);
  if (!key) return null;
  const definition = articleLists[key];
  const detailSegments: Readonly<Partial<Record<ArticleListKey, SegmentPair>>> = articleDetailSegments;
  const detailSegment = detailSegments[key];
  if (!definition.hasDetail || !detailSegment) return null;
  const values: Record<DetailParam['name'], string> = {
    type: pressReleaseType(article.newsMainCategory),
    slug: articleSlug(article),
    id: article.id,
  };
  const params = definition.detailParams.filter((param) => options.withOptional || !param.optional).map((param) => values[param.name]);
  return path([locale, segmentFor(sectionSegments[definition.section], locale), segmentFor(detailSegment, locale), ...params]);
}

/** Whether a detail route has an optional param, i.e. an alias page with it exists. */
export function detailHasAlias(list: ArticleListKey): boolean {
  return articleLists[list].detailParams.some((param) => param.optional);
}

/** The press release `{type}`: the main category in kebab case (`investor-relations-news`). */
function pressReleaseType(mainCategory: string | null | undefined): string {
  const known: Readonly<Record<string, string>> = newsMainCategorySegments;
  return known[mainCategory ?? 'investorRelationsNews'] ?? (slugify(mainCategory?.replace(/([a-z])([A-Z])/g, '$1 $2')) || 'news');
}

/**
 * `news/technical-publications/` without slug (docs/locales-and-urls.md §8): the technical-publications list.
 * In German it differs from the list's own path (`technische-publikationen`) and is built as an
 * alias page; elsewhere it is the list's path.
 */
export function technicalPublicationsBarePath(locale: LocaleCode): string {
  return path([locale, segmentFor(sectionSegments.news, locale), segmentFor(articleDetailSegments.technicalPublications, locale)]);
}

/**
 * The permanent redirects a migration leaves behind (docs/locales-and-urls.md §13). An entry moved into
 * another content system keeps the id it had there in `legacyId` (the Strapi 5 import writes it); each of
 * its pages whose path held the id — article details and their alias forms (§4, §8) — had another path
 * before, and that path answers a 301 to the page's path now, in every locale. Pure: from the pages of
 * the site and the news articles.
 *
 * - A redirect never shadows a page: an old path that is a page's path now gets none (a content problem).
 * - Redirects never chain: every target is a page's path, and no source is one.
 * - A legacy id held by two entries gives none (a content problem): which entry it was cannot be told.
 */
import { articleDetailPath } from '../paths.ts';
import type { ArticleRef } from '../article-lists.ts';
import { isValidSegment } from './shared.ts';
import type { SitePage } from './types.ts';

/** One permanent redirect: an old path (`/de/investor-relations/finanzberichte/annual-report/21/`) → a page's path now. */
export interface SiteRedirect {
  from: string;
  to: string;
}

/** Paths compared as the page table's collision check compares them: decoded, NFC, any case. */
function pathKey(path: string): string {
  return decodeURI(path).normalize('NFC').toLowerCase();
}

/** Legacy id → the ids of the articles that hold it. */
function holdersOf(articles: readonly ArticleRef[]): Map<string, string[]> {
  const holders = new Map<string, string[]>();
  for (const article of articles) {
    const legacy = article.legacyId?.trim();
    if (!legacy) continue;
    const ids = holders.get(legacy);
    if (ids) ids.push(article.id);
    else holders.set(legacy, [article.id]);
  }
  return holders;
}

/**
 * The redirects of the articles' old paths, in the order of the pages they lead to. Content problems
 * (a legacy id held twice or not one URL segment, an old path that a page has now) go to `report`.
 */
export function legacyRedirects(
  pages: readonly SitePage[],
  articles: readonly ArticleRef[],
  report: (problem: string) => void,
): SiteRedirect[] {
  const holders = holdersOf(articles);
  for (const [legacy, ids] of holders) {
    if (ids.length > 1) report(`legacy id "${legacy}" is held by news articles ${ids.join(', ')}: none of them gets redirects from it`);
  }
  const byId = new Map(articles.map((article) => [article.id, article]));
  const taken = new Set(pages.map((page) => pathKey(page.path)));
  /** Old path → the article it leads from (two legacy ids that differ in case only). */
  const sources = new Map<string, string>();
  const redirects: SiteRedirect[] = [];
  for (const page of pages) {
    if (page.view.kind !== 'articleDetail') continue;
    const article = byId.get(page.view.articleId);
    const legacy = article?.legacyId?.trim();
    if (!article || !legacy || (holders.get(legacy)?.length ?? 0) > 1) continue;
    if (!isValidSegment(legacy)) {
      report(`news article ${article.id}: legacy id "${legacy}" is not one URL segment; its old paths get no redirect`);
      continue;
    }
    const from = articleDetailPath(page.locale, page.view.list, { ...article, id: legacy }, { withOptional: page.alias });
    if (!from || from === page.path) continue;
    const key = pathKey(from);
    if (taken.has(key)) {
      report(`news article ${article.id}: its old path ${from} (legacy id "${legacy}") is a page of the site now; it gets no redirect`);
      continue;
    }
    const other = sources.get(key);
    if (other !== undefined && other !== article.id) {
      report(`news article ${article.id}: its old path ${from} is the old path of news article ${other} too; it gets no redirect`);
      continue;
    }
    sources.set(key, article.id);
    redirects.push({ from, to: page.path });
  }
  return redirects;
}

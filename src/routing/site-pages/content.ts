/**
 * Content pages (docs/locales-and-urls.md §4: generic, category and product content pages) and the fixed overviews
 * (investor-relations, jobs, news) that render the content page with that slug.
 */
import { localeCodes, type LocaleCode } from '../../i18n/locales.ts';
import { contentPagePath, overviewPath, overviewSectionOf, contentPageSlug, type OverviewSection } from '../paths.ts';
import { isErrorPage } from '../content-pages.ts';
import { sitePageKey } from './keys.ts';
import { siteConfig } from '../../site.config.ts';
import { canonicalPage, isValidSegment, shownInEnglish, skipMessage } from './shared.ts';
import type { SiteContentPage, SitePage, SkipReporter } from './types.ts';

const overviewSections: readonly OverviewSection[] = ['investorRelations', 'jobs', 'news'];

/** The field a locale's slug comes from (contentPageSlug: the locale's own field, else the other one). */
function slugFieldOf(locale: LocaleCode, page: SiteContentPage): string {
  const [own, other] = locale === 'de' ? (['slug', 'internationalSlug'] as const) : (['internationalSlug', 'slug'] as const);
  if (page[own]?.trim()) return own;
  return page[other]?.trim() ? other : 'slug/internationalSlug';
}

/**
 * Every content page in every locale at `contentPagePath` (category path when pageCategory is
 * set); not the error page and not the pages behind the fixed overviews. A page without any slug
 * or with a slug that is not one URL segment is skipped and reported.
 */
export function contentSitePages(pages: readonly SiteContentPage[], onSkip: SkipReporter): SitePage[] {
  const result: SitePage[] = [];
  for (const page of pages) {
    if (isErrorPage(page) || overviewSectionOf(page)) continue;
    const bad = localeCodes.find((locale) => !isValidSegment(contentPageSlug(locale, page)));
    if (bad !== undefined) {
      onSkip(skipMessage('content page', page.id, slugFieldOf(bad, page), contentPageSlug(bad, page), 'the page gets no route'));
      continue;
    }
    const unlisted = siteConfig.unlistedContentPages.includes(page.slug?.trim() ?? '');
    for (const locale of localeCodes) {
      const path = contentPagePath(locale, page);
      if (!path) continue;
      const sitePage = canonicalPage(
        sitePageKey.content(page.id),
        locale,
        path,
        { kind: 'content', pageId: page.id },
        shownInEnglish(page.Headline, locale),
      );
      result.push(unlisted ? { ...sitePage, unlisted } : sitePage);
    }
  }
  return result;
}

/**
 * The overviews `/{lang}/investor-relations/`, `/{lang}/jobs/`, `/{lang}/news/` in every locale,
 * each with the content page of that slug (null when there is none). Two content pages claiming
 * one overview both get a page there, so the collision check names them.
 */
export function overviewSitePages(pages: readonly SiteContentPage[]): SitePage[] {
  const result: SitePage[] = [];
  for (const section of overviewSections) {
    const claimants = pages.filter((page) => !isErrorPage(page) && overviewSectionOf(page) === section);
    for (const locale of localeCodes) {
      const path = overviewPath(locale, section);
      if (claimants.length === 0) {
        result.push(canonicalPage(sitePageKey.overview(section), locale, path, { kind: 'overview', section, pageId: null }));
      }
      for (const page of claimants) {
        result.push(
          canonicalPage(
            sitePageKey.overview(section),
            locale,
            path,
            { kind: 'overview', section, pageId: page.id },
            shownInEnglish(page.Headline, locale),
          ),
        );
      }
    }
  }
  return result;
}

/**
 * The sub-navigation bar of a page (docs/navigation.md §7): on-page anchors, content page links and product
 * page links, every one locale-prefixed. An on-page anchor links to the page itself plus
 * `#anchorId` (a leading `#` is added when the content has none); the investor link is hidden in
 * tw, jp and cn (docs/navigation.md §9).
 *
 * The investor link is a content page link whose target is in the investor-relations
 * section (page category InvestorRelations, or the investor-relations overview page).
 */
import type { LocaleCode } from '../i18n/locales.ts';
import type { TranslatedValue } from '../i18n/translate.ts';
import type { ProblemReporter } from '../cms/problems.ts';
import { overviewSectionOf, productsSolutionsCategoryProductTarget } from '../routing/paths.ts';
import type { SiteLinks } from '../routing/site-pages.ts';
import { cleanAnchor, withHash } from '../routing/url.ts';
import { menuText } from './text.ts';
import type { NavLink } from './types.ts';
import { isSubNavigationInvestorLinkHidden } from './visibility.ts';

interface LinkTarget {
  id: string;
  slug?: string | null;
  internationalSlug?: string | null;
  pageCategory?: string | null;
  Headline?: TranslatedValue | null;
}

/** The sub-navigation items of the content model (structural: the generated fragment type fits). */
export type SubNavigationSource =
  | { __typename: 'ComponentSubNavigationOnPageAnchor'; id?: string; anchorId?: string | null; anchorTranslation?: TranslatedValue | null }
  | {
      __typename: 'ComponentSubNavigationProductPageLink';
      id?: string;
      Category?: string | null;
      Productname?: string | null;
      slug?: string | null;
    }
  | {
      __typename: 'ComponentSubNavigationContentPageLink';
      id?: string;
      label?: TranslatedValue | null;
      pageAnchor?: string | null;
      content_page?: LinkTarget | null;
    };

export interface SubNavigationLink extends NavLink {
  kind: 'anchor' | 'page' | 'product';
}

/** Is a content page link's target in the investor-relations section? */
function isInvestorTarget(page: LinkTarget | null | undefined): boolean {
  return !!page && (page.pageCategory === 'InvestorRelations' || overviewSectionOf(page) === 'investorRelations');
}

/**
 * The links of a page's sub-navigation in `locale`; `pagePath` is the page's own path (for the
 * on-page anchors). Items that cannot be shown (no label, no target) are reported and left out or
 * rendered as plain text.
 */
export function buildSubNavigation(
  items: ReadonlyArray<SubNavigationSource | null> | null | undefined,
  options: {
    locale: LocaleCode;
    pagePath: string;
    /** The page's links (its site reader: each link it checks is recorded). */
    links: Pick<SiteLinks, 'contentPageLink' | 'targetLink'>;
    report: ProblemReporter;
    entry: string;
  },
): SubNavigationLink[] {
  const { locale, pagePath, links, report, entry } = options;
  return (items ?? []).flatMap((item): SubNavigationLink[] => {
    if (!item) return [];
    switch (item.__typename) {
      case 'ComponentSubNavigationOnPageAnchor': {
        const anchor = item;
        const id = cleanAnchor(anchor.anchorId) ?? '';
        const text = menuText(anchor.anchorTranslation, locale);
        if (!id || !text) {
          report(`${entry}: a sub-navigation anchor has no ${id ? 'label' : 'anchorId'}; left out`);
          return [];
        }
        return [{ kind: 'anchor', ...text, href: withHash(pagePath, id) }];
      }
      case 'ComponentSubNavigationContentPageLink': {
        const pageLink = item;
        const target = pageLink.content_page;
        if (isInvestorTarget(target) && isSubNavigationInvestorLinkHidden(locale)) return [];
        const text = menuText(pageLink.label, locale) ?? menuText(target?.Headline, locale);
        if (!text) {
          report(`${entry}: a sub-navigation page link has no label; left out`);
          return [];
        }
        const hash = cleanAnchor(pageLink.pageAnchor);
        const href = target ? links.contentPageLink(locale, target, hash) : null;
        if (!href) report(`${entry}: sub-navigation link "${text.text}" has no built target page; shown as plain text`);
        return [{ kind: 'page', ...text, href }];
      }
      case 'ComponentSubNavigationProductPageLink': {
        const product = item;
        const name = product.Productname?.trim() || product.slug;
        if (!name) {
          report(`${entry}: a sub-navigation product link has neither Productname nor slug; left out`);
          return [];
        }
        const href = links.targetLink(
          locale,
          productsSolutionsCategoryProductTarget({ category: product.Category, product: product.slug }),
        );
        if (!href)
          report(
            `${entry}: sub-navigation product link "${name}" (${product.Category ?? 'no category'}/${product.slug ?? 'no slug'}) has no built product page; shown as plain text`,
          );
        return [{ kind: 'product', text: name, href }];
      }
      default: {
        const unknown: { __typename?: string } = item;
        report(`${entry}: unknown sub-navigation item type ${unknown.__typename ?? '(none)'}; left out`);
        return [];
      }
    }
  });
}

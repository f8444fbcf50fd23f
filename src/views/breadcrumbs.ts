/**
 * Breadcrumbs (docs/navigation.md §11): the way from the home page down to a page, from its URL and
 * the headings of the pages on that way, in the page's language. `/en/products-solutions/wafer-bonder/xbc300-gen2/`
 * gives Home › Products and Solutions › Wafer Bonder › XBC300 Gen2: every leading part of the path that
 * is a page of the site is a step, named by that page's heading (a part that is no page is skipped).
 * The home page has none.
 *
 * Two kinds of page are placed under a page their path need not start with: a product under the
 * content page of its category (its category entry's `categoryPage`; `/de/produkte-loesungen/belacker-und-entwickler/`
 * above `/de/produkte-loesungen/belacker-entwickler/acs300-gen3/`), an article under its list (the list's first page;
 * in German `/de/news/produkt-und-technologiennachrichten/` above `/de/news/products-and-technology-news/<slug>/`).
 * Their way is the way to that page, then the page itself, so the trail has the same shape in every locale.
 *
 * `pageHeading` is the heading (h1) each view shows, read through the site reader so a page records
 * the entries its steps are named by (an edited category headline renders its descendants again).
 */
import { isoOf } from '../i18n/locales.ts';
import { translate, type LocalizedText } from '../i18n/translate.ts';
import { t, type UiKey } from '../i18n/ui.ts';
import { sitePageKey, type SitePage } from '../routing/site-pages.ts';
import type { SiteReader } from '../site/reader.ts';
import { articleHeadline, listHeading } from './articles.ts';

export interface Crumb {
  text: LocalizedText;
  /** The step's canonical path. */
  href: string;
}

/** The heading of `page` as its view shows it (its h1), or null when it has none. */
function pageHeading(site: SiteReader, page: SitePage): LocalizedText | null {
  const { locale, view } = page;
  switch (view.kind) {
    case 'home':
      return t(locale, 'nav.home');
    case 'content':
      return translate(site.contentPageHeadline(view.pageId), locale);
    case 'overview': {
      const section = t(locale, `overview.${view.section}` as UiKey);
      return view.pageId ? (translate(site.contentPageHeadline(view.pageId), locale) ?? section) : section;
    }
    case 'articleList':
      return listHeading(locale, view.list, view.year);
    case 'articleDetail':
      return articleHeadline(site.article(view.articleId), locale);
    case 'eventList':
      return t(locale, 'event.listHeading');
    case 'event':
      return translate(site.event(view.label).event.title, locale) ?? { text: view.label, lang: 'en' };
    case 'productDetail': {
      const name = site.productPage(view.productPageId).Productname;
      // A product's name is the same in every language.
      return name ? { text: name, lang: isoOf(locale) } : null;
    }
    case 'thankYou':
      return t(locale, `thankYou.${view.page}.title` as UiKey);
    case 'search':
      return t(locale, 'search.title');
  }
}

/** The page a product or an article is placed under (see above), or undefined when it has none the site builds. */
function placedUnder(site: SiteReader, page: SitePage): SitePage | undefined {
  const { locale, view } = page;
  let key: string | null = null;
  if (view.kind === 'articleDetail') key = sitePageKey.articleList(view.list);
  if (view.kind === 'productDetail') {
    const categoryPage = site.productCategoryPageId(site.productPage(view.productPageId).Category);
    if (categoryPage) key = sitePageKey.content(categoryPage);
  }
  const path = key ? site.sitePath(key, locale) : null;
  const parent = path ? site.pageAt(path) : undefined;
  return parent && parent !== page && parent.locale === locale ? parent : undefined;
}

/** The steps from the home page to `page` (the page itself last); none for the home page. */
export function breadcrumbs(site: SiteReader, page: SitePage): Crumb[] {
  if (page.view.kind === 'home') return [];
  const parent = placedUnder(site, page);
  if (parent) {
    const text = pageHeading(site, page);
    return [...breadcrumbs(site, parent), ...(text ? [{ text, href: page.canonical }] : [])];
  }
  const segments = page.canonical.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  for (let depth = 1; depth <= segments.length; depth += 1) {
    // The page itself (an alias too: its step is its canonical path), then the pages on the way.
    const step = depth === segments.length ? page : site.pageAt(`/${segments.slice(0, depth).join('/')}/`);
    if (!step || (step !== page && step.alias) || step.locale !== page.locale) continue;
    const text = pageHeading(site, step);
    if (text) crumbs.push({ text, href: step.canonical });
  }
  return crumbs;
}

/** schema.org `BreadcrumbList` of `crumbs` (absolute URLs from `origin`). */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: URL | string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.text.text,
      item: new URL(crumb.href, origin).href,
    })),
  };
}

/**
 * What the end-to-end tests of the navigation chrome expect: the product pages of the sample
 * content grouped by category and sub-category (the menu must list exactly these) with their URLs
 * written out, and the per-locale rules of docs/navigation.md §5, §8 and §9 written out as the docs
 * state them.
 */
import type { Locator, Page } from '@playwright/test';
import type { LocaleCode } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/ui.ts';
import { sampleContent } from './site-expectations.ts';

export interface ExpectedProduct {
  name: string;
  href: string;
  category: string;
  subCategory: string;
}

/**
 * The English URL of every product page of the sample content, by slug (docs/locales-and-urls.md §4, §5:
 * `/{lang}/products-solutions/{category segment}/{product}/`).
 */
const englishProductPaths: Readonly<Record<string, string>> = {
  'acs300-gen3': '/en/products-solutions/coater-developer/acs300-gen3/',
  'acs200-gen3': '/en/products-solutions/coater-developer/acs200-gen3/',
  as8: '/en/products-solutions/coater-developer/as8/',
  ecd8: '/en/products-solutions/coater-developer/ecd8/',
  rcd8: '/en/products-solutions/coater-developer/rcd8/',
  mcs8: '/en/products-solutions/coater-developer/mcs8/',
  hp8: '/en/products-solutions/coater-developer/hp8/',
  'ma300-gen3': '/en/products-solutions/mask-aligner/ma300-gen3/',
  'ma200-gen3': '/en/products-solutions/mask-aligner/ma200-gen3/',
  ma12: '/en/products-solutions/mask-aligner/ma12/',
  mjb4: '/en/products-solutions/mask-aligner/mjb4/',
  'dsc300-gen3': '/en/products-solutions/projection-scanner/dsc300-gen3/',
  'masktrack-pro': '/en/products-solutions/photomask-equipment/masktrack-pro/',
  'hmx-series': '/en/products-solutions/photomask-equipment/hmx-series/',
  'xbc300-gen2': '/en/products-solutions/wafer-bonder/xbc300-gen2/',
  xbs300: '/en/products-solutions/wafer-bonder/xbs300/',
  xbs200: '/en/products-solutions/wafer-bonder/xbs200/',
  'sb8-gen2': '/en/products-solutions/wafer-bonder/sb8-gen2/',
  xb8: '/en/products-solutions/wafer-bonder/xb8/',
  jetx: '/en/products-solutions/inkjet-printing/jetx/',
  lp50: '/en/products-solutions/inkjet-printing/lp50/',
  'dsm8-200-gen2': '/en/products-solutions/metrology/dsm8-200-gen2/',
};

/** Published product pages of the sample content with their English paths. */
export async function expectedProducts(): Promise<ExpectedProduct[]> {
  const content = await sampleContent();
  return (content.collections.ProductPage ?? [])
    .filter((entry) => entry.published_at !== null && entry.Category && entry.SubCategory)
    .map((entry) => {
      const href = englishProductPaths[String(entry.slug)];
      if (!href) throw new Error(`Add the English URL of product page ${entry.id} "${String(entry.slug)}" to englishProductPaths`);
      return { name: String(entry.Productname), href, category: String(entry.Category), subCategory: String(entry.SubCategory) };
    });
}

/** docs/navigation.md §9 as written: meta links per locale (desktop) and in the mobile menu. */
export const metaVisibility: Record<LocaleCode, { desktop: { ir: boolean; career: boolean }; mobile: { ir: boolean; career: boolean } }> = {
  de: { desktop: { ir: true, career: true }, mobile: { ir: true, career: true } },
  en: { desktop: { ir: true, career: true }, mobile: { ir: true, career: true } },
  cn: { desktop: { ir: false, career: false }, mobile: { ir: false, career: false } },
  tw: { desktop: { ir: false, career: true }, mobile: { ir: false, career: false } },
  jp: { desktop: { ir: true, career: true }, mobile: { ir: false, career: false } },
};

/** docs/navigation.md §9 as written: footer blocks per locale. */
export const footerVisibility: Record<LocaleCode, { ir: boolean; career: boolean; registration: boolean }> = {
  de: { ir: true, career: true, registration: false },
  en: { ir: true, career: true, registration: false },
  tw: { ir: false, career: true, registration: false },
  jp: { ir: false, career: false, registration: false },
  cn: { ir: false, career: false, registration: true },
};

/** The IR and careers pages the meta menu links to, by locale prefix. */
export const irPath = (locale: LocaleCode) => `/${locale}/investor-relations/`;
export const careersPath = (locale: LocaleCode) => (locale === 'de' ? '/de/karriere/' : `/${locale}/careers/`);

/** The paths of the scripts the page requests from now on (the list grows as it loads more). */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * The mobile menu's toggle: a link to the footer's site map until the island runs (it hydrates when
 * a visitor first reaches for it), then a button.
 */
export function menuToggle(page: Page, locale: LocaleCode = 'en'): Locator {
  const name = t(locale, 'nav.openMenu').text;
  return page.getByRole('button', { name }).or(page.getByRole('link', { name }));
}

/**
 * Waits until every island the viewport hydrates has hydrated (Astro removes their `ssr`
 * attribute); a `client:media` island whose query does not match stays as server HTML.
 */
export async function islandsReady(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island')].every((island) => {
      if (!island.hasAttribute('ssr')) return true;
      // An island hydrated when visible (the footer's newsletter form) is waited for only in view.
      if (island.getAttribute('client') === 'visible') {
        const box = (island.firstElementChild ?? island).getBoundingClientRect();
        return box.bottom <= 0 || box.top >= window.innerHeight;
      }
      // The search island hydrates only when a visitor opens search (src/search/client-directive.ts),
      // the mobile menu and the language switcher when one reaches for them (src/islands/interaction-directive.ts).
      if (island.getAttribute('client') === 'search' || island.getAttribute('client') === 'interaction') return true;
      if (island.getAttribute('client') !== 'media') return false;
      const query = (JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: string }).value ?? '';
      return !matchMedia(query).matches;
    }),
  );
}

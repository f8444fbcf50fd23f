import { beforeAll, describe, expect, it } from 'vitest';
import { localeCodes, type LocaleCode } from '../../../src/i18n/locales.ts';
import { buildNavigation, MENU_PRODUCTS_PER_SUBCATEGORY, productSubCategories } from '../../../src/navigation/build.ts';
import { mainMenu } from '../../../src/navigation/main-menu.ts';
import type { NavChild, Navigation, NavSubCategory } from '../../../src/navigation/types.ts';
import { productPagePath } from '../../../src/routing/paths.ts';
import { buildSitePages } from '../../../src/routing/site-pages.ts';
import { navigationSample, type NavigationSample } from './sample.ts';

/** The day the pages are enumerated at (the financial calendar's order). */
const TODAY = '2026-11-20';

let sample: NavigationSample;
const problems: string[] = [];
const navigations = new Map<LocaleCode, Navigation>();

beforeAll(async () => {
  sample = await navigationSample();
  for (const locale of localeCodes)
    navigations.set(
      locale,
      buildNavigation(locale, sample.content, sample.pages, (p) => problems.push(p)),
    );
}, 60_000);

const nav = (locale: LocaleCode) => navigations.get(locale)!;
const child = (locale: LocaleCode, item: string, id: string): NavChild => {
  const found = nav(locale)
    .main.find((entry) => entry.id === item)
    ?.children.find((entry) => entry.id === id);
  if (!found) throw new Error(`no child ${item} › ${id}`);
  return found;
};

describe('the main navigation over the sample content', () => {
  it('reports no problem: every target of the static menu is built', () => {
    expect(problems).toEqual([]);
  });

  it('has the three main items in order, linking as docs/navigation.md §2 says', () => {
    expect(nav('de').main.map((item) => [item.text, item.href])).toEqual([
      ['Produkte und Lösungen', '/de/produkte-loesungen/'],
      ['Unternehmen', '/de/unternehmen/'],
      ['Kontakt', '/de/kontakt/'],
    ]);
    expect(nav('en').main.map((item) => item.href)).toEqual(['/en/products-solutions/', '/en/company/', '/en/contact/']);
    expect(nav('jp').main.map((item) => item.text)).toEqual(['製品とソリューション', '会社情報', 'お問い合わせ']);
    expect(
      nav('en')
        .main.filter((item) => item.wide)
        .map((item) => item.id),
    ).toEqual(['products-solutions']);
  });

  it('lists the product categories, then imprint lithography, customer service and training (docs/navigation.md §2)', () => {
    const children = nav('en').main[0]!.children;
    expect(children.map((entry) => entry.text)).toEqual([
      'Coater and Developer',
      'Inkjet Printing',
      'Mask Aligner',
      'Metrology',
      'Wafer Bonder',
      'Photomask Equipment',
      'Projection Scanner',
      'Imprint Lithography',
      'Customer Service',
      'Training',
    ]);
    expect(child('de', 'products-solutions', 'coater-and-developer').href).toBe('/de/produkte-loesungen/belacker-und-entwickler/');
    expect(child('en', 'products-solutions', 'training').href).toBe('/en/products-solutions/training/');
    expect(child('en', 'products-solutions', 'customer-service').href).toBe('/en/service/');
  });

  it('links Metrology straight to the product page dsm8-200-gen2', () => {
    expect(child('en', 'products-solutions', 'metrology').href).toBe('/en/products-solutions/metrology/dsm8-200-gen2/');
    expect(child('de', 'products-solutions', 'metrology').href).toBe('/de/produkte-loesungen/metrology/dsm8-200-gen2/');
  });

  it('lists every product page under its category and sub-category, linking to its page', () => {
    for (const locale of ['de', 'en', 'tw'] as const) {
      const listed = nav(locale)
        .main[0]!.children.flatMap((entry) => entry.subCategories.flatMap((sub) => sub.products.map((product) => product.href)))
        .sort();
      const expected = sample.content.productPages
        .filter((product) => product.Category && product.SubCategory)
        .map((product) => productPagePath(locale, product))
        .sort();
      expect(listed).toEqual(expected);
    }
    const coater = child('en', 'products-solutions', 'coater-and-developer');
    expect(coater.subCategories.map((sub) => sub.title.text)).toEqual(['Automated', 'Semi-automated', 'Manual']);
    expect(coater.subCategories[0]!.products).toEqual([
      { text: 'ACS200 Gen3', href: '/en/products-solutions/coater-developer/acs200-gen3/' },
      { text: 'ACS300 Gen3', href: '/en/products-solutions/coater-developer/acs300-gen3/' },
    ]);
    expect(child('de', 'products-solutions', 'coater-and-developer').subCategories[1]!.title.text).toBe('Halbautomatisch');
  });

  it('sets the active submenu (docs/navigation.md §2): product categories by id, pages with anchor navigation by id, others none', () => {
    expect(child('en', 'products-solutions', 'mask-aligner').submenuId).toBe('mask-aligner');
    expect(child('en', 'products-solutions', 'training').submenuId).toBeNull();
    expect(child('en', 'company', 'organization').submenuId).toBe('organization');
    expect(child('en', 'company', 'purchasing').submenuId).toBeNull();
    expect(child('en', 'contact', 'contact-page').submenuId).toBe('contact-page');
  });

  it('gives anchor entries: the static Locations anchor of the contact page, and a page’s own anchor navigation', () => {
    expect(child('en', 'contact', 'contact-page').anchors).toEqual([{ text: 'Locations', href: '/en/contact/#locations' }]);
    expect(child('de', 'contact', 'contact-page').anchors).toEqual([{ text: 'Standorte', href: '/de/kontakt/#locations' }]);
    expect(child('en', 'company', 'organization').anchors.map((anchor) => anchor.href)).toEqual([
      '/en/company/organization/#management',
      '/en/company/organization/#supervisory-board',
      '/en/company/organization/#structure',
    ]);
  });

  it('links the IR contact under its page category', () => {
    expect(child('en', 'contact', 'ir-contact').href).toBe('/en/investor-relations/service-contact/');
  });

  it('serialises to plain JSON (island props)', () => {
    const navigation = nav('cn');
    expect(JSON.parse(JSON.stringify(navigation))).toEqual(navigation);
  });
});

describe('the main navigation follows the content', () => {
  it('lists a product page an editor adds, under its category and sub-category', () => {
    const added = {
      id: 'new-1',
      slug: 'ma150-gen1',
      Productname: 'MA150 Gen1',
      Category: 'MaskAligner',
      SubCategory: 'Manual',
      published_at: '2025-01-01',
    };
    const content = { ...sample.content, productPages: [...sample.content.productPages, added] };
    const navigation = buildNavigation(
      'en',
      content,
      buildSitePages(content, TODAY, () => {}),
      () => {},
    );
    const manual = navigation.main[0]!.children.find((entry) => entry.id === 'mask-aligner')!.subCategories.find((sub) =>
      sub.id.endsWith('-Manual'),
    )!;
    expect(manual.products).toContainEqual({ text: 'MA150 Gen1', href: '/en/products-solutions/mask-aligner/ma150-gen1/' });
  });

  it('renders an entry whose page is not built as plain text and names it in the problems', () => {
    const content = { ...sample.content, contentPages: sample.content.contentPages.filter((page) => page.slug !== 'einkauf') };
    const found: string[] = [];
    const navigation = buildNavigation(
      'en',
      content,
      buildSitePages(content, TODAY, () => {}),
      (problem) => found.push(problem),
    );
    const purchasing = navigation.main[1]!.children.find((entry) => entry.id === 'purchasing')!;
    expect(purchasing).toMatchObject({ text: 'Purchasing', href: null });
    expect(found).toEqual([expect.stringMatching(/Company › Purchasing.*not built.*einkauf.*plain text/)]);
  });

  it('names a product page with an unknown sub-category and leaves it out', () => {
    const odd = { id: 'odd', slug: 'odd', Productname: 'Odd', Category: 'WaferBonder', SubCategory: 'Robotic' };
    const content = { ...sample.content, productPages: [...sample.content.productPages, odd] };
    const found: string[] = [];
    const navigation = buildNavigation('en', content, sample.pages, (problem) => found.push(problem));
    const names = navigation.main[0]!.children.flatMap((entry) => entry.subCategories.flatMap((sub) => sub.products.map((p) => p.text)));
    expect(names).not.toContain('Odd');
    expect(found).toEqual([expect.stringContaining('product page odd (odd) has SubCategory "Robotic"')]);
    expect(productSubCategories.map((sub) => sub.id)).toEqual(['Automated', 'SemiAutomated', 'Manual']);
  });
});

const cap = MENU_PRODUCTS_PER_SUBCATEGORY;
/** `count` more Mask Aligner › Manual product pages (names out of order), and Metrology › Automated ones. */
const withProducts = (count: number, category = 'MaskAligner', subCategory = 'Manual') => {
  const added = Array.from({ length: count }, (_, i) => {
    const n = (i * 7) % count; // a permutation: the input order is not the name order
    return {
      id: `cap-${category}-${n}`,
      slug: `cap-${category.toLowerCase()}-${n}`,
      Productname: `ZZ Cap ${category} ${n}`,
      Category: category,
      SubCategory: subCategory,
      published_at: '2025-01-01',
    };
  });
  const content = { ...sample.content, productPages: [...sample.content.productPages, ...added] };
  return { content, pages: buildSitePages(content, TODAY, () => {}) };
};
const subCategory = (navigation: Navigation, childId: string, subId: string): NavSubCategory =>
  navigation.main[0]!.children.find((entry) => entry.id === childId)!.subCategories.find((sub) => sub.id === `${childId}-${subId}`)!;

describe('the product lists are capped at MENU_PRODUCTS_PER_SUBCATEGORY: which pages, the more link', () => {
  it('no sample sub-category exceeds it: the sample navigation has no "more" link (its output stays as it was)', () => {
    for (const locale of localeCodes) {
      const subs = nav(locale).main.flatMap((item) => item.children.flatMap((entry) => entry.subCategories));
      expect(subs.length).toBeGreaterThan(0);
      for (const sub of subs) {
        expect(sub.products.length).toBeLessThanOrEqual(cap);
        expect(sub).not.toHaveProperty('more');
      }
      expect(JSON.stringify(nav(locale))).not.toContain('"more"');
    }
  });

  it('lists the first N product pages in name order and ends with "All N products" to the category page, in every locale', () => {
    const { content, pages } = withProducts(cap + 5);
    const found: string[] = [];
    const labels: Record<LocaleCode, string> = {
      de: 'Alle {n} Produkte',
      en: 'All {n} products',
      cn: '全部 {n} 款产品',
      jp: '全{n}製品',
      tw: '全部 {n} 款產品',
    };
    for (const locale of localeCodes) {
      const navigation = buildNavigation(locale, content, pages, (problem) => found.push(problem));
      const full = content.productPages
        .filter((product) => product.Category === 'MaskAligner' && product.SubCategory === 'Manual')
        .map((product) => product.Productname!)
        .sort(new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare);
      const manual = subCategory(navigation, 'mask-aligner', 'Manual');
      expect(full.length).toBeGreaterThan(cap);
      expect(manual.products.map((product) => product.text)).toEqual(full.slice(0, cap));
      expect(manual.products.every((product) => product.href?.startsWith(`/${locale}/`))).toBe(true);
      const category = navigation.main[0]!.children.find((entry) => entry.id === 'mask-aligner')!;
      expect(manual.more).toEqual({ text: labels[locale].replace('{n}', String(full.length)), href: category.href });
      // The other sub-categories of the category are as short as before: no more link.
      for (const sub of category.subCategories.filter((entry) => entry !== manual)) expect(sub).not.toHaveProperty('more');
    }
    expect(
      subCategory(
        buildNavigation('de', content, pages, () => {}),
        'mask-aligner',
        'Manual',
      ).more?.href,
    ).toBe('/de/produkte-loesungen/mask-aligner/');
    expect(
      subCategory(
        buildNavigation('en', content, pages, () => {}),
        'mask-aligner',
        'Manual',
      ).more?.href,
    ).toBe('/en/products-solutions/mask-aligner/');
    expect(found).toEqual([]);
  });

  it('has no more link with exactly N product pages', () => {
    const existing = sample.content.productPages.filter(
      (product) => product.Category === 'WaferBonder' && product.SubCategory === 'Automated',
    ).length;
    const { content, pages } = withProducts(cap - existing, 'WaferBonder', 'Automated');
    const automated = subCategory(
      buildNavigation('en', content, pages, () => {}),
      'wafer-bonder',
      'Automated',
    );
    expect(automated.products).toHaveLength(cap);
    expect(automated).not.toHaveProperty('more');
  });
});

describe('the product lists are capped at MENU_PRODUCTS_PER_SUBCATEGORY: Metrology, the count', () => {
  it('links Metrology’s more link to its category page (the item itself links to a product, docs/navigation.md §2)', () => {
    const { content, pages } = withProducts(cap + 1, 'Metrology', 'Automated');
    const navigation = buildNavigation('en', content, pages, () => {});
    const metrology = navigation.main[0]!.children.find((entry) => entry.id === 'metrology')!;
    expect(metrology.href).toBe('/en/products-solutions/metrology/dsm8-200-gen2/');
    expect(subCategory(navigation, 'metrology', 'Automated').more?.href).toBe('/en/products-solutions/metrology/');
  });

  it('names the product Metrology links to when its capped list leaves it out (and only then)', () => {
    const metrology = (navigation: Navigation) => navigation.main[0]!.children.find((entry) => entry.id === 'metrology')!;
    // Names sorting before "DSM8/200 Gen2" push it out of the first N.
    const added = Array.from({ length: cap }, (_, i) => ({
      id: `early-${i}`,
      slug: `aa-early-${i}`,
      Productname: `AA Early ${i}`,
      Category: 'Metrology',
      SubCategory: 'Automated',
      published_at: '2025-01-01',
    }));
    const content = { ...sample.content, productPages: [...sample.content.productPages, ...added] };
    const capped = metrology(
      buildNavigation(
        'en',
        content,
        buildSitePages(content, TODAY, () => {}),
        () => {},
      ),
    );
    expect(capped.subCategories[0]!.products.map((product) => product.href)).not.toContain(capped.href);
    expect(capped.linkedProduct).toEqual({ text: 'DSM8/200 Gen2' });
    expect(metrology(nav('en'))).not.toHaveProperty('linkedProduct');
    const { content: later, pages } = withProducts(cap + 1, 'Metrology', 'Automated'); // "ZZ …": after DSM8
    expect(metrology(buildNavigation('en', later, pages, () => {}))).not.toHaveProperty('linkedProduct');
  });

  it('formats the count for the locale', () => {
    const { content, pages } = withProducts(1200);
    expect(
      subCategory(
        buildNavigation('en', content, pages, () => {}),
        'mask-aligner',
        'Manual',
      ).more?.text,
    ).toMatch(/^All 1,2\d\d products$/);
    expect(
      subCategory(
        buildNavigation('de', content, pages, () => {}),
        'mask-aligner',
        'Manual',
      ).more?.text,
    ).toMatch(/^Alle 1\.2\d\d Produkte$/);
  });
});

describe('the meta menu (docs/navigation.md §4, §9)', () => {
  const labels = (links: Navigation['meta']) => links.map((link) => link.text);

  it('links every meta link through the content-page route, karriere included', () => {
    expect(nav('de').meta.map((link) => link.href)).toEqual([
      '/de/investor-relations/',
      '/de/karriere/',
      '/de/news/',
      '/de/bildarchiv/',
      '/de/kontakt/',
    ]);
    expect(nav('en').meta.map((link) => link.href)).toEqual([
      '/en/investor-relations/',
      '/en/careers/',
      '/en/news/',
      '/en/image-archive/',
      '/en/contact/',
    ]);
  });

  it('drops Investor Relations and Careers in cn and Investor Relations in tw on the desktop; jp keeps both', () => {
    expect(labels(nav('cn').meta)).toEqual(['新闻', '图片库', '联系我们']);
    expect(labels(nav('tw').meta)).toEqual(['加入我們', '新聞', '圖片庫', '聯絡我們']);
    expect(labels(nav('jp').meta)).toHaveLength(5);
  });

  it('drops both in the mobile menu for tw, jp and cn, and none for de and en', () => {
    for (const locale of ['tw', 'jp', 'cn'] as const)
      expect(nav(locale).mobileMeta.map((link) => link.href)).not.toContainEqual(expect.stringMatching(/investor-relations|careers/));
    for (const locale of ['tw', 'jp', 'cn'] as const) expect(nav(locale).mobileMeta).toHaveLength(2);
    expect(nav('de').mobileMeta).toHaveLength(4);
    expect(nav('en').mobileMeta).toEqual(nav('en').meta.filter((link) => link.href !== '/en/contact/'));
  });

  it('leaves out of the mobile meta links a destination the main items already list (Contact), in every locale', () => {
    for (const locale of localeCodes) {
      const navigation = nav(locale);
      const main = new Set(navigation.main.map((item) => item.href));
      expect(main.has(`/${locale}/${locale === 'de' ? 'kontakt' : 'contact'}/`)).toBe(true);
      expect(
        navigation.mobileMeta.filter((link) => main.has(link.href)),
        locale,
      ).toEqual([]);
    }
    // The desktop meta bar keeps it: it is a bar of its own there.
    expect(nav('en').meta.map((link) => link.href)).toContain('/en/contact/');
  });

  it('has no meta links when the meta menu could not be read (docs/architecture.md §10), and keeps the main links', () => {
    const navigation = buildNavigation('en', { ...sample.content, metaMenuLinks: [] }, sample.pages, () => {});
    expect(navigation.meta).toEqual([]);
    expect(navigation.mobileMeta).toEqual([]);
    expect(navigation.main).toHaveLength(mainMenu.length);
  });

  it('marks an English stand-in label with its language', () => {
    const link = { id: 'x', slug: 'news', internationalSlug: 'news', label: { german: 'Aktuelles', english: 'Latest', japanese: null } };
    const navigation = buildNavigation('jp', { ...sample.content, metaMenuLinks: [link] }, sample.pages, () => {});
    expect(navigation.meta).toEqual([{ text: 'Latest', lang: 'en', href: '/jp/news/' }]);
  });
});

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { buildSchema, isUnionType } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContentModel } from '../../../scripts/content-server/model.ts';
import { prepareSeed } from '../../../scripts/content-server/seed-prepare.ts';
import { buildSampleContent, untranslatedSamples } from '../../../scripts/content-server/sample/index.ts';
import type { Seed, SeedEntry } from '../../../scripts/content-server/seed-types.ts';
import { at, enumValues, findProblems, loadSchema } from './schema-walk.ts';

let seed: Seed;
beforeAll(async () => {
  seed = await buildSampleContent();
}, 60_000);

const entries = (type: string): SeedEntry[] => seed.collections[type] ?? [];
const page = (slug: string): SeedEntry | undefined => entries('ContentPage').find((p) => p.slug === slug);

/**
 * Navigation targets (docs/navigation.md §2), the footer's legal pages and link targets (docs/navigation.md §8) and the
 * special pages: [slug, internationalSlug, pageCategory?].
 */
const PAGES: Array<[string, string, string?]> = [
  ['produkte-loesungen', 'products-solutions'],
  ['unternehmen', 'company'],
  ['kontakt', 'contact'],
  ['service', 'service'],
  ['service-kontakt', 'service-contact', 'InvestorRelations'],
  ['organisation', 'organization', 'Company'],
  ['nachhaltigkeit', 'sustainability', 'Company'],
  ['forschung-entwicklung', 'research-development', 'Company'],
  ['qualitaetsmanagement', 'quality-management', 'Company'],
  ['einkauf', 'purchasing', 'Company'],
  ['veranstaltungen', 'events', 'Company'],
  ['imprint-lithografie', 'imprint-lithography', 'ProductsAndSolutions'],
  ['schulung', 'training', 'ProductsAndSolutions'],
  ['impressum', 'imprint'],
  ['datenschutzerklaerung', 'privacy-policy'],
  ['nutzungsbedingungen', 'terms-of-use'],
  ['agb', 'terms'],
  ['news', 'news'],
  ['bildarchiv', 'image-archive'],
  ['investor-relations', 'investor-relations'],
  ['jobs', 'jobs'],
  ['karriere', 'careers'],
  ['prozesstechnologien', 'process-technologies', 'ProductsAndSolutions'],
  ['corporate-governance', 'corporate-governance', 'InvestorRelations'],
  ['aktie', 'share', 'InvestorRelations'],
  ['hauptversammlung', 'shareholders-meeting', 'InvestorRelations'],
  ['publikationen', 'publications', 'InvestorRelations'],
  ['wer-wir-sind', 'who-we-are', 'Career'],
  ['berufserfahrene', 'professionals', 'Career'],
  ['karriere-faq', 'careers-faq', 'Career'],
  ['offene-stellen', 'open-positions', 'Career'],
  ['young-professionals', 'young-professionals', 'Career'],
  ['firmenregistrierung', 'company-registration'],
  ['404-error-page', '404-error-page'],
];

const CATEGORY_PAGES: Record<string, [string, string]> = {
  CoaterAndDeveloper: ['belacker-und-entwickler', 'coater-and-developer'],
  InkjetPrinting: ['tintenstrahldruck', 'inkjet-printing'],
  MaskAligner: ['mask-aligner', 'mask-aligner'],
  Metrology: ['metrology', 'metrology'],
  WaferBonder: ['wafer-bonder', 'wafer-bonder'],
  PhotomaskEquipment: ['fotomasken-systeme', 'photomask-equipment'],
  ProjectionScanner: ['projektions-scanner', 'projection-scanner'],
};

const PRODUCT_SLUGS = [
  'acs300-gen3',
  'acs200-gen3',
  'as8',
  'ecd8',
  'rcd8',
  'mcs8',
  'hp8',
  'jetx',
  'lp50',
  'ma300-gen3',
  'ma200-gen3',
  'ma12',
  'mjb4',
  'xbc300-gen2',
  'xbs300',
  'xbs200',
  'sb8-gen2',
  'xb8',
  'masktrack-pro',
  'hmx-series',
  'dsc300-gen3',
  'dsm8-200-gen2',
];

describe('sample content: shape', () => {
  it('matches the content schema and every relation points at an existing entry', () => {
    expect(findProblems(seed)).toEqual([]);
  });

  it('is accepted by the content server store (prepareSeed)', () => {
    const sdl = readFileSync(new URL('../../../scripts/content-server/schema.graphql', import.meta.url), 'utf8');
    const prepared = prepareSeed(buildContentModel(buildSchema(sdl)), seed);
    expect(prepared.records.length).toBeGreaterThan(300);
  });

  it('gives every UploadFile url (and format url) a matching upload blob', () => {
    const files = new Set(seed.uploads.map((u) => u.path));
    const files2 = entries('UploadFile');
    expect(files2.length).toBeGreaterThan(40);
    for (const file of files2) {
      const urls = [file.url, ...Object.values((file.formats ?? {}) as Record<string, { url: string }>).map((f) => f.url)];
      for (const url of urls) expect(files.has(String(url).replace(/^\/uploads\//, '')), String(url)).toBe(true);
      expect(file.url).toBe(`/uploads/${file.hash}${file.ext}`);
      expect(file.provider).toBe('local');
      expect(typeof file.size).toBe('number');
    }
  });

  it('renders images with Strapi-style formats only where the original is wider', () => {
    const images = entries('UploadFile').filter((f) => String(f.mime).startsWith('image/'));
    for (const image of images) {
      const formats = (image.formats ?? {}) as Record<string, { width: number }>;
      const expected = [
        ['thumbnail', 245],
        ['small', 500],
        ['medium', 750],
        ['large', 1000],
      ]
        .filter(([, w]) => Number(image.width) > Number(w))
        .map(([n]) => n);
      expect(Object.keys(formats), String(image.name)).toEqual(expected);
      for (const [name, format] of Object.entries(formats))
        expect(format.width).toBe({ thumbnail: 245, small: 500, medium: 750, large: 1000 }[name]);
    }
    expect(images.some((i) => i.mime === 'image/jpeg')).toBe(true);
    expect(images.some((i) => i.mime === 'image/webp')).toBe(true);
  });

  it('writes valid PDFs (their content: sample-pdfs.test.ts)', () => {
    const pdfs = entries('UploadFile').filter((f) => f.mime === 'application/pdf');
    expect(pdfs.length).toBeGreaterThan(20);
    for (const pdf of pdfs) {
      const data = seed.uploads.find((u) => `/uploads/${u.path}` === pdf.url)!.data;
      const text = Buffer.from(data).toString('latin1');
      expect(text.startsWith('%PDF-1.')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
      expect(text.slice(xref, xref + 4)).toBe('xref');
    }
  });
});

describe('sample content: coverage of pages and blocks', () => {
  it.each(PAGES)('has the content page %s / %s', (slug, internationalSlug, category) => {
    const p = page(slug);
    expect(p, slug).toBeDefined();
    expect(p!.internationalSlug).toBe(internationalSlug);
    if (category) expect(p!.pageCategory).toBe(category);
    expect(p!.published_at).toEqual(expect.any(String));
  });

  it('has the contact page with the locations anchor and block', () => {
    const contact = page('kontakt')!;
    const anchors = (contact.anchorNavigation as { anchorLink: Array<{ anchorId: string; anchorTranslation: { english: string } }> })
      .anchorLink;
    expect(anchors.find((a) => a.anchorId === 'locations')?.anchorTranslation.english).toBe('Locations');
    const blocks = contact.content as Array<Record<string, unknown>>;
    expect(blocks.some((b) => b.__typename === 'ComponentContentLocations' && b.anchorId === 'locations')).toBe(true);
    expect(blocks.some((b) => b.__typename === 'ComponentFormsContactForm')).toBe(true);
  });

  it('has events with labels, an image archive and open positions', () => {
    const events = (page('veranstaltungen')!.content as Array<Record<string, unknown>>).find(
      (b) => b.__typename === 'ComponentContentEvents',
    );
    const list = (events?.events ?? []) as Array<{ label: string }>;
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const event of list) expect(event.label).toMatch(/^[a-z0-9-]+$/);
    expect(
      (page('bildarchiv')!.content as Array<{ __typename: string }>).some((b) => b.__typename === 'ComponentContentImageArchive'),
    ).toBe(true);
    expect((page('jobs')!.content as Array<{ __typename: string }>).some((b) => b.__typename === 'ComponentContentOpenPositions')).toBe(
      true,
    );
  });

  it('uses a variety of blocks on content pages', () => {
    const used = new Set(entries('ContentPage').flatMap((p) => (p.content as Array<{ __typename: string }>).map((b) => b.__typename)));
    for (const typename of [
      'ComponentContentTextarea',
      'ComponentContentTextareaAllLanguages',
      'ComponentContentTwoColumnContent',
      'ComponentContentThreeColumnContent',
      'ComponentContentTextWithImage',
      'ComponentContentFullSizeImage',
      'ComponentContentAccordion',
      'ComponentContentLanguageSpecificAccordion',
      'ComponentContentInvestorRelationsAccordion',
      'ComponentContentTextWithDownload',
      'ComponentContentTabGroup',
      'ComponentContentTextWithEmployeeCard',
      'ComponentMediaYoutubeVideo',
      'ComponentMediaIframe',
      'ComponentFormsContactForm',
      'ComponentFormsNewsletterSignup',
      'ComponentContentEvents',
      'ComponentContentLocations',
      'ComponentContentOpenPositions',
      'ComponentContentImageArchive',
      'ComponentContentInformationTiles',
      'ComponentNavigationPageMetaNavigation',
      'ComponentProductProductsOnPage',
      'ComponentProductProductHighlights',
      'ComponentProductProductDetails',
      'ComponentProductProductOptions',
      'ComponentProductProductDownloads',
      'ComponentProductRelatedNews',
      'ComponentContentPlusLink',
    ])
      expect(used, typename).toContain(typename);
    const alignments = new Set(
      entries('ContentPage').flatMap((p) =>
        (p.content as Array<Record<string, unknown>>)
          .filter((b) => b.__typename === 'ComponentContentTextWithImage')
          .map((b) => b.imageAlignment),
      ),
    );
    expect([...alignments].sort()).toEqual(['left', 'right']);
  });

  it('has a page using every block type of the content union, in all five languages (docs/content-blocks.md §3)', () => {
    const sdl = readFileSync(new URL('../../../scripts/content-server/schema.graphql', import.meta.url), 'utf8');
    const union = buildSchema(sdl).getType('ContentPageContentDynamicZone');
    const members = isUnionType(union) ? union.getTypes().map((type) => type.name) : [];
    expect(members.length).toBeGreaterThanOrEqual(33);
    const showcase = page('inhaltsbausteine');
    expect(showcase?.internationalSlug).toBe('content-blocks');
    const used = new Set((showcase?.content as Array<{ __typename: string }>).map((block) => block.__typename));
    expect([...members].filter((member) => !used.has(member))).toEqual([]);
    expect(untranslatedSamples.filter((sample) => sample.match?.slug === 'inhaltsbausteine').length).toBeGreaterThanOrEqual(3);
  });

  it('links a page once from its blocks: no plus link repeats a link of the page meta navigation above it', () => {
    const idOf = (slug: string) => entries('ContentPage').find((p) => p.slug === slug || p.internationalSlug === slug)?.id;
    for (const contentPage of entries('ContentPage')) {
      const blocks = (contentPage.content ?? []) as Array<Record<string, unknown>>;
      const listed = new Set(
        blocks
          .filter((block) => block.__typename === 'ComponentNavigationPageMetaNavigation')
          .flatMap((block) => (block.links as Array<{ content_page?: string | null }>).map((link) => link.content_page)),
      );
      const repeated = blocks.filter((block) => block.__typename === 'ComponentContentPlusLink' && listed.has(idOf(String(block.Slug))));
      expect(repeated, String(contentPage.slug)).toEqual([]);
    }
  });
});

describe('sample content: coverage of products and news', () => {
  it('has the 7 product categories, each with its category page', () => {
    const categories = entries('ProductCategory');
    expect(categories.map((c) => c.Category).sort()).toEqual(Object.keys(CATEGORY_PAGES).sort());
    for (const c of categories) {
      const target = entries('ContentPage').find((p) => p.id === c.categoryPage)!;
      expect([target.slug, target.internationalSlug]).toEqual(CATEGORY_PAGES[String(c.Category)]);
      expect(target.pageCategory).toBe('ProductsAndSolutions');
      for (const lang of ['german', 'english', 'chinese', 'japanese', 'taiwanese'])
        expect((c.Label as Record<string, string>)[lang]).toBeTruthy();
      const subs = c.subcategories as Array<{ Category: string; ProductPageLink: unknown[] }>;
      expect(subs.length).toBeGreaterThan(0);
      for (const sub of subs) expect(sub.ProductPageLink.length).toBeGreaterThan(0);
    }
    expect(new Set(categories.map((c) => c.order)).size).toBe(7);
  });

  it.each(PRODUCT_SLUGS)('has the product page %s with its parts', (slug) => {
    const p = entries('ProductPage').find((e) => e.slug === slug)!;
    expect(p, slug).toBeDefined();
    expect(p.Productname).toEqual(expect.any(String));
    expect(p.Category).toEqual(expect.any(String));
    expect(['Automated', 'SemiAutomated', 'Manual']).toContain(p.SubCategory);
    for (const field of ['Productheadline', 'Productdescription', 'Productinformations']) {
      expect((p[field] as Record<string, string>).german).toBeTruthy();
      expect((p[field] as Record<string, string>).english).toBeTruthy();
    }
    expect(p.Productimage).toEqual(expect.any(String));
    expect((p.Highlights as unknown[]).length).toBeGreaterThan(0);
    expect((p.ProductPageDownloads as unknown[]).length).toBeGreaterThan(0);
    // Every product page shows details and options, each with its availability (docs/content-blocks.md §5).
    expect((p.details as unknown[]).length, 'details').toBeGreaterThan(0);
    expect((p.options as unknown[]).length, 'options').toBeGreaterThan(0);
    expect(entries('Product').some((e) => e.slug === slug && e.category === p.Category)).toBe(true);
  });

  it('puts dsm8-200-gen2 in Metrology and relates news to product pages', () => {
    expect(entries('ProductPage').find((p) => p.slug === 'dsm8-200-gen2')!.Category).toBe('Metrology');
    for (const p of entries('ProductPage')) expect((p.News as unknown[]).length, String(p.slug)).toBeGreaterThan(0);
    const image = entries('UploadFile').find((f) => f.id === entries('ProductPage')[0].Productimage)!;
    expect(image.related).toEqual([{ __typename: 'ProductPage', id: entries('ProductPage')[0].id }]);
  });

  it('has enough news, technical publications and investor-relations entries', () => {
    const news = entries('NewsArticle');
    const count = (main: string, sub?: string | null) =>
      news.filter((n) => n.newsMainCategory === main && (sub === undefined || (n.newsSubCategory ?? null) === sub)).length;
    // More than a list page (ten): the products-and-technology news show paging and the year filter.
    expect(count('corporateNews')).toBeGreaterThan(10);
    expect(count('technicalPublications')).toBeGreaterThanOrEqual(5);
    for (const sub of [
      'adhocReleases',
      'financialReports',
      'votingRights',
      'totalVotingRights',
      'financialCalendar',
      'directorsDealings',
    ]) {
      expect(count('investorRelationsNews', sub), sub).toBeGreaterThanOrEqual(3);
    }
    expect(count('investorRelationsNews', null), 'press releases').toBeGreaterThanOrEqual(3);
    const years = new Set(news.map((n) => String(n.publishingDate).slice(0, 4)));
    // 2022: the oldest news; 2027: the financial calendar's dates to come.
    expect([...years].sort()).toEqual(['2022', '2023', '2024', '2025', '2026', '2027']);
    expect(new Set(news.map((n) => n.slug)).size).toBe(news.length);
    expect(news.some((n) => n.articleImage) && news.some((n) => n.PDF)).toBe(true);
  });
});

describe('sample content: coverage of tiles, drafts, languages and menus', () => {
  it('has home tiles covering every size, colour, font colour and background position', () => {
    const { schema } = loadSchema();
    const tiles = seed.singles.HomepageInformationTile.InformationTiles as Array<Record<string, unknown>>;
    const covered = (pick: (t: Record<string, unknown>) => unknown) => [...new Set(tiles.map(pick).filter(Boolean))].sort();
    expect(covered((t) => t.size)).toEqual(enumValues(schema, 'ENUM_COMPONENTCONTENTINFORMATIONTILE_SIZE').sort());
    expect(covered((t) => t.backgroundColor)).toEqual(enumValues(schema, 'ENUM_COMPONENTCONTENTINFORMATIONTILE_BACKGROUNDCOLOR').sort());
    expect(covered((t) => t.fontColor)).toEqual(enumValues(schema, 'ENUM_COMPONENTCONTENTINFORMATIONTILE_FONTCOLOR').sort());
    expect(covered((t) => (t.BackgroundImage as { backgroundPosition?: string } | null)?.backgroundPosition)).toEqual(
      enumValues(schema, 'ENUM_COMPONENTMEDIABACKGROUNDIMAGE_BACKGROUNDPOSITION').sort(),
    );
    const orders = tiles.map((t) => Number(t.order));
    expect(orders).not.toEqual([...orders].sort((a, b) => a - b));
    const links = tiles.map((t) => t.Link as Record<string, unknown>);
    expect(links.some((l) => l.content_page) && links.some((l) => l.product_page) && links.some((l) => l.link)).toBe(true);
    expect(new Set(tiles.map((t) => t.showArrow))).toEqual(new Set([true, false]));
  });

  it('has exactly one draft content page', () => {
    const drafts = entries('ContentPage').filter((p) => p.published_at === null);
    expect(drafts.map((p) => [p.slug, p.internationalSlug])).toEqual([['vorschau-neues-system', 'preview-new-system']]);
  });

  it.each(untranslatedSamples)('leaves $type $match $path untranslated in $missing', (sample) => {
    const entry = sample.match
      ? entries(sample.type).find((e) => Object.entries(sample.match!).every(([k, v]) => e[k] === v))
      : seed.singles[sample.type];
    expect(entry).toBeDefined();
    const text = at(entry, sample.path) as Record<string, string | null>;
    expect(text.english).toBeTruthy();
    for (const lang of sample.missing) expect(text[lang]).toBeNull();
  });

  it('has locales, meta menu links, menu, translations and footer', () => {
    expect(entries('Locale').map((l) => [l.code, l.iso])).toEqual([
      ['de', 'de'],
      ['en', 'en'],
      ['cn', 'zh-CN'],
      ['jp', 'ja'],
      ['tw', 'zh-TW'],
    ]);
    expect(entries('MetaMenuLink').map((l) => l.slug)).toEqual(expect.arrayContaining(['karriere', 'investor-relations', 'news']));
    const translations = new Set(entries('Translation').map((t) => t.BackendName));
    for (const key of ['readMore', 'download', 'backToOverview', 'pageNotFound', 'contentInEnglishNotice'])
      expect(translations).toContain(key);
    const footer = seed.singles.Footer as { columns: Array<{ blocks: Array<Record<string, unknown>> }> };
    expect(footer.columns).toHaveLength(5);
    const labels = footer.columns.flatMap((c) => c.blocks.map((b) => b.backendLabel));
    expect(labels).toEqual(expect.arrayContaining(['investorRelations', 'career', 'newsletter', 'events']));
    expect(String(seed.singles.FooterCompanyInfo.html)).toContain('Vantoro');
    expect(entries('Menu')).toHaveLength(1);
    const linkTypes = entries('ParentMenuLink').flatMap((p) => (p.Linktype as Array<{ __typename: string }>).map((l) => l.__typename));
    expect(new Set(linkTypes)).toEqual(new Set(['ComponentMenuProductPageCategory', 'ComponentMenuContentPageLink']));
  });
});

describe('sample content: determinism', () => {
  it('builds the same seed on every run', async () => {
    const again = await buildSampleContent();
    expect(JSON.stringify(again.collections)).toBe(JSON.stringify(seed.collections));
    expect(JSON.stringify(again.singles)).toBe(JSON.stringify(seed.singles));
    const digest = (s: Seed) => s.uploads.map((u) => `${u.path}:${createHash('sha256').update(u.data).digest('hex')}`);
    expect(digest(again)).toEqual(digest(seed));
  }, 60_000);
});

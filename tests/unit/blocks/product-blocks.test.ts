/** Product blocks (products on the page, highlights, details/options, downloads, related news), rendered with Astro's Container API. */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localsFor, siteFixture, type FixtureContent } from '../site/fixture.ts';
import { text } from './helpers.ts';

const main = (german: string | null, english: string | null) => ({ german, english });
const image = { id: 'img', url: '/uploads/ma200.png', width: 800, height: 600, alternativeText: 'MA200', formats: null };
const products = [
  {
    id: 'pp1',
    slug: 'ma200-gen3',
    Productname: 'MA200 Gen3',
    Category: 'MaskAligner',
    SubCategory: 'Manual',
    Productheadline: main('Der Klassiker', 'The classic aligner'),
    Productimage: image,
  },
  // A category the site has no route for: no page is built.
  { id: 'pp2', slug: 'zz1', Productname: 'ZZ1', Category: 'Unknown', SubCategory: null, Productheadline: null, Productimage: null },
  {
    id: 'pp3',
    slug: 'nameless',
    Productname: ' ',
    Category: 'MaskAligner',
    SubCategory: null,
    Productheadline: null,
    Productimage: null,
  },
];
const articles = [
  {
    id: 'n1',
    slug: 'ma200-launch',
    Headline: { german: 'MA200 vorgestellt', english: 'MA200 launched', japanese: null, chinese: null, taiwanese: null },
    newsMainCategory: 'corporateNews',
    newsSubCategory: null,
    publishingDate: '2025-03-27',
    articleImage: null,
    PDF: null,
  },
  {
    id: 'n2',
    slug: 'lost',
    Headline: { german: 'Ohne Kategorie', english: 'No category', japanese: null, chinese: null, taiwanese: null },
    newsMainCategory: null,
    newsSubCategory: null,
    publishingDate: '2025-01-01',
    articleImage: null,
    PDF: null,
  },
];
// The site builds the product pages and the article pages of the content above.
const { model } = siteFixture({ productPages: products, newsArticles: articles } as FixtureContent);

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function render(name: string, props: Record<string, unknown>): Promise<string> {
  const { default: Component } = await import(`../../../src/blocks/${name}.astro`);
  return container.renderToString(Component, { props: { index: 1, ...props }, locals: localsFor(model) });
}

const silence = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('ProductsOnPage', () => {
  const block = {
    __typename: 'ComponentProductProductsOnPage',
    id: 'pop1',
    anchorId: 'products',
    headline: text('Unsere Systeme', 'Our systems'),
    product_pages: [products[0], products[1], null],
  };

  it('renders a card per product: image, the name as the link to its page, the headline', async () => {
    silence();
    const html = await render('ProductsOnPage', { block, locale: 'en' });
    expect(html).toMatch(/<section[^>]*id="products"[^>]*data-block="ComponentProductProductsOnPage"/);
    expect(html).toMatch(/<h2[^>]*>Our systems<\/h2>/);
    expect(html).toMatch(/<h3[^>]*><a href="\/en\/products-solutions\/mask-aligner\/ma200-gen3\/"[^>]*>MA200 Gen3<\/a><\/h3>/);
    expect(html).toContain('The classic aligner');
    expect(html).toContain('src="/uploads/ma200.png"');
    const german = await render('ProductsOnPage', { block, locale: 'de' });
    expect(german).toContain('href="/de/produkte-loesungen/mask-aligner/ma200-gen3/"');
    expect(german).toContain('Der Klassiker');
  });

  it('shows a product without built page as plain text and names it; English stands in, marked', async () => {
    const warn = silence();
    const html = await render('ProductsOnPage', { block, locale: 'jp' });
    expect(html).toMatch(/<h3[^>]*>ZZ1<\/h3>/);
    expect(html).toMatch(/<p[^>]*lang="en"[^>]*>The classic aligner<\/p>/);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('products-on-page pop1: product page pp2 ("ZZ1") is not built'));
  });

  it('names a product without name and leaves it out; renders nothing without products', async () => {
    const warn = silence();
    const html = await render('ProductsOnPage', { block: { ...block, product_pages: [products[2]] }, locale: 'en' });
    expect(html.trim()).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('product page pp3 has no Productname'));
    expect((await render('ProductsOnPage', { block: { ...block, product_pages: [] }, locale: 'en' })).trim()).toBe('');
  });
});

describe('ProductHighlights', () => {
  const block = {
    __typename: 'ComponentProductProductHighlights',
    id: 'h1',
    anchorId: null,
    headline: null,
    highlights: [
      { german: 'Kontakt und Proximity', english: 'Contact and proximity' },
      { german: null, english: 'Only English' },
    ],
  };

  it('renders the highlights in the page language under the default heading', async () => {
    const html = await render('ProductHighlights', { block, locale: 'de' });
    expect(html).toMatch(/<h2[^>]*>Highlights<\/h2>/);
    expect(html).toMatch(/<ul class="highlight-list[^"]*" role="list"/);
    expect(html).toContain('Kontakt und Proximity');
    expect(html).toMatch(/<span lang="en"[^>]*>Only English<\/span>/);
  });

  it('renders nothing without highlights', async () => {
    expect((await render('ProductHighlights', { block: { ...block, highlights: [null] }, locale: 'en' })).trim()).toBe('');
  });
});

describe('ProductDetails and ProductOptions', () => {
  const feature = (id: string, headline: string, slugs: Array<[string, string]>) => ({
    id,
    backendLabel: id,
    headline: text(headline, headline),
    content: text(`${headline} Text`, `${headline} text`),
    description: 'editor note',
    showDetailHeadline: true,
    availabilityTile: [
      {
        id: `${id}-t`,
        backendLabel: 'standard',
        CategoryTitle: { german: 'Standard', english: 'Standard' },
        products: slugs.map(([slug, category]) => ({ id: slug, productName: slug.toUpperCase(), slug, category })),
      },
    ],
  });
  const details = {
    __typename: 'ComponentProductProductDetails',
    id: 'd1',
    anchorId: 'details',
    backendLabel: 'x',
    description: 'All aligners at a glance.',
    headline: text('Technische Details', 'Technical details'),
    productDetails: [
      feature('wafer', 'Wafer sizes', [
        ['ma200-gen3', 'MaskAligner'],
        ['zz1', 'Unknown'],
      ]),
      null,
    ],
    showDetailHeadline: true,
  };

  it('renders the features with availability tiles, linking built product pages only', async () => {
    const warn = silence();
    const html = await render('ProductDetails', { block: details, locale: 'en' });
    expect(html).toMatch(/<section[^>]*id="details"/);
    expect(html).toMatch(/<h2[^>]*>Technical details<\/h2>/);
    expect(html).toContain('All aligners at a glance.');
    expect(html).toMatch(/<h3[^>]*>Wafer sizes<\/h3>/);
    expect(html).toContain('Available for');
    expect(html).toMatch(/href="\/en\/products-solutions\/mask-aligner\/ma200-gen3\/"[^>]*>MA200-GEN3<\/a>/);
    expect(html).toMatch(/<span[^>]*>ZZ1<\/span>/);
    expect(html).not.toContain('editor note');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('product-details d1: availability of wafer names product "ZZ1", which has no built page'),
    );
  });

  it('hides the feature headlines when the block says so', async () => {
    silence();
    const html = await render('ProductDetails', { block: { ...details, showDetailHeadline: false }, locale: 'en' });
    expect(html).not.toMatch(/<h3[^>]*>Wafer sizes<\/h3>/);
    expect(html).toContain('Wafer sizes text');
  });

  it('renders options under the default heading, and nothing without features', async () => {
    const options = {
      __typename: 'ComponentProductProductOptions',
      id: 'o1',
      anchorId: null,
      backendLabel: 'y',
      description: null,
      headline: null,
      productOptions: [feature('bsa', 'Backside alignment', [['ma200-gen3', 'MaskAligner']])],
      showDetailHeadline: null,
    };
    const html = await render('ProductOptions', { block: options, locale: 'de' });
    expect(html).toMatch(/<h2[^>]*>Optionen<\/h2>/);
    expect(html).toContain('href="/de/produkte-loesungen/mask-aligner/ma200-gen3/"');
    expect((await render('ProductOptions', { block: { ...options, productOptions: [] }, locale: 'de' })).trim()).toBe('');
  });
});

describe('ProductDownloads', () => {
  const file = {
    id: 'f',
    name: 'ma200.pdf',
    alternativeText: null,
    url: '/uploads/ma200.pdf',
    ext: '.pdf',
    mime: 'application/pdf',
    size: 820,
  };
  const block = {
    __typename: 'ComponentProductProductDownloads',
    id: 'dl1',
    anchorId: 'downloads',
    headline: text('Unterlagen', 'Documents'),
    downloads: [
      { id: 'a', germanLabel: 'Datenblatt', englishLabel: 'Datasheet', downloadFile: file },
      { id: 'b', germanLabel: 'Ohne Datei', englishLabel: 'No file', downloadFile: null },
      { id: 'c', germanLabel: null, englishLabel: ' ', downloadFile: { ...file, id: 'g', name: null, url: '/uploads/x.pdf' } },
    ],
  };

  it('renders a file link per download, labelled per locale, with type and size', async () => {
    silence();
    const en = await render('ProductDownloads', { block, locale: 'en' });
    expect(en).toMatch(/<h2[^>]*>Documents<\/h2>/);
    expect(en).toMatch(/<a[^>]*href="\/uploads\/ma200\.pdf"[^>]*download/);
    expect(en).toContain('Datasheet');
    expect(en).toContain('PDF, 820 KB');
    const jp = await render('ProductDownloads', { block, locale: 'jp' });
    expect(jp).toMatch(/<span[^>]*lang="en"[^>]*>Datasheet<\/span>/);
    const de = await render('ProductDownloads', { block, locale: 'de' });
    expect(de).toContain('Datenblatt');
  });

  it('names a download without file and leaves it out; nothing without downloads', async () => {
    const warn = silence();
    const html = await render('ProductDownloads', { block, locale: 'en' });
    expect(html).not.toContain('No file');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('product-downloads dl1: download b has no file'));
    expect(html).not.toContain('/uploads/x.pdf');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('product-downloads dl1: download c has no label'));
    expect((await render('ProductDownloads', { block: { ...block, downloads: [block.downloads[1]] }, locale: 'en' })).trim()).toBe('');
  });
});

describe('RelatedNews', () => {
  const block = {
    __typename: 'ComponentProductRelatedNews',
    id: 'rn1',
    anchorId: null,
    headline: null,
    news_articles: articles,
  };

  it('renders article cards linking to the detail page where the article is read', async () => {
    silence();
    const html = await render('RelatedNews', { block, locale: 'en' });
    expect(html).toMatch(/<h2[^>]*>Related news<\/h2>/);
    expect(html).toMatch(/<h3 class="headline[^"]*"[^>]*><a href="\/en\/news\/products-and-technology-news\/ma200-launch\/"/);
    expect(html).toContain('MA200 launched');
    expect(html).toMatch(/<time[^>]*datetime="2025-03-27"/);
  });

  it('leaves out an article in no list and names it; nothing without articles', async () => {
    const warn = silence();
    const html = await render('RelatedNews', { block, locale: 'en' });
    expect(html).not.toContain('No category');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('related-news rn1: news article n2 has no page on the site'));
    expect((await render('RelatedNews', { block: { ...block, news_articles: [] }, locale: 'en' })).trim()).toBe('');
  });
});

describe('content problems under STRICT_CONTENT', () => {
  it('fail the render', async () => {
    vi.stubEnv('STRICT_CONTENT', '1');
    silence();
    try {
      await expect(
        render('RelatedNews', {
          block: { __typename: 'ComponentProductRelatedNews', id: 'rn2', anchorId: null, headline: null, news_articles: [articles[1]] },
          locale: 'en',
        }),
      ).rejects.toThrow(/STRICT_CONTENT/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

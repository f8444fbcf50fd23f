/**
 * Comparing two builds of the site (scripts/strapi/compare-sites.ts) on small sites written to
 * temporary folders: what the two content backends legitimately do differently (upload hashes, image
 * size digests, Astro bundle hashes, entry and component ids) is no difference; changed text, links,
 * pages, images and sitemap entries are, each naming its page.
 */
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  compareSites,
  formatReport,
  normalisePath,
  normaliseSrcset,
  normaliseUrl,
  summarisePage,
  textExcerpts,
  type SiteDifference,
} from '../../../scripts/strapi/compare-sites.ts';

/** What differs between the two backends: one upload hash, one size digest, one bundle hash, ids. */
interface Backend {
  hash: string;
  digest: string;
  bundle: string;
  articleId: number;
  blockId: number;
}

const EMBEDDED: Backend = { hash: '7bd7463c0e', digest: '2db8cb', bundle: 'C2VBaFGw', articleId: 21, blockId: 3 };
const STRAPI: Backend = { hash: 'a41c09e2f7', digest: '9f00d1', bundle: 'Xy-1_abc', articleId: 7, blockId: 58 };

interface PageParts {
  title?: string;
  text?: string;
  link?: string;
  image?: string;
}

/** A page as the site renders one: head links, an island, a picture, a download, a newsletter form. */
function page(backend: Backend, parts: PageParts = {}): string {
  const { hash, digest, bundle, articleId, blockId } = backend;
  const image = parts.image ?? 'hero_wafer';
  const variant = (width: number, format: string): string => `/_img/${image}_${hash}-jpg-${digest}-ef5862-${width}.${format}`;
  return `<!doctype html><html lang="en"><head>
<title>${parts.title ?? 'Financial reports | Vantoro'}</title>
<meta name="description" content="Reports and statements.">
<meta property="og:image" content="http://localhost:4321/uploads/${image}_${hash}.jpg">
<link rel="canonical" href="http://localhost:4321/en/investor-relations/financial-reports/">
<link rel="alternate" hreflang="de" href="http://localhost:4321/de/investor-relations/finanzberichte/">
<link rel="stylesheet" href="/_astro/SitePageView.${bundle}.css">
<script type="module" src="/_astro/page.${bundle}.js"></script>
<style>.x { color: red }</style>
</head><body>
<a href="#main">Skip to content</a>
<astro-island uid="Z${blockId}" component-url="/_astro/MegaMenu.${bundle}.js" props="{&quot;id&quot;:${blockId}}"></astro-island>
<main id="main">
<h1>Financial reports</h1>
<p>${parts.text ?? 'Our annual report 2023 is out.'}</p>
<script>console.log("not text ${blockId}")</script>
<section aria-labelledby="details-${blockId}"><h2 id="details-${blockId}">Details</h2>
<a href="#details-${blockId}">Back to the details</a>
<a href="/en/investor-relations/financial-reports/annual-report-2023/${articleId}/">Annual report 2023</a>
<a href="${parts.link ?? '/en/company/'}">Company</a>
<a href="/uploads/annual_report_2023_${hash}.pdf" download>Download (PDF, 1 KB)</a>
</section>
<picture><source type="image/avif" srcset="${variant(320, 'avif')} 320w, ${variant(640, 'avif')} 640w">
<img src="${variant(640, 'jpg')}" srcset="${variant(320, 'jpg')} 320w, ${variant(640, 'jpg')} 640w" width="1600" height="900" alt=""></picture>
<video poster="${variant(640, 'webp')}"><source src="/uploads/wafer_spin_${hash}.webm" type="video/webm">
<track kind="captions" srclang="en" src="/uploads/wafer_spin_captions_en_${hash}.en.vtt"></video>
</main>
<footer><form id="footer-newsletter-${blockId}" method="post" action="http://127.0.0.1:8788/submit/newsletter">
<label for="footer-newsletter-${blockId}-email">Email</label><input id="footer-newsletter-${blockId}-email"></form></footer>
</body></html>`;
}

function sitemap(backend: Backend): string {
  const url = (loc: string): string => `  <url>\n    <loc>http://localhost:4321${loc}</loc>\n  </url>\n`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    url('/en/investor-relations/financial-reports/') +
    url(`/en/investor-relations/directors-dealings/${backend.articleId + 13}/`) +
    url(`/en/investor-relations/directors-dealings/${backend.articleId + 14}/`) +
    '</urlset>\n'
  );
}

/** A directors' dealings page (no slug: its path is only its id). */
function dealing(person: string): string {
  return `<html><head><title>Directors' dealings | Vantoro</title></head><body><main><p>${person} bought shares.</p></main></body></html>`;
}

/** The files of a small site built from one backend; paths relative to its root. */
function site(backend: Backend, parts: PageParts = {}): Record<string, string> {
  const { articleId } = backend;
  return {
    'index.html': '<html><head><title>Vantoro</title></head><body><a href="/en/">English</a></body></html>',
    'en/investor-relations/financial-reports/index.html': page(backend, parts),
    [`en/investor-relations/financial-reports/annual-report-2023/${articleId}/index.html`]: page(backend, { title: 'Annual report 2023' }),
    [`en/investor-relations/directors-dealings/${articleId + 13}/index.html`]: dealing('Anna Example'),
    [`en/investor-relations/directors-dealings/${articleId + 14}/index.html`]: dealing('Ben Example'),
    'en/news/page/2/index.html': page(backend, { title: 'News, page 2' }),
    'robots.txt': 'User-agent: *\nAllow: /\n\nSitemap: http://localhost:4321/sitemap-index.xml\n',
    'sitemaps/1.xml': sitemap(backend),
    [`uploads/annual_report_2023_${backend.hash}.pdf`]: `%PDF-1.4 ${backend.hash}`,
    [`_astro/page.${backend.bundle}.js`]: 'console.log(1)',
    [`pagefind/fragment/en_${backend.hash.slice(0, 7)}.pf_fragment`]: `fragment ${backend.hash}`,
  };
}

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'compare-sites-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Writes `files` into a new folder `name` under the temporary root and returns its path. */
function writeSite(name: string, files: Record<string, string>): string {
  const dir = path.join(root, name);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

async function compare(a: Record<string, string>, b: Record<string, string>): Promise<SiteDifference[]> {
  return compareSites(writeSite('a', a), writeSite('b', b));
}

const REPORTS = 'en/investor-relations/financial-reports/index.html';

describe('compareSites', () => {
  it('finds no difference between identical sites', async () => {
    expect(await compare(site(EMBEDDED), site(EMBEDDED))).toEqual([]);
  });

  it('ignores upload hashes, image size digests, bundle hashes and entry and component ids', async () => {
    expect(await compare(site(EMBEDDED), site(STRAPI))).toEqual([]);
  });

  it('reports changed text with an excerpt around the change', async () => {
    const differences = await compare(site(EMBEDDED), site(STRAPI, { text: 'Our annual report 2024 is out.' }));
    expect(differences).toEqual([
      {
        page: REPORTS,
        kind: 'text',
        message: `${REPORTS}: text differs: "…reports Our annual report 2023 is out. Details Back…" vs "…reports Our annual report 2024 is out. Details Back…"`,
      },
    ]);
  });

  it('reports a changed title', async () => {
    const differences = await compare(site(EMBEDDED), site(STRAPI, { title: 'Reports | Vantoro' }));
    expect(differences.map((entry) => [entry.page, entry.kind])).toEqual([[REPORTS, 'title']]);
    expect(differences[0]?.message).toContain('title differs: "Financial reports | Vantoro" vs "Reports | Vantoro"');
  });

  it('reports a changed link as removed and added', async () => {
    const differences = await compare(site(EMBEDDED), site(STRAPI, { link: '/en/company/organization/' }));
    expect(differences).toEqual([
      { page: REPORTS, kind: 'links', message: `${REPORTS}: links differ: - a /en/company/  + a /en/company/organization/` },
    ]);
  });

  it('reports a page only one site has', async () => {
    const b = site(STRAPI);
    delete b['en/news/page/2/index.html'];
    const differences = await compare(site(EMBEDDED), b);
    expect(differences).toEqual([
      { page: 'en/news/page/2/index.html', kind: 'only-in-a', message: 'page only in A: en/news/page/2/index.html' },
    ]);
  });

  it('reports a different image, not only a different hash', async () => {
    const differences = await compare(site(EMBEDDED), site(STRAPI, { image: 'cleanroom_yellow' }));
    expect(differences.map((entry) => [entry.page, entry.kind])).toEqual([[REPORTS, 'media']]);
    expect(differences[0]?.message).toContain('- og:image http://localhost:4321/uploads/hero_wafer_{hash}.jpg');
    expect(differences[0]?.message).toContain('+ og:image http://localhost:4321/uploads/cleanroom_yellow_{hash}.jpg');
  });

  it('pairs pages whose paths differ only in ids by their content, whatever the order of the ids', async () => {
    const b = site(STRAPI);
    const first = `en/investor-relations/directors-dealings/${STRAPI.articleId + 13}/index.html`;
    const second = `en/investor-relations/directors-dealings/${STRAPI.articleId + 14}/index.html`;
    [b[first], b[second]] = [b[second] ?? '', b[first] ?? ''];
    expect(await compare(site(EMBEDDED), b)).toEqual([]);
  });

  it('names both paths of a changed page among pages paired by id', async () => {
    const b = site(STRAPI);
    b[`en/investor-relations/directors-dealings/${STRAPI.articleId + 14}/index.html`] = dealing('Carl Example');
    const differences = await compare(site(EMBEDDED), b);
    expect(differences.map((entry) => [entry.page, entry.kind])).toEqual([
      ['en/investor-relations/directors-dealings/35/index.html ~ en/investor-relations/directors-dealings/21/index.html', 'text'],
    ]);
  });

  it('compares sitemaps and robots.txt by their normalised content', async () => {
    const b = site(STRAPI);
    b['sitemaps/1.xml'] = (b['sitemaps/1.xml'] ?? '').replace('/financial-reports/', '/finance/');
    b['robots.txt'] = 'User-agent: *\nDisallow: /\n';
    const differences = await compare(site(EMBEDDED), b);
    expect(differences.map((entry) => entry.message)).toEqual([
      'robots.txt: content differs: - Allow: /  - Sitemap: http://localhost:4321/sitemap-index.xml  + Disallow: /',
      'sitemaps/1.xml: content differs: - <url><loc>http://localhost:4321/en/investor-relations/financial-reports/</loc></url>  + <url><loc>http://localhost:4321/en/investor-relations/finance/</loc></url>',
    ]);
  });

  it("compares calendar files without their DTSTAMP (the build's day), but with everything else", async () => {
    const ics = (stamp: string, summary: string) =>
      `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTAMP:${stamp}\r\nDTSTART;VALUE=DATE:20270310\r\nSUMMARY:${summary}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
    const a = { ...site(EMBEDDED), 'en/event/expo.ics': ics('20261127T000000Z', 'Expo') };
    expect(await compare(a, { ...site(STRAPI), 'en/event/expo.ics': ics('20261128T000000Z', 'Expo') })).toEqual([]);
    const changed = await compare(a, { ...site(STRAPI), 'en/event/expo.ics': ics('20261128T000000Z', 'Expo 2027') });
    expect(changed.map((entry) => entry.message)).toEqual(['en/event/expo.ics: content differs: - SUMMARY:Expo  + SUMMARY:Expo 2027']);
  });

  it('reports another file only one site has, but not the assets or the search index', async () => {
    const b = writeSite('b', { ...site(STRAPI), 'sitemap-index.xml': '<sitemapindex/>' });
    unlinkSync(path.join(b, `uploads/annual_report_2023_${STRAPI.hash}.pdf`));
    const differences = await compareSites(writeSite('a', site(EMBEDDED)), b);
    expect(differences.map((entry) => entry.message)).toEqual(['file only in B: sitemap-index.xml']);
  });

  it('can compare ids as they are', async () => {
    const differences = await compareSites(writeSite('a', site(EMBEDDED)), writeSite('b', site(STRAPI)), { normaliseIds: false });
    expect(differences.some((entry) => entry.kind === 'only-in-a')).toBe(true);
  });
});

describe('normalisation', () => {
  it.each([
    ['/uploads/annual_report_2023_3315a45d1d.pdf', '/uploads/annual_report_2023_{hash}.pdf'],
    ['/uploads/large_bond_stack_32d7b3406b.jpg', '/uploads/large_bond_stack_{hash}.jpg'],
    ['/uploads/vantoro_wafer_spin_captions_en_7ae32bc6ab.en.vtt', '/uploads/vantoro_wafer_spin_captions_en_{hash}.en.vtt'],
    ['http://localhost:4321/uploads/bond_stack_32d7b3406b.jpg', 'http://localhost:4321/uploads/bond_stack_{hash}.jpg'],
    ['/_img/bond_stack_32d7b3406b-jpg-2db8cb-ef5862-1080.avif', '/_img/bond_stack_{hash}-jpg-{digest}-ef5862-1080.avif'],
    ['/_img/url_0123456789abcdef-png-2db8cb-ef5862-320.webp', '/_img/url_{hash}-png-{digest}-ef5862-320.webp'],
    ['/_astro/MobileMenu.0SSB-5hW.js', '/_astro/MobileMenu.{hash}.js'],
    ['/de/investor-relations/finanzberichte/annual-report-2023/21/', '/de/investor-relations/finanzberichte/annual-report-2023/{id}/'],
    ['/de/investor-relations/directors-dealings/34/', '/de/investor-relations/directors-dealings/{id}/'],
    ['/de/news/page/2/', '/de/news/page/2/'],
    ['/de/404/', '/de/404/'],
    ['/de/produkte-loesungen/mask-aligner/ma200-gen3/', '/de/produkte-loesungen/mask-aligner/ma200-gen3/'],
    ['/de/kontakt/#tabs-12-iso-9001', '/de/kontakt/#tabs-{id}-iso-9001'],
    ['/de/kontakt/#locations', '/de/kontakt/#locations'],
    ['mailto:info@vantoro.example', 'mailto:info@vantoro.example'],
  ])('%s → %s', (url, expected) => {
    expect(normaliseUrl(url)).toBe(expected);
  });

  it('normalises the file paths of pages like their URLs', () => {
    expect(normalisePath('de/investor-relations/directors-dealings/34/index.html')).toBe(
      'de/investor-relations/directors-dealings/{id}/index.html',
    );
    expect(normalisePath('de/404/index.html')).toBe('de/404/index.html');
    // Strapi 5 names entries by documentId (24 letters and digits); a slug of letters only is not one.
    expect(normalisePath('cn/investor-relations/directors-dealings/zz187q1y85piumvq9tr70a2m/index.html')).toBe(
      'cn/investor-relations/directors-dealings/{id}/index.html',
    );
    expect(normalisePath('en/company/abcdefghijklmnopqrstuvwx/index.html')).toBe('en/company/abcdefghijklmnopqrstuvwx/index.html');
  });

  it('writes a srcset of one image compactly and keeps a mixed one whole', () => {
    const url = (name: string, width: number): string => `/_img/${name}_32d7b3406b-jpg-2db8cb-ef5862-${width}.avif ${width}w`;
    expect(normaliseSrcset(`${url('bond', 320)}, ${url('bond', 640)}`)).toBe('/_img/bond_{hash}-jpg-{digest}-ef5862-{w}.avif [320w 640w]');
    expect(normaliseSrcset(`${url('bond', 320)}, ${url('wafer', 640)}`)).toBe(
      '/_img/bond_{hash}-jpg-{digest}-ef5862-320.avif 320w, /_img/wafer_{hash}-jpg-{digest}-ef5862-640.avif 640w',
    );
  });
});

describe('summarisePage', () => {
  const summary = summarisePage(page(EMBEDDED));

  it('takes the title, the description and the visible text without scripts and styles', () => {
    expect(summary.title).toBe('Financial reports | Vantoro');
    expect(summary.description).toBe('Reports and statements.');
    expect(summary.text).toContain('Financial reports Our annual report 2023 is out.');
    expect(summary.text).not.toContain('not text');
    expect(summary.text).not.toContain('color');
  });

  it('lists the links in document order, head links with their hreflang', () => {
    expect(summary.links).toEqual([
      'canonical http://localhost:4321/en/investor-relations/financial-reports/',
      'alternate[de] http://localhost:4321/de/investor-relations/finanzberichte/',
      'a #main',
      'a #details-{id}',
      'a /en/investor-relations/financial-reports/annual-report-2023/{id}/',
      'a /en/company/',
      'a /uploads/annual_report_2023_{hash}.pdf',
      'form post http://127.0.0.1:8788/submit/newsletter',
    ]);
  });

  it('lists images, video, captions and downloads', () => {
    expect(summary.media).toEqual([
      'og:image http://localhost:4321/uploads/hero_wafer_{hash}.jpg',
      'download /uploads/annual_report_2023_{hash}.pdf',
      'source type=image/avif srcset=/_img/hero_wafer_{hash}-jpg-{digest}-ef5862-{w}.avif [320w 640w]',
      'img src=/_img/hero_wafer_{hash}-jpg-{digest}-ef5862-640.jpg srcset=/_img/hero_wafer_{hash}-jpg-{digest}-ef5862-{w}.jpg [320w 640w] size=1600x900 alt=""',
      'video poster=/_img/hero_wafer_{hash}-jpg-{digest}-ef5862-640.webp',
      'source type=video/webm src=/uploads/wafer_spin_{hash}.webm',
      'track kind=captions srclang=en src=/uploads/wafer_spin_captions_en_{hash}.en.vtt',
    ]);
  });

  it('counts uploads and files that are no pages as downloads, not mail addresses or pages', () => {
    const links = [
      'mailto:info@vantoro.example',
      '/en/company/',
      'https://cdn.example.com/files/sheet.pdf',
      '/files/brochure.pdf?v=2',
      'page.html',
    ];
    const html = `<body>${links.map((href) => `<a href="${href}">x</a>`).join('')}</body>`;
    expect(summarisePage(html).media).toEqual(['download https://cdn.example.com/files/sheet.pdf', 'download /files/brochure.pdf?v=2']);
  });

  it('lists the scripts, styles and islands', () => {
    expect(summary.assets).toEqual([
      'stylesheet /_astro/SitePageView.{hash}.css',
      'script /_astro/page.{hash}.js',
      'island /_astro/MegaMenu.{hash}.js',
    ]);
  });
});

describe('reporting', () => {
  it('cuts texts around their first difference', () => {
    const words = 'lorem ipsum dolor sit amet '.repeat(10);
    expect(textExcerpts(`${words}alpha ${words}`, `${words}beta ${words}`)).toEqual([
      expect.stringMatching(/^….*alpha.*…$/),
      expect.stringMatching(/^….*beta.*…$/),
    ]);
  });

  it('shows at most the given number of differences and counts all of them', () => {
    const differences = Array.from({ length: 60 }, (_, index) => ({
      page: `page-${index % 20}.html`,
      kind: 'text' as const,
      message: `page-${index % 20}.html: text differs: "a" vs "b"`,
    }));
    const lines = formatReport(differences);
    expect(lines).toHaveLength(52);
    expect(lines.at(-1)).toBe('60 differences in 20 files (first 50 shown)');
    expect(formatReport([])).toEqual(['no differences']);
  });
});

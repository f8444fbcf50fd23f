/**
 * A draft preview build (CMS_PUBLICATION_STATE=PREVIEW) is unmistakable: the banner on the error
 * page (DefaultLayout) and the root page, `noindex, nofollow`, the "[Preview]" title, no sitemap
 * routes. A live build renders none of it. Rendered with the Container API, like not-found-page.test.ts.
 */
import { siteContainer } from '../site-container.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoOf, localeCodes } from '../../../src/i18n/locales.ts';
import { t } from '../../../src/i18n/ui.ts';
import { previewBannerCss } from '../../../src/components/preview-banner-css.ts';
import { previewTitle } from '../../../src/seo/preview.ts';
import { localsFor } from '../site/fixture.ts';
import { AA_NORMAL, contrastRatio } from '../styles/wcag.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

async function render(path: 'error' | 'root'): Promise<string> {
  const container = await siteContainer();
  if (path === 'root') {
    const { default: RootPage } = await import('../../../src/pages/index.astro');
    return container.renderToString(RootPage);
  }
  const { default: NotFoundPage } = await import('../../../src/components/NotFoundPage.astro');
  // A site without content: the error page shows its message only.
  return container.renderToString(NotFoundPage, { props: { locale: 'de' }, locals: localsFor() });
}

describe('the preview texts', () => {
  it('exist in every locale (no English stand-in) and prefix the title', () => {
    for (const locale of localeCodes) {
      expect(t(locale, 'preview.label').lang, locale).toBe(isoOf(locale));
      expect(t(locale, 'preview.banner').lang, locale).toBe(isoOf(locale));
      expect(t(locale, 'preview.banner').text.startsWith(t(locale, 'preview.label').text), locale).toBe(true);
    }
    expect(previewTitle('en', 'Contact | Vantoro')).toBe('[Preview] Contact | Vantoro');
    expect(previewTitle('jp', 'x')).toBe('[プレビュー] x');
  });

  it('are readable: the banner text on its background passes WCAG AA', () => {
    const rule = /\.preview-banner \{([^}]*)\}/.exec(previewBannerCss)?.[1] ?? '';
    const background = /\bbackground: (#[0-9a-f]{6});/.exec(rule)?.[1];
    const color = /\bcolor: (#[0-9a-f]{6});/.exec(rule)?.[1];
    expect(background && color).toBeTruthy();
    expect(contrastRatio(color!, background!)).toBeGreaterThanOrEqual(AA_NORMAL);
  });
});

describe('a draft preview build', () => {
  it('opens every DefaultLayout page with the banner, noindex, nofollow and "[Preview]" in the title', async () => {
    vi.stubEnv('CMS_PUBLICATION_STATE', 'PREVIEW');
    const html = await render('error');
    const body = html.slice(html.indexOf('<body'));
    // the banner is the body's first element: a complementary landmark named in the page's language
    expect(body).toMatch(/^<body[^>]*><aside class="preview-banner preview-banner--under-header" aria-label="Vorschau"><p>Vorschau — /);
    expect(html).toMatch(/<head>[\s\S]*<style>[^<]*\.preview-banner[\s\S]*<\/head>/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toMatch(/<title>\[Vorschau\] /);
    expect(html).not.toMatch(/<script\b[^>]*>[^<]*preview/i);
  });

  it('marks the root page the same way', async () => {
    vi.stubEnv('CMS_PUBLICATION_STATE', 'PREVIEW');
    const html = await render('root');
    expect(html).toMatch(/<body><aside class="preview-banner" aria-label="Preview"><p>Preview — /);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<title>[Preview] ');
  });

  it('writes no sitemap files', async () => {
    const index = await import('../../../src/pages/[sitemapIndex].xml.ts');
    const chunks = await import('../../../src/pages/sitemaps/[n].xml.ts');
    expect(index.getStaticPaths()).toEqual([{ params: { sitemapIndex: 'sitemap-index' } }]);
    expect(await chunks.getStaticPaths()).toEqual([{ params: { n: '1' } }]);
    vi.stubEnv('CMS_PUBLICATION_STATE', 'PREVIEW');
    expect(index.getStaticPaths()).toEqual([]);
    expect(await chunks.getStaticPaths()).toEqual([]);
  });
});

describe('a live build', () => {
  it('has no trace of the preview', async () => {
    vi.stubEnv('CMS_PUBLICATION_STATE', 'LIVE');
    for (const page of ['error', 'root'] as const) {
      const html = await render(page);
      expect(html, page).not.toContain('preview-banner');
      expect(html, page).toContain('<meta name="robots" content="noindex">');
      expect(html, page).not.toContain('[Preview]');
    }
  });
});

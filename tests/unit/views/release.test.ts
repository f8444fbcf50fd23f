/** Which extractor an article's release HTML goes through, its fallbacks, and the rendered body. */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import ReleaseBody from '../../../src/components/ReleaseBody.astro';
import {
  articleRelease,
  articleReleaseOnce,
  releaseExtractorOf,
  releaseLangAttribute,
  type ReleaseArticle,
} from '../../../src/views/release.ts';

const financialBody =
  '<div class="announcement-body"><p>Garching, 19 March 2026 – The Management Board proposes a dividend of EUR 0.45 per share to the Annual General Meeting on 14 May 2026.</p></div>';
const pressBody =
  '<article><div class="news-body"><p>Garching – Vantoro opens a training centre for process engineers.</p></div></article>';
const doc = (body: string, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><title>Release</title></head><body>${body}</body></html>`;

const article = (over: Partial<ReleaseArticle>): ReleaseArticle => ({
  id: '42',
  slug: 'dividend-proposal-2025',
  newsMainCategory: 'corporateNews',
  newsSubCategory: null,
  releaseHtml: null,
  ...over,
});

describe('releaseExtractorOf', () => {
  it.each([
    [{ newsMainCategory: 'investorRelationsNews' }, 'financial'],
    [{ newsMainCategory: 'investorRelationsNews', newsSubCategory: 'votingRights' }, 'financial'],
    [{ newsMainCategory: null, newsSubCategory: 'adhocReleases' }, 'financial'],
    [{ newsMainCategory: null, newsSubCategory: 'financialReports' }, 'financial'],
    [{ newsMainCategory: 'corporateNews' }, 'press'],
    [{ newsMainCategory: 'technicalPublications' }, 'press'],
    [{ newsMainCategory: null }, 'press'],
  ] as const)('%o → %s', (categories, extractor) => {
    expect(releaseExtractorOf(article(categories))).toBe(extractor);
  });
});

describe('articleRelease', () => {
  it('is null without release HTML, and reports nothing', () => {
    const report = vi.fn();
    expect(articleRelease(article({ releaseHtml: null }), report)).toBeNull();
    expect(articleRelease(article({ releaseHtml: '  ' }), report)).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });

  it('takes an investor-relations release through the financial extractor first', () => {
    const html = doc(financialBody + pressBody);
    const release = articleRelease(
      article({ newsMainCategory: 'investorRelationsNews', newsSubCategory: 'adhocReleases', releaseHtml: html }),
      vi.fn(),
    );
    expect(release).toMatchObject({ extractor: 'financial', lang: 'en' });
    expect(release!.html).toContain('dividend of EUR 0.45');
    expect(release!.html).not.toContain('training centre');
  });

  it('takes a corporate release through the press extractor first', () => {
    const html = doc(financialBody + pressBody);
    const release = articleRelease(article({ releaseHtml: html }), vi.fn());
    expect(release).toMatchObject({ extractor: 'press' });
    expect(release!.html).toBe('<p>Garching – Vantoro opens a training centre for process engineers.</p>');
  });

  it('falls back to the press extractor for an investor release with only a <pre> body', () => {
    const html = doc(
      '<pre>Garching – Vantoro Process Systems SE publishes its financial calendar.\n-----\nContact: ir@vantoro.example</pre>',
    );
    const release = articleRelease(article({ newsMainCategory: 'investorRelationsNews', releaseHtml: html }), vi.fn());
    expect(release).toMatchObject({ extractor: 'press' });
    expect(release!.html).toContain('<pre>');
    expect(release!.html).toContain('<br />Contact:');
  });

  it('falls back to the financial extractor for a corporate release without news section, <pre> or break-word block', () => {
    const html = doc(`<div class="content">${financialBody}</div>`.replace('announcement-body', 'text'));
    const release = articleRelease(article({ releaseHtml: html }), vi.fn());
    expect(release).toMatchObject({ extractor: 'financial' });
    expect(release!.html).toContain('Annual General Meeting');
  });

  it('reports a release with nothing to extract by the article slug, and returns null so the content stands in', () => {
    const report = vi.fn();
    const release = articleRelease(
      article({ newsMainCategory: 'investorRelationsNews', releaseHtml: doc('<div>Too short.</div>') }),
      report,
    );
    expect(release).toBeNull();
    expect(report).toHaveBeenCalledOnce();
    expect(report.mock.calls[0]![0]).toContain('dividend-proposal-2025');
  });

  it('names the article by id when it has no slug', () => {
    const report = vi.fn();
    articleRelease(article({ slug: null, releaseHtml: doc('<p>x</p>') }), report);
    expect(report.mock.calls[0]![0]).toContain('news article 42');
  });
});

describe('articleReleaseOnce', () => {
  it('extracts once per article entry', () => {
    const entry = article({ releaseHtml: doc(pressBody) });
    const first = articleReleaseOnce(entry);
    expect(first).not.toBeNull();
    expect(articleReleaseOnce(entry)).toBe(first);
  });
});

describe('releaseLangAttribute', () => {
  const release = (lang: string | null) => ({ html: '<p>x</p>', lang, extractor: 'press' as const });

  it('marks a release whose declared language is not the page’s, and nothing else', () => {
    expect(releaseLangAttribute(release('de'), 'en')).toBe('de');
    expect(releaseLangAttribute(release('DE'), 'de')).toBeUndefined();
    expect(releaseLangAttribute(release(null), 'ja')).toBeUndefined();
  });
});

describe('ReleaseBody', () => {
  let container: AstroContainer;
  beforeAll(async () => {
    container = await AstroContainer.create();
  });

  it('renders the extracted body as prose, marked with its language on a page in another', async () => {
    const release = articleRelease(article({ releaseHtml: doc(pressBody, 'de') }), vi.fn())!;
    const html = await container.renderToString(ReleaseBody, { props: { release, locale: 'en' } });
    expect(html).toMatch(/<div class="prose release"[^>]*lang="de"[^>]*><p>Garching – Vantoro opens a training centre/);
  });

  it('adds no lang on a page in the release’s language', async () => {
    const release = articleRelease(article({ releaseHtml: doc(pressBody, 'de') }), vi.fn())!;
    const html = await container.renderToString(ReleaseBody, { props: { release, locale: 'de' } });
    expect(html).not.toContain('lang=');
  });
});

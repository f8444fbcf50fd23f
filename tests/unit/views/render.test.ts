/** Renders view components with Astro's Container API and checks the HTML they produce. */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import ArticleCard from '../../../src/components/ArticleCard.astro';
import EnglishOnlyNotice from '../../../src/components/EnglishOnlyNotice.astro';
import EventCard from '../../../src/components/EventCard.astro';
import CmsImage from '../../../src/components/CmsImage.astro';
import FileLink from '../../../src/components/FileLink.astro';
import Pagination from '../../../src/components/Pagination.astro';
import { articleListPath } from '../../../src/routing/paths.ts';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

const all = (german: string | null, english: string | null) => ({ german, english, japanese: null, chinese: null, taiwanese: null });

describe('Pagination', () => {
  const href = (page: number) => articleListPath('en', 'pressReleases', page);

  it('renders real links with rel=prev/next and the current page marked', async () => {
    const html = await container.renderToString(Pagination, { props: { locale: 'en', current: 2, count: 3, href } });
    expect(html).toMatch(/<nav[^>]*aria-label="Pages"/);
    expect(html).toContain(`href="${href(1)}" rel="prev"`);
    expect(html).toContain(`href="${href(3)}" rel="next"`);
    expect(html).toMatch(new RegExp(`href="${href(2)}"[^>]*aria-current="page"`));
    expect(html).toContain('Page 2 of 3');
    expect(href(1)).not.toContain('/page/');
  });

  it('renders nothing for a single page', async () => {
    const html = await container.renderToString(Pagination, { props: { locale: 'de', current: 1, count: 1, href } });
    expect(html).not.toContain('<nav');
  });
});

describe('ArticleCard', () => {
  const article = {
    id: '7',
    Headline: all('Großauftrag', 'Major order'),
    content: all('Text **fett**', 'Text'),
    publishingDate: '2025-04-02',
    articleImage: null,
    PDF: {
      id: 'f',
      name: 'r.pdf',
      alternativeText: null,
      caption: null,
      width: null,
      height: null,
      formats: null,
      hash: 'r',
      ext: '.pdf',
      mime: 'application/pdf',
      size: 1500,
      url: '/uploads/r.pdf',
      previewUrl: null,
    },
    newsMainCategory: 'investorRelationsNews' as const,
    newsSubCategory: 'adhocReleases' as const,
  };

  it('links the headline to the detail and shows date, category and PDF', async () => {
    const html = await container.renderToString(ArticleCard, { props: { locale: 'de', article, href: '/de/x/' } });
    expect(html).toMatch(/<h2[^>]*><a href="\/de\/x\/"[^>]*><span[^>]*>Großauftrag<\/span><\/a><\/h2>/);
    expect(html).toMatch(/<time[^>]*datetime="2025-04-02"[^>]*>02\.04\.2025<\/time>/);
    expect(html).toContain('Ad-hoc-Meldungen');
    expect(html).toContain('href="/uploads/r.pdf"');
    expect(html).toContain('PDF, 1,5 MB');
  });

  it('shows the body inline without detail page, and marks English standing in', async () => {
    const html = await container.renderToString(ArticleCard, { props: { locale: 'jp', article, href: null } });
    expect(html).not.toMatch(/<h2[^>]*><a/);
    expect(html).toMatch(/<span lang="en"[^>]*>Major order<\/span>/);
    expect(html).toMatch(/<div class="prose inline-body"[^>]*lang="en"/);
  });
});

describe('EventCard', () => {
  it('shows the date range, location, and the event link', async () => {
    const event = {
      id: '1',
      label: 'fair',
      title: all('Messe', 'Fair'),
      description: all('Beschreibung', 'Description'),
      location: 'Messe München',
      startDate: '2027-11-16',
      endDate: '2027-11-19',
      link: 'https://fair.example/',
    };
    const html = await container.renderToString(EventCard, { props: { locale: 'de', event, href: '/de/event/fair/' } });
    expect(html).toMatch(/<time[^>]*datetime="2027-11-16"[^>]*>16\.–19\.11\.2027<\/time>/);
    expect(html).toContain('Messe München');
    expect(html).toContain('href="/de/event/fair/"');
    expect(html).toContain('href="https://fair.example/"');
  });
});

describe('FileLink and notice', () => {
  it('labels a download with type and size', async () => {
    const html = await container.renderToString(FileLink, {
      props: { locale: 'en', file: { url: '/uploads/d.pdf', ext: '.pdf', size: 320 }, label: { text: 'Datasheet', lang: 'en' } },
    });
    expect(html).toContain('href="/uploads/d.pdf"');
    expect(html).toContain('PDF, 320 KB');
  });

  it('names the language of a file written in another language than the page, and marks the link with it', async () => {
    const file = { url: '/uploads/d.pdf', ext: '.pdf', size: 320 };
    const other = await container.renderToString(FileLink, {
      props: { locale: 'tw', file, label: { text: '產品規格書', lang: 'zh-TW' }, fileLang: 'en' },
    });
    expect(other).toMatch(/<a[^>]*hreflang="en"/);
    expect(other).toMatch(/PDF, 320 KB, <span lang="en"[^>]*>English<\/span>/);
    const own = await container.renderToString(FileLink, {
      props: { locale: 'jp', file, label: { text: 'データシート', lang: 'ja' }, fileLang: 'ja' },
    });
    expect(own).toMatch(/<a[^>]*hreflang="ja"/);
    expect(own).not.toContain('日本語');
    expect(own).toContain('PDF, 320 KB');
  });

  it('names what the file belongs to for screen readers, in its language', async () => {
    const html = await container.renderToString(FileLink, {
      props: {
        locale: 'jp',
        file: { url: '/uploads/d.pdf', ext: '.pdf', size: 320 },
        label: { text: 'PDF', lang: 'ja' },
        context: { text: 'Annual report 2024', lang: 'en' },
      },
    });
    expect(html).toMatch(/<span class="visually-hidden"[^>]*>: <span lang="en"[^>]*>Annual report 2024<\/span><\/span>/);
  });

  it.each(['javascript:alert(1)', '//evil.example/x.pdf', '/\\evil.example/x.pdf', '/uploads/../x.pdf', 'data:application/pdf;base64,AA'])(
    'renders the label as plain text, without link, for the file url %j',
    async (url) => {
      const html = await container.renderToString(FileLink, {
        props: { locale: 'en', file: { url, ext: '.pdf', size: 320 }, label: { text: 'Datasheet', lang: 'en' } },
      });
      expect(html).not.toContain('<a');
      expect(html).not.toContain('href=');
      expect(html).not.toContain('download');
      expect(html).toContain('Datasheet');
      expect(html).toContain('PDF, 320 KB');
    },
  );

  it('renders an image only for a url the site may use', async () => {
    const ok = await container.renderToString(CmsImage, {
      props: { file: { url: '/uploads/a.jpg', width: 10, height: 10 }, sizes: '100vw', alt: 'A' },
    });
    expect(ok).toMatch(/<img[^>]*src="\/uploads\/a\.jpg"/);
    for (const url of ['javascript:alert(1)', '//evil.example/a.jpg', '/\\evil.example/a.jpg']) {
      const html = await container.renderToString(CmsImage, { props: { file: { url, width: 10, height: 10 }, sizes: '100vw', alt: 'A' } });
      expect(html, url).not.toContain('<img');
    }
  });

  it('says in the visitor language that the content is shown in English', async () => {
    const html = await container.renderToString(EnglishOnlyNotice, { props: { locale: 'de' } });
    expect(html).toContain('wird auf Englisch angezeigt');
    expect(html).toContain('role="note"');
  });
});

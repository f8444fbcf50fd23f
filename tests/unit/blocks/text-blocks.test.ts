/** Accordion, text with download and plus-link blocks, rendered with Astro's Container API. */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { localsFor, siteFixture } from '../site/fixture.ts';
import { text, withoutComponentScripts } from './helpers.ts';

/** The site of the plus-link tests: one content page, kontakt (contact outside German). */
const { model } = siteFixture({
  contentPages: [
    {
      id: 'p1',
      slug: 'kontakt',
      internationalSlug: 'contact',
      pageCategory: null,
      Headline: { german: 'Kontakt', english: 'Contact', japanese: 'お問い合わせ', chinese: null, taiwanese: null },
    },
  ],
});

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

async function render(path: string, props: Record<string, unknown>): Promise<string> {
  const { default: Component } = await import(path);
  return withoutComponentScripts(await container.renderToString(Component, { props: { index: 1, ...props }, locals: localsFor(model) }));
}

describe('Accordion', () => {
  const block = {
    __typename: 'ComponentContentAccordion',
    id: 'a1',
    anchorId: 'faq',
    headline: text('Häufige Fragen', 'Frequently asked questions', 'よくある質問'),
    items: [
      { id: 'i1', title: text('Kontakt?', 'Contact?', 'コンタクト？'), content: text('Ja.', 'Yes.<script>alert(1)</script>', 'はい。') },
      { id: 'i2', title: text('Nur deutsch', 'English only'), content: text(null, '**Bold** answer') },
      { id: 'i3', title: text(null, null), content: text('x', 'x') },
    ],
  };

  it('renders a headline and one native details element per titled item, closed, in the page language', async () => {
    const html = await render('../../../src/blocks/Accordion.astro', { block, locale: 'jp' });
    expect(html).toMatch(/<section[^>]*id="faq"/);
    expect(html.replaceAll('<wbr>', '')).toMatch(/<h2[^>]*>よくある質問<\/h2>/);
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html).not.toMatch(/<details[^>]*open/);
    expect(html).toMatch(/<summary[^>]*>\s*<span[^>]*>コンタクト？<\/span>/);
    expect(html).toMatch(/<span lang="en"[^>]*>English only<\/span>/);
    expect(html).toMatch(/lang="en"[^>]*><p><strong>Bold<\/strong> answer<\/p>/);
  });

  it('gives each item an id from the block anchor and its title, so a link can open it', async () => {
    const html = await render('../../../src/blocks/Accordion.astro', { block, locale: 'en' });
    expect(html).toMatch(/<details class="accordion-item"[^>]*>\s*<summary[\s\S]*?<div class="accordion-body" id="faq-contact"/);
    expect(html).toMatch(/class="accordion-body" id="faq-english-only"/);
    const anonymous = await render('../../../src/blocks/Accordion.astro', { block: { ...block, anchorId: null }, locale: 'en' });
    expect(anonymous).toMatch(/id="accordion-a1-contact"/);
  });

  it('sanitises the item texts', async () => {
    const html = await render('../../../src/blocks/Accordion.astro', { block, locale: 'en' });
    expect(html).toContain('Yes.');
    expect(html).not.toContain('<script');
  });

  it('renders nothing without items', async () => {
    expect((await render('../../../src/blocks/Accordion.astro', { block: { ...block, items: [] }, locale: 'en' })).trim()).toBe('');
  });
});

describe('TextWithDownload', () => {
  const file = {
    id: 'f1',
    name: 'datasheet-ma200.pdf',
    alternativeText: 'MA200 Gen3 data sheet',
    url: '/uploads/datasheet_ma200.pdf',
    ext: '.pdf',
    mime: 'application/pdf',
    size: 1432.5,
  };
  const block = {
    __typename: 'ComponentContentTextWithDownload',
    id: 'd1',
    anchorId: null,
    text: text('Daten', 'The data sheet'),
    download: file,
  };

  it('renders the text and a download link named by the file, with type and size', async () => {
    const html = await render('../../../src/blocks/TextWithDownload.astro', { block, locale: 'en' });
    expect(html).toContain('The data sheet');
    expect(html).toMatch(/<a[^>]*href="\/uploads\/datasheet_ma200\.pdf"[^>]*download/);
    expect(html).toContain('MA200 Gen3 data sheet');
    expect(html).toMatch(/PDF, 1\.4\s?MB/);
  });

  it('says Download in the page language where the text names the document and the file title is English', async () => {
    const html = await render('../../../src/blocks/TextWithDownload.astro', { block, locale: 'de' });
    expect(html).toContain('Daten');
    expect(html).toMatch(/<span class="label"[^>]*>Herunterladen<\/span>/);
    // The title follows for screen readers, marked as English.
    expect(html).toMatch(/<span class="visually-hidden"[^>]*>: <span lang="en"[^>]*>MA200 Gen3 data sheet<\/span>/);
    // Without text of its own language, the title stays the label (English standing in).
    const english = await render('../../../src/blocks/TextWithDownload.astro', { block, locale: 'jp' });
    expect(english).toMatch(/<span class="label" lang="en"[^>]*>MA200 Gen3 data sheet<\/span>/);
  });

  it('shows a file whose URL is not safe as plain text', async () => {
    const html = await render('../../../src/blocks/TextWithDownload.astro', {
      block: { ...block, download: { ...file, url: 'javascript:alert(1)' } },
      locale: 'en',
    });
    expect(html).not.toContain('javascript:');
    expect(html).not.toMatch(/<a[^>]*download/);
    expect(html).toContain('MA200 Gen3 data sheet');
  });
});

describe('PlusLink', () => {
  it('links the content page with that slug in the page locale', async () => {
    const block = { __typename: 'ComponentContentPlusLink', id: 'p', Label: 'Kontakt', Slug: 'kontakt' };
    expect(await render('../../../src/blocks/PlusLink.astro', { block, locale: 'en' })).toMatch(
      /<a class="plus-link[^"]*" href="\/en\/contact\/"/,
    );
    expect(await render('../../../src/blocks/PlusLink.astro', { block, locale: 'de' })).toContain('href="/de/kontakt/"');
  });

  it("shows a label that is the target page's name in the page's language, and any other label as written", async () => {
    const block = { __typename: 'ComponentContentPlusLink', id: 'p', Label: 'Kontakt', Slug: 'kontakt' };
    const text = async (locale: string, label = 'Kontakt') =>
      (await render('../../../src/blocks/PlusLink.astro', { block: { ...block, Label: label }, locale }))
        .replace(/<span class="plus"[^>]*>\s*\+\s*<\/span>/, '')
        .replace(/<[^>]+>/g, '')
        .trim();
    expect(await text('en')).toBe('Contact');
    expect(await text('jp')).toBe('お問い合わせ');
    expect(await text('de')).toBe('Kontakt');
    // No Chinese name: the English one stands in, marked.
    expect(await render('../../../src/blocks/PlusLink.astro', { block, locale: 'cn' })).toMatch(/<span lang="en"[^>]*>Contact<\/span>/);
    // The editor's own wording stays.
    expect(await text('en', 'Write to us')).toBe('Write to us');
  });

  it('names a slug without a built page and shows the label as plain text', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = await render('../../../src/blocks/PlusLink.astro', {
      block: { __typename: 'ComponentContentPlusLink', id: 'q', Label: 'Gone', Slug: 'gone' },
      locale: 'en',
    });
    expect(html).not.toContain('<a');
    expect(html).toContain('Gone');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('plus-link q ("Gone") points to slug "gone"'));
    warn.mockRestore();
  });
});

describe('LanguageSpecificAccordion', () => {
  it('renders its items marked with their language when it differs from the page', async () => {
    const block = {
      __typename: 'ComponentContentLanguageSpecificAccordion',
      id: 'l1',
      anchorId: 'portal',
      language: 'english',
      languageHeadline: 'Supplier portal',
      languageItems: [{ id: 'x', title: 'How do I register?', content: 'Write to **purchasing**.' }],
    };
    const html = await render('../../../src/blocks/LanguageSpecificAccordion.astro', { block, locale: 'cn' });
    expect(html).toMatch(/<h2[^>]*lang="en"[^>]*>Supplier portal<\/h2>/);
    expect(html).toMatch(/<summary[^>]*>\s*<span lang="en"[^>]*>How do I register\?<\/span>/);
    expect(html).toContain('<strong>purchasing</strong>');
    const english = await render('../../../src/blocks/LanguageSpecificAccordion.astro', { block, locale: 'en' });
    expect(english).not.toContain('lang="en"');
  });
});

describe('TextWithEmployeeCard', () => {
  const block = {
    __typename: 'ComponentContentTextWithEmployeeCard',
    id: 'e1',
    anchorId: null,
    text: text('Ihr Kontakt', 'Your contact'),
    employeeCard: {
      id: 'c',
      freetext: null,
      image: null,
      title: 'Head of Investor Relations',
      name: 'Dr. Lena Marquardt',
      telephone: '+49 89 5550 1200',
      fax: 'none',
      email: 'ir@vantoro.example',
      cardText: text('Mo–Fr', 'Mon–Fri', '月～金'),
    },
  };

  it('renders the card as an address with tel: and mailto: links and the card text', async () => {
    const html = await render('../../../src/blocks/TextWithEmployeeCard.astro', { block, locale: 'jp' });
    expect(html).toMatch(/<address class="card[^"]*"/);
    expect(html).toContain('Dr. Lena Marquardt');
    expect(html).toContain('Head of Investor Relations');
    expect(html).toContain('href="tel:+498955501200"');
    expect(html).toContain('href="mailto:ir@vantoro.example"');
    expect(html).toMatch(/<dd[^>]*>none<\/dd>/);
    expect(html).toContain('月～金');
    expect(html).toMatch(/lang="en"[^>]*><p>Your contact<\/p>/);
  });
});

describe('Iframe', () => {
  const block = {
    __typename: 'ComponentMediaIframe',
    id: 'f',
    anchorId: 'map',
    title: text('Anfahrt', 'Directions'),
    url: 'https://www.openstreetmap.org/export/embed.html?bbox=1',
    height: 420,
  };

  it('renders a page of a host outside the allowlist as a link, loading nothing from it', async () => {
    const html = await render('../../../src/blocks/Iframe.astro', { block, locale: 'en' });
    expect(html).not.toContain('<iframe');
    expect(html).toMatch(
      /<a class="frame-link[^"]*" href="https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=1" rel="noopener noreferrer"/,
    );
    expect(html).toContain('Directions');
    expect(html).toContain('Opens www.openstreetmap.org');
  });

  it('shows only the title for a URL that is not https, and names the problem', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = await render('../../../src/blocks/Iframe.astro', { block: { ...block, url: 'javascript:alert(1)' }, locale: 'de' });
    expect(html).not.toContain('javascript:');
    expect(html).toMatch(/<p[^>]*>Anfahrt<\/p>/);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('iframe f: "javascript:alert(1)" is not an https URL'));
    warn.mockRestore();
  });
});

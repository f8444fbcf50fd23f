/** Release-HTML extraction (docs/content-blocks.md §5) against newswire documents written for these tests. */
import { readFileSync } from 'node:fs';
import { selectAll } from 'css-select';
import { parseDocument } from 'htmlparser2';
import { textContent } from 'domutils';
import { describe, expect, it } from 'vitest';
import {
  BREAK_WORD_CLASSES,
  extractFinancialRelease,
  extractPressRelease,
  FINANCIAL_KEYWORDS,
  FINANCIAL_SELECTORS,
  MIN_RELEASE_TEXT_LENGTH,
  PRESS_SECTION_SELECTORS,
} from '../../../src/html/release.ts';

const fixture = (name: string): string => readFileSync(new URL(`./fixtures/release/${name}.html`, import.meta.url), 'utf8');

/** The visible text of an HTML fragment, whitespace collapsed. */
const text = (html: string): string => textContent(parseDocument(html)).replace(/\s+/g, ' ').trim();

/** A wire release page around a body, with the site furniture an extractor must leave behind. */
const wirePage = (body: string, head = ''): string =>
  `<!doctype html><html><head><title>Release</title>${head}</head><body><header><nav><a href="/">Newswire</a> <a href="/releases">All releases</a></nav></header>${body}<footer>© Newswire · <a href="/imprint">Imprint</a></footer></body></html>`;

/** `n` characters of plain release text. */
const filler = (n: number): string =>
  `${'Vantoro Process Systems SE reports on its business. '.repeat(Math.ceil(n / 52)).slice(0, n - 1)}.`;

describe('extractPressRelease', () => {
  it('takes the main news section of a newswire page and nothing of its header, sidebar or footer', () => {
    const release = extractPressRelease(fixture('press-news-section'))!;
    expect(release).not.toBeNull();
    expect(text(release.html)).toMatch(/^Garching, 8 October 2024 – Vantoro Process Systems SE has opened/);
    expect(release.html).toContain('<h2>Facts and figures</h2>');
    expect(release.html).toContain('<li>Investment of €58 million</li>');
    for (const furniture of [
      'Log in',
      'cookies',
      'More releases',
      'All rights reserved',
      'dataLayer',
      'Vantoro opens new assembly plant in Garching</h',
    ])
      expect(release.html).not.toContain(furniture);
    expect(release.lang).toBe('en');
  });

  it('resolves the release’s relative links and images against its <base href>, and unlinks fragment links', () => {
    const { html } = extractPressRelease(fixture('press-news-section'))!;
    expect(html).toContain(
      '<a href="https://newswire.example/releases/2024/10/vantoro-plant-factsheet.pdf" rel="noopener noreferrer">Fact sheet (PDF)</a>',
    );
    expect(html).toContain('src="https://newswire.example/media/vantoro/plant-garching.jpg"');
    expect(html).toContain('<a>Press contact</a>');
  });

  it('drops relative links and images when the document has no base', () => {
    const { html } = extractPressRelease(
      wirePage(
        `<div id="news-content"><p>Read the <a href="/downloads/factsheet.pdf">fact sheet</a>.</p><img src="chart.png" alt="Chart"></div>`,
      ),
    )!;
    expect(html).toBe('<p>Read the <a>fact sheet</a>.</p>');
  });

  it.each([
    [
      '[itemprop="articleBody"]',
      '<div itemscope itemtype="https://schema.org/NewsArticle"><div itemprop="articleBody"><p>Body</p></div></div>',
    ],
    ['article .news-body', '<article><div class="news-body"><p>Body</p></div></article>'],
    ['#news-content', '<div id="news-content"><p>Body</p></div>'],
    ['main section.news', '<main><section class="teaser">Teaser</section><section class="news"><p>Body</p></section></main>'],
  ])('finds the main news section by %s', (_selector, body) => {
    expect(extractPressRelease(wirePage(body))?.html).toBe('<p>Body</p>');
  });

  it('prefers a main news section over a <pre> block and a break-word block, and skips an empty one', () => {
    const body = '<div id="news-content"> </div><pre>Plain text</pre><article><div class="news-body"><p>Section</p></div></article>';
    expect(extractPressRelease(wirePage(body))?.html).toBe('<p>Section</p>');
  });

  it('falls back to the first <pre> block of a plain-text wire release, dash separator lines becoming breaks', () => {
    const release = extractPressRelease(fixture('press-pre'))!;
    expect(release.html.startsWith('<pre>')).toBe(true);
    expect(release.html).toContain('a revenue target of EUR 600 million');
    expect(release.html).not.toContain('---');
    expect(release.html.match(/<br \/>/g)).toHaveLength(2);
    expect(release.html).toMatch(/closed-loop metrology\.\s*<br \/>\s*Contact:/);
    expect(release.html).toMatch(/ir@vantoro\.example\s*<br \/>End of release/);
    expect(release.html).not.toContain('plain-text service');
    expect(release.lang).toBeNull();
  });

  it('falls back to the first break-word block (inline style), not to a word-break: normal cell before it', () => {
    const release = extractPressRelease(fixture('press-break-word'))!;
    expect(text(release.html)).toMatch(/^Garching, 3\. Februar 2025 – Die Vantoro Process Systems SE eröffnet ein Schulungszentrum/);
    expect(release.html).not.toContain('Newswire-Verteiler');
    expect(release.html).not.toContain('Abmelden');
    expect(release.html).toContain('<p><br /></p>'); // the ——— line
    expect(release.lang).toBe('de');
  });

  it.each([
    ...BREAK_WORD_CLASSES.map((name) => `class="${name}"`),
    'style="overflow-wrap:break-word"',
    'style="word-wrap: Break-Word !important"',
  ])('recognises a break-word block by %s', (attribute) => {
    expect(extractPressRelease(wirePage(`<div class="intro">Intro</div><div ${attribute}><p>Release</p></div>`))?.html).toBe(
      '<p>Release</p>',
    );
  });

  it('turns runs of three or more dashes into line breaks, leaving shorter ones and spaced dashes', () => {
    const body = '<div id="news-content"><p>Garching – 2024-2025 ---- Outlook — — kept -- kept ——— next</p><p>- - -</p></div>';
    expect(extractPressRelease(wirePage(body))?.html).toBe(
      '<p>Garching – 2024-2025<br />Outlook — — kept -- kept<br />next</p><p>- - -</p>',
    );
  });

  it('turns dash runs into breaks inside formatting and keeps the text around them escaped', () => {
    const body = '<div id="news-content"><p><b>A &lt;b&gt; -----B</b></p></div>';
    expect(extractPressRelease(wirePage(body))?.html).toBe('<p><b>A &lt;b&gt;<br />B</b></p>');
  });

  it('returns null for a document without a news section, <pre> or break-word block, and for an empty document', () => {
    expect(extractPressRelease(wirePage('<div class="content"><p>Some text</p></div>'))).toBeNull();
    expect(extractPressRelease(wirePage('<pre>   </pre><div id="news-content"><script>x()</script></div>'))).toBeNull();
    expect(extractPressRelease('')).toBeNull();
  });

  it('names only selectors that compile', () => {
    const document = parseDocument(wirePage('<p>x</p>'));
    for (const selector of [...PRESS_SECTION_SELECTORS, ...FINANCIAL_SELECTORS])
      expect(() => selectAll(selector, document), selector).not.toThrow();
  });
});

describe('extractFinancialRelease', () => {
  it('takes the first selector with more than 100 characters of text, skipping a shorter match before it', () => {
    const release = extractFinancialRelease(fixture('financial-selector'))!;
    expect(text(release.html)).toMatch(/^Vantoro Process Systems SE raises revenue guidance for fiscal year 2024 Garching, 18 July 2024/);
    expect(release.html).toContain('<h2>Vantoro Process Systems SE raises revenue guidance for fiscal year 2024</h2>');
    expect(release.html).not.toContain('Art. 17 MAR'); // the short [itemprop=articleBody]
    expect(release.html).not.toContain('End of the inside information');
    expect(release.html).toContain('<a href="mailto:ir@vantoro.example">ir@vantoro.example</a>');
    expect(release.lang).toBe('en');
  });

  it('strips scripts, styles and empty elements but keeps table cells', () => {
    const { html } = extractFinancialRelease(fixture('financial-selector'))!;
    expect(html).not.toContain('trackRelease');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('width: 100%');
    expect(html).not.toContain('<p> </p>');
    expect(html).not.toContain('<p></p>');
    expect(html).not.toContain('<span></span>');
    expect(html).not.toMatch(/<div>\s*<\/div>/);
    expect(html).toContain('<tr><td>EBIT margin</td><td>12–14\u00a0%</td><td></td></tr>');
  });

  it('tries the selectors in order', () => {
    const body = (cls: string, what: string) => `<div class="${cls}"><p>${what}: ${filler(120)}</p></div>`;
    const html = wirePage(body('release-body', 'release body') + body('announcement-body', 'announcement body'));
    expect(text(extractFinancialRelease(html)!.html)).toMatch(/^announcement body:/);
  });

  it('finds a release without any known container by its keyword, in the innermost block that has enough text', () => {
    const release = extractFinancialRelease(fixture('financial-keyword'))!;
    expect(text(release.html)).toBe(
      'Garching, 19. März 2026 – Vorstand und Aufsichtsrat der Vantoro Process Systems SE schlagen der ordentlichen Hauptversammlung am 14. Mai 2026 eine Dividende von 0,45 € je dividendenberechtigter Aktie vor (Vorjahr: 0,30 €). Die Ausschüttungssumme beträgt damit rund 11,1 Millionen €.',
    );
    expect(release.html).not.toContain('ISIN');
    expect(release.html).not.toContain('Impressum');
    expect(release.html).not.toContain('pixel.gif');
    expect(release.html).not.toContain('<span');
    expect(release.lang).toBe('de');
  });

  it.each([
    ['dividend', 'The Supervisory Board supports the proposed dividend of EUR 0.45 per share for fiscal year 2025.'],
    ['CEO', 'The Supervisory Board has appointed Dr. Helena Marquart as CEO with effect from 1 January 2026.'],
    ['Annual General Meeting', 'Shareholders will vote on the new authorised capital at the Annual General Meeting on 14 May.'],
    ['million', 'Vantoro has received an order for hybrid bonding systems worth a mid double-digit million euro amount.'],
    ['Dividende', 'Vorstand und Aufsichtsrat schlagen für das Geschäftsjahr 2025 eine Dividende von 0,45 € je Aktie vor.'],
    [
      'Vorstandsvorsitzender',
      'Der Aufsichtsrat hat Dr. Helena Marquart mit Wirkung zum 1. Januar 2026 zur Vorstandsvorsitzenden bestellt.',
    ],
    ['Hauptversammlung', 'Die Aktionäre stimmen auf der ordentlichen Hauptversammlung am 14. Mai über das genehmigte Kapital ab.'],
    ['Millionen', 'Vantoro hat einen Auftrag über Hybridbond-Systeme im mittleren zweistelligen Millionen-Euro-Bereich erhalten.'],
  ])('finds a release by the keyword %s (case-insensitive)', (_keyword, sentence) => {
    const body = `<div class="sidebar"><p>${filler(150)}</p></div><div class="content"><p>Garching, 2 April 2026 – ${sentence.toUpperCase()}</p><p>${filler(60)}</p></div>`;
    const release = extractFinancialRelease(wirePage(body));
    expect(text(release!.html)).toMatch(/^Garching, 2 April 2026/);
    expect(release!.html).not.toContain('<nav');
  });

  it('tries the keywords in their order: a dividend block wins over an earlier block that only mentions millions', () => {
    const body = `<div class="market"><p>Trading volume: 1.2 million shares. ${filler(120)}</p></div><div class="content"><p>Dividend proposal. ${filler(120)}</p></div>`;
    expect(text(extractFinancialRelease(wirePage(body))!.html)).toMatch(/^Dividend proposal\./);
  });

  it('does not take a keyword inside another word ("Ceorama" is no CEO)', () => {
    expect(extractFinancialRelease(wirePage(`<div class="content"><p>Ceorama ${filler(120)}</p></div>`))).toBeNull();
  });

  it(`accepts only more than ${MIN_RELEASE_TEXT_LENGTH} characters of text`, () => {
    const page = (n: number) => wirePage(`<div class="release-body"><p>${filler(n - 8)}</p><p>dividend</p></div>`);
    expect(text(`<p>${filler(92)}</p><p>dividend</p>`)).toHaveLength(MIN_RELEASE_TEXT_LENGTH);
    expect(extractFinancialRelease(page(100))).toBeNull();
    expect(extractFinancialRelease(page(101))).not.toBeNull();
  });

  it('returns null for a release that is too short, even with keywords, and for a document without text', () => {
    const short = wirePage(
      '<div class="announcement-body"><p>Dividend: EUR 0.45 per share. Annual General Meeting on 14 May. CEO: Dr. Marquart.</p></div>',
    );
    expect(text(short)).not.toBe('');
    expect(extractFinancialRelease(short)).toBeNull();
    expect(
      extractFinancialRelease(
        '<html><body><script>var dividend = "million million million million million million million million million million million";</script></body></html>',
      ),
    ).toBeNull();
    expect(extractFinancialRelease('')).toBeNull();
  });

  it('lists the keywords of docs/content-blocks.md §5 first, English before their German forms', () => {
    expect(FINANCIAL_KEYWORDS.map((k) => k.name)).toEqual(['dividend', 'CEO', 'Annual General Meeting', 'million']);
  });
});

describe('hostile release HTML', () => {
  const hostile = `
    <div id="news-content" class="release-body" onclick="steal()">
      <p onmouseover="steal()">Vantoro Process Systems SE announces its dividend proposal for the Annual General Meeting on 14 May 2026.</p>
      <img src="https://newswire.example/x.png" onerror="alert(document.cookie)" alt="Chart">
      <img src="x" onerror="alert(1)">
      <a href="javascript:alert(1)">Details</a>
      <a href="data:text/html,<script>alert(1)</script>">More</a>
      <iframe src="https://tracker.example/frame"></iframe>
      <svg><script>alert(1)</script></svg>
      <form action="https://phish.example"><input name="password"></form>
      <p style="position:fixed;top:0" id="main" class="overlay">Styled</p>
      <script>alert(1)</script><style>body{display:none}</style>
    </div>`;

  it.each([
    ['press', extractPressRelease],
    ['financial', extractFinancialRelease],
  ])('the %s extractor passes everything through the sanitiser', (_name, extract) => {
    const { html } = extract(wirePage(hostile))!;
    for (const bad of [
      'onerror',
      'onclick',
      'onmouseover',
      'javascript:',
      'data:',
      '<script',
      '<style',
      '<iframe',
      '<svg',
      '<form',
      '<input',
      'style=',
      'id=',
      'class=',
      'alert',
    ])
      expect(html).not.toContain(bad);
    expect(html).toContain('src="https://newswire.example/x.png" alt="Chart" />');
    expect(html.match(/<img/g)).toHaveLength(1);
    expect(html).toContain('<a>Details</a>');
    expect(html).toContain('<p>Styled</p>');
  });
});

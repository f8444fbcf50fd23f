import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../src/html/markdown.ts';
import { breakLines } from '../../../src/text/page-lines.ts';
import { anchorId, createAnchorAllocator } from '../../../src/html/anchors.ts';

describe('renderMarkdown', () => {
  it('gives level-2 headings unique, prefixed id anchors', () => {
    const html = renderMarkdown('## Über uns\n\ntext\n\n## Über uns\n\n### Detail');
    const ids = [...html.matchAll(/<h2 id="([^"]+)">Über uns<\/h2>/g)].map((match) => match[1]);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(/^h-uber-uns-[0-9a-z]+$/);
    expect(ids[1]).toBe(`${ids[0]}-2`);
    expect(html).toContain('<h3>Detail</h3>');
  });

  it('renders the same text the same way every time', () => {
    expect(renderMarkdown('## A')).toBe(renderMarkdown('## A'));
  });

  it('gives two texts with the same heading on one page different ids', () => {
    const first = renderMarkdown('## Intro\n\nFirst block.');
    const second = renderMarkdown('## Intro\n\nSecond block.');
    const id = (html: string) => /<h2 id="([^"]+)"/.exec(html)?.[1];
    expect(id(first)).toMatch(/^h-intro-/);
    expect(id(second)).toMatch(/^h-intro-/);
    expect(id(first)).not.toBe(id(second));
    // Scoped by the block: stable when the text is edited, different per block.
    expect(id(renderMarkdown('## Intro', { scope: 'block-1' }))).toBe(id(renderMarkdown('## Intro\n\nedited', { scope: 'block-1' })));
    expect(id(renderMarkdown('## Intro', { scope: 'block-1' }))).not.toBe(id(renderMarkdown('## Intro', { scope: 'block-2' })));
  });

  it('hands out plain page-unique ids from a shared allocator', () => {
    const anchors = createAnchorAllocator();
    expect(renderMarkdown('## Intro', { anchors })).toBe('<h2 id="h-intro">Intro</h2>\n');
    expect(renderMarkdown('## Intro', { anchors })).toBe('<h2 id="h-intro-2">Intro</h2>\n');
    // A heading whose own text ends in the counter does not take a counted id twice.
    expect(renderMarkdown('## Intro 2', { anchors })).toBe('<h2 id="h-intro-2-2">Intro 2</h2>\n');
  });

  it('owns heading ids: content ids are dropped, # and HTML headings get one', () => {
    const anchors = createAnchorAllocator();
    const html = renderMarkdown(
      '# Top\n\n<h2 id="main">Raw &amp; <em>x</em></h2>\n\n<h1 id="tile-1-label">Old</h1>\n\n<h3 id="x">Sub</h3>',
      { anchors },
    );
    expect(html).toContain('<h2 id="h-top">Top</h2>');
    expect(html).toContain('<h2 id="h-raw-x">Raw &amp; <em>x</em></h2>');
    expect(html).toContain('<h2 id="h-old">Old</h2>');
    expect(html).toContain('<h3>Sub</h3>');
    expect(html).not.toMatch(/id="(main|tile-1-label|x)"/);
  });

  it('hands out ids in document order across markdown and HTML headings', () => {
    const anchors = createAnchorAllocator();
    const html = renderMarkdown('<div>\n<h2 class="x">Intro</h2>\n</div>\n\n## Intro\n\n<H1>Intro</H1>', { anchors });
    expect([...html.matchAll(/<h2 id="([^"]+)"/g)].map((match) => match[1])).toEqual(['h-intro', 'h-intro-2', 'h-intro-3']);
  });

  it('takes heading ids from the text a reader sees', () => {
    const anchors = createAnchorAllocator();
    expect(renderMarkdown('## Q&amp;A *and* `code`', { anchors })).toContain('<h2 id="h-qa-and-code">');
    expect(renderMarkdown('Über uns\n--------', { anchors })).toContain('<h2 id="h-uber-uns">');
    expect(renderMarkdown('## Title<script>alert(1)</script>', { anchors })).toContain('<h2 id="h-title">');
    expect(renderMarkdown('<h2>Raw<style>p{}</style> <b>bold</b></h2>', { anchors })).toContain('<h2 id="h-raw-bold">');
  });

  it('does not let content forge a renderer id', () => {
    const anchors = createAnchorAllocator();
    const forged = renderMarkdown('<h2 id="h-intro">A</h2>\n\n<p id="h-x">b</p>\n\nx <h2 id="m0-h-y">inline</h2>', { anchors });
    expect(forged).toContain('<h2 id="h-a">A</h2>');
    expect(forged).not.toMatch(/id="(h-intro|h-x|m0-h-y|h-y)"/);
  });

  it('keeps CJK letters in anchors', () => {
    expect(renderMarkdown('## 会社概要', { anchors: createAnchorAllocator() })).toContain('<h2 id="h-会社概要">');
    expect(anchorId('Quality & Safety!')).toBe('quality-safety');
  });

  it('turns single line breaks into <br>', () => {
    expect(renderMarkdown('line one\nline two')).toBe('<p>line one<br />line two</p>\n');
  });

  it('renders links and allows inline html', () => {
    const html = renderMarkdown('[Contact](/en/contact) and <sup>2</sup>');
    expect(html).toContain('<a href="/en/contact">Contact</a>');
    expect(html).toContain('<sup>2</sup>');
  });

  it('sanitises the result', () => {
    const html = renderMarkdown('[x](javascript:alert(1))\n\n<script>alert(1)</script><img src="x.png" onerror="alert(1)">');
    expect(html).not.toMatch(/javascript:|<script|onerror/);
  });

  it('leaves line breaking to the page (src/text/page-lines.ts): the same rule for headings and running text', () => {
    const ja = renderMarkdown('## 先端パッケージング向けの厚膜レジスト\n\n厚膜レジストのために設計されています。');
    expect(ja).not.toContain('<wbr>');
    const page = breakLines(`<html lang="ja"><body>${ja}</body></html>`);
    expect(page).toMatch(/<h2 id="[^"]+">先端<wbr>パッケージング<wbr>向けの<wbr>厚膜レジスト<\/h2>/);
    expect(page).toContain('<p>厚膜<wbr>レジストの<wbr>ために<wbr>設計されています。</p>');
  });
});

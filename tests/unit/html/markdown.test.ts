import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../src/html/markdown.ts';
import { anchorId } from '../../../src/html/anchors.ts';

describe('renderMarkdown', () => {
  it('gives level-2 headings unique id anchors', () => {
    const html = renderMarkdown('## Über uns\n\ntext\n\n## Über uns\n\n### Detail');
    expect(html).toContain('<h2 id="uber-uns">Über uns</h2>');
    expect(html).toContain('<h2 id="uber-uns-2">Über uns</h2>');
    expect(html).toContain('<h3>Detail</h3>');
  });

  it('starts anchor numbering afresh for each document', () => {
    expect(renderMarkdown('## A')).toBe(renderMarkdown('## A'));
  });

  it('keeps CJK letters in anchors', () => {
    expect(renderMarkdown('## 会社概要')).toContain('<h2 id="会社概要">');
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
});

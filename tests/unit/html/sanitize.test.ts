import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../src/html/sanitize.ts';

describe('sanitizeHtml', () => {
  it('keeps formatting, lists, tables and safe links', () => {
    const html =
      '<p><strong>Bold</strong> <em>it</em> <a href="https://example.com/x">x</a> <a href="/de/kontakt">k</a></p>' +
      '<ul><li>one</li></ul><table><tbody><tr><td colspan="2">c</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('strips scripts, event handlers and styles', () => {
    const out = sanitizeHtml(
      '<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p><img src="/a.png" onerror="alert(1)" alt="a">',
    );
    expect(out).not.toMatch(/script|alert|onclick|onerror|style/);
    expect(out).toContain('<p>Hi</p>');
    expect(out).toContain('src="/a.png"');
  });

  it('removes javascript: and data: URLs', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('');
    expect(sanitizeHtml('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="mailto:info@example.com">m</a>')).toContain('mailto:');
  });

  it('adds rel="noopener noreferrer" to links opening a new tab', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://example.com" target="_top" rel="x">x</a>')).toBe('<a href="https://example.com">x</a>');
  });

  it('allows iframes only from allowlisted hosts over https', () => {
    const ok = sanitizeHtml('<iframe src="https://www.youtube-nocookie.com/embed/abc" allowfullscreen></iframe>');
    expect(ok).toContain('src="https://www.youtube-nocookie.com/embed/abc"');
    expect(sanitizeHtml('<p>a</p><iframe src="https://evil.example/embed"></iframe>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<iframe src="http://www.youtube-nocookie.com/embed/abc"></iframe>')).toBe('');
    expect(sanitizeHtml('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe('');
  });

  it('drops ids supplied by content, which could collide with the page ids', () => {
    expect(sanitizeHtml('<h2 id="main">A</h2><h3 id="tile-1-label">B</h3><p id="x">c</p><a id="y" href="/">d</a>')).toBe(
      '<h2>A</h2><h3>B</h3><p>c</p><a href="/">d</a>',
    );
  });

  it('demotes h1 to h2 and lazy-loads images', () => {
    expect(sanitizeHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>');
    expect(sanitizeHtml('<img src="/uploads/a.jpg" alt="A">')).toBe('<img loading="lazy" decoding="async" src="/uploads/a.jpg" alt="A" />');
  });
});

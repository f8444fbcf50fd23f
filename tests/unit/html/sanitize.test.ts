import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../src/html/sanitize.ts';

describe('sanitizeHtml', () => {
  it('keeps formatting, lists, tables and safe links', () => {
    const html =
      '<p><strong>Bold</strong> <em>it</em> <a href="https://example.com/x" rel="noopener noreferrer">x</a> <a href="/de/kontakt">k</a></p>' +
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

  it('adds rel="noopener noreferrer" to links opening a new tab or leaving the site', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/de/kontakt" target="_blank">x</a>')).toBe(
      '<a href="/de/kontakt" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://example.com" target="_top" rel="x">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href=" HTTP://example.com">x</a>')).toContain('rel="noopener noreferrer"');
    expect(sanitizeHtml('<a href="/de/kontakt" rel="opener">x</a>')).toBe('<a href="/de/kontakt">x</a>');
    expect(sanitizeHtml('<a href="mailto:info@example.com">x</a>')).toBe('<a href="mailto:info@example.com">x</a>');
  });

  it('allows iframes only from allowlisted hosts over https', () => {
    const iframeHosts = ['www.youtube-nocookie.com'];
    const ok = sanitizeHtml('<iframe src="https://www.youtube-nocookie.com/embed/abc" allowfullscreen></iframe>', { iframeHosts });
    expect(ok).toContain('src="https://www.youtube-nocookie.com/embed/abc"');
    expect(sanitizeHtml('<p>a</p><iframe src="https://evil.example/embed"></iframe>', { iframeHosts })).toBe('<p>a</p>');
    expect(sanitizeHtml('<iframe src="https://www.youtube-nocookie.com.evil.example/embed"></iframe>', { iframeHosts })).toBe('');
    expect(sanitizeHtml('<iframe src="http://www.youtube-nocookie.com/embed/abc"></iframe>', { iframeHosts })).toBe('');
    expect(sanitizeHtml('<iframe src="//www.youtube-nocookie.com/embed/abc"></iframe>', { iframeHosts })).toBe('');
    expect(sanitizeHtml('<iframe src="/embed/abc"></iframe>', { iframeHosts })).toBe('');
    expect(sanitizeHtml('<iframe srcdoc="<script>alert(1)</script>"></iframe>', { iframeHosts })).toBe('');
    expect(
      sanitizeHtml('<iframe src="https://www.youtube-nocookie.com/embed/abc" srcdoc="<script>alert(1)</script>"></iframe>', {
        iframeHosts,
      }),
    ).not.toContain('srcdoc');
  });

  it('takes the iframe hosts from siteConfig.iframeHosts (none) by default', () => {
    expect(sanitizeHtml('<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>')).toBe('');
  });

  it('allows data: URLs only as raster images in img src', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(sanitizeHtml(`<img src="${png}" alt="">`)).toContain(`src="${png}"`);
    expect(sanitizeHtml('<img src="data:image/webp;base64,UklGRg==" alt="">')).toContain('src="data:image/webp');
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="">')).toBe('');
    expect(sanitizeHtml('<img src="data:text/html,<script>alert(1)</script>" alt="">')).toBe('');
    expect(sanitizeHtml(`<img src="/a.png" srcset="${png} 2x" alt="">`)).not.toContain('data:');
    expect(sanitizeHtml(`<a href="${png}">x</a>`)).toBe('<a>x</a>');
    expect(sanitizeHtml(`<iframe src="${png}"></iframe>`, { iframeHosts: ['x'] })).toBe('');
  });

  it('drops forms, embeds, base, meta, svg and math with their contents', () => {
    expect(
      sanitizeHtml(
        '<form action="/x"><input name="a"><button formaction="javascript:alert(1)">b</button></form>' +
          '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example/">' +
          '<object data="x.swf">o</object><embed src="x.swf"><svg><a href="/x">s</a></svg><math><mi>m</mi></math>' +
          '<style>p{}</style><noscript><p>n</p></noscript><p style="color:red" class="x">kept</p>',
      ),
    ).toBe('b<p>kept</p>');
  });

  it('removes obfuscated script URLs', () => {
    for (const href of [
      'jav&#x09;ascript:alert(1)',
      '&#106;avascript:alert(1)',
      ' javascript:alert(1)',
      'java\nscript:alert(1)',
      'vbscript:msgbox(1)',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('keeps heading ids only when headingId vouches for them', () => {
    const headingId = (id: string) => (id.startsWith('ok-') ? id.slice(3) : undefined);
    expect(sanitizeHtml('<h2 id="ok-h-a">A</h2><h1 id="ok-h-b">B</h1><h2 id="main">C</h2><h3 id="ok-x">D</h3>', { headingId })).toBe(
      '<h2 id="h-a">A</h2><h2 id="h-b">B</h2><h2>C</h2><h3>D</h3>',
    );
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

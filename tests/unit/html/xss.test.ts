/**
 * The XSS corpus (xss-corpus.ts) against the sanitiser and the markdown renderer: whatever a
 * payload tries, the output, parsed, has no script element, event handler, script or data URL
 * (raster images in img src aside), dangerous element or attribute, and no iframe from a host
 * outside the allowlist. tests/html-safety.ts does the looking; the page-level test
 * (xss-page.test.ts) loads the same payloads in Chromium.
 */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../src/html/markdown.ts';
import { sanitizeHtml, sanitizeInlineHtml } from '../../../src/html/sanitize.ts';
import { contentProblems } from '../../html-safety.ts';
import { xssCorpus } from './xss-corpus.ts';

const iframeHosts = ['www.youtube-nocookie.com'];

describe('the XSS corpus', () => {
  it('has at least 120 distinct payloads, each calling a recognisable sink', () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(120);
    expect(new Set(xssCorpus.map(({ payload }) => payload)).size).toBe(xssCorpus.length);
    expect(new Set(xssCorpus.map(({ name }) => name)).size).toBe(xssCorpus.length);
    // `alert(1)` may be spelled with entities, percent-encoding or base64 (PHN… is `<s…`).
    const sinks = /alert|lert\(1\)|msgbox|__xss|PHN|&#97;&#108;/;
    for (const { name, payload } of xssCorpus) expect(payload, name).toMatch(sinks);
  });
});

describe.each([
  { renderer: 'sanitizeHtml', render: (html: string) => sanitizeHtml(html), hosts: [] },
  {
    renderer: 'sanitizeHtml with an allowed iframe host',
    render: (html: string) => sanitizeHtml(html, { iframeHosts }),
    hosts: iframeHosts,
  },
  { renderer: 'sanitizeInlineHtml', render: sanitizeInlineHtml, hosts: [] },
  { renderer: 'renderMarkdown', render: (markdown: string) => renderMarkdown(markdown), hosts: [] },
])('$renderer', ({ render, hosts }) => {
  it.each(xssCorpus)('neutralises $name', ({ payload }) => {
    const html = render(payload);
    expect(contentProblems(html, { iframeHosts: hosts }), html).toEqual([]);
  });
});

describe('the safety check itself', () => {
  it('finds what the sanitiser removes', () => {
    const names = [
      'script tag',
      'img onerror',
      'svg onload',
      'javascript href, tab entity',
      'iframe srcdoc',
      'button formaction',
      'base href',
    ];
    for (const { name, payload } of xssCorpus.filter(({ name }) => names.includes(name)))
      expect(contentProblems(payload), name).not.toEqual([]);
    expect(contentProblems('<a href="jav&#x09;ascript:alert(1)">x</a>')).toHaveLength(2);
    expect(contentProblems('<img src="data:image/png;base64,AA==" alt="">')).toEqual([]);
    expect(contentProblems('<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>', { iframeHosts })).toEqual([]);
    expect(contentProblems('<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>')).toHaveLength(1);
  });
});

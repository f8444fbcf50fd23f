/** The shared parse of a page (scripts/verify/page-facts.ts): what it finds, and what is kept of it. */
import { describe, expect, it } from 'vitest';
import { hasId, isJavascriptUrl, parsePage, summarizePage } from '../../../scripts/verify/page-facts.ts';

describe('isJavascriptUrl', () => {
  it('reads the URL as a browser does: controls and whitespace anywhere are ignored, any case', () => {
    for (const url of ['javascript:x()', ' JavaScript:void(0)', '\tjava\nscript:x', '\u0000\u001fjAvAsCrIpT:', 'j a v a s c r i p t :x']) {
      expect(isJavascriptUrl(url), JSON.stringify(url)).toBe(true);
    }
    for (const url of ['', ' ', '/javascript:x', 'https://example.test/javascript:', 'java-script:x', 'jscript:x', '#javascript:']) {
      expect(isJavascriptUrl(url), JSON.stringify(url)).toBe(false);
    }
  });
});

describe('parsePage and summarizePage', () => {
  const html = `<!DOCTYPE html><html lang="de"><head>
    <link rel="canonical" href="https://www.example.test/de/kontakt/">
    <link rel="alternate" hreflang="de" href="https://www.example.test/de/kontakt/">
    <link rel="alternate" hreflang="en" href="https://www.example.test/en/contact/">
    </head><body data-template="content">
    <h2 id="form">Form</h2><a name="legacy"></a><p id="b-2">x</p>
    <a href="/de/#start" onclick="go()">Start</a><img src="/_img/a.svg" alt="" onerror="x()" one="1" on="1">
    <a href=" javascript:void(0)">x</a>
    </body></html>`;

  it('collects ids, references, alternates and script in markup', () => {
    const facts = parsePage('de/kontakt/index.html', html);
    expect(facts).toMatchObject({ path: '/de/kontakt/', template: 'content', lang: 'de', ids: ['b-2', 'form', 'legacy'] });
    expect(facts.refs.map((ref) => `${ref.tag} ${ref.url}`)).toContain('img /_img/a.svg');
    expect(facts.scriptInMarkup).toEqual([
      '<a onclick> (inline event handler)',
      '<img onerror> (inline event handler)',
      '<img one> (inline event handler)',
      '<a href=" javascript:void(0)"> (javascript: URL)',
    ]);
  });

  it('keeps of a page only what the cross-page gates need', () => {
    const summary = summarizePage(parsePage('de/kontakt/index.html', html));
    expect(Object.keys(summary).sort()).toEqual(
      ['alternates', 'base', 'bytes', 'canonical', 'errorPage', 'file', 'ids', 'lang', 'path', 'template'].sort(),
    );
    expect(summary.alternates).toEqual([
      { hreflang: 'de', href: 'https://www.example.test/de/kontakt/' },
      { hreflang: 'en', href: 'https://www.example.test/en/contact/' },
    ]);
    expect(['form', 'legacy', 'b-2', 'nope', ''].map((id) => hasId(summary, id))).toEqual([true, true, true, false, false]);
  });
});

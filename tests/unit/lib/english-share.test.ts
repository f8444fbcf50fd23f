import { describe, expect, it } from 'vitest';
import { englishShare, pageGroupOf } from '../../../scripts/lib/english-share.ts';

const page = (main: string, chrome = '', lang = 'ja') =>
  `<!doctype html><html lang="${lang}"><head><title>Title in English words here</title></head><body><header>${chrome}</header><main>${main}</main><footer>${chrome}</footer></body></html>`;

describe('englishShare', () => {
  it('counts the characters of <main> and those under lang="en", without white space or line-break marks', () => {
    const share = englishShare(page('<h1>製品</h1><p lang="en">Read more</p><p>ウェー\u200bハ<wbr>です</p>', '<a>Home page link</a>'));
    expect(share.total).toBe(2 + 8 + 6);
    expect(share.english).toBe(8);
    expect(share.runs).toEqual(['Read more']);
  });

  it('leaves out what is no text to see: translate="no", scripts, styles, svg, hidden, visually hidden', () => {
    const share = englishShare(
      page(
        '<p>説明</p><span translate="no" lang="en">ACS300 Gen3</span><script>var x = 1</script><svg><text>SVG</text></svg><p hidden lang="en">Hidden</p>',
      ),
    );
    expect(share).toMatchObject({ total: 2, english: 0 });
  });

  it('ends a run where the language changes back, and follows the nearest lang', () => {
    const share = englishShare(page('<div lang="en"><p>One two</p><p lang="ja">日本語</p><p>Three</p></div>'));
    expect(share.runs).toEqual(['One two', 'Three']);
    expect(share.english).toBe(11);
  });

  it('finds English prose outside lang="en" anywhere in the body of a page in another language', () => {
    const share = englishShare(
      page(
        '<p>MA300 Gen3: demo slots available – book a demo.</p><p lang="en">Marked text is fine here</p>',
        '<p>© Vantoro Process Systems SE. All rights reserved.</p>',
      ),
    );
    expect(share.unmarked).toEqual(['All rights reserved', 'demo slots available – book a demo', 'All rights reserved']);
    // Names, addresses and e-mail addresses are not prose.
    expect(
      englishShare(page('<p>Vantoro Process Systems SE, Shin-Yokohama Square 8F · japan@vantoro.example · https://example.com/a/b/c/d</p>'))
        .unmarked,
    ).toEqual([]);
    // On English and German pages, English is not looked for.
    expect(englishShare(page('<p>demo slots available</p>', '', 'en')).unmarked).toEqual([]);
  });
});

describe('pageGroupOf', () => {
  it('groups the pages a company translates by template and section', () => {
    expect(pageGroupOf('/jp/', 'home')).toBe('home');
    expect(pageGroupOf('/jp/products-solutions/coater-developer/acs300-gen3/', 'productDetail')).toBe('product');
    expect(pageGroupOf('/jp/products-solutions/wafer-bonder/', 'content')).toBe('products and solutions');
    expect(pageGroupOf('/cn/company/purchasing/', 'content')).toBe('company');
    expect(pageGroupOf('/tw/contact/', 'content')).toBe('contact');
    expect(pageGroupOf('/tw/careers/young-professionals/', 'content')).toBe('careers');
    expect(pageGroupOf('/tw/service/', 'content')).toBe('service');
    expect(pageGroupOf('/jp/investor-relations/share/', 'content')).toBeNull();
    expect(pageGroupOf('/jp/news/some-article/', 'articleDetail')).toBeNull();
  });
});

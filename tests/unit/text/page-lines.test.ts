/**
 * The line-break pass over a finished page (src/text/page-lines.ts): every Chinese and Japanese text
 * gets <wbr> between its phrases and every long German word soft hyphens, by the closest lang, while
 * markup, code, scripts and what an island renders itself stay byte for byte.
 */
import { describe, expect, it } from 'vitest';
import { hyphenateGerman, SOFT_HYPHEN } from '../../../src/text/hyphenate.ts';
import { breakLines } from '../../../src/text/page-lines.ts';

const page = (lang: string, body: string, head = '') =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
const shown = (html: string) => html.replaceAll(SOFT_HYPHEN, '|');

describe('the line-break pass', () => {
  it('breaks Japanese text between phrases everywhere: headings, paragraphs, links, list items, table cells', () => {
    const html = breakLines(
      page(
        'ja',
        '<h1>製品・技術ニュース</h1><p>当社のリモートサポートは、世界中のお客様の装置を見守ります。<a href="/jp/x/">詳しく見る</a></p>' +
          '<ul><li>スプレーコートとレジスト膜</li></ul><table><tr><td>B1ホール412番ブース</td></tr></table>',
      ),
    );
    expect(html).toContain('<h1>製品・<wbr>技術<wbr>ニュース</h1>');
    expect(html).toContain('当社の<wbr>リモートサポートは、<wbr>世界中の<wbr>お客様の<wbr>装置を<wbr>見守ります。');
    expect(html).toContain('<a href="/jp/x/">詳しく<wbr>見る</a>');
    // Never inside a word: リモートサポー｜ト, スプレーコー｜ト, レジ｜スト.
    expect(html).not.toMatch(/サポー<wbr>ト|コー<wbr>ト|レジ<wbr>スト|ブー<wbr>ス/);
  });

  it('follows the closest lang: Chinese in a German page, English in a Chinese page left to the browser', () => {
    const html = breakLines(
      page('zh-CN', '<p>精密维护服务</p><p lang="en">Precision maintenance</p><span lang="de">Unternehmensnachrichten</span>'),
    );
    expect(html).toContain('<p>精密<wbr>维护<wbr>服务</p>');
    expect(html).toContain('<p lang="en">Precision maintenance</p>');
    expect(shown(html)).toContain('<span lang="de">Un|ter|neh|mens|nach|rich|ten</span>');
    const german = breakLines(page('de', '<p>Hallo <span lang="zh-TW">高良率製程</span></p>'));
    expect(german).toContain('<span lang="zh-TW">高良率<wbr>製程</span>');
  });

  it('segments a run again as a whole, with the <wbr> already in it: the pass may run twice', () => {
    const once = breakLines(page('ja', '<h2>ハイブリッド<wbr>接合<wbr>で</h2><p>2024年度年次報告書</p>'));
    expect(breakLines(once)).toBe(once);
    expect(once).toContain('<h2>ハイブリッド<wbr>接合で</h2>');
    expect(once).not.toContain('2024<wbr>');
  });

  it('leaves alone scripts, styles, titles, code, SVG, form options and what an island renders; not its server-rendered slots', () => {
    const head = '<title>製品・技術ニュース</title><style>.a::after{content:"技術ニュース"}</style>';
    const frozen =
      '<script type="application/json">{"label":"技術ニュースの一覧"}</script><pre>コードはそのまま残ります</pre><code>製品・技術</code>' +
      '<svg><text>図のテキストです</text></svg><select><option>技術ニュースの一覧</option></select><textarea>お問い合わせ内容</textarea>' +
      '<astro-island uid="x" props="{}"><button>メニューを開きます</button></astro-island>';
    const html = breakLines(
      page('ja', `${frozen}<astro-island uid="y"><astro-slot><p>スロットの中のテキスト</p></astro-slot></astro-island>`, head),
    );
    expect(html).toContain(head);
    expect(html).toContain(frozen);
    expect(html).toContain('<astro-slot><p>スロットの<wbr>中の<wbr>テキスト</p></astro-slot>');
  });

  it('copies everything else byte for byte: attributes, comments, entities, English pages', () => {
    const english = page('en', '<p class="x" data-a=\'1 > 0\'>Remote support &amp; service<!-- 技術ニュース --></p>');
    expect(breakLines(english)).toBe(english);
    const html = breakLines(page('ja', '<p title="技術ニュースの一覧">A &amp; B の比較&nbsp;テスト<!-- 技術ニュース --></p>'));
    expect(html).toBe(page('ja', '<p title="技術ニュースの一覧">A &amp; B の<wbr>比較&nbsp;テスト<!-- 技術ニュース --></p>'));
  });

  it('hyphenates long German words in headings, labels and text, never URLs, addresses or product codes', () => {
    const html = shown(
      breakLines(
        page(
          'de',
          '<h1>Hinweis zur Unternehmensregistrierung</h1><a href="/de/x/">Stimmrechtsmeldungen</a>' +
            '<p>Schreiben Sie an presse@beispielunternehmen.de oder https://example.com/Unternehmensnachrichten (XBC3000Produktreihe).</p>',
        ),
      ),
    );
    expect(html).toContain('<h1>Hinweis zur Un|ter|neh|mens|re|gis|trie|rung</h1>');
    expect(html).toContain('<a href="/de/x/">Stimm|rechts|mel|dun|gen</a>');
    expect(html).toContain('presse@beispielunternehmen.de oder https://example.com/Unternehmensnachrichten (XBC3000Produktreihe)');
  });

  it('leaves short German words whole and hyphenates both parts of a compound written with a hyphen', () => {
    expect(hyphenateGerman('Die Anlage ist neu')).toBe('Die Anlage ist neu');
    expect(shown(hyphenateGerman('Produkt- und Technologienachrichten'))).toBe('Produkt- und Tech|no|lo|gie|nach|rich|ten');
    expect(shown(hyphenateGerman('Halbjahresfinanzbericht-Übersicht'))).toBe('Halb|jah|res|fi|nanz|be|richt-Übersicht');
  });
});

/**
 * Gate 7 (scripts/verify/language.ts): a UI string of another locale's dictionary where a language is in
 * effect fails, an English stand-in without lang="en" fails, a marked one passes; brand and product names
 * (translate="no"), shared words and German's English loanwords pass.
 */
import { describe, expect, it } from 'vitest';
import { createLanguageChecker, siteDictionaries } from '../../../scripts/verify/language.ts';
import { parsePage } from '../../../scripts/verify/page-facts.ts';

const page = (lang: string, main: string) =>
  `<!doctype html><html lang="${lang}"><head><title>x</title></head><body><main>${main}</main></body></html>`;

function problemsOf(files: Record<string, string>): string[] {
  const checker = createLanguageChecker(siteDictionaries());
  Object.entries(files).forEach(([file, html], index) => checker.check(parsePage(file, html), index));
  return checker.result().problems.map((problem) => `${problem.page} ${problem.message}`);
}

describe('the language gate', () => {
  it('passes pages whose UI strings are in the language in effect, English stand-ins marked', () => {
    expect(
      problemsOf({
        'en/a/index.html': page('en', '<a href="#main"><span>Skip to content</span></a><p>Free text of the content.</p>'),
        'de/a/index.html': page('de', '<a href="#main">Zum Inhalt springen</a><h1>Jobs</h1><p lang="en">Skip to content</p><p>News</p>'),
        'jp/a/index.html': page('ja', '<a><span>本文へスキップ</span></a><span translate="no">Zum Inhalt springen</span>'),
      }),
    ).toEqual([]);
  });

  it('fails on a page seeded with a string of another locale, and on an unmarked English stand-in, naming both', () => {
    const problems = problemsOf({
      'en/404/index.html': page('en', '<a href="/en/"><span class="plus">+</span>Zum Inhalt springen</a>'),
      'tw/a/index.html': page('zh-TW', '<nav aria-label="新闻"><a>新聞</a></nav>'),
      'de/b/index.html': page('de', '<button>Skip to content</button>'),
    });
    expect(problems).toEqual([
      '/en/404/ "Zum Inhalt springen" is German UI text in a en context',
      '/tw/a/ "新闻" is Simplified Chinese UI text in a zh-TW context',
      '/de/b/ "Skip to content" is English standing in for a missing translation, not marked lang="en" (in a de context)',
    ]);
  });

  it('reads a word cut by <wbr> as one text, and labels as texts of the element', () => {
    const problems = problemsOf({ 'cn/a/index.html': page('zh-CN', '<h2>跳至主要<wbr>內容</h2><img src="/x.png" alt="Menü">') });
    expect(problems).toEqual([
      '/cn/a/ "跳至主要內容" is Traditional Chinese UI text in a zh-CN context',
      '/cn/a/ "Menü" is German UI text in a zh-CN context',
    ]);
  });
});

describe('the language gate between Chinese and Japanese', () => {
  it('lets a Han-only word stand in both, but not kana in Chinese nor Simplified in Traditional', () => {
    // 日程 is a Japanese UI string, and a Chinese word too.
    expect(problemsOf({ 'cn/a/index.html': page('zh-CN', '<p>日程</p>') })).toEqual([]);
    expect(problemsOf({ 'cn/a/index.html': page('zh-CN', '<p>本文へスキップ</p>') })).toEqual([
      '/cn/a/ "本文へスキップ" is Japanese UI text in a zh-CN context',
    ]);
    expect(problemsOf({ 'tw/a/index.html': page('zh-TW', '<p>跳到主要内容</p>') })).toEqual([
      '/tw/a/ "跳到主要内容" is Simplified Chinese UI text in a zh-TW context',
    ]);
  });
});

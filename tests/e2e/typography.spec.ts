/**
 * Line breaking in Chinese and Japanese as a visitor sees it (docs/typography.md): on the home page,
 * a product page, a news article and an event, in jp, cn and tw, at 375 and 1440 px, every line of
 * a heading, tile label, button or link-button starts where a phrase starts. The phrases are
 * BudouX's for the language, long ones cut at ICU's word starts, computed here (which of those the
 * site uses is unit-tested: tests/unit/text/phrases.test.ts); a line may also start after a space, a
 * hyphen, a slash or the katakana middle dot that separates the words of a foreign compound
 * (マイクロファブ・エキスポ). The
 * lines are measured in the browser: a line starts at a character whose box lies below the one
 * before.
 */
import { expect, test } from '@playwright/test';
import { loadDefaultJapaneseParser, loadDefaultSimplifiedChineseParser, loadDefaultTraditionalChineseParser } from 'budoux';

const parsers = {
  ja: loadDefaultJapaneseParser(),
  'zh-CN': loadDefaultSimplifiedChineseParser(),
  'zh-TW': loadDefaultTraditionalChineseParser(),
};
const locales = ['jp', 'cn', 'tw'] as const;
const pages = [
  '',
  'products-solutions/wafer-bonder/xbc300-gen2/',
  'news/products-and-technology-news/acs300-gen3-coater-cluster-launched/',
  'event/microfab-expo-2027/',
];
/** Headings, tile labels, buttons and links drawn as buttons, in the page and its footer. */
const SHORT_TEXTS = 'h1, h2, h3, h4, .tile-label, button, .button, .cta, .tile-cta';

interface Measured {
  text: string;
  lang: string;
  /** Offsets in `text` where a line after the first begins. */
  lineStarts: number[];
}

/**
 * Phrase starts of `text` in `lang`, or none for a language without a model: BudouX's, and inside a
 * phrase of more than six characters (BudouX keeps runs of katakana or kanji whole) the word starts of
 * ICU's dictionary (docs/typography.md).
 */
function phraseStarts(text: string, lang: string): Set<number> {
  const parser = parsers[lang as keyof typeof parsers];
  const starts = new Set<number>();
  if (!parser) return starts;
  const words = [...new Intl.Segmenter(lang, { granularity: 'word' }).segment(text)].map((segment) => segment.index);
  let at = 0;
  for (const phrase of parser.parse(text)) {
    if (phrase.length > 6) for (const word of words) if (word > at && word < at + phrase.length) starts.add(word);
    at += phrase.length;
    starts.add(at);
  }
  return starts;
}

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const locale of locales) {
      for (const path of pages) {
        test(`/${locale}/${path}: no heading, tile or button breaks inside a phrase`, async ({ page }) => {
          const response = await page.goto(`/${locale}/${path}`);
          expect(response?.status()).toBe(200);
          const measured: Measured[] = await page.locator(SHORT_TEXTS).evaluateAll((elements) =>
            elements.flatMap((element) => {
              const box = element.getBoundingClientRect();
              if (box.width === 0 || getComputedStyle(element).visibility === 'hidden') return [];
              let text = '';
              const lineStarts: number[] = [];
              let lastTop: number | null = null;
              const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                // Text for screen readers only is not laid out in lines.
                if (node.parentElement?.closest('.visually-hidden')) continue;
                const value = node.nodeValue ?? '';
                for (let i = 0; i < value.length; i++) {
                  const range = document.createRange();
                  range.setStart(node, i);
                  range.setEnd(node, i + 1);
                  const rect = [...range.getClientRects()].find((candidate) => candidate.width > 0);
                  if (rect && !/\s/.test(value[i]!)) {
                    if (lastTop !== null && rect.top > lastTop + rect.height / 2) lineStarts.push(text.length);
                    lastTop = rect.top;
                  }
                  text += value[i];
                }
              }
              const lang = element.closest('[lang]')?.getAttribute('lang') ?? '';
              return text.trim() === '' ? [] : [{ text, lang, lineStarts }];
            }),
          );
          expect(measured.length).toBeGreaterThan(3);
          const broken = measured.flatMap(({ text, lang, lineStarts }) => {
            const phrases = phraseStarts(text, lang);
            return lineStarts
              .filter((at) => !phrases.has(at) && !/[\s\-/・]/.test(text[at - 1]!))
              .map((at) => `${lang} "${text.slice(0, at)} / ${text.slice(at)}"`);
          });
          expect(broken).toEqual([]);
        });
      }
    }
  });
}

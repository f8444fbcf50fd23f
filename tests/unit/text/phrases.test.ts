/**
 * Line breaking of short texts (src/text/phrases.ts): in Chinese and Japanese a break only between
 * words the phrase model and the dictionary agree on, never before closing punctuation or small kana,
 * never after an opening bracket; in every language a number keeps its unit.
 */
import { describe, expect, it } from 'vitest';
import { keepUnits, phraseBreaks, phraseLanguage, withPhraseBreaks, WORD_JOINER } from '../../../src/text/phrases.ts';

/** The text cut at its breaks. */
const pieces = (text: string, lang: string): string[] => {
  const out: string[] = [];
  let from = 0;
  for (const at of phraseBreaks(text, lang)) {
    out.push(text.slice(from, at));
    from = at;
  }
  return [...out, text.slice(from)];
};

describe('phrase breaks in Chinese and Japanese', () => {
  it('keeps Japanese particles with their word and breaks between phrases', () => {
    expect(pieces('数十年の量産を支える', 'ja')).toEqual(['数十年の', '量産を', '支える']);
    expect(pieces('半導体製造のためのプロセス装置', 'ja')).toEqual(['半導体製造の', 'ための', 'プロセス装置']);
  });

  it('breaks a long phrase between its words, but not inside a katakana word or before a particle', () => {
    // The phrase model gives the whole headline as one phrase.
    expect(pieces('ACS300 Gen3：先端パッケージング向け新型コーティングクラスター', 'ja')).toEqual([
      'ACS300 Gen3：',
      '先端',
      'パッケージング',
      '向け',
      '新型',
      'コーティングクラスター',
    ]);
    expect(pieces('2024年度年次報告書', 'ja')).toEqual(['2024年度', '年次', '報告書']);
    expect(pieces('ハイブリッド接合のためのボンドウェーブ制御', 'ja')).toEqual([
      'ハイブリッド',
      '接合の',
      'ための',
      'ボンドウェーブ',
      '制御',
    ]);
    // A kanji compound the dictionary does not know comes out as single characters: not cut.
    expect(pieces('厚膜レジストのために', 'ja')).toEqual(['厚膜', 'レジストの', 'ために']);
  });

  it('does not split a Chinese word that one of the two segmenters splits', () => {
    // The phrase model alone splits 實現 (中實 / 現); the dictionary alone splits 键合 and 光刻胶.
    expect(pieces('在混合鍵合中實現次微米對準', 'zh-TW')).toEqual(['在', '混合', '鍵合', '中實現', '次', '微米', '對準']);
    const simplified = pieces('在混合键合中实现亚微米对准', 'zh-CN');
    for (const word of ['键合', '实现', '微米', '对准'])
      expect(
        simplified.some((piece) => piece.includes(word)),
        word,
      ).toBe(true);
    expect(pieces('用于剥离工艺的喷墨打印光刻胶', 'zh-CN').some((piece) => piece.includes('光刻胶'))).toBe(true);
  });

  it('never breaks before closing punctuation or small kana, after an opening bracket, after Latin letters and digits, or before them but after hiragana', () => {
    for (const [text, lang] of [
      ['「量産」を支える、半導体製造装置です。', 'ja'],
      ['マイクロファブ・エキスポ2027でお会いしましょう', 'ja'],
      ['基于紫外压印的晶圆级微透镜（产品）。', 'zh-CN'],
      ['MaskTrack Pro 现可清洗 EUV 掩模版', 'zh-CN'],
      ['DSC300 Gen3：面向翘曲晶圆的投影扫描曝光机', 'zh-CN'],
      ['B1ホール412番ブースにてACS300 Gen3のライブデモを行います。', 'ja'],
      ['面向300 mm晶圆的新型涂胶机', 'zh-CN'],
    ] as const) {
      for (const at of phraseBreaks(text, lang)) {
        if (/[\p{Script=Latin}\d]/u.test(text[at]!)) expect(text[at - 1], `${text} @${at}`).toMatch(/\p{Script=Hiragana}/u);
        else expect(text[at], `${text} @${at}`).toMatch(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u);
        expect(text[at], `${text} @${at}`).not.toMatch(/[、。，）」ーぁぃぅぇぉっゃゅょァィゥェォッャュョ・]/u);
        expect(text[at - 1], `${text} @${at}`).not.toMatch(/[「（(\p{Script=Latin}\d\s]/u);
      }
    }
    expect(pieces('「量産」を支える、半導体製造装置です。', 'ja')).toContain('支える、');
    // A number after a particle starts a phrase; a number after a name or before its counter does not.
    expect(pieces('量産における40 nmオーバーレイ', 'ja')).toContain('量産における');
    expect(pieces('マイクロファブ・エキスポ2027でお会いしましょう', 'ja').some((piece) => piece.includes('エキスポ2027'))).toBe(true);
    expect(pieces('2024年度年次報告書', 'ja')[0]).toBe('2024年度');
    // An honorific prefix stays with its word.
    for (const text of ['1営業日以内にご返信します。', 'ご入力いただいた情報', '詳しくはこちらをご覧ください。', 'お問い合わせへの対応'])
      expect(
        phraseBreaks(text, 'ja').map((at) => text[at - 1]),
        text,
      ).not.toContain(text.includes('ご') ? 'ご' : 'お');
  });

  it('leaves other languages alone, and knows the Chinese scripts by tag', () => {
    expect(phraseBreaks('Wafer bonding in volume', 'en')).toEqual([]);
    expect(phraseBreaks('数十年の量産を支える', 'de')).toEqual([]);
    expect([
      phraseLanguage('ja'),
      phraseLanguage('zh-CN'),
      phraseLanguage('zh-TW'),
      phraseLanguage('zh-Hant-HK'),
      phraseLanguage('en'),
    ]).toEqual(['ja', 'zh-Hans', 'zh-Hant', 'zh-Hant', null]);
  });
});

describe('numbers and their units', () => {
  it('joins a number and its unit, and a sign and its number, with a no-break space', () => {
    expect(keepUnits('Overlay better than 40 nm on 300 mm wafers, ± 5 µm at 3 σ, 12–14 % margin, 180 wph')).toBe(
      'Overlay better than 40\u00a0nm on 300\u00a0mm wafers, ±\u00a05\u00a0µm at 3\u00a0σ, 12–14\u00a0% margin, 180\u00a0wph',
    );
    expect(keepUnits('オーバーレイ 40 nm 以下')).toBe('オーバーレイ 40\u00a0nm 以下');
    // Chinese and Japanese write on without a space: a unit followed by kana or Han, a sign after them.
    expect(keepUnits('HP8：全面で± 0.5 Kのホットプレート')).toBe('HP8：全面で±\u00a00.5\u00a0Kのホットプレート');
    expect(keepUnits('温差在 ± 0.5 K以内')).toBe('温差在 ±\u00a00.5\u00a0K以内');
  });

  it('leaves a number followed by a word that only starts like a unit', () => {
    expect(keepUnits('2 modules, 3 systems, 5 minutes, 10 mmol')).toBe('2 modules, 3 systems, 5 minutes, 10 mmol');
  });
});

describe('escaped HTML text with its phrase breaks', () => {
  it('puts <wbr> between phrases, never inside a character reference nor right after one', () => {
    expect(withPhraseBreaks('数十年の量産を支える&lt;装置&gt;', 'ja')).toBe('数十年の<wbr>量産を<wbr>支える&lt;装置&gt;');
    expect(withPhraseBreaks('技術資料', 'ja')).toBe('技術資料');
    expect(withPhraseBreaks('比較&nbsp;テスト', 'ja')).toBe('比較&nbsp;テスト');
    expect(withPhraseBreaks('Tom &amp; Jerry', 'en')).toBe('Tom &amp; Jerry');
  });

  it('keeps a percent sign with the word after it and a sign with the word before it, where no phrase ends', () => {
    // The browser would break after "%" and before "±" even under keep-all: they are no letters.
    expect(withPhraseBreaks('スループットが20 %向上し、', 'ja')).toBe(`スループットが<wbr>20 %${WORD_JOINER}向上し、`);
    expect(withPhraseBreaks('全面で± 0.5 K以内', 'ja')).toBe('全面で<wbr>± 0.5 K以内');
    expect(withPhraseBreaks('温差±0.5 K', 'zh-CN')).toBe(`温差${WORD_JOINER}±0.5 K`);
  });
});

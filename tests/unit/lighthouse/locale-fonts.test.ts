import { describe, expect, it } from 'vitest';
import {
  CJK_FONT_PACKAGE,
  checkFamilies,
  ensureLanguageFonts,
  languageFontFamilies,
  parseFcList,
  projectLanguageFonts,
  type FontCheck,
} from '../../../scripts/lib/locale-fonts.ts';

describe('the font stack of a language, read from the style sheets', () => {
  it('gives the CJK families of the project’s stacks, not the Latin ones', () => {
    const ja = projectLanguageFonts('ja');
    expect(ja).toContain('Hiragino Sans');
    expect(ja).toContain('Noto Sans CJK JP');
    expect(ja).not.toContain('Roboto');
    expect(projectLanguageFonts('zh-CN')).toContain('Noto Sans CJK SC');
    expect(projectLanguageFonts('zh-TW')).toContain('Noto Sans CJK TC');
    expect(projectLanguageFonts('zh-TW')).not.toContain('Noto Sans CJK SC');
  });

  it('is empty for a language set in the Latin stack alone', () => {
    expect(projectLanguageFonts('en')).toEqual([]);
    expect(projectLanguageFonts('de')).toEqual([]);
  });

  it('resolves the variables of the :lang() rule, leaves out generic keywords and comments', () => {
    const globalCss = `
      /* :lang(ko) { font-family: var(--font-ko); } */
      :where(:lang(ja)) { color: red; font-family: var(--font-latin), var(--font-ja), sans-serif; }
      :where(:lang(en), :lang(de)) { font-family: var(--font-latin); }`;
    const tokensCss = `:root { --font-latin: system-ui, Arial; --font-ja: 'Yu Gothic', "Noto Sans JP", sans-serif; }`;
    expect(languageFontFamilies('ja', globalCss, tokensCss)).toEqual(['Yu Gothic', 'Noto Sans JP']);
    expect(languageFontFamilies('ko', globalCss, tokensCss)).toEqual([]);
    expect(() => languageFontFamilies('ja', globalCss, ':root { --font-latin: Arial; }')).toThrow(/no --font-ja/);
  });
});

describe('fontconfig’s list and the check', () => {
  const fcList = 'DejaVu Sans\nNoto Sans CJK JP,Noto Sans CJK JP Regular\nDroid Sans Fallback\nNoto Sans Mono CJK\\-JP\n';

  it('reads every name of every font, lower-cased', () => {
    const names = parseFcList(fcList);
    expect(names.has('noto sans cjk jp')).toBe(true);
    expect(names.has('noto sans cjk jp regular')).toBe(true);
    expect(names.has('noto sans mono cjk-jp')).toBe(true);
    expect(names.has('')).toBe(false);
  });

  it('finds the first family of the stack the machine has, or names all as missing', () => {
    const installed = parseFcList(fcList);
    expect(checkFamilies(['Hiragino Sans', 'Noto Sans CJK JP'], installed)).toEqual({ status: 'present', family: 'Noto Sans CJK JP' });
    expect(checkFamilies(['Hiragino Sans', 'Noto Sans CJK TC'], installed)).toEqual({
      status: 'missing',
      families: ['Hiragino Sans', 'Noto Sans CJK TC'],
    });
    expect(checkFamilies([], installed)).toEqual({ status: 'not-needed' });
  });
});

describe('ensureLanguageFonts', () => {
  const missing: FontCheck = { status: 'missing', families: ['Noto Sans CJK JP'] };
  const present: FontCheck = { status: 'present', family: 'Noto Sans CJK JP' };

  it('as root, installs the CJK fonts with apt-get when none is there, and checks again', async () => {
    const checks = [missing, present];
    const runs: string[] = [];
    const result = await ensureLanguageFonts('ja', {
      check: () => checks.shift()!,
      isRoot: true,
      run: async (command, args) => (runs.push([command, ...args].join(' ')), 0),
    });
    expect(runs).toEqual(['apt-get update', `apt-get install -y ${CJK_FONT_PACKAGE}`]);
    expect(result).toEqual({ check: present });
  });

  it('without root, installs nothing and warns that the figures are not a phone’s', async () => {
    const runs: string[] = [];
    const result = await ensureLanguageFonts('ja', { check: () => missing, isRoot: false, run: async (c) => (runs.push(c), 0) });
    expect(runs).toEqual([]);
    expect(result.warning).toMatch(/no font of the "ja" stack \(Noto Sans CJK JP\).*not a phone's.*apt-get install fonts-noto-cjk/);
  });

  it('warns when the installation fails, and does nothing when a font is there', async () => {
    const failed = await ensureLanguageFonts('ja', { check: () => missing, isRoot: true, run: async () => 100 });
    expect(failed.warning).toMatch(/no font of the "ja" stack/);
    const runs: string[] = [];
    const fine = await ensureLanguageFonts('ja', { check: () => present, isRoot: true, run: async (c) => (runs.push(c), 0) });
    expect(fine).toEqual({ check: present });
    expect(runs).toEqual([]);
  });
});

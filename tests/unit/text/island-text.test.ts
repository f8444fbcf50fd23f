/**
 * The texts an island renders itself carry their line breaks as characters (src/text/island-text.ts):
 * zero width spaces between Chinese and Japanese phrases, soft hyphens in long German words, at the
 * places the page pass marks; the menus' and the forms' texts get them, their links and ids do not.
 */
import { describe, expect, it } from 'vitest';
import { formFields } from '../../../src/forms/definitions.ts';
import { formStrings } from '../../../src/forms/strings.ts';
import { t } from '../../../src/i18n/ui.ts';
import { SOFT_HYPHEN } from '../../../src/text/hyphenate.ts';
import { islandText, withIslandBreaks, ZERO_WIDTH_SPACE } from '../../../src/text/island-text.ts';
import { breakLines } from '../../../src/text/page-lines.ts';

const marks = /[\u00ad\u200b\u2060]/g;

describe('island texts', () => {
  it('marks the same breaks the page pass marks', () => {
    const text = '当社のリモートサポートは、世界中のお客様の装置を見守ります。';
    const page = breakLines(`<html lang="ja"><body><p>${text}</p></body></html>`);
    expect(islandText(text, 'ja').replaceAll(ZERO_WIDTH_SPACE, '<wbr>')).toBe(/<p>(.*)<\/p>/.exec(page)?.[1]);
    expect(islandText('Unternehmensnachrichten', 'de')).toBe(['Un', 'ter', 'neh', 'mens', 'nach', 'rich', 'ten'].join(SOFT_HYPHEN));
    expect(islandText('Remote support for every system', 'en')).toBe('Remote support for every system');
  });

  it('gives every text object its breaks, in its own language, and leaves links and ids alone', () => {
    const items = [
      {
        id: 'products',
        text: '製品とソリューション',
        href: '/jp/products-solutions/',
        children: [{ text: 'Wafer bonders', lang: 'en', href: null }],
      },
    ];
    const marked = withIslandBreaks(items, 'ja');
    expect(marked[0]!.text).toBe(`製品と${ZERO_WIDTH_SPACE}ソリューション`);
    expect(marked[0]!.href).toBe('/jp/products-solutions/');
    expect(marked[0]!.id).toBe('products');
    expect(marked[0]!.children[0]!.text).toBe('Wafer bonders');
    expect(items[0]!.text).toBe('製品とソリューション');
  });

  it("a form's strings carry their breaks: the privacy notice in Japanese, long labels in German", () => {
    const ja = formStrings('jp', 'newsletter', formFields('newsletter', 'jp'));
    const notice = Object.values(ja).find((text) => text.replace(marks, '').startsWith('ご入力いただいた'));
    expect(notice).toContain(ZERO_WIDTH_SPACE);
    const de = formStrings('de', 'contact', formFields('contact', 'de'));
    for (const [key, text] of Object.entries(de)) expect(text).toBe(islandText(t('de', key as Parameters<typeof t>[1]).text, 'de'));
    expect(Object.values(de).filter((text) => text.includes(SOFT_HYPHEN)).length).toBeGreaterThan(3);
  });
});

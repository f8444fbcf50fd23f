import { allContactFlags } from './flags.ts';
import { describe, expect, it } from 'vitest';
import { fieldLabelKey, formFields, optionLabelKey } from '../../../src/forms/definitions.ts';
import { OPTION_LISTS } from '../../../src/forms/options.ts';
import { ERROR_KEYS } from '../../../src/forms/schema.ts';
import { t } from '../../../src/i18n/ui.ts';
import cn from '../../../src/i18n/ui/cn.json' with { type: 'json' };
import de from '../../../src/i18n/ui/de.json' with { type: 'json' };
import en from '../../../src/i18n/ui/en.json' with { type: 'json' };
import jp from '../../../src/i18n/ui/jp.json' with { type: 'json' };
import tw from '../../../src/i18n/ui/tw.json' with { type: 'json' };

const dictionaries: Record<string, Record<string, string>> = { en, de, cn, jp, tw };
const everyField = ['en', 'cn'].flatMap((locale) =>
  (['contact', 'newsletter', 'investor'] as const).flatMap((form) => formFields(form, locale, allContactFlags)),
);

const usedKeys = new Set<string>([
  ...everyField.map((field) => fieldLabelKey(field.name)),
  ...everyField.flatMap((field) => (field.options ?? []).map((option) => optionLabelKey(field, option))),
  ...Object.entries(OPTION_LISTS).flatMap(([list, ids]) => ids.map((id) => `form.option.${list}.${id}`)),
  ...Object.values(ERROR_KEYS),
]);

describe('UI keys of the forms', () => {
  it.each(Object.keys(dictionaries))('%s has a text for every field, option and error key', (locale) => {
    const missing = [...usedKeys].filter((key) => !dictionaries[locale]![key]);
    expect(missing).toEqual([]);
  });

  it('has every form.* key of English translated in every locale', () => {
    const formKeys = Object.keys(en).filter((key) => key.startsWith('form.'));
    for (const locale of ['de', 'cn', 'jp', 'tw']) {
      expect(formKeys.filter((key) => !dictionaries[locale]![key])).toEqual([]);
    }
  });

  it('translates the labels (other locales are not English copies)', () => {
    for (const locale of ['cn', 'jp', 'tw']) {
      const copies = [...usedKeys].filter((key) => dictionaries[locale]![key] === en[key as keyof typeof en]);
      expect(copies).toEqual([]);
    }
  });

  it('loads through the validated UI dictionaries', () => {
    expect(t('de', ERROR_KEYS.required)).toEqual({ text: 'Bitte füllen Sie dieses Feld aus.', lang: 'de' });
    expect(t('cn', 'form.option.requestType.quote')).toEqual({ text: '报价', lang: 'zh-CN' });
  });
});

/**
 * The UI strings a form island needs, in the page's language, as a plain record (island props
 * are serialisable; the island never bundles the dictionaries): field labels, option labels,
 * error messages and the form's own texts, with their line breaks (src/text/island-text.ts): the
 * island renders them again in the browser.
 */
import type { LocaleCode } from '../i18n/locales.ts';
import { t, type UiKey } from '../i18n/ui.ts';
import { islandText } from '../text/island-text.ts';
import { FORM_SUBMIT_KEY, FORM_SUCCESS_KEYS, FORM_TEXT_KEYS } from './client.ts';
import { fieldLabelKey, optionLabelKey, type FieldDefinition, type FormName } from './definitions.ts';
import { ERROR_KEYS } from './schema.ts';

function formStringKeys(form: FormName, fields: readonly FieldDefinition[]): UiKey[] {
  return [
    ...fields.map((def) => fieldLabelKey(def.name) as UiKey),
    ...fields.flatMap((def) => (def.options ?? []).map((option) => optionLabelKey(def, option) as UiKey)),
    ...Object.values(ERROR_KEYS),
    ...FORM_TEXT_KEYS,
    FORM_SUBMIT_KEY[form],
    ...FORM_SUCCESS_KEYS[form],
  ];
}

export function formStrings(locale: LocaleCode, form: FormName, fields: readonly FieldDefinition[]): Record<string, string> {
  return Object.fromEntries(
    formStringKeys(form, fields).map((key) => {
      const { text, lang } = t(locale, key);
      return [key, islandText(text, lang)];
    }),
  );
}

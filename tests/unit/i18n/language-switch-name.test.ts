/**
 * The language switcher's toggle shows a globe and the current code ("EN"); its accessible name
 * (`language.switch`) must start with that code (WCAG 2.5.3 Label in Name), so a speech user who says
 * "click EN" reaches it, in every locale and in the locale's own words.
 */
import { describe, expect, it } from 'vitest';
import { getLocale, localeCodes } from '../../../src/i18n/locales.ts';
import { t } from '../../../src/i18n/ui.ts';

describe('the language switcher toggle name', () => {
  for (const locale of localeCodes) {
    it(`${locale}: starts with the code it shows, then says what it does`, () => {
      const code = locale.toUpperCase();
      const { localname, iso } = getLocale(locale);
      const name = t(locale, 'language.switch', { language: localname, code });
      expect(name.lang).toBe(iso);
      expect(name.text.startsWith(`${code} – `)).toBe(true);
      expect(name.text).toContain(localname);
    });
  }
});

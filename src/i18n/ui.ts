/**
 * UI strings (docs/locales-and-urls.md §2, Starlight style): flat dot-keyed JSON per locale in ./ui/, English
 * complete, the other locales partial and merged over English. Every file is validated with zod
 * when this module loads: English must define every key with a non-empty text; the others may
 * only use keys English has. `t()` tells which language the text is in, like `translate()`.
 */
import { z } from 'astro/zod';
import { fallbackLocale, isoOf, localeCodes, type LocaleCode } from './locales.ts';
import type { LocalizedText } from './translate.ts';
import en from './ui/en.json' with { type: 'json' };
import de from './ui/de.json' with { type: 'json' };
import cn from './ui/cn.json' with { type: 'json' };
import jp from './ui/jp.json' with { type: 'json' };
import tw from './ui/tw.json' with { type: 'json' };

export type UiKey = keyof typeof en;
export type UiStrings = Record<UiKey, string>;
export type PartialUiStrings = Partial<UiStrings>;

const keyPattern = /^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$/;

const completeUiSchema = z.record(z.string().regex(keyPattern, 'UI string keys are dot-separated camelCase words'), z.string().min(1));

/** A partial dictionary: only keys the complete (English) dictionary has, each with a non-empty text. */
function partialUiSchema(keys: readonly string[]) {
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, z.string().min(1).optional()])));
}

export class UiStringsError extends Error {
  override name = 'UiStringsError';
}

function parse<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new UiStringsError(`Invalid UI strings in src/i18n/ui/${file}: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}

/**
 * Validates a set of dictionaries and returns, per locale, which texts it has of its own.
 * Exported for the tests; the site uses the validated built-in dictionaries below.
 */
export function buildDictionaries(raw: Record<LocaleCode, unknown>): { complete: UiStrings; own: Record<LocaleCode, PartialUiStrings> } {
  const complete = parse(completeUiSchema, raw[fallbackLocale], `${fallbackLocale}.json`) as UiStrings;
  const keys = Object.keys(complete);
  const own = Object.fromEntries(
    localeCodes.map((code) => [code, parse(partialUiSchema(keys), raw[code], `${code}.json`) as PartialUiStrings]),
  ) as Record<LocaleCode, PartialUiStrings>;
  return { complete, own };
}

const dictionaries = buildDictionaries({ en, de, cn, jp, tw });

/** The texts `locale`'s own dictionary has (English: every key), without the English ones standing in. */
export function ownUiStrings(locale: LocaleCode): PartialUiStrings {
  return locale === fallbackLocale ? dictionaries.complete : dictionaries.own[locale];
}

/** The dictionary of `locale` merged over English. */
export function uiStrings(locale: LocaleCode): UiStrings {
  return { ...dictionaries.complete, ...dictionaries.own[locale] };
}

function interpolate(text: string, params: Record<string, string | number> | undefined): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : match));
}

/**
 * The UI string `key` in `locale`, else English; `lang` is the ISO code of the language used.
 * `{name}` placeholders are filled from `params`.
 */
export function t(locale: LocaleCode, key: UiKey, params?: Record<string, string | number>): LocalizedText {
  const own = dictionaries.own[locale][key];
  if (own !== undefined) return { text: interpolate(own, params), lang: isoOf(locale) };
  return { text: interpolate(dictionaries.complete[key], params), lang: isoOf(fallbackLocale) };
}

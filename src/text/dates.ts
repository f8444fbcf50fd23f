/**
 * Dates of the content (docs/content-blocks.md §9) and their display per
 * locale. Content dates are calendar dates without a time zone; they are handled as plain
 * year/month/day (an ISO date string `YYYY-MM-DD`), never shifted by the build machine's zone.
 */
import { isoOf, type LocaleCode } from '../i18n/locales.ts';

export interface CalendarDate {
  year: number;
  month: number; // 1–12
  day: number; // 1–31
}

function isValid({ year, month, day }: CalendarDate): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate(); // last day of the month
  return day <= days;
}

function toIso({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function fromParts(year: string, month: string, day: string): CalendarDate | null {
  const date = { year: Number(year), month: Number(month), day: Number(day) };
  return isValid(date) ? date : null;
}

/**
 * `27.03.2025` → `2025-03-27` (ISO date); null for anything else or an impossible date
 * (`31.02.2025`). Day and month may have one digit (`1.3.2025`); surrounding spaces are ignored.
 */
export function parseGermanDate(text: string | null | undefined): string | null {
  const match = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/.exec(text ?? '');
  if (!match) return null;
  const date = fromParts(match[3]!, match[2]!, match[1]!);
  return date ? toIso(date) : null;
}

/**
 * A date as the content system gives it: an ISO date (`2025-03-27`), an ISO date-time
 * (`2025-03-27T10:00:00.000Z`, its date part is used), a German date (`27.03.2025`) or a Date
 * (its UTC date). Null when it is none of these or impossible.
 */
export function parseContentDate(value: string | Date | null | undefined): CalendarDate | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return { year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() };
  }
  if (typeof value !== 'string') return null;
  const iso = /^\s*(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?\s*$/.exec(value);
  if (iso) return fromParts(iso[1]!, iso[2]!, iso[3]!);
  const german = parseGermanDate(value);
  return german ? parseContentDate(german) : null;
}

/** The ISO date (`2025-03-27`) of a content date, for `<time datetime>` and sorting; null if invalid. */
export function isoDate(value: string | Date | null | undefined): string | null {
  const date = parseContentDate(value);
  return date ? toIso(date) : null;
}

/**
 * The Intl locale a locale's dates are written in: its ISO code, except English, which writes
 * day, month, year (`27 March 2025`), the British order.
 */
function dateLocale(locale: LocaleCode): string {
  return locale === 'en' ? 'en-GB' : isoOf(locale);
}

/** The fields of a displayed date per locale: de `27.03.2025`, en `27 March 2025`, cn/jp/tw `2025年3月27日`. */
const dateFields: Record<LocaleCode, Intl.DateTimeFormatOptions> = {
  de: { day: '2-digit', month: '2-digit', year: 'numeric' },
  en: { day: 'numeric', month: 'long', year: 'numeric' },
  cn: { day: 'numeric', month: 'long', year: 'numeric' },
  jp: { day: 'numeric', month: 'long', year: 'numeric' },
  tw: { day: 'numeric', month: 'long', year: 'numeric' },
};

const dateFormats = new Map<LocaleCode, Intl.DateTimeFormat>();

/**
 * The date format of a locale. It formats in UTC, and content dates become UTC midnights
 * (`utcDate`), so the output does not depend on the build machine's time zone.
 */
export function dateFormat(locale: LocaleCode): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocale(locale), { ...dateFields[locale], timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format;
}

/** A calendar date as a Date at UTC midnight (years below 100 included, which Date.UTC shifts). */
export function utcDate({ year, month, day }: CalendarDate): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/**
 * A content date for display: de `27.03.2025`, en `27 March 2025`, cn/jp/tw `2025年3月27日`.
 * Null when the value is not a valid date (the view then shows no date).
 */
export function formatDate(value: string | Date | null | undefined, locale: LocaleCode): string | null {
  const date = parseContentDate(value);
  return date ? dateFormat(locale).format(utcDate(date)) : null;
}

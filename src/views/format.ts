/**
 * Formatting the views need, pure and locale-aware: content dates (through src/text/dates.ts, the
 * one date display of the site) and event date ranges, file sizes and file types of downloads.
 */
import { isoOf, type LocaleCode } from '../i18n/locales.ts';
import { dateFormat, formatDate, isoDate, parseContentDate, utcDate, type CalendarDate } from '../text/dates.ts';

/** A calendar date as shown on a page: the text for the reader, the ISO form for `<time datetime>`. */
export interface FormattedDate {
  text: string;
  datetime: string;
}

/** A content date in the locale's form (de `27.03.2025`, en `27 March 2025`, jp `2025年3月27日`). */
export function formatDay(locale: LocaleCode, value: string | null | undefined): FormattedDate | null {
  const text = formatDate(value, locale);
  const datetime = isoDate(value);
  return text && datetime ? { text, datetime } : null;
}

/** The days of an event: the range text, and start and end as ISO dates for `<time>`. */
export interface FormattedRange {
  text: string;
  start: string;
  end: string | null;
}

/** The end date of a range without the fields it shares with the start (jp `15日`, `11月2日`). */
function rangeEnd(locale: LocaleCode, from: CalendarDate, to: CalendarDate): string {
  const shared = new Set<Intl.DateTimeFormatPartTypes>(from.year !== to.year ? [] : from.month !== to.month ? ['year'] : ['year', 'month']);
  let text = '';
  let dropped = false;
  for (const part of dateFormat(locale).formatToParts(utcDate(to))) {
    // A dropped field takes the literal after it (its unit, `年`, `月`) along.
    if (shared.has(part.type) || (dropped && part.type === 'literal')) {
      dropped = shared.has(part.type);
      continue;
    }
    dropped = false;
    text += part.value;
  }
  return text;
}

/**
 * Range forms in the style of formatDate. de and en take Intl's range form; for cn, jp and tw it
 * falls back to numeric dates (`2025/10/14～2025/10/15`), so the range is the start date and
 * the end date without the fields the two share (`2025年10月14日 – 15日`).
 */
function rangeText(locale: LocaleCode, from: CalendarDate, to: CalendarDate): string {
  switch (locale) {
    case 'de':
    case 'en':
      return dateFormat(locale).formatRange(utcDate(from), utcDate(to));
    case 'cn':
    case 'jp':
    case 'tw':
      return `${dateFormat(locale).format(utcDate(from))} – ${rangeEnd(locale, from, to)}`;
  }
}

/**
 * The days an event takes place, in the locale's range form (de `14.–15.10.2025`,
 * en `14 – 15 October 2025`, jp `2025年10月14日 – 15日`). One day, or a missing, invalid or
 * earlier end date, reads as the single start date.
 */
export function formatDayRange(
  locale: LocaleCode,
  start: string | null | undefined,
  end: string | null | undefined,
): FormattedRange | null {
  const from = parseContentDate(start);
  const single = formatDay(locale, start);
  if (!from || !single) return null;
  const to = parseContentDate(end);
  const endIso = isoDate(end);
  if (!to || !endIso || endIso <= single.datetime) return { text: single.text, start: single.datetime, end: null };
  return { text: rangeText(locale, from, to), start: single.datetime, end: endIso };
}

/**
 * A file size from the content system (UploadFile.size is in kilobytes) in the locale's number
 * format: `820 KB`, `1.4 MB` (de `1,4 MB`).
 */
export function formatFileSize(locale: LocaleCode, sizeKb: number | null | undefined): string | null {
  if (typeof sizeKb !== 'number' || !Number.isFinite(sizeKb) || sizeKb <= 0) return null;
  if (sizeKb < 1000) return `${sizeFormat(locale, 0).format(Math.max(1, sizeKb))} KB`;
  return `${sizeFormat(locale, 1).format(sizeKb / 1000)} MB`;
}

/** Number formats of formatFileSize by locale and fraction digits: building an Intl.NumberFormat costs far more than using one. */
const sizeFormats = new Map<string, Intl.NumberFormat>();

function sizeFormat(locale: LocaleCode, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${locale}:${maximumFractionDigits}`;
  let format = sizeFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(isoOf(locale), { maximumFractionDigits });
    sizeFormats.set(key, format);
  }
  return format;
}

/** The type of a file for the reader: `PDF`, `ZIP`, … from the extension, else from the mime type. */
export function fileType(file: { ext?: string | null; mime?: string | null; url?: string | null }): string | null {
  const fromExt = file.ext?.trim().replace(/^\./, '');
  if (fromExt) return fromExt.toUpperCase();
  const fromUrl = file.url ? /\.([a-z0-9]{1,5})(?:[?#]|$)/i.exec(file.url)?.[1] : undefined;
  if (fromUrl) return fromUrl.toUpperCase();
  const subtype = file.mime?.split('/')[1]?.split(/[+;]/)[0]?.trim();
  return subtype ? subtype.toUpperCase() : null;
}

/** `PDF, 1.4 MB` (parts that are unknown are left out); null when nothing is known. */
export function fileFacts(
  locale: LocaleCode,
  file: { ext?: string | null; mime?: string | null; url?: string | null; size?: number | null },
): string | null {
  const parts = [fileType(file), formatFileSize(locale, file.size)].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
}

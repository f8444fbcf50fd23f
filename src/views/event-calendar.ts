/**
 * An event as an iCalendar file (RFC 5545; docs/content-blocks.md §3.3 "Add to calendar"): one VEVENT per
 * event page, in that page's language. The content system gives an event's days, not its hours, so
 * the event is an all-day event (`DTSTART;VALUE=DATE`, `DTEND` the day after its last day, as the
 * standard counts it): it stays on the same days in every time zone, which is what a trade fair
 * that runs from 14 to 16 October means. The UID is the same in every language, so a calendar that
 * imports the German and the English file keeps one event. The stamp is the site model's day, so the same
 * content gives the same bytes all day (the incremental publisher compares files).
 *
 * Written with ical-generator (escaping, line folding, CRLF), not by hand.
 */
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { LocaleCode } from '../i18n/locales.ts';
import { translate } from '../i18n/translate.ts';
import { siteConfig } from '../site.config.ts';
import { isoDate } from '../text/dates.ts';
import type { SiteEvent } from '../site/events.ts';
import { plainExcerpt } from './excerpt.ts';

export interface EventCalendarInput {
  locale: LocaleCode;
  /** The event's URL label (the same in every language). */
  label: string;
  event: SiteEvent;
  /** Absolute URL of the event's page in `locale`. */
  pageUrl: string;
  /** The site model's day (ISO, `site.today()`), the file's DTSTAMP. */
  today: string;
}

/** Longest description written into the file: a calendar entry is a reminder, the page has the rest. */
const DESCRIPTION_MAX = 1_000;

const utcDay = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

/** The day after an ISO day (iCalendar's exclusive end of an all-day event). */
function nextDay(iso: string): Date {
  const date = utcDay(iso);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

/**
 * The calendar file of an event, or null when it has no valid start day (it then has no page
 * either: the site leaves undated events out).
 */
export function eventCalendar({ locale, label, event, pageUrl, today }: EventCalendarInput): string | null {
  const start = isoDate(event.startDate);
  if (!start) return null;
  const last = isoDate(event.endDate);
  const end = last && last > start ? last : start;
  const title = translate(event.title, locale)?.text ?? label;
  const description = plainExcerpt(translate(event.description, locale)?.text, DESCRIPTION_MAX);
  const host = new URL(pageUrl).hostname;
  const calendar = ical({
    prodId: { company: siteConfig.shortName, product: 'Website', language: locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `event-${label}@${host}`,
    stamp: utcDay(today),
    start: utcDay(start),
    end: nextDay(end),
    allDay: true,
    summary: title,
    description: description ? `${description}\n\n${pageUrl}` : pageUrl,
    location: event.location?.trim() || null,
    url: pageUrl,
  });
  return calendar.toString();
}

/**
 * The site's one rule for what is still to come and what is past (docs/content-blocks.md §3.3): an
 * entry is upcoming until its last day is over — on its last day it is still upcoming — and past
 * from the day after, against one day for the whole build (the site model's day, src/text/clock.ts).
 * Upcoming entries come soonest first, past ones most recent first. The Events block, the event
 * page and the financial calendar all split by it.
 */
import { isoDate } from './dates.ts';

/** An entry's first and last day (ISO). */
export interface DayRange {
  start: string;
  end: string;
}

/** The days from `startDate` to `endDate`; the last is the first when the end is missing or earlier; null without a valid start. */
export function dayRange(startDate: string | Date | null | undefined, endDate?: string | Date | null): DayRange | null {
  const start = isoDate(startDate);
  if (!start) return null;
  const end = isoDate(endDate);
  return { start, end: end && end > start ? end : start };
}

export interface Split<T> {
  /** Not over yet (today included), soonest first. */
  upcoming: T[];
  /** Over before today, most recent first. */
  past: T[];
  /** Without a valid first day, in their given order. */
  undated: T[];
}

/** Whether an entry of these days is still to come at `today`: its last day is not over (false without days). */
export function isUpcoming(range: DayRange | null, today: string): boolean {
  return range !== null && range.end >= today;
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Splits `items` at `today` (ISO). Entries on the same days keep their given order. */
export function splitAtDay<T>(items: readonly T[], rangeOf: (item: T) => DayRange | null, today: string): Split<T> {
  const upcoming: Array<{ item: T } & DayRange> = [];
  const past: Array<{ item: T } & DayRange> = [];
  const undated: T[] = [];
  for (const item of items) {
    const range = rangeOf(item);
    if (!range) undated.push(item);
    else (isUpcoming(range, today) ? upcoming : past).push({ item, ...range });
  }
  upcoming.sort((a, b) => compare(a.start, b.start) || compare(a.end, b.end));
  past.sort((a, b) => compare(b.end, a.end) || compare(b.start, a.start));
  return { upcoming: upcoming.map(({ item }) => item), past: past.map(({ item }) => item), undated };
}

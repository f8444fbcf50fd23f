/**
 * The events of the site (`/{lang}/event/{label}/`, docs/locales-and-urls.md §4) as the views show them: the events
 * site-pages collected from the Events blocks (one per `{label}`), in calendar order (earliest
 * first, then by label).
 */
import type { ContentBlock } from '../cms/types.ts';
import type { CollectedEvent } from '../routing/site-pages.ts';
import { isoDate } from '../text/dates.ts';

type EventsBlock = Extract<ContentBlock, { __typename: 'ComponentContentEvents' }>;
export type SiteEvent = NonNullable<NonNullable<EventsBlock['events']>[number]>;

/** An event with its URL label. */
export interface LabelledEvent {
  label: string;
  event: SiteEvent;
}

export function compareEvents(a: LabelledEvent, b: LabelledEvent): number {
  const start = (a.event.startDate ?? '9999').localeCompare(b.event.startDate ?? '9999');
  return start || a.label.localeCompare(b.label, 'en');
}

/** The collected events (collectEvents, computed once with the site pages), sorted by start date. */
export function sortEvents(events: ReadonlyArray<CollectedEvent<SiteEvent>>): LabelledEvent[] {
  return events.map(({ label, event }) => ({ label, event })).sort(compareEvents);
}

/** The dates an event is ordered by. */
export interface EventDates {
  startDate?: string | null;
  endDate?: string | null;
}

/** An event's first and last day (ISO); the last is the first when the end is missing or earlier. */
function days(event: EventDates): { start: string; end: string } | null {
  const start = isoDate(event.startDate);
  if (!start) return null;
  const end = isoDate(event.endDate);
  return { start, end: end && end > start ? end : start };
}

/**
 * The events of an Events block split at `today` (ISO date): `upcoming` (not yet over, today's
 * included) soonest first, `past` (last day before today) most recent first; `undated` without a
 * valid start date. Events on the same day keep their content order.
 */
export function splitEvents<E extends EventDates>(events: readonly E[], today: string): { upcoming: E[]; past: E[]; undated: E[] } {
  const upcoming: Array<{ event: E; start: string; end: string }> = [];
  const past: Array<{ event: E; start: string; end: string }> = [];
  const undated: E[] = [];
  for (const event of events) {
    const range = days(event);
    if (!range) undated.push(event);
    else (range.end < today ? past : upcoming).push({ event, ...range });
  }
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  upcoming.sort((a, b) => compare(a.start, b.start) || compare(a.end, b.end));
  past.sort((a, b) => compare(b.end, a.end) || compare(b.start, a.start));
  return { upcoming: upcoming.map(({ event }) => event), past: past.map(({ event }) => event), undated };
}

/**
 * The site's events (`site.events()`) split at `today` by the rule of `splitEvents`: the events page
 * shows them as the Events block does. An event without a valid start date is in neither list.
 */
export function splitLabelledEvents(events: readonly LabelledEvent[], today: string): { upcoming: LabelledEvent[]; past: LabelledEvent[] } {
  const byEvent = new Map(events.map((labelled) => [labelled.event, labelled]));
  const { upcoming, past } = splitEvents(
    events.map(({ event }) => event),
    today,
  );
  const labelled = (list: readonly SiteEvent[]) => list.map((event) => byEvent.get(event)!);
  return { upcoming: labelled(upcoming), past: labelled(past) };
}

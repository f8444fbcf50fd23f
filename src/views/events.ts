/**
 * The events of the site (`/{lang}/event/{label}/`, docs/locales-and-urls.md §4) as the views show them:
 * split at a day into upcoming and past. The events themselves, in calendar order, are the site
 * model's (src/site/events.ts).
 */
import type { LabelledEvent, SiteEvent } from '../site/events.ts';
import { dayRange, splitAtDay, type Split } from '../text/schedule.ts';

/** The dates an event is ordered by. */
export interface EventDates {
  startDate?: string | null;
  endDate?: string | null;
}

/**
 * The events of an Events block split at `today` (ISO date) by the site's rule (src/text/schedule.ts):
 * `upcoming` (not yet over, today's included) soonest first, `past` (last day before today) most
 * recent first; `undated` without a valid start date. Events on the same day keep their content order.
 */
export function splitEvents<E extends EventDates>(events: readonly E[], today: string): Split<E> {
  return splitAtDay(events, (event) => dayRange(event.startDate, event.endDate), today);
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

/**
 * The events of the site model (`/{lang}/event/{label}/`, docs/locales-and-urls.md §4): the events
 * the page enumeration collected from the Events blocks (one per `{label}`), in calendar order
 * (earliest first, then by label). How views split them at a day: src/views/events.ts.
 */
import type { ContentBlock } from '../cms/types.ts';
import type { CollectedEvent } from '../routing/site-pages.ts';

type EventsBlock = Extract<ContentBlock, { __typename: 'ComponentContentEvents' }>;
export type SiteEvent = NonNullable<NonNullable<EventsBlock['events']>[number]>;

/** An event with its URL label. */
export interface LabelledEvent {
  label: string;
  event: SiteEvent;
}

function compareEvents(a: LabelledEvent, b: LabelledEvent): number {
  const start = (a.event.startDate ?? '9999').localeCompare(b.event.startDate ?? '9999');
  return start || a.label.localeCompare(b.label, 'en');
}

/** The collected events (collectEvents, computed once with the site pages), sorted by start date. */
export function sortEvents(events: ReadonlyArray<CollectedEvent<SiteEvent>>): LabelledEvent[] {
  return events.map(({ label, event }) => ({ label, event })).sort(compareEvents);
}

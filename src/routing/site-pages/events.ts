/**
 * Events of the event page (`/{lang}/event/{label}/`, docs/locales-and-urls.md §4): every event of every Events block
 * (ComponentContentEvents) of the content pages, each under its label.
 */
import { translateText } from '../../i18n/translate.ts';
import { slugify } from '../../text/slugify.ts';
import type { SiteContentPage, SiteEventRef } from './types.ts';

export interface CollectedEvent<E extends SiteEventRef = SiteEventRef> {
  /** The `{label}` segment: the event's label through the slug helper. */
  label: string;
  event: E;
  /** The content page whose Events block holds it. */
  pageId: string;
}

/**
 * The label of an event: its `label` through the slug helper, else the slug of its English (then
 * German) title, else `event-{id}`; '' when it has none of these.
 */
export function eventLabel(event: SiteEventRef): string {
  return (
    slugify(event.label) ||
    slugify(translateText(event.title, 'en')) ||
    slugify(event.title?.german) ||
    (event.id ? `event-${slugify(event.id)}` : '')
  );
}

/** The event type of the Events blocks of a content page type. */
export type EventOf<P> = EventsOf<P> & SiteEventRef;

type EventsOf<P> = P extends { content?: ReadonlyArray<infer B> | null }
  ? NonNullable<B> extends infer Block
    ? Block extends { events?: ReadonlyArray<infer E> | null }
      ? NonNullable<E>
      : never
    : never
  : never;

/**
 * Every event of every Events block, in page and block order; an event listed twice (same label,
 * same title and start) is kept once. Two different events with one label throw: they would
 * share one URL.
 */
export function collectEvents<P extends SiteContentPage>(pages: readonly P[]): Array<CollectedEvent<EventOf<P>>> {
  const byLabel = new Map<string, CollectedEvent<EventOf<P>>>();
  for (const page of pages) {
    for (const block of page.content ?? []) {
      if (block?.__typename !== 'ComponentContentEvents') continue;
      for (const event of block.events ?? []) {
        if (!event) continue;
        const label = eventLabel(event);
        if (!label) continue;
        const seen = byLabel.get(label);
        if (seen) {
          const same =
            translateText(seen.event.title, 'en') === translateText(event.title, 'en') && seen.event.startDate === event.startDate;
          if (same) continue;
          throw new Error(
            `Two events share the label "${label}" (content pages ${seen.pageId} and ${page.id}); give them different labels.`,
          );
        }
        byLabel.set(label, { label, event: event as EventOf<P>, pageId: page.id });
      }
    }
  }
  return [...byLabel.values()];
}

import { describe, expect, it } from 'vitest';
import type { ContentPageEntry } from '../../../src/cms/types.ts';
import { enumeratePages, collectEvents } from '../../../src/routing/site-pages.ts';
import { sortEvents } from '../../../src/site/events.ts';
import { splitLabelledEvents } from '../../../src/views/events.ts';

/** The day the pages are enumerated at (the financial calendar's order). */
const TODAY = '2026-11-20';

const event = (label: string, startDate: string) => ({
  id: label,
  label,
  startDate,
  endDate: null,
  location: null,
  link: null,
  title: { german: null, english: label, taiwanese: null, japanese: null, chinese: null },
  description: null,
});

const pages = [
  {
    id: '1',
    content: [
      {
        __typename: 'ComponentContentEvents',
        id: 'b1',
        anchorId: null,
        headline: null,
        events: [event('fair-2027', '2027-11-16'), event('forum-2025', '2025-10-14')],
      },
    ],
  },
  {
    id: '2',
    content: [
      {
        __typename: 'ComponentContentEvents',
        id: 'b2',
        anchorId: null,
        headline: null,
        events: [event('forum-2025', '2025-10-14'), event('lab-day', '2026-03-12')],
      },
    ],
  },
] as unknown as ContentPageEntry[];

describe('sortEvents', () => {
  it('gives the events of all Events blocks once each, in calendar order', () => {
    expect(sortEvents(collectEvents(pages)).map((entry) => entry.label)).toEqual(['forum-2025', 'lab-day', 'fair-2027']);
  });

  it('sorts the events the site enumeration collected (collected once, with the pages)', () => {
    const enumeration = enumeratePages({ contentPages: pages, productPages: [], newsArticles: [] }, TODAY);
    expect(sortEvents(enumeration.events).map((entry) => entry.label)).toEqual(['forum-2025', 'lab-day', 'fair-2027']);
    const eventPages = enumeration.pages.filter((page) => page.view.kind === 'event' && page.locale === 'en').map((page) => page.path);
    expect(eventPages).toEqual(['/en/event/fair-2027/', '/en/event/forum-2025/', '/en/event/lab-day/']);
  });
});

describe('the events page split at the build day', () => {
  it('lists upcoming events soonest first (one ending today included) and the past ones most recent first', () => {
    const labelled = [
      { label: 'forum-2025', event: { ...event('forum-2025', '2025-10-14'), endDate: '2025-10-15' } },
      { label: 'fair-2026', event: event('fair-2026', '2026-07-01') },
      { label: 'expo-today', event: { ...event('expo-today', '2026-05-30'), endDate: '2026-06-01' } },
      { label: 'spring-2026', event: event('spring-2026', '2026-03-01') },
      { label: 'undated', event: event('undated', 'soon') },
    ];
    const { upcoming, past } = splitLabelledEvents(labelled, '2026-06-01');
    expect(upcoming.map(({ label }) => label)).toEqual(['expo-today', 'fair-2026']);
    expect(past.map(({ label }) => label)).toEqual(['spring-2026', 'forum-2025']);
  });
});

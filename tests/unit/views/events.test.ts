import { describe, expect, it } from 'vitest';
import type { ContentPageEntry } from '../../../src/cms/types.ts';
import { siteEventsOf } from '../../../src/views/events.ts';

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

describe('siteEventsOf', () => {
  it('collects the events of all Events blocks once each, in calendar order', () => {
    const pages = [
      { id: '1', content: [{ __typename: 'ComponentContentEvents', id: 'b1', anchorId: null, headline: null, events: [event('fair-2027', '2027-11-16'), event('forum-2025', '2025-10-14')] }] },
      { id: '2', content: [{ __typename: 'ComponentContentEvents', id: 'b2', anchorId: null, headline: null, events: [event('forum-2025', '2025-10-14'), event('lab-day', '2026-03-12')] }] },
    ] as unknown as ContentPageEntry[];
    expect(siteEventsOf(pages).map((entry) => entry.label)).toEqual(['forum-2025', 'lab-day', 'fair-2027']);
  });
});

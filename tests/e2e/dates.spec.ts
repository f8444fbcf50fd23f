/**
 * One rule for what is to come and what is past (src/text/schedule.ts), on every page that shows
 * events or financial-calendar dates, read from the site built on a fixed day (E2E_TODAY): the
 * event page, the Events block of the events content page, each event's own page, the financial
 * calendar and its card on the investor-relations overview. Upcoming events offer their calendar
 * file, which is served as text/calendar and parses with a calendar library.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { selectAll, selectOne } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import ICAL from 'ical.js';
import { localeCodes } from '../../src/i18n/locales.ts';
import { articleListPath, eventPath, irOverviewPath } from '../../src/routing/paths.ts';
import { E2E_TODAY } from '../../scripts/lib/e2e-global-setup.ts';

const siteDir = () => process.env.E2E_SITE_DIR!;
const page = (urlPath: string) => parseDocument(readFileSync(path.join(siteDir(), urlPath, 'index.html'), 'utf8'));
const text = (node: Element) => textContent(node).replace(/\s+/g, ' ').trim();

/** The sample's events at the fixed day: two to come (soonest first), two past (most recent first). */
const UPCOMING = ['open-lab-day-2027', 'microfab-expo-2027'];
const PAST = ['advanced-packaging-forum-hsinchu-2026', 'litho-user-forum-2025'];

/** The event labels an element's event cards link to, in order. */
function labelsIn(root: Element | null, locale: string): string[] {
  if (!root) return [];
  const prefix = eventPath(locale as never);
  return selectAll<AnyNode, Element>('.event-card .title a', root).map((link) =>
    link.attribs.href!.slice(prefix.length).replace(/\/$/, ''),
  );
}

test.describe(`events and dates on the site built on ${E2E_TODAY}`, () => {
  test('the event page and the Events block split and order the events alike, in every language', () => {
    expect(E2E_TODAY).toBe('2026-11-20');
    for (const locale of localeCodes) {
      const list = page(eventPath(locale));
      const upcomingList = selectAll<AnyNode, Element>('ol.events', list).find((ol) => !isInside(ol, '.past'));
      expect(labelsIn(upcomingList ?? null, locale), `${locale} event page, upcoming`).toEqual(UPCOMING);
      expect(labelsIn(selectOne<AnyNode, Element>('section.past', list), locale), `${locale} event page, past`).toEqual(PAST);

      const eventsPage = findEventsContentPage(locale);
      expect(labelsIn(selectOne<AnyNode, Element>('ol.events.upcoming', eventsPage), locale), `${locale} Events block, upcoming`).toEqual(
        UPCOMING,
      );
      expect(labelsIn(selectOne<AnyNode, Element>('section.past', eventsPage), locale), `${locale} Events block, past`).toEqual(PAST);
    }
  });

  test('an event to come offers its calendar file; a past one says it took place and offers none', async ({ request }) => {
    const uids: Record<string, Set<string>> = {};
    for (const locale of localeCodes) {
      for (const label of PAST) {
        const doc = page(eventPath(locale, label));
        expect(selectOne('.is-past', doc), `${locale} ${label}`).not.toBeNull();
        expect(selectAll('a[href$=".ics"]', doc), `${locale} ${label}`).toEqual([]);
      }
      for (const label of UPCOMING) {
        const doc = page(eventPath(locale, label));
        expect(selectOne('.is-past', doc), `${locale} ${label}`).toBeNull();
        const links = selectAll<AnyNode, Element>('a[href$=".ics"]', doc);
        expect(links, `${locale} ${label}`).toHaveLength(1);
        const link = links[0]!;
        expect(link.attribs.href).toBe(`${eventPath(locale, label).replace(/\/$/, '')}.ics`);
        expect('download' in link.attribs).toBe(true);
        const response = await request.get(link.attribs.href!);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
        const parsed = new ICAL.Event(new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent('vevent')!);
        // The file speaks the page's language and has the page's days.
        expect(parsed.summary, `${locale} ${label}`).toBe(text(selectOne<AnyNode, Element>('h1', doc)!));
        expect(parsed.startDate.isDate).toBe(true);
        expect(parsed.startDate.toString()).toBe(selectOne<AnyNode, Element>('.event-card time', doc)!.attribs.datetime);
        // One UID in every language: importing two languages keeps one event.
        expect(parsed.uid).toMatch(new RegExp(`^event-${label}@[a-z0-9.-]+$`));
        (uids[label] ??= new Set()).add(parsed.uid);
      }
    }
    expect(Object.values(uids).map((set) => set.size)).toEqual(UPCOMING.map(() => 1));
  });

  test('the financial calendar shows the dates to come first, soonest first, then the past ones; its overview card the next date', () => {
    for (const locale of localeCodes) {
      const doc = page(articleListPath(locale, 'financialCalendar'));
      const days = (selector: string) => selectAll<AnyNode, Element>(`${selector} time`, doc).map((time) => time.attribs.datetime);
      expect(days('section.upcoming'), locale).toEqual(['2027-03-25', '2027-05-06', '2027-06-17']);
      const past = days('section.past');
      expect(past[0], locale).toBe('2026-11-12');
      expect([...past].sort().reverse(), locale).toEqual(past);
      expect(past.every((day) => day! < E2E_TODAY)).toBe(true);
      const headings = selectAll<AnyNode, Element>('.group-heading', doc).map(text);
      expect(headings, locale).toHaveLength(2);

      const overview = page(irOverviewPath(locale));
      const card = selectAll<AnyNode, Element>('.list-card', overview).find((element) =>
        selectOne<AnyNode, Element>(`a[href="${articleListPath(locale, 'financialCalendar')}"]`, element),
      );
      expect(selectOne<AnyNode, Element>('time', card!)!.attribs.datetime, locale).toBe('2027-03-25');
    }
  });
});

function isInside(node: Element, selector: string): boolean {
  for (let parent = node.parent as Element | null; parent && parent.type === 'tag'; parent = parent.parent as Element | null) {
    if (selectAll(selector, [parent]).includes(parent)) return true;
  }
  return false;
}

/** The content page with the sample's Events block (the events page of the company section). */
function findEventsContentPage(locale: string) {
  const path = locale === 'de' ? '/de/unternehmen/veranstaltungen/' : `/${locale}/company/events/`;
  return page(path);
}

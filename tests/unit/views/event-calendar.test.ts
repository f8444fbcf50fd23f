/**
 * An event's calendar file (src/views/event-calendar.ts), read back with a calendar library
 * (ical.js): one valid all-day VEVENT in the page’s language, the same UID in every language.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { eventCalendar } from '../../../src/views/event-calendar.ts';
import type { SiteEvent } from '../../../src/site/events.ts';

const event: SiteEvent = {
  id: 'e1',
  label: 'microfab-expo-2027',
  startDate: '2027-11-16',
  endDate: '2027-11-19',
  location: 'Messe München, Hall B1; booth 412',
  link: null,
  title: {
    german: 'Microfab Expo München 2027',
    english: 'Microfab Expo Munich 2027',
    chinese: '2027 慕尼黑微制造展',
    japanese: 'マイクロファブ・エキスポ・ミュンヘン2027',
    taiwanese: null,
  },
  description: {
    german: null,
    english: 'Meet us at **booth 412**: the [XBC300 Gen2](/en/products/) live, with demos every hour.',
    chinese: null,
    japanese: null,
    taiwanese: null,
  },
} as SiteEvent;

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return { calendar, vevent: events[0]!, event: new ICAL.Event(events[0]!) };
}

const file = (locale: 'de' | 'en' | 'jp' | 'tw', input: Partial<Parameters<typeof eventCalendar>[0]> = {}) =>
  eventCalendar({
    locale,
    label: 'microfab-expo-2027',
    event,
    pageUrl: `https://www.vantoro.example/${locale}/event/microfab-expo-2027/`,
    today: '2026-11-20',
    ...input,
  })!;

describe('an event as a calendar file', () => {
  it('is a valid iCalendar file with one all-day event over the event’s days (the end exclusive, as iCalendar counts)', () => {
    const text = file('en');
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const { calendar, vevent, event: parsed } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/Vantoro/);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(parsed.startDate.isDate).toBe(true);
    expect(parsed.startDate.toString()).toBe('2027-11-16');
    expect(parsed.endDate.isDate).toBe(true);
    expect(parsed.endDate.toString()).toBe('2027-11-20');
    expect(parsed.summary).toBe('Microfab Expo Munich 2027');
    // Commas and semicolons survive the format's escaping.
    expect(parsed.location).toBe('Messe München, Hall B1; booth 412');
    expect(parsed.description).toBe(
      'Meet us at booth 412: the XBC300 Gen2 live, with demos every hour.\n\nhttps://www.vantoro.example/en/event/microfab-expo-2027/',
    );
    expect(vevent.getFirstPropertyValue('url')).toBe('https://www.vantoro.example/en/event/microfab-expo-2027/');
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-20T00:00:00Z');
  });

  it('is written in the page’s language, with the English title where a language has none; one UID for all', () => {
    const jp = parse(file('jp'));
    const de = parse(file('de'));
    const tw = parse(file('tw'));
    expect(jp.event.summary).toBe('マイクロファブ・エキスポ・ミュンヘン2027');
    expect(de.event.summary).toBe('Microfab Expo München 2027');
    expect(tw.event.summary).toBe('Microfab Expo Munich 2027');
    expect(new Set([jp.event.uid, de.event.uid, tw.event.uid, parse(file('en')).event.uid])).toEqual(
      new Set(['event-microfab-expo-2027@www.vantoro.example']),
    );
  });

  it('makes a one-day event of an event without end, or with an end before its start, and none without a start', () => {
    const oneDay = parse(file('en', { event: { ...event, endDate: '2027-11-01' } })).event;
    expect([oneDay.startDate.toString(), oneDay.endDate.toString()]).toEqual(['2027-11-16', '2027-11-17']);
    expect(parse(file('en', { event: { ...event, endDate: null } })).event.endDate.toString()).toBe('2027-11-17');
    expect(
      eventCalendar({ locale: 'en', label: 'x', event: { ...event, startDate: null }, pageUrl: 'https://a.example/', today: '2026-11-20' }),
    ).toBeNull();
  });

  it('gives the same bytes for the same event on the same day (the publisher compares files)', () => {
    expect(file('de')).toBe(file('de'));
    expect(file('de', { today: '2026-11-21' })).not.toBe(file('de'));
  });
});

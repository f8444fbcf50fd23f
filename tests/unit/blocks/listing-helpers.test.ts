/** Pure helpers of the listing blocks: event ordering at a fixed today, the site's today, IR news by year, map links. */
import { describe, expect, it } from 'vitest';
import { accordionGroups, groupByYear, investorRelationsNewsOf } from '../../../src/blocks/investor-relations.ts';
import { addressLines, mapSearchHref } from '../../../src/blocks/locations.ts';
import { siteToday, utcDate } from '../../../src/text/clock.ts';
import { splitEvents } from '../../../src/views/events.ts';

describe('splitEvents', () => {
  const event = (id: string, startDate: string | null, endDate: string | null = null) => ({ id, startDate, endDate });
  const ids = (events: Array<{ id: string }>) => events.map((entry) => entry.id);

  it('puts events not yet over first, soonest first, and past ones apart, most recent first', () => {
    const events = [
      event('next-year', '2027-03-12', '2027-03-12'),
      event('last-year', '2025-10-14', '2025-10-15'),
      event('running', '2026-05-30', '2026-06-02'),
      event('today', '2026-06-01'),
      event('yesterday', '2026-05-31'),
      event('long-ago', '2024-05-02', '2024-05-03'),
      event('soon', '2026-09-08', '2026-09-09'),
      event('undated', null),
      event('bad-date', '31.02.2026'),
    ];
    const { upcoming, past, undated } = splitEvents(events, '2026-06-01');
    expect(ids(upcoming)).toEqual(['running', 'today', 'soon', 'next-year']);
    expect(ids(past)).toEqual(['yesterday', 'last-year', 'long-ago']);
    expect(ids(undated)).toEqual(['undated', 'bad-date']);
  });

  it('reads German dates and treats an end before the start as a one-day event', () => {
    const { upcoming, past } = splitEvents([event('german', '02.06.2026'), event('reversed', '2026-05-20', '2026-05-01')], '2026-06-01');
    expect(ids(upcoming)).toEqual(['german']);
    expect(ids(past)).toEqual(['reversed']);
  });

  it('keeps the content order of events on the same days', () => {
    const { upcoming } = splitEvents([event('b', '2026-07-01'), event('a', '2026-07-01')], '2026-06-01');
    expect(ids(upcoming)).toEqual(['b', 'a']);
  });
});

describe('siteToday', () => {
  it('is the UTC date of the clock', () => {
    expect(siteToday({}, new Date('2026-06-01T23:30:00Z'))).toBe('2026-06-01');
    expect(siteToday({}, new Date('2026-06-02T00:30:00Z'))).toBe('2026-06-02');
    expect(utcDate(new Date('2026-06-01T23:59:59.999Z'))).toBe('2026-06-01');
  });

  it('takes SITE_TODAY when it is a date and refuses anything else with a clear error', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(siteToday({ SITE_TODAY: '2030-01-15' }, now)).toBe('2030-01-15');
    expect(siteToday({ SITE_TODAY: ' 2024-02-29 ' }, now)).toBe('2024-02-29');
    expect(() => siteToday({ SITE_TODAY: 'tomorrow' }, now)).toThrow(/SITE_TODAY must be a date written YYYY-MM-DD.*"tomorrow"/);
    expect(() => siteToday({ SITE_TODAY: '2026-02-30' }, now)).toThrow(/SITE_TODAY/);
    expect(siteToday({ SITE_TODAY: '' }, now)).toBe('2026-06-01');
  });
});

describe('investor-relations news by year', () => {
  const article = (
    id: string,
    publishingDate: string | null,
    newsSubCategory = 'adhocReleases',
    newsMainCategory = 'investorRelationsNews',
  ) => ({
    id,
    publishingDate,
    newsSubCategory,
    newsMainCategory,
  });

  it('picks the investor-relations news of one sub-category', () => {
    const news = [
      article('1', '2026-01-01'),
      article('2', '2026-01-01', 'votingRights'),
      article('3', '2026-01-01', 'adhocReleases', 'corporateNews'),
    ];
    expect(investorRelationsNewsOf(news, 'adhocReleases').map((entry) => entry.id)).toEqual(['1']);
  });

  it('groups newest year first, newest article first (then higher id), undated apart', () => {
    const { years, undated } = groupByYear([
      article('1', '2024-12-31'),
      article('2', '2026-02-10'),
      article('3', '10.11.2025'),
      article('4', null),
      article('5', '2026-04-01'),
      article('6', '2026-02-10'),
      article('7', '2024-01-01T10:00:00.000Z'),
    ]);
    expect(years.map(({ year, articles }) => [year, articles.map((entry) => entry.id)])).toEqual([
      ['2026', ['5', '6', '2']],
      ['2025', ['3']],
      ['2024', ['1', '7']],
    ]);
    expect(undated.map((entry) => entry.id)).toEqual(['4']);
  });

  it('gives no years for no articles', () => {
    expect(groupByYear([])).toEqual({ years: [], undated: [] });
  });

  it('shows the financial calendar’s dates still to come in a group of their own, soonest first, then the past ones by year', () => {
    const dates = [
      article('1', '2026-06-18', 'financialCalendar'),
      article('2', '2027-06-17', 'financialCalendar'),
      article('3', '2026-11-20', 'financialCalendar'),
      article('4', '2027-03-25', 'financialCalendar'),
      article('5', '2025-06-12', 'financialCalendar'),
      article('6', null, 'financialCalendar'),
    ];
    const { groups, undated } = accordionGroups(dates, 'financialCalendar', '2026-11-20');
    const shown = groups.map((group) => [group.kind === 'year' ? group.year : group.kind, group.articles.map((entry) => entry.id)]);
    // Today's date is still to come (the rule of the events lists).
    expect(shown).toEqual([
      ['upcoming', ['3', '4', '2']],
      ['2026', ['1']],
      ['2025', ['5']],
    ]);
    expect(undated.map((entry) => entry.id)).toEqual(['6']);
    // Any other sub-category stays by year, newest first.
    const reports = accordionGroups([article('7', '2027-01-01'), article('8', '2025-01-01')], 'adhocReleases', '2026-11-20');
    expect(reports.groups.map((group) => group.kind === 'year' && group.year)).toEqual(['2027', '2025']);
  });
});

describe('map links', () => {
  it('searches OpenStreetMap for the address lines and country', () => {
    expect(addressLines(' Lichtenbergstraße 8 \n\n85748 Garching\r\n')).toEqual(['Lichtenbergstraße 8', '85748 Garching']);
    expect(mapSearchHref(['Lichtenbergstraße 8\n85748 Garching', 'Germany'])).toBe(
      'https://www.openstreetmap.org/search?query=Lichtenbergstra%C3%9Fe%208%2C%2085748%20Garching%2C%20Germany',
    );
    expect(mapSearchHref([null, ' ', undefined])).toBeNull();
  });
});

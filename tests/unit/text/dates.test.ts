import { describe, expect, it } from 'vitest';
import { formatDate, isoDate, parseContentDate, parseGermanDate } from '../../../src/text/dates.ts';

describe('parseGermanDate (docs/content-blocks.md §9: DD.MM.YYYY)', () => {
  it.each([
    ['27.03.2025', '2025-03-27'],
    ['01.01.2000', '2000-01-01'],
    ['1.3.2025', '2025-03-01'],
    [' 29.02.2024 ', '2024-02-29'],
    ['31.12.1999', '1999-12-31'],
    ['31.02.2025', null],
    ['29.02.2025', null],
    ['00.01.2025', null],
    ['15.13.2025', null],
    ['2025-03-27', null],
    ['27/03/2025', null],
    ['27.03.25', null],
    ['27.03.2025 10:00', null],
    ['', null],
    [null, null],
  ] as const)('%o → %o', (text, expected) => {
    expect(parseGermanDate(text)).toBe(expected);
  });
});

describe('parseContentDate / isoDate', () => {
  it.each([
    ['2025-03-27', '2025-03-27'],
    ['2025-03-27T23:30:00.000Z', '2025-03-27'],
    ['2025-03-27T08:00:00+02:00', '2025-03-27'],
    ['27.03.2025', '2025-03-27'],
    ['2025-02-30', null],
    ['March 27, 2025', null],
    [new Date(Date.UTC(2025, 2, 27)), '2025-03-27'],
    [new Date('invalid'), null],
    [undefined, null],
  ] as const)('%o → %o', (value, expected) => {
    expect(isoDate(value)).toBe(expected);
  });

  it('gives year, month and day', () => {
    expect(parseContentDate('27.03.2025')).toEqual({ year: 2025, month: 3, day: 27 });
  });
});

describe('formatDate per locale', () => {
  it.each([
    ['de', '2025-03-27', '27.03.2025'],
    ['en', '2025-03-27', '27 March 2025'],
    ['cn', '2025-03-27', '2025年3月27日'],
    ['jp', '2025-03-27', '2025年3月27日'],
    ['tw', '2025-03-27', '2025年3月27日'],
    ['de', '2024-01-05', '05.01.2024'],
    ['en', '27.03.2025', '27 March 2025'],
    ['en', 'not a date', null],
    ['de', null, null],
  ] as const)('%s %o → %o', (locale, value, expected) => {
    expect(formatDate(value, locale)).toBe(expected);
  });

  it('does not depend on the time zone of the build machine', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
        process.env.TZ = tz;
        expect(new Date(Date.UTC(2025, 2, 27)).getTimezoneOffset(), tz).not.toBe(0); // the zone is in effect
        expect(formatDate('2025-03-27', 'en'), tz).toBe('27 March 2025');
        // Local midnight is the 26th in Los Angeles; noon UTC is the 28th on Kiritimati (UTC+14).
        expect(formatDate(new Date('2025-03-27T00:00:00Z'), 'jp'), tz).toBe('2025年3月27日');
        expect(formatDate(new Date('2025-03-27T12:00:00Z'), 'de'), tz).toBe('27.03.2025');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

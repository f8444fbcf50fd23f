import { describe, expect, it } from 'vitest';
import { dayRange, isUpcoming, splitAtDay } from '../../../src/text/schedule.ts';

describe('the one rule of upcoming and past (src/text/schedule.ts)', () => {
  it('spans the days of an entry; a missing or earlier end is the first day; no valid start, no days', () => {
    expect(dayRange('2026-10-14', '2026-10-15')).toEqual({ start: '2026-10-14', end: '2026-10-15' });
    expect(dayRange('14.10.2026', null)).toEqual({ start: '2026-10-14', end: '2026-10-14' });
    expect(dayRange('2026-10-14', '2026-10-01')).toEqual({ start: '2026-10-14', end: '2026-10-14' });
    expect(dayRange('soon', '2026-10-15')).toBeNull();
  });

  it('keeps an entry upcoming through its last day and past from the day after', () => {
    const fair = dayRange('2026-11-18', '2026-11-20');
    expect(isUpcoming(fair, '2026-11-17')).toBe(true);
    expect(isUpcoming(fair, '2026-11-20')).toBe(true);
    expect(isUpcoming(fair, '2026-11-21')).toBe(false);
    expect(isUpcoming(null, '2026-11-21')).toBe(false);
  });

  it('orders the upcoming soonest first and the past most recent first; the undated apart, in their order', () => {
    const items = [
      { id: 'a', start: '2026-01-10' },
      { id: 'b', start: '2026-12-01' },
      { id: 'c', start: 'tba' },
      { id: 'd', start: '2026-11-20' },
      { id: 'e', start: '2025-06-01' },
    ];
    const split = splitAtDay(items, (item) => dayRange(item.start), '2026-11-20');
    expect(split.upcoming.map((item) => item.id)).toEqual(['d', 'b']);
    expect(split.past.map((item) => item.id)).toEqual(['a', 'e']);
    expect(split.undated.map((item) => item.id)).toEqual(['c']);
  });
});

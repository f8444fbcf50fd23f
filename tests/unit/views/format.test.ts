import { describe, expect, it } from 'vitest';
import { fileFacts, fileType, formatDay, formatDayRange, formatFileSize } from '../../../src/views/format.ts';

describe('formatDay', () => {
  it('formats a content date per locale with an ISO datetime', () => {
    expect(formatDay('de', '2024-07-18')).toEqual({ text: '18.07.2024', datetime: '2024-07-18' });
    expect(formatDay('en', '2024-07-18')).toEqual({ text: '18 July 2024', datetime: '2024-07-18' });
    expect(formatDay('jp', '2024-07-18')?.text).toBe('2024年7月18日');
  });

  it('gives null for missing or impossible dates', () => {
    expect(formatDay('en', null)).toBeNull();
    expect(formatDay('en', '2025-02-31')).toBeNull();
    expect(formatDay('en', 'soon')).toBeNull();
  });
});

describe('formatDayRange (event dates)', () => {
  it('shortens a range within one month', () => {
    expect(formatDayRange('de', '2025-10-14', '2025-10-15')).toEqual({ text: '14.–15.10.2025', start: '2025-10-14', end: '2025-10-15' });
    expect(formatDayRange('en', '2025-10-14', '2025-10-15')?.text).toMatch(/^14\s?–\s?15 October 2025$/);
    expect(formatDayRange('jp', '2025-10-14', '2025-10-15')?.text).toBe('2025年10月14日 – 15日');
    expect(formatDayRange('cn', '2025-10-30', '2025-11-02')?.text).toBe('2025年10月30日 – 11月2日');
    expect(formatDayRange('tw', '2025-12-30', '2026-01-02')?.text).toBe('2025年12月30日 – 2026年1月2日');
  });

  it('spells both dates across years', () => {
    expect(formatDayRange('en', '2025-12-30', '2026-01-02')?.text).toMatch(/^30 December 2025\s?–\s?2 January 2026$/);
    expect(formatDayRange('de', '2025-12-30', '2026-01-02')?.text).toMatch(/^30\.12\.2025\s?–\s?02\.01\.2026$/);
  });

  it('reads as one day when the end is missing, the same, invalid or earlier', () => {
    for (const end of [null, '2027-03-12', 'tbd', '2027-03-01']) {
      expect(formatDayRange('de', '2027-03-12', end)).toEqual({ text: '12.03.2027', start: '2027-03-12', end: null });
    }
  });

  it('gives null without a valid start', () => {
    expect(formatDayRange('en', null, '2025-10-15')).toBeNull();
  });
});

describe('file facts', () => {
  it('formats sizes in KB (content system unit) per locale', () => {
    expect(formatFileSize('en', 820.4)).toBe('820 KB');
    expect(formatFileSize('en', 0.3)).toBe('1 KB');
    expect(formatFileSize('en', 1432.1)).toBe('1.4 MB');
    expect(formatFileSize('de', 1432.1)).toBe('1,4 MB');
    expect(formatFileSize('en', 0)).toBeNull();
    expect(formatFileSize('en', null)).toBeNull();
  });

  it('names the type from extension, url or mime type', () => {
    expect(fileType({ ext: '.pdf' })).toBe('PDF');
    expect(fileType({ ext: null, url: '/uploads/sheet_ab12.xlsx' })).toBe('XLSX');
    expect(fileType({ mime: 'application/pdf' })).toBe('PDF');
    expect(fileType({})).toBeNull();
  });

  it('joins what is known', () => {
    expect(fileFacts('de', { ext: '.pdf', size: 2048 })).toBe('PDF, 2 MB');
    expect(fileFacts('en', { ext: '.pdf' })).toBe('PDF');
    expect(fileFacts('en', {})).toBeNull();
  });
});

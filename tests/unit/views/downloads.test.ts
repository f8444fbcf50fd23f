import { describe, expect, it } from 'vitest';
import { downloadLabel, productDownloads } from '../../../src/views/downloads.ts';

const file = { name: 'vantoro-ma300-datasheet.pdf', alternativeText: null, url: '/uploads/ds.pdf' };

describe('downloadLabel (product downloads, docs/content-blocks.md §5)', () => {
  it('shows germanLabel on German pages and englishLabel everywhere else', () => {
    const download = { germanLabel: 'Datenblatt', englishLabel: 'Datasheet', downloadFile: file };
    expect(downloadLabel('de', download)).toEqual({ text: 'Datenblatt', lang: 'de' });
    expect(downloadLabel('en', download)).toEqual({ text: 'Datasheet', lang: 'en' });
    // Chinese, Japanese and Taiwanese pages show the English label, marked as English.
    expect(downloadLabel('cn', download)).toEqual({ text: 'Datasheet', lang: 'en' });
    expect(downloadLabel('jp', download)).toEqual({ text: 'Datasheet', lang: 'en' });
    expect(downloadLabel('tw', download)).toEqual({ text: 'Datasheet', lang: 'en' });
  });

  it('falls back to the English label in German, then to the file name', () => {
    expect(downloadLabel('de', { germanLabel: ' ', englishLabel: 'Datasheet', downloadFile: file })).toEqual({
      text: 'Datasheet',
      lang: 'en',
    });
    expect(downloadLabel('jp', { germanLabel: 'Datenblatt', englishLabel: null, downloadFile: file })).toEqual({
      text: 'vantoro-ma300-datasheet.pdf',
      lang: 'ja',
    });
    expect(downloadLabel('en', { downloadFile: { ...file, alternativeText: 'MA300 datasheet' } })?.text).toBe('MA300 datasheet');
    // The file's alternative text is in the media library's language (English), marked so on a Japanese page.
    expect(downloadLabel('jp', { downloadFile: { ...file, alternativeText: 'MA300 datasheet' } })).toEqual({
      text: 'MA300 datasheet',
      lang: 'en',
    });
    expect(downloadLabel('en', { downloadFile: { name: '', url: '/x' } })).toBeNull();
  });
});

describe('productDownloads', () => {
  it('keeps downloads with a file, each with its label', () => {
    const downloads = [
      { id: '1', germanLabel: 'Datenblatt', englishLabel: 'Datasheet', downloadFile: file },
      null,
      { id: '2', germanLabel: 'Ohne Datei', englishLabel: 'No file', downloadFile: null },
    ];
    const result = productDownloads('de', downloads);
    expect(result.map(({ download, label }) => [download.id, label.text])).toEqual([['1', 'Datenblatt']]);
    expect(result[0]?.file.url).toBe('/uploads/ds.pdf');
  });
});

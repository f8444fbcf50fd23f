import { describe, expect, it } from 'vitest';
import { downloadFileOf, downloadLabel, productDownloads } from '../../../src/views/downloads.ts';

const file = { name: 'vantoro-ma300-datasheet.pdf', alternativeText: null, url: '/uploads/ds.pdf' };

describe('downloadLabel (product downloads, docs/content-blocks.md §5)', () => {
  it('shows the label of the page language, else the English one, marked as English', () => {
    const download = { germanLabel: 'Datenblatt', englishLabel: 'Datasheet', downloadFile: file };
    expect(downloadLabel('de', download)).toEqual({ text: 'Datenblatt', lang: 'de' });
    expect(downloadLabel('en', download)).toEqual({ text: 'Datasheet', lang: 'en' });
    // Without labels of their own, Chinese, Japanese and Taiwanese pages show the English label, marked as English.
    expect(downloadLabel('cn', download)).toEqual({ text: 'Datasheet', lang: 'en' });
    expect(downloadLabel('jp', download)).toEqual({ text: 'Datasheet', lang: 'en' });
    expect(downloadLabel('tw', download)).toEqual({ text: 'Datasheet', lang: 'en' });
    const all = { ...download, chineseLabel: '数据表', japaneseLabel: 'データシート', taiwaneseLabel: '產品規格書' };
    expect(downloadLabel('cn', all)).toEqual({ text: '数据表', lang: 'zh-CN' });
    expect(downloadLabel('jp', all)).toEqual({ text: 'データシート', lang: 'ja' });
    expect(downloadLabel('tw', all)).toEqual({ text: '產品規格書', lang: 'zh-TW' });
    expect(downloadLabel('tw', { ...all, taiwaneseLabel: ' ' })).toEqual({ text: 'Datasheet', lang: 'en' });
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

describe('downloadFileOf (the file of the page language)', () => {
  const english = { name: 'ds-en.pdf', url: '/uploads/ds-en.pdf' };
  const japanese = { name: 'ds-ja.pdf', url: '/uploads/ds-ja.pdf' };
  const german = { name: 'ds-de.pdf', url: '/uploads/ds-de.pdf' };

  it('links the file written in the page language, else the English one, and says its language', () => {
    const download = { downloadFile: english, localizedFiles: { german, english, japanese, chinese: null, taiwanese: null } };
    expect(downloadFileOf('jp', download)).toEqual({ file: japanese, lang: 'ja' });
    expect(downloadFileOf('de', download)).toEqual({ file: german, lang: 'de' });
    expect(downloadFileOf('cn', download)).toEqual({ file: english, lang: 'en' });
    // Without an English twin, the default file stands in, in English.
    expect(downloadFileOf('tw', { downloadFile: english, localizedFiles: { japanese } })).toEqual({ file: english, lang: 'en' });
  });

  it('gives the default file without a language when the download names no files per language', () => {
    expect(downloadFileOf('jp', { downloadFile: english })).toEqual({ file: english, lang: undefined });
    expect(downloadFileOf('jp', { downloadFile: null, localizedFiles: null })).toBeNull();
    // A file of the page's language is offered even without a default file.
    expect(downloadFileOf('jp', { downloadFile: null, localizedFiles: { japanese } })).toEqual({ file: japanese, lang: 'ja' });
  });

  it('offers each download with the file of the page language', () => {
    const downloads = [
      { id: '1', englishLabel: 'Datasheet', japaneseLabel: 'データシート', downloadFile: english, localizedFiles: { japanese } },
    ];
    expect(productDownloads('jp', downloads).map(({ file, fileLang, label }) => [file.url, fileLang, label.text])).toEqual([
      ['/uploads/ds-ja.pdf', 'ja', 'データシート'],
    ]);
    expect(productDownloads('tw', downloads).map(({ file, fileLang, label }) => [file.url, fileLang, label.lang])).toEqual([
      ['/uploads/ds-en.pdf', 'en', 'en'],
    ]);
  });
});

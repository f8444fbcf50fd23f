/** Locale entries of the content (docs/content-blocks.md §1, docs/locales-and-urls.md §1): code, name, iso, localname. */
import type { SeedBuilder } from './ids.ts';

const localeRows: Array<{ code: string; name: string; iso: string; localname: string }> = [
  { code: 'de', name: 'german', iso: 'de', localname: 'Deutsch' },
  { code: 'en', name: 'english', iso: 'en', localname: 'English' },
  { code: 'cn', name: 'chinese', iso: 'zh-CN', localname: '简体中文' },
  { code: 'jp', name: 'japanese', iso: 'ja', localname: '日本語' },
  { code: 'tw', name: 'taiwanese', iso: 'zh-TW', localname: '繁體中文' },
];

export function addLocales(b: SeedBuilder): void {
  for (const row of localeRows) b.add('Locale', row.code, { ...row });
}

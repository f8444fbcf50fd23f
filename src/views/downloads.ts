/**
 * Product downloads (docs/content-blocks.md §5): which label a download shows in a locale. Product pages
 * carry a German and an English label only, so German pages read `germanLabel` and every other
 * locale `englishLabel` (German falls back to the English label); without a label the file's name
 * stands in. The result says which language it is in, so English in a Chinese page gets lang="en".
 */
import { isoOf, type IsoCode, type LocaleCode } from '../i18n/locales.ts';
import type { LocalizedText } from '../i18n/translate.ts';
import { mediaText } from '../blocks/image.ts';

export interface DownloadLike {
  germanLabel?: string | null;
  englishLabel?: string | null;
  downloadFile?: { name?: string | null; alternativeText?: string | null; url: string } | null;
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** The label of a download in `locale`; null when it has neither labels nor a file name. */
export function downloadLabel(locale: LocaleCode, download: DownloadLike): LocalizedText | null {
  const german = download.germanLabel;
  const english = download.englishLabel;
  const candidates: Array<[string | null | undefined, IsoCode]> =
    locale === 'de'
      ? [
          [german, 'de'],
          [english, 'en'],
        ]
      : [[english, 'en']];
  for (const [text, lang] of candidates) if (present(text)) return { text: text.trim(), lang };
  const file = download.downloadFile;
  // The file's alternative text is in the media library's language; a file name has none: it reads as part of the page's own text.
  const name = file?.name?.trim();
  return mediaText(file?.alternativeText) ?? (name ? { text: name, lang: isoOf(locale) } : null);
}

/** The downloads of a product page that can be offered: those with a file, each with its label. */
export function productDownloads<D extends DownloadLike>(
  locale: LocaleCode,
  downloads: ReadonlyArray<D | null> | null | undefined,
): Array<{ download: D; file: NonNullable<D['downloadFile']>; label: LocalizedText }> {
  const result: Array<{ download: D; file: NonNullable<D['downloadFile']>; label: LocalizedText }> = [];
  for (const download of downloads ?? []) {
    const file = download?.downloadFile;
    if (!download || !file?.url) continue;
    const label = downloadLabel(locale, download);
    if (label) result.push({ download, file: file as NonNullable<D['downloadFile']>, label });
  }
  return result;
}

/**
 * Product downloads (docs/content-blocks.md §5): which label and which file a download shows in a locale. A
 * download has a label per language (`germanLabel`, `englishLabel`, `chineseLabel`, `japaneseLabel`,
 * `taiwaneseLabel`) and a file (`downloadFile`, in English), plus the same document written in other languages
 * (`localizedFiles`, one per language). A page shows the label of its language, else the English one, else the
 * file's alternative text or name; it links the file of its language, else `downloadFile`. Both say which language
 * they are in: English standing in gets `lang="en"`, and the link names the file's language (`hreflang`).
 */
import { fallbackLocale, getLocale, isoOf, type ContentKey, type IsoCode, type LocaleCode } from '../i18n/locales.ts';
import type { LocalizedText } from '../i18n/translate.ts';
import { mediaText } from '../images/responsive.ts';

interface FileLike {
  name?: string | null;
  alternativeText?: string | null;
  url: string;
}

export interface DownloadLike {
  germanLabel?: string | null;
  englishLabel?: string | null;
  chineseLabel?: string | null;
  japaneseLabel?: string | null;
  taiwaneseLabel?: string | null;
  downloadFile?: FileLike | null;
  localizedFiles?: { readonly [K in ContentKey]?: FileLike | null } | null;
}

const LABELS: Record<ContentKey, 'germanLabel' | 'englishLabel' | 'chineseLabel' | 'japaneseLabel' | 'taiwaneseLabel'> = {
  german: 'germanLabel',
  english: 'englishLabel',
  chinese: 'chineseLabel',
  japanese: 'japaneseLabel',
  taiwanese: 'taiwaneseLabel',
};

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** The label of a download in `locale` (its own, else the English one); null when it has neither labels nor a file name. */
export function downloadLabel(locale: LocaleCode, download: DownloadLike): LocalizedText | null {
  for (const code of locale === fallbackLocale ? [locale] : [locale, fallbackLocale]) {
    const text = download[LABELS[getLocale(code).contentKey]];
    if (present(text)) return { text: text.trim(), lang: isoOf(code) };
  }
  const file = download.downloadFile;
  // The file's alternative text is in the media library's language; a file name has none: it reads as part of the page's own text.
  const name = file?.name?.trim();
  return mediaText(file?.alternativeText) ?? (name ? { text: name, lang: isoOf(locale) } : null);
}

/**
 * The file a download links in `locale`: the one written in the page's language, else `downloadFile` (English),
 * with the language it is written in (undefined for a `downloadFile` that has no localized twin: its language
 * is not known).
 */
export function downloadFileOf<F extends FileLike>(
  locale: LocaleCode,
  download: FilesOf<F>,
): { file: F; lang: IsoCode | undefined } | null {
  const own = download.localizedFiles?.[getLocale(locale).contentKey];
  if (own?.url) return { file: own, lang: isoOf(locale) };
  const english = download.localizedFiles?.english;
  if (english?.url) return { file: english, lang: isoOf(fallbackLocale) };
  const file = download.downloadFile;
  if (!file?.url) return null;
  // A download that names its files per language has its default file in English.
  return { file, lang: download.localizedFiles ? isoOf(fallbackLocale) : undefined };
}

interface FilesOf<F extends FileLike> {
  downloadFile?: F | null;
  localizedFiles?: { readonly [K in ContentKey]?: F | null } | null;
}

type FileOf<D extends DownloadLike> = NonNullable<D['downloadFile']>;

/** The downloads of a product page that can be offered: those with a file, each with its label and the file's language. */
export function productDownloads<D extends DownloadLike>(
  locale: LocaleCode,
  downloads: ReadonlyArray<D | null> | null | undefined,
): Array<{ download: D; file: FileOf<D>; fileLang: IsoCode | undefined; label: LocalizedText }> {
  const result: Array<{ download: D; file: FileOf<D>; fileLang: IsoCode | undefined; label: LocalizedText }> = [];
  for (const download of downloads ?? []) {
    if (!download) continue;
    const chosen = downloadFileOf(locale, download as FilesOf<FileOf<D>>);
    if (!chosen) continue;
    const label = downloadLabel(locale, download);
    if (label) result.push({ download, file: chosen.file as FileOf<D>, fileLang: chosen.lang, label });
  }
  return result;
}

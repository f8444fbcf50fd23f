/**
 * The image archive (docs/content-blocks.md §3.4, ComponentContentImageArchive): what each image of the archive
 * shows and how the filter (src/stores/image-archive.ts) finds it — format, orientation, pixel
 * size, file size in the locale's number format, caption and the original to download.
 */
import { mediaUrl } from '../cms/media.ts';
import type { LocalizedText } from '../i18n/translate.ts';
import { mediaText } from '../images/responsive.ts';
import { isoOf, type LocaleCode } from '../i18n/locales.ts';
import { searchText, type ArchiveOrientation } from '../stores/image-archive.ts';
import { formatFileSize } from '../views/format.ts';

export interface ArchiveFile {
  url: string;
  name?: string | null;
  alternativeText?: string | null;
  caption?: string | null;
  ext?: string | null;
  mime?: string | null;
  size?: number | null;
  width?: number | null;
  height?: number | null;
}

const formatNames: Readonly<Record<string, string>> = {
  jpg: 'JPEG',
  jpeg: 'JPEG',
  png: 'PNG',
  gif: 'GIF',
  webp: 'WebP',
  avif: 'AVIF',
  svg: 'SVG',
  'svg+xml': 'SVG',
  tif: 'TIFF',
  tiff: 'TIFF',
  bmp: 'BMP',
  heic: 'HEIC',
};

/** The image format for the reader (`JPEG`, `PNG`, `SVG`): from the mime type, else the extension, else the url. */
export function imageFormatName(file: Pick<ArchiveFile, 'ext' | 'mime' | 'url'>): string | null {
  const subtype = file.mime
    ?.trim()
    .toLowerCase()
    .match(/^image\/([a-z0-9.+-]+)/)?.[1];
  const ext = file.ext?.trim().replace(/^\./, '').toLowerCase() || /\.([a-z0-9]{2,5})(?:[?#]|$)/i.exec(file.url ?? '')?.[1]?.toLowerCase();
  for (const candidate of [subtype, ext]) {
    if (candidate) return formatNames[candidate] ?? candidate.toUpperCase();
  }
  return null;
}

/** Landscape, portrait or square from the pixel size; null when it is unknown. */
export function orientationOf(width: number | null | undefined, height: number | null | undefined): ArchiveOrientation | null {
  if (!width || !height || width <= 0 || height <= 0) return null;
  if (width === height) return 'square';
  return width > height ? 'landscape' : 'portrait';
}

/** `4,000 × 3,000 px` (de `4.000 × 3.000 px`); null when the size is unknown. */
export function formatDimensions(locale: LocaleCode, width: number | null | undefined, height: number | null | undefined): string | null {
  if (!width || !height || width <= 0 || height <= 0) return null;
  const number = new Intl.NumberFormat(isoOf(locale), { maximumFractionDigits: 0 });
  return `${number.format(width)} × ${number.format(height)} px`;
}

export interface ArchiveItem {
  /** The original's url for the download link. */
  href: string;
  /** The file name the download is saved as. */
  filename: string;
  /** Shown under the image: the caption, else the alternative text (in the media library's language), else the file name. */
  caption: LocalizedText;
  /** The alternative text, else the caption, in the media library's language; '' for none. */
  alt: string;
  format: string | null;
  orientation: ArchiveOrientation | null;
  dimensions: string | null;
  size: string | null;
  /** What the text search looks in: file name, caption and alternative text, lower case. */
  search: string;
}

function fileName(file: ArchiveFile): string {
  const fromUrl = decodeURIComponentSafe(file.url.split(/[?#]/, 1)[0]?.split('/').pop() ?? '');
  return file.name?.trim() || fromUrl || 'image';
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** One image of the archive as the page shows it, or null when its url is not one the site may use. */
export function archiveItem(locale: LocaleCode, file: ArchiveFile): ArchiveItem | null {
  const href = mediaUrl(file.url);
  if (!href) return null;
  const filename = fileName(file);
  const alt = file.alternativeText?.trim() || file.caption?.trim() || '';
  // A file name has no language: it reads as part of the page's text.
  const caption = mediaText(file.caption) ?? mediaText(file.alternativeText) ?? { text: filename, lang: isoOf(locale) };
  return {
    href,
    filename,
    caption,
    alt,
    format: imageFormatName(file),
    orientation: orientationOf(file.width, file.height),
    dimensions: formatDimensions(locale, file.width, file.height),
    size: formatFileSize(locale, file.size),
    search: searchText([filename, file.caption, file.alternativeText].filter(Boolean).join(' ')),
  };
}

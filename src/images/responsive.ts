/**
 * Responsive image attributes from an UploadFile: `src` and intrinsic size from the file,
 * `srcset` from its formats (thumbnail, small, medium, large) plus the original. Every url goes
 * through `mediaUrl` (src/cms/media.ts): a file whose own url it refuses gives no image at all, a
 * format whose url it refuses is left out of the srcset. `formats` is a JSON scalar, so it is
 * narrowed here. The texts of a file (alternative text, caption) are in the media library's one
 * language (`mediaText`).
 */
import { mediaUrl } from '../cms/media.ts';
import { isoOf, type IsoCode } from '../i18n/locales.ts';
import type { LocalizedText } from '../i18n/translate.ts';
import { siteConfig } from '../site.config.ts';

export interface ImageSource {
  url: string;
  width?: number | null;
  height?: number | null;
  alternativeText?: string | null;
  formats?: unknown;
  /** UploadFile.name, hash, ext and mime: the image pipeline's cache key and problem messages (src/images). */
  name?: string | null;
  hash?: string | null;
  ext?: string | null;
  mime?: string | null;
}

export interface ResponsiveImage {
  src: string;
  srcset: string | undefined;
  width: number | undefined;
  height: number | undefined;
  alt: string;
}

interface Candidate {
  url: string;
  width: number;
}

function isCandidate(value: unknown): value is Candidate {
  if (typeof value !== 'object' || value === null) return false;
  const { url, width } = value as Record<string, unknown>;
  return typeof url === 'string' && url !== '' && typeof width === 'number' && width > 0;
}

/** The format variants of a file with a usable url (mediaUrl), narrowest first, without duplicates of a width. */
export function imageCandidates(file: ImageSource): Candidate[] {
  const formats = typeof file.formats === 'object' && file.formats !== null ? Object.values(file.formats) : [];
  const candidates = formats.filter(isCandidate).flatMap(({ url, width }) => {
    const safe = mediaUrl(url);
    return safe ? [{ url: safe, width }] : [];
  });
  const own = mediaUrl(file.url);
  if (file.width && own) candidates.push({ url: own, width: file.width });
  const byWidth = new Map<number, Candidate>();
  for (const candidate of candidates) if (!byWidth.has(candidate.width)) byWidth.set(candidate.width, candidate);
  return [...byWidth.values()].sort((a, b) => a.width - b.width);
}

/** The language (ISO) of the media library's texts: a file's alternative text and caption (site.config `mediaLanguage`). */
export const mediaTextLang: IsoCode = isoOf(siteConfig.mediaLanguage);

/** A text of the media library (a file's caption or alternative text), in its language. */
export function mediaText(text: string | null | undefined): LocalizedText | null {
  const trimmed = text?.trim();
  return trimmed ? { text: trimmed, lang: mediaTextLang } : null;
}

/**
 * `alt`: the given text, else the file's alternative text, else empty (decorative). Pass `''`
 * explicitly for images that only decorate (tile backgrounds). Null when the file's url is not one
 * the site may use (mediaUrl): the caller renders no image.
 */
export function imageAlt(file: ImageSource, alt?: string | null): string {
  return (alt ?? file.alternativeText ?? '').trim();
}

export function responsiveImage(file: ImageSource, alt?: string | null): ResponsiveImage | null {
  const src = mediaUrl(file.url);
  if (!src) return null;
  const candidates = imageCandidates(file);
  return {
    src,
    srcset: candidates.length > 1 ? candidates.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', ') : undefined,
    width: file.width ?? undefined,
    height: file.height ?? undefined,
    alt: imageAlt(file, alt),
  };
}

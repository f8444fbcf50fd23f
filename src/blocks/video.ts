/**
 * The html video block (docs/content-blocks.md §3.4, ComponentMediaHtmlVideo): the video file and its poster as a
 * `<video>` element wants them. Every url goes through mediaUrl (src/cms/media.ts).
 */
import { imageFormats, mediaUrl } from '../cms/media.ts';

export interface VideoFile {
  url: string;
  ext?: string | null;
  mime?: string | null;
  width?: number | null;
  height?: number | null;
  formats?: unknown;
}

const typesByExtension: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  ogg: 'video/ogg',
  mov: 'video/quicktime',
};

/** The media type of a video file: its mime type when that is a video type, else from the extension. */
export function videoType(file: Pick<VideoFile, 'ext' | 'mime' | 'url'>): string | null {
  const mime = file.mime?.trim().toLowerCase();
  if (mime?.startsWith('video/')) return mime;
  const ext = (file.ext?.trim() || /\.([a-z0-9]{2,4})(?:[?#]|$)/i.exec(file.url ?? '')?.[1] || '').replace(/^\./, '').toLowerCase();
  return typesByExtension[ext] ?? null;
}

export interface VideoSource {
  src: string;
  type: string;
}

/** The `<source>` of a video file, or null when its url is not one the site may use or it is no video. */
export function videoSource(file: VideoFile | null | undefined): VideoSource | null {
  const src = file ? mediaUrl(file.url) : null;
  const type = file ? videoType(file) : null;
  return src && type ? { src, type } : null;
}

/** The poster url: the large rendition when the file has one, else the file itself; null when unusable. */
export function posterUrl(file: VideoFile | null | undefined): string | null {
  if (!file) return null;
  const large = imageFormats(file.formats).large?.url;
  return (large ? mediaUrl(large) : null) ?? mediaUrl(file.url);
}

/**
 * What the browser loads before play: nothing when a poster stands in (`none`), else the metadata,
 * so that the first frame and the duration show.
 */
export function videoPreload(hasPoster: boolean): 'none' | 'metadata' {
  return hasPoster ? 'none' : 'metadata';
}

/** The captions of a video as a `<track>` wants them: a WebVTT file at a url the site may use, else null. */
export function captionsSource(file: Pick<VideoFile, 'ext' | 'mime' | 'url'> | null | undefined): string | null {
  if (!file) return null;
  const mime = file.mime?.trim().toLowerCase();
  const ext = file.ext?.trim().replace(/^\./, '').toLowerCase();
  return mime === 'text/vtt' || ext === 'vtt' ? mediaUrl(file.url) : null;
}

/**
 * The poster from the image pipeline's variants of the poster file (src/images): the WebP variant
 * (every browser with `<video>` shows it) closest above `width`, else the fallback `src`; `poster`
 * takes one url, no srcset.
 */
export function posterFromPicture(
  picture: { sources: ReadonlyArray<{ type: string; srcset: string }>; src: string },
  width = 1080,
): string {
  const webp = picture.sources.find((source) => source.type === 'image/webp');
  const candidates = (webp?.srcset ?? '')
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .flatMap(([url, descriptor]) => (url && descriptor?.endsWith('w') ? [{ url, width: Number.parseInt(descriptor, 10) }] : []))
    .sort((a, b) => a.width - b.width);
  return (candidates.find((candidate) => candidate.width >= width) ?? candidates.at(-1))?.url ?? picture.src;
}

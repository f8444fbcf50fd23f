/**
 * Media URLs as pages use them. Files of the content system are mirrored into the build output at
 * their own path (media-integration.ts), so a relative `/uploads/…` url stays as it is; an absolute
 * url (a cloud provider) stays absolute.
 */

/** Characters no media url may hold: backslash (browsers read `/\x` as `//x`), whitespace, controls. */
const forbidden = /[\\\s\p{Cc}]/u;

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** A site-relative upload path: `/uploads/…`, no `..` or `.` segment, no `//`, also after decoding. */
function isSafeUploadPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const plain = decoded(path);
  if (plain === null || /[\\\p{Cc}]/u.test(plain)) return false;
  return [path, plain].every(
    (form) =>
      form.startsWith('/uploads/') && !form.includes('//') && !form.split('/').some((segment) => segment === '..' || segment === '.'),
  );
}

/**
 * The url of a file of the content system as an `href`/`src`, or null when it is not one the site
 * may use: only a site-relative upload path (`/uploads/…`, see isSafeUploadPath) or an absolute
 * `http:`/`https:` url. Anything else (`javascript:`, `data:`, `//host/…`, `/\\host`, `../`) is
 * null, and callers render no link or image for it.
 */
export function mediaUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value || forbidden.test(value)) return null;
  if (value.startsWith('/')) return isSafeUploadPath(value) ? value : null;
  if (!/^https?:\/\/[^/?#]/i.test(value)) return null;
  try {
    const parsed = new URL(value);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname ? value : null;
  } catch {
    return null;
  }
}

/** Is this a relative upload path that the build mirrors from the content system? */
export function isMirroredUpload(url: string): boolean {
  return url.startsWith('/uploads/') && !url.startsWith('//');
}

const FORMAT_NAMES = ['thumbnail', 'small', 'medium', 'large'] as const;
export type FormatName = (typeof FORMAT_NAMES)[number];

/** One rendition of an image (UploadFile.formats is a JSON scalar, so it is narrowed here). */
export interface ImageFormat {
  url: string;
  width: number | null;
  height: number | null;
  mime: string | null;
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The well-formed formats of a file, by name; anything malformed is left out. */
export function imageFormats(formats: unknown): Partial<Record<FormatName, ImageFormat>> {
  const result: Partial<Record<FormatName, ImageFormat>> = {};
  if (typeof formats !== 'object' || formats === null) return result;
  for (const name of FORMAT_NAMES) {
    const format: unknown = Reflect.get(formats, name);
    if (typeof format !== 'object' || format === null) continue;
    const url: unknown = Reflect.get(format, 'url');
    if (typeof url !== 'string' || url === '') continue;
    const mime: unknown = Reflect.get(format, 'mime');
    result[name] = {
      url,
      width: numberOrNull(Reflect.get(format, 'width')),
      height: numberOrNull(Reflect.get(format, 'height')),
      mime: typeof mime === 'string' ? mime : null,
    };
  }
  return result;
}

/** Every url of an UploadFile: the file itself and each of its formats (any name). */
export function uploadFileUrls(file: { url: string; formats?: unknown }): string[] {
  const urls = [file.url];
  const { formats } = file;
  if (typeof formats === 'object' && formats !== null) {
    for (const format of Object.values(formats)) {
      if (typeof format === 'object' && format !== null && 'url' in format && typeof format.url === 'string') {
        urls.push(format.url);
      }
    }
  }
  return urls;
}

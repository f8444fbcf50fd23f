/**
 * Media URLs as pages use them. Files of the content system are mirrored into the build output at
 * their own path (media-integration.ts), so a relative `/uploads/…` url stays as it is; an absolute
 * url (a cloud provider) stays absolute.
 */

export function mediaUrl(url: string): string {
  return url;
}

/** Is this a relative upload path that the build mirrors from the content system? */
export function isMirroredUpload(url: string): boolean {
  return url.startsWith('/uploads/') && !url.startsWith('//');
}

export const FORMAT_NAMES = ['thumbnail', 'small', 'medium', 'large'] as const;
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

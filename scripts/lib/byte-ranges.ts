/**
 * The conditional and range parts of answering a GET for a file (RFC 9110 §13, §14), as pure
 * functions of the request's headers and the file's size and validators; the static server
 * (./static-files.ts) acts on the verdicts.
 *
 * - `If-None-Match` (weak comparison, `*` included), else `If-Modified-Since`: 304 Not Modified.
 * - `Range`, for GET only: a syntactically invalid one (`bytes=100-50`, `bytes=abc`, `bytes=5`, a number
 *   that is no decimal, another unit) is ignored, and the whole file goes out (200). A valid one that no
 *   byte of the file satisfies (`bytes=500-` on 200 bytes, `bytes=-0`) is 416 with `Content-Range:
 *   bytes * /<size>` (written without the space). One satisfiable range is 206 with exactly those bytes;
 *   several ranges are answered with the whole file (a server may ignore Range; no multipart answers,
 *   so overlapping or many small ranges cost nothing). Numbers of any length are compared exactly.
 * - `If-Range`: the range applies only while the file is the one the client names. Its ETag is weak, which
 *   If-Range never matches (strong comparison), so only the exact Last-Modified date keeps the range.
 */

export type RangeVerdict = { kind: 'whole' } | { kind: 'unsatisfiable' } | { kind: 'part'; start: number; end: number };

const WHOLE: RangeVerdict = { kind: 'whole' };
const INT_RANGE = /^(\d+)-(\d*)$/;
const SUFFIX_RANGE = /^-(\d+)$/;

/** A Range header's value for a file of `size` bytes. */
export function rangeVerdict(value: string, size: number): RangeVerdict {
  const unit = /^bytes=/i.exec(value);
  if (!unit) return WHOLE;
  // A list (RFC 9110 §5.6.1): empty elements are allowed and skipped, whitespace around commas too.
  const specs = value
    .slice(unit[0].length)
    .split(',')
    .map((spec) => spec.trim())
    .filter((spec) => spec !== '');
  if (specs.length === 0) return WHOLE;
  const length = BigInt(size);
  const satisfiable: Array<{ start: bigint; end: bigint }> = [];
  let emptyFileSuffix = false;
  for (const spec of specs) {
    const int = INT_RANGE.exec(spec);
    if (int) {
      const first = BigInt(int[1]!);
      const last = int[2] === '' ? undefined : BigInt(int[2]!);
      if (last !== undefined && last < first) return WHOLE;
      if (first < length) satisfiable.push({ start: first, end: last === undefined || last >= length ? length - 1n : last });
      continue;
    }
    const suffix = SUFFIX_RANGE.exec(spec);
    if (!suffix) return WHOLE;
    const suffixLength = BigInt(suffix[1]!);
    if (suffixLength === 0n) continue;
    // A suffix of an empty file is satisfiable in the RFC's words, but no 206 can carry zero bytes.
    if (length === 0n) emptyFileSuffix = true;
    else satisfiable.push({ start: suffixLength >= length ? 0n : length - suffixLength, end: length - 1n });
  }
  if (satisfiable.length === 0) return emptyFileSuffix ? WHOLE : { kind: 'unsatisfiable' };
  if (specs.length > 1) return WHOLE;
  return { kind: 'part', start: Number(satisfiable[0]!.start), end: Number(satisfiable[0]!.end) };
}

/** One header value (a repeated header counts as absent for these rules). */
function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}

export interface FileValidators {
  /** `W/"…"` */
  etag: string;
  /** The Last-Modified value, an HTTP date (whole seconds). */
  lastModified: string;
}

/** The opaque part of an entity tag (`W/"x"` and `"x"` match weakly). */
const opaque = (tag: string): string => tag.replace(/^W\//, '');

/** Whether a GET or HEAD with these headers gets 304 Not Modified. */
export function notModified(headers: Record<string, string | string[] | undefined>, validators: FileValidators): boolean {
  const noneMatch = headers['if-none-match'];
  if (noneMatch !== undefined) {
    const value = Array.isArray(noneMatch) ? noneMatch.join(',') : noneMatch;
    if (value.trim() === '*') return true;
    const tags = value.match(/(?:W\/)?"[^"]*"/g) ?? [];
    return tags.some((tag) => opaque(tag) === opaque(validators.etag));
  }
  const since = single(headers['if-modified-since']);
  if (since === undefined) return false;
  const date = Date.parse(since);
  return Number.isFinite(date) && Date.parse(validators.lastModified) <= date;
}

/** The Range verdict of a request for a file: only GET has ranges, and If-Range must name the file as it is. */
export function requestRange(
  method: string | undefined,
  headers: Record<string, string | string[] | undefined>,
  size: number,
  validators: FileValidators,
): RangeVerdict {
  const range = single(headers.range);
  if (method !== 'GET' || range === undefined) return WHOLE;
  const ifRange = headers['if-range'];
  if (ifRange !== undefined) {
    const value = single(ifRange)?.trim() ?? '';
    if (value.startsWith('"') || value.startsWith('W/')) return WHOLE;
    const date = Date.parse(value);
    if (!Number.isFinite(date) || date !== Date.parse(validators.lastModified)) return WHOLE;
  }
  return rangeVerdict(range, size);
}

/**
 * Reading and parsing a post body at the edge: at most `maxBytes` (reading stops there), UTF-8
 * only, `application/x-www-form-urlencoded` or `application/json` with a flat object of strings,
 * numbers and booleans (null counts as absent). Anything else is a `BodyError` with its status.
 */
import type { IncomingMessage } from 'node:http';
import { BodyTooLargeError, readBody } from '../lib/read-body.ts';

export type BodyKind = 'urlencoded' | 'json';

export type BodyErrorCode = 'unsupported-media-type' | 'payload-too-large' | 'invalid-body';

export class BodyError extends Error {
  override name = 'BodyError';
  readonly status: number;
  readonly code: BodyErrorCode;
  constructor(status: number, code: BodyErrorCode, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** A parsed post: the fields and the names that were present (for the contact form's switches). */
export interface ParsedBody {
  kind: BodyKind;
  fields: Record<string, string | number | boolean>;
  keys: ReadonlySet<string>;
}

/** Most fields any form has, with the meta fields and some room. */
const MAX_FIELDS = 64;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The body kind of a Content-Type header, or null when the service does not take it. */
export function bodyKindOf(contentType: string | undefined): BodyKind | null {
  if (!contentType) return null;
  const [type = '', ...params] = contentType.toLowerCase().split(';');
  const charset = params.map((param) => param.trim()).find((param) => param.startsWith('charset='));
  if (charset !== undefined && !['charset=utf-8', 'charset="utf-8"', 'charset=utf8'].includes(charset)) return null;
  const mediaType = type.trim();
  if (mediaType === 'application/x-www-form-urlencoded') return 'urlencoded';
  if (mediaType === 'application/json') return 'json';
  return null;
}

/** Reads the body (../lib/read-body.ts); a BodyError 413 as soon as it is larger than `maxBytes`. */
export async function readFormBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  try {
    return await readBody(req, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new BodyError(413, 'payload-too-large', error.message);
    throw error;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

function decodeUtf8(bytes: Buffer): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new BodyError(400, 'invalid-body', 'The body is not valid UTF-8.');
  }
}

function put(fields: Record<string, string | number | boolean>, keys: Set<string>, key: string, value: string | number | boolean): void {
  if (FORBIDDEN_KEYS.has(key)) throw new BodyError(400, 'invalid-body', `The field name "${key}" is not allowed.`);
  if (!keys.has(key) && keys.size >= MAX_FIELDS) throw new BodyError(400, 'invalid-body', `More than ${MAX_FIELDS} fields.`);
  keys.add(key);
  fields[key] = value;
}

function decodeComponent(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    throw new BodyError(400, 'invalid-body', 'The form data has a malformed %-escape or is not valid UTF-8.');
  }
}

/** `a=1&b=2`: the last value of a repeated name wins; %-escapes must decode to valid UTF-8. */
function parseUrlencoded(text: string): ParsedBody {
  const fields: Record<string, string | number | boolean> = Object.create(null) as Record<string, string>;
  const keys = new Set<string>();
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const key = decodeComponent(at === -1 ? pair : pair.slice(0, at));
    const value = at === -1 ? '' : decodeComponent(pair.slice(at + 1));
    put(fields, keys, key, value);
  }
  return { kind: 'urlencoded', fields: { ...fields }, keys };
}

function parseJson(text: string): ParsedBody {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new BodyError(400, 'invalid-body', 'The body is not valid JSON.');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new BodyError(400, 'invalid-body', 'The body must be a JSON object of field names and values.');
  }
  const fields: Record<string, string | number | boolean> = Object.create(null) as Record<string, string>;
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(data)) {
    if (value === null) continue;
    if (typeof value === 'object') {
      throw new BodyError(400, 'invalid-body', `The field "${key}" is nested; the body must be a flat JSON object.`);
    }
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      throw new BodyError(400, 'invalid-body', `The field "${key}" must be a string, number or boolean.`);
    }
    if (typeof value === 'number' && !Number.isFinite(value))
      throw new BodyError(400, 'invalid-body', `The field "${key}" is no finite number.`);
    put(fields, keys, key, value);
  }
  return { kind: 'json', fields: { ...fields }, keys };
}

export function parseBody(kind: BodyKind, bytes: Buffer): ParsedBody {
  const text = decodeUtf8(bytes);
  return kind === 'json' ? parseJson(text) : parseUrlencoded(text);
}

/**
 * Webhook targets from the environment: `CMS_WEBHOOKS` (JSON) or `CMS_WEBHOOKS_FILE` (path of a
 * JSON file), a list of
 *   { url, events?: string[] (default: all), token?: string, secret?: string,
 *     headers?: Record<string, string>, enabled?: boolean (default true) }
 * Every problem is a `WebhookConfigError` naming the source, the target index and the field.
 * Messages never contain a token, a secret or a header value; `redactUrl` and `describeTarget`
 * give log-safe forms of a target.
 */
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { ENTRY_EVENTS, MEDIA_EVENTS, type ContentEvent } from '../changes.ts';
import { AUTHORIZATION_HEADER, DELIVERY_ID_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../lib/webhook-signature.ts';

export const ALL_EVENTS: readonly ContentEvent[] = [...ENTRY_EVENTS, ...MEDIA_EVENTS];

export class WebhookConfigError extends Error {
  override name = 'WebhookConfigError';
}

export interface WebhookTarget {
  url: string;
  events: ReadonlySet<ContentEvent>;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Signs every delivery (X-Webhook-Timestamp, X-Webhook-Signature). */
  secret?: string;
  headers: Readonly<Record<string, string>>;
  enabled: boolean;
}

/** The headers the dispatcher sets itself; a target's `headers` may not replace them. */
const RESERVED_HEADERS: readonly string[] = [
  'content-type',
  'content-length',
  'host',
  'user-agent',
  'x-strapi-event',
  DELIVERY_ID_HEADER.toLowerCase(),
  TIMESTAMP_HEADER.toLowerCase(),
  SIGNATURE_HEADER.toLowerCase(),
];

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// eslint-disable-next-line no-control-regex -- control characters in a header value are the point
const BAD_HEADER_VALUE = /[\u0000-\u0008\u000A-\u001F\u007F]/;

function parsedUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

// both checks run on every value (valibot goes on after a failed check), so neither may throw
const httpUrl = v.pipe(
  v.string('must be a string'),
  v.check((value) => ['http:', 'https:'].includes(parsedUrl(value)?.protocol ?? ''), 'must be an absolute http:// or https:// URL'),
  v.check((value) => {
    const url = parsedUrl(value);
    return url === undefined || (url.username === '' && url.password === '');
  }, 'must not contain credentials (use "token", "secret" or "headers")'),
);

const knownEvent = v.picklist(ALL_EVENTS as ContentEvent[], `must be one of ${ALL_EVENTS.join(', ')}`);
const secretString = v.pipe(v.string('must be a string'), v.nonEmpty('must not be empty'));

const targetSchema = v.strictObject(
  {
    url: httpUrl,
    events: v.optional(v.array(knownEvent, 'must be a list of event names')),
    token: v.optional(v.pipe(secretString, v.regex(/^\S+$/, 'must not contain white space'))),
    secret: v.optional(secretString),
    headers: v.optional(
      v.record(
        v.pipe(
          v.string(),
          v.regex(HEADER_NAME, 'must be valid header names'),
          v.check((name) => !RESERVED_HEADERS.includes(name.toLowerCase()), `may not set ${RESERVED_HEADERS.join(', ')}`),
        ),
        v.pipe(
          v.string('values must be strings'),
          v.check((value) => !BAD_HEADER_VALUE.test(value), 'values must not contain control characters'),
        ),
        'must be an object of header names to strings',
      ),
    ),
    enabled: v.optional(v.boolean('must be true or false')),
  },
  'must be an object',
);

const configSchema = v.array(targetSchema, 'expected a JSON list of targets');

/** "target 2, field events[1]" from an issue path. */
function where(issue: v.BaseIssue<unknown>): string {
  const path = issue.path ?? [];
  if (path.length === 0) return '';
  const [index, ...rest] = path.map((item) => item.key);
  let field = '';
  for (const key of rest) field += typeof key === 'number' ? `[${key}]` : field === '' ? String(key) : `.${String(key)}`;
  return `target ${String(index)}${field === '' ? '' : `, field "${field}"`}: `;
}

function issueMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.type === 'strict_object' && issue.path && issue.path.length > 1) {
    const key = String(issue.path.at(-1)?.key);
    const target = `target ${String(issue.path[0]?.key)}`;
    // an unknown key (named, its value never shown) or a missing required one
    if (issue.expected === 'never') return `${target}: unknown field "${key}" (known: url, events, token, secret, headers, enabled)`;
    if (issue.input === undefined) return `${target}: field "${key}" is required`;
  }
  return `${where(issue)}${issue.message}`;
}

/** Validates parsed JSON; `source` names where it came from (CMS_WEBHOOKS, a file path). */
export function parseWebhookTargets(raw: unknown, source: string): WebhookTarget[] {
  const result = v.safeParse(configSchema, raw);
  if (!result.success) {
    const lines = result.issues.slice(0, 10).map((issue) => `  ${issueMessage(issue)}`);
    const more = result.issues.length > 10 ? `\n  … and ${result.issues.length - 10} more` : '';
    throw new WebhookConfigError(`${source}: invalid webhook configuration\n${lines.join('\n')}${more}`);
  }
  return result.output.map((target, index) => {
    const headers = target.headers ?? {};
    if (target.token !== undefined && Object.keys(headers).some((name) => name.toLowerCase() === 'authorization')) {
      throw new WebhookConfigError(
        `${source}: invalid webhook configuration\n  target ${index}, field "headers": may not set ${AUTHORIZATION_HEADER} when "token" is given`,
      );
    }
    return {
      url: target.url,
      events: new Set(target.events ?? ALL_EVENTS),
      ...(target.token === undefined ? {} : { token: target.token }),
      ...(target.secret === undefined ? {} : { secret: target.secret }),
      headers,
      enabled: target.enabled ?? true,
    };
  });
}

function parseJson(text: string, source: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    // V8's message quotes the input around the error, which may hold a secret: keep the position only
    const position = /position (\d+)/.exec(error instanceof Error ? error.message : '')?.[1];
    throw new WebhookConfigError(`${source}: not valid JSON${position === undefined ? '' : ` (error at position ${position})`}`);
  }
}

type Env = Readonly<Record<string, string | undefined>>;

export interface WebhookConfig {
  /** Where the targets came from: "CMS_WEBHOOKS" or "CMS_WEBHOOKS_FILE (<path>)". */
  source: string;
  targets: WebhookTarget[];
}

/** The configured targets, or `undefined` when neither variable is set (or both are blank). */
export function readWebhookConfig(
  env: Env,
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): WebhookConfig | undefined {
  const inline = env.CMS_WEBHOOKS?.trim() || undefined;
  const file = env.CMS_WEBHOOKS_FILE?.trim() || undefined;
  if (inline !== undefined && file !== undefined) {
    throw new WebhookConfigError('CMS_WEBHOOKS and CMS_WEBHOOKS_FILE are both set: use one of them');
  }
  if (inline !== undefined)
    return { source: 'CMS_WEBHOOKS', targets: parseWebhookTargets(parseJson(inline, 'CMS_WEBHOOKS'), 'CMS_WEBHOOKS') };
  if (file === undefined) return undefined;
  const source = `CMS_WEBHOOKS_FILE (${file})`;
  let text: string;
  try {
    text = readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new WebhookConfigError(`${source}: cannot read the file${code ? ` (${code})` : ''}`);
  }
  return { source, targets: parseWebhookTargets(parseJson(text, source), source) };
}

const SECRET_QUERY_KEY = /token|secret|key|sig|pass|auth|code|credential/i;

/** The URL without user info, and with the values of credential-like query parameters hidden. */
export function redactUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '<invalid url>';
  }
  if (parsed.username !== '' || parsed.password !== '') {
    parsed.username = '***';
    parsed.password = '';
  }
  for (const key of [...parsed.searchParams.keys()]) {
    if (SECRET_QUERY_KEY.test(key)) parsed.searchParams.set(key, '***');
  }
  return parsed.toString();
}

/** A log-safe one-line description: URL (redacted), events, whether it is authenticated. */
export function describeTarget(target: WebhookTarget): string {
  const events = target.events.size === ALL_EVENTS.length ? 'all events' : [...target.events].join(',');
  const auth = [target.secret === undefined ? '' : 'signed', target.token === undefined ? '' : 'bearer token'].filter(Boolean);
  return `${redactUrl(target.url)} (${events}${auth.length > 0 ? `; ${auth.join(', ')}` : ''}${target.enabled ? '' : '; disabled'})`;
}

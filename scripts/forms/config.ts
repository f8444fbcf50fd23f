/**
 * The form service's configuration, read from the environment (see README.md). Every problem is
 * a `FormsConfigError` naming the variable, so `npm run forms` stops with one clear line.
 */
import { resolve } from 'node:path';
import { parseTrustProxy } from '../lib/client-address.ts';

export class FormsConfigError extends Error {
  override name = 'FormsConfigError';
}

export interface FormsConfig {
  host: string;
  /** 0 = any free port. */
  port: number;
  dataDir: string;
  /** Origin of the public site (no trailing slash): redirects go there and its posts are allowed. */
  siteUrl: string;
  /** Origins whose cross-origin posts are accepted (always includes the site's origin). */
  allowedOrigins: ReadonlySet<string>;
  /** Public URL of this service (no trailing slash), for the confirmation links. */
  publicUrl: string;
  /** nodemailer SMTP transport URL; without it emails are written as .eml files to <dataDir>/outbox/. */
  smtpUrl: string | null;
  /** Posts per minute and client (token bucket). */
  rateLimit: number;
  /** Recipient keys ('sales', 'service', 'ir', …) → email address. */
  recipients: Readonly<Record<string, string>>;
  /**
   * Domains (FORMS_RECIPIENT_DOMAINS, comma-separated, lower case) whose addresses a contact form
   * block may name as its recipient directly; any other address a post names goes to the default.
   */
  recipientDomains: readonly string[];
  defaultRecipient: string;
  /** Sender of every email. */
  mailFrom: string;
  /** Take the client address for rate limiting from the last X-Forwarded-For hop (behind one proxy). */
  trustProxy: boolean;
}

export const DEFAULTS = {
  host: '127.0.0.1',
  port: 8788,
  dataDir: '.forms',
  siteUrl: 'http://localhost:4321',
  rateLimit: 10,
  defaultRecipient: 'forms@localhost',
  mailFrom: 'no-reply@localhost',
} as const;

type Env = Readonly<Record<string, string | undefined>>;

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw === '' ? undefined : raw;
}

function origin(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FormsConfigError(`${name}: expected an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FormsConfigError(`${name}: expected an http(s) URL, got "${raw}"`);
  return url.origin;
}

function baseUrl(name: string, raw: string): string {
  origin(name, raw);
  return raw.replace(/\/+$/, '');
}

function integer(name: string, raw: string, min: number, max: number): number {
  const number = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isInteger(number) || number < min || number > max) {
    throw new FormsConfigError(`${name}: expected a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return number;
}

const EMAIL = /^[^\s@<>",;]+@[^\s@<>",;]+$/;

function email(name: string, raw: string): string {
  if (!EMAIL.test(raw)) throw new FormsConfigError(`${name}: expected an email address, got "${raw}"`);
  return raw;
}

function recipients(raw: string | undefined): Record<string, string> {
  if (raw === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new FormsConfigError(`FORMS_RECIPIENTS: expected a JSON object like {"sales":"sales@example.com"}, got "${raw}"`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new FormsConfigError('FORMS_RECIPIENTS: expected a JSON object of recipient key → email address');
  }
  const out: Record<string, string> = {};
  for (const [key, address] of Object.entries(parsed)) {
    if (typeof address !== 'string') throw new FormsConfigError(`FORMS_RECIPIENTS.${key}: expected an email address string`);
    out[key] = email(`FORMS_RECIPIENTS.${key}`, address.trim());
  }
  return out;
}

/** Reads the configuration from `env` (default `process.env`); throws FormsConfigError. */
export function readFormsConfig(env: Env = process.env): FormsConfig {
  const host = value(env, 'FORMS_HOST') ?? DEFAULTS.host;
  const portRaw = value(env, 'FORMS_PORT');
  const port = portRaw === undefined ? DEFAULTS.port : integer('FORMS_PORT', portRaw, 0, 65535);
  const siteUrl = baseUrl('SITE_URL', value(env, 'SITE_URL') ?? DEFAULTS.siteUrl);
  const allowed = new Set([origin('SITE_URL', siteUrl)]);
  for (const entry of (value(env, 'FORMS_ALLOWED_ORIGINS') ?? '').split(',')) {
    if (entry.trim() !== '') allowed.add(origin('FORMS_ALLOWED_ORIGINS', entry.trim()));
  }
  const hostForUrl = host.includes(':') ? `[${host}]` : host;
  const publicUrl = baseUrl('FORMS_PUBLIC_URL', value(env, 'FORMS_PUBLIC_URL') ?? `http://${hostForUrl}:${port}`);
  const smtpUrl = value(env, 'SMTP_URL') ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\//.test(smtpUrl)) throw new FormsConfigError('SMTP_URL: expected smtp://… or smtps://…');
  const defaultRecipientRaw = value(env, 'FORMS_DEFAULT_RECIPIENT');
  if (smtpUrl !== null && defaultRecipientRaw === undefined) {
    throw new FormsConfigError('FORMS_DEFAULT_RECIPIENT: required when SMTP_URL is set (where contact and investor posts are sent)');
  }
  const rateRaw = value(env, 'FORMS_RATE_LIMIT');
  let trustProxy: boolean;
  try {
    trustProxy = parseTrustProxy('FORMS_TRUST_PROXY', value(env, 'FORMS_TRUST_PROXY'));
  } catch (error) {
    throw new FormsConfigError(error instanceof Error ? error.message : String(error));
  }
  return {
    host,
    port,
    dataDir: resolve(value(env, 'FORMS_DATA_DIR') ?? DEFAULTS.dataDir),
    siteUrl,
    allowedOrigins: allowed,
    publicUrl,
    smtpUrl,
    rateLimit: rateRaw === undefined ? DEFAULTS.rateLimit : integer('FORMS_RATE_LIMIT', rateRaw, 1, 1_000_000),
    recipients: recipients(value(env, 'FORMS_RECIPIENTS')),
    recipientDomains: (value(env, 'FORMS_RECIPIENT_DOMAINS') ?? '')
      .split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter((domain) => {
        if (domain === '') return false;
        if (!/^[a-z0-9.-]+\.[a-z]{2,}$/.test(domain))
          throw new FormsConfigError(`FORMS_RECIPIENT_DOMAINS: "${domain}" is not a domain name`);
        return true;
      }),
    defaultRecipient: email('FORMS_DEFAULT_RECIPIENT', defaultRecipientRaw ?? DEFAULTS.defaultRecipient),
    mailFrom: email('FORMS_MAIL_FROM', value(env, 'FORMS_MAIL_FROM') ?? DEFAULTS.mailFrom),
    trustProxy,
  };
}

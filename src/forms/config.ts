/**
 * Build-time configuration of the forms (read once per build from the environment):
 *
 * - `FORMS_URL`: the public base URL of the form service (default `http://127.0.0.1:8788`). The
 *   forms post to `{FORMS_URL}/submit/{form}`. http or https only, without credentials, query or hash.
 * - `FORMS_BACKEND`: `service` (default: the form service above) or `netlify` (Netlify Forms: the
 *   static HTML carries the form skeleton Netlify detects, the islands post urlencoded to `/`).
 *
 * A wrong value stops the build with one clear message.
 */
import type { FormName } from './definitions.ts';

export class FormsConfigError extends Error {
  override name = 'FormsConfigError';
}

type FormsBackend = 'service' | 'netlify';

export interface FormsConfig {
  /** The service's base URL without trailing slash. */
  url: string;
  backend: FormsBackend;
}

const DEFAULT_FORMS_URL = 'http://127.0.0.1:8788';
const FORMS_BACKENDS: readonly FormsBackend[] = ['service', 'netlify'];

export function formsConfig(env: Record<string, string | undefined> = process.env): FormsConfig {
  const rawBackend = env.FORMS_BACKEND?.trim() || 'service';
  if (!FORMS_BACKENDS.includes(rawBackend as FormsBackend)) {
    throw new FormsConfigError(`FORMS_BACKEND must be one of ${FORMS_BACKENDS.join(', ')}, got "${rawBackend}".`);
  }
  const raw = env.FORMS_URL?.trim() || DEFAULT_FORMS_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FormsConfigError(`FORMS_URL is not a URL: "${raw}". Set it to the http(s) base URL of the form service.`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.search || url.hash) {
    throw new FormsConfigError(`FORMS_URL must be an http(s) URL without credentials, query or hash, got "${raw}".`);
  }
  return { url: url.href.replace(/\/+$/, ''), backend: rawBackend as FormsBackend };
}

/** Where a form posts: `{FORMS_URL}/submit/{form}`. */
export function submitUrl(config: FormsConfig, form: FormName): string {
  return `${config.url}/submit/${form}`;
}

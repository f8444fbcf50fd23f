/**
 * The small HTML page a post without JavaScript gets when it cannot be accepted (400, 413, 415,
 * 429 …): a static page cannot show server errors, so this one lists them in the visitor's
 * language, with a link back to the form's page. No scripts, no external resources.
 */
import { getLocale, isLocale } from '../../src/i18n/locales.ts';
import type { FieldErrors } from '../../src/forms/schema.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { errorPageText, uiText } from './texts.ts';

export interface ErrorPageInput {
  locale: string;
  /** Absolute URL of the page the form was on. */
  backUrl: string;
  /** Per-field UI keys (validation errors). */
  errors?: FieldErrors;
  /** A message for errors that are not per field (body too large, rate limit …). */
  message?: string;
}

/** The page's only style, inline: the service's Content-Security-Policy allows exactly this text by its hash (./security-headers.ts). */
export const ERROR_PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5}li{margin:.25rem 0}';

export function errorPage(input: ErrorPageInput): string {
  const locale = isLocale(input.locale) ? input.locale : 'en';
  const text = errorPageText(locale);
  const items = Object.entries(input.errors ?? {}).map(
    ([field, key]) => `<li><strong>${escapeHtml(uiText(locale, `form.field.${field}`))}</strong>: ${escapeHtml(uiText(locale, key))}</li>`,
  );
  const body =
    items.length > 0
      ? `<p>${escapeHtml(text.intro)}</p>\n<ul>\n${items.join('\n')}\n</ul>`
      : `<p>${escapeHtml(text.failed)}</p>${input.message ? `\n<p>${escapeHtml(input.message)}</p>` : ''}`;
  return `<!doctype html>
<html lang="${getLocale(locale).iso}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.title)}</title>
<style>${ERROR_PAGE_STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(text.title)}</h1>
${body}
<p><a href="${escapeHtml(input.backUrl)}">${escapeHtml(text.back)}</a></p>
</main>
</body>
</html>
`;
}

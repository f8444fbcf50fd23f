/**
 * The `Retry-After` header (RFC 9110 §10.2.3): delta-seconds or an HTTP date. Read by the content
 * client's retries (src/cms/retry.ts), the content server's webhook deliveries and the forms island,
 * which runs in the browser: no Node APIs here.
 */

/** The wait it asks for in ms from `now` (a date in the past is 0); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its month ("Wed, 21 Oct 2015 07:28:00 GMT"); Date.parse alone would take "-5" or "1.5" for years.
  if (!/[a-z]{3}/i.test(text)) return undefined;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/**
 * The site's "today": one calendar date (ISO `YYYY-MM-DD`, UTC) that a site model is built for, so
 * every page of one build or publish splits events into upcoming and past the same way, even across
 * midnight. Whoever builds the model determines it once and gives it to the model (src/site/build.ts
 * `today`): the build (src/site/current.ts), the rebuild service for each publish
 * (scripts/publisher/day.ts), tests. The environment variable SITE_TODAY (`YYYY-MM-DD`) fixes it for
 * a reproducible build. Pure: nothing is kept between calls.
 */
import { isoDate } from './dates.ts';

/** The UTC calendar date of an instant (`2026-06-01T23:30:00Z` → `2026-06-01`). */
export function utcDate(at: Date): string {
  const date = isoDate(at);
  if (!date) throw new Error(`not a date: ${String(at)}`);
  return date;
}

/** The day a model is built for: SITE_TODAY when set (refused with a clear error unless a date), else the UTC date of `now`. */
export function siteToday(env: Record<string, string | undefined>, now: Date): string {
  const fixed = env.SITE_TODAY?.trim();
  if (!fixed) return utcDate(now);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(fixed) ? isoDate(fixed) : null;
  if (!valid)
    throw new Error(
      `SITE_TODAY must be a date written YYYY-MM-DD (e.g. 2026-11-23), got "${fixed}"; leave it unset to use the build's day.`,
    );
  return valid;
}

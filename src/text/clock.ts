/**
 * The build's "today": one calendar date (ISO `YYYY-MM-DD`, UTC) for the whole build, so every page
 * of one build splits events into upcoming and past the same way, even across midnight. The
 * environment variable SITE_TODAY (`YYYY-MM-DD`) fixes it for a reproducible build; tests fix it
 * with `fixBuildDay`.
 */
import { isoDate } from '../text/dates.ts';

let day: string | undefined;

/** Today's date of this build, read once (SITE_TODAY when set, else the clock's UTC date). */
export function buildDay(env: Record<string, string | undefined> = process.env, now: () => Date = () => new Date()): string {
  if (day !== undefined) return day;
  const fixed = env.SITE_TODAY?.trim();
  if (fixed) {
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(fixed) ? isoDate(fixed) : null;
    if (!valid)
      throw new Error(
        `SITE_TODAY must be a date written YYYY-MM-DD (e.g. 2026-11-23), got "${fixed}"; leave it unset to use the build's day.`,
      );
    day = valid;
  } else {
    day = isoDate(now())!;
  }
  return day;
}

/** Fixes the build's today (tests); `undefined` lets the next `buildDay` read the clock again. */
export function fixBuildDay(value: string | undefined): void {
  day = value === undefined ? undefined : (isoDate(value) ?? undefined);
}

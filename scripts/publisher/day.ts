/**
 * The day of the rebuild service's publishes (docs/publishing.md §8). The site model is built for a
 * day (src/text/clock.ts): the service determines it for each publish — SITE_TODAY of its environment
 * when set, else the UTC date of its clock — and gives it to the build (SITE_TODAY) or to the warm
 * publisher (with the publish request). At every UTC midnight of the clock, `everyNewDay` asks for a
 * publish through the service's normal queue (a burst of edits at midnight still costs one publish):
 * the pages that show dates against today (the `today` key, src/incremental/keys.ts) render again,
 * and no others. A fixed SITE_TODAY never changes, so then no timer is set.
 */
import { siteToday, utcDate } from '../../src/text/clock.ts';

/** The service's clock: what time it is, and a timer (tests give a clock of their own). */
export interface PublisherClock {
  now(): Date;
  /** Calls `run` once, `ms` from now; the function returned cancels it. */
  after(ms: number, run: () => void): () => void;
}

const systemClock: PublisherClock = {
  now: () => new Date(),
  after(ms, run) {
    const timer = setTimeout(run, ms);
    // The servers keep the process alive, not the wait for midnight.
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** Milliseconds from `now` to the next UTC midnight (a whole day at midnight itself). */
export function untilNextUtcMidnight(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime();
}

export interface PublishDays {
  /** The day a publish that starts now builds for. */
  today(): string;
  /** From now on calls `onNewDay` with the new day at every UTC midnight (not when SITE_TODAY fixes the day). */
  everyNewDay(onNewDay: (day: string) => void): void;
  stop(): void;
}

/** The days of the service with environment `env` (an invalid SITE_TODAY throws here, at start). */
export function publishDays(env: Record<string, string | undefined>, clock: PublisherClock = systemClock): PublishDays {
  const today = (): string => siteToday(env, clock.now());
  today();
  const fixed = Boolean(env.SITE_TODAY?.trim());
  let cancel: (() => void) | undefined;
  let stopped = false;
  return {
    today,
    everyNewDay(onNewDay) {
      if (fixed || stopped) return;
      let day = utcDate(clock.now());
      const arm = (): void => {
        cancel = clock.after(untilNextUtcMidnight(clock.now()), () => {
          if (stopped) return;
          // A timer may fire a little early: then it waits for the rest.
          const now = utcDate(clock.now());
          if (now !== day) {
            day = now;
            onNewDay(now);
          }
          arm();
        });
      };
      arm();
    },
    stop() {
      stopped = true;
      cancel?.();
    },
  };
}

/**
 * What the parts of a running rebuild service share (./service.ts builds it once): its settings and
 * log, the releases of each target, the build log, the webhook counters and replay guard, the queue,
 * the warm publisher when there is one, the signal that stops everything, the days, and the URLs it
 * listens on.
 */
import type { PublishDays } from './day.ts';
import type { Releases } from './releases.ts';
import type { BuildScheduler } from './scheduler.ts';
import type { PublisherOptions } from './options.ts';
import type { BuildLog, Target } from './status.ts';
import type { warmLiveTarget } from './warm-target.ts';
import type { AcceptedChange, ReplayGuard } from './webhook.ts';

/** One entry of the queue: an accepted change (null: a build without one, as the one on start) and when it came. */
export interface Received {
  change: AcceptedChange | null;
  at: number;
  /** Why a publish without a webhook was asked for (default: the service started). */
  why?: string;
}

export interface PublishRun {
  options: PublisherOptions;
  log: (line: string) => void;
  targets: readonly Target[];
  releases: Record<Target, Releases>;
  buildLog: BuildLog;
  counters: { accepted: number; refused: number };
  replays: ReplayGuard;
  scheduler: BuildScheduler<Received>;
  warm: ReturnType<typeof warmLiveTarget> | undefined;
  stopping: AbortController;
  /** The day each publish renders for, and the publish at every new day (./day.ts). */
  days: PublishDays;
  urls: { live: string; preview: string | undefined };
}

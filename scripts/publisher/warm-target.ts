/**
 * The live site published by the warm publisher (docs/publishing.md §3.2), for the rebuild service
 * (./service.ts): the worker (./warm-client.ts) writes the spare of the two release trees
 * (./release-pair.ts), the tree is published with one rename — the publish's record is finished then:
 * live — and the search index follows, recorded on the same record.
 */
import path from 'node:path';
import { ReleasePair } from './release-pair.ts';
import type { BuildLog, BuildRecord } from './status.ts';
import { WarmClient } from './warm-client.ts';

export interface WarmTargetOptions {
  /** The service's working folder: the trees go to `<dir>/live`, the worker's files to `<dir>/warm`, its log to `<dir>/logs/warm.log`. */
  dir: string;
  env: NodeJS.ProcessEnv;
  killGraceMs?: number | undefined;
  timeoutMs: number;
  signal: AbortSignal;
  buildLog: BuildLog;
  log: (line: string) => void;
}

export interface WarmTarget {
  /**
   * Publishes what the content holds now, for the day `today` (ISO date, ./day.ts); `firstAt` is when
   * the batch's first webhook came (none: a publish on start or on a new day).
   */
  publish(record: BuildRecord, firstAt: number | undefined, today: string): Promise<void>;
  close(): Promise<void>;
}

export function warmLiveTarget(options: WarmTargetOptions): WarmTarget {
  const { buildLog, log } = options;
  const pair = new ReleasePair(path.join(options.dir, 'live'));
  const warm = new WarmClient({
    env: { ...options.env, CMS_PUBLICATION_STATE: 'LIVE' },
    workDir: path.join(options.dir, 'warm'),
    logFile: path.join(options.dir, 'logs', 'warm.log'),
    ...(options.killGraceMs === undefined ? {} : { killGraceMs: options.killGraceMs }),
  });

  const publish = async (record: BuildRecord, firstAt: number | undefined, today: string): Promise<void> => {
    const since = (): number | null => (firstAt === undefined ? null : Date.now() - firstAt);
    const spare = pair.spare();
    const outcome = await warm.publish(
      { current: pair.current(), spare, other: pair.other(spare), today },
      (summary) => {
        pair.publish(spare);
        buildLog.finish(record, {
          outcome: 'published',
          mode: summary.mode,
          reason: summary.reason ?? null,
          rendered: summary.rendered,
          changed: summary.changed,
          kept: summary.kept,
          phases: { ...summary.phases },
          peakRssMb: summary.peakRssMb,
          latencyMs: since(),
        });
        const phases = Object.entries(summary.phases)
          .map(([phase, ms]) => `${phase} ${ms} ms`)
          .join(', ');
        log(
          `build #${record.id} (live) published: ${summary.rendered} rendered (${summary.changed} changed), ${summary.removed} removed, ${summary.kept} kept (${summary.mode}${summary.reason ? `: ${summary.reason}` : ''}; ${phases})`,
        );
      },
      { timeoutMs: options.timeoutMs, signal: options.signal },
    );
    if (!outcome.ok) {
      buildLog.finish(record, { outcome: 'failed', error: outcome.error });
      log(`build #${record.id} (live) FAILED, the published site stays: ${outcome.error}`);
    } else if (!outcome.search.ok) {
      record.searchError = outcome.search.error;
      log(
        `build #${record.id} (live) search index NOT updated (the pages are live; the next publish indexes again): ${outcome.search.error}`,
      );
    } else if (outcome.search.summary.languages.length > 0) {
      const search = outcome.search.summary;
      record.phases = { ...record.phases, search: search.ms };
      record.searchLatencyMs = since();
      log(
        `build #${record.id} (live) searchable: ${search.languages.join(', ')} brought up to date in ${search.ms} ms (${search.reindexed.length > 0 ? `${search.reindexed.join(', ')} indexed again, ` : ''}${search.written} index files written)`,
      );
    }
  };

  return {
    async publish(record, firstAt, today) {
      log(`build #${record.id} (live, warm) started: ${record.trigger}`);
      try {
        await publish(record, firstAt, today);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (record.outcome === 'running') buildLog.finish(record, { outcome: 'failed', error: `publisher error: ${message}` });
        log(`build #${record.id} (live) FAILED in the publisher, the published site stays: ${message}`);
        // The worker may be ahead of the published tree now: a new one starts from a full build.
        await warm.close();
      }
    },
    close: () => warm.close(),
  };
}

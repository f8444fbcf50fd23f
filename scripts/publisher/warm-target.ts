/**
 * The live site published by the warm publisher (docs/publishing.md §3.2), for the rebuild service
 * (./service.ts). Before its first publish a worker adopts the live folder (`<dir>/live`): the release
 * the state file names (./publish-state.ts), when the folder can be trusted; otherwise a full build in a
 * process of its own (./full-build.ts) writes a new release there first, and the worker adopts that —
 * one path either way, named on /status (`adopted <tree>` or `full build: <why>`). Then every publish:
 * the worker (./warm-client.ts) writes the spare of the two release trees (./release-pair.ts), the tree
 * is published with one rename, and the publish's record is finished then: live. The search index
 * follows in the worker's rounds, each reported on the records of the publishes it covered.
 */
import path from 'node:path';
import { buildFingerprint } from '../lib/build-fingerprint.ts';
import { projectRoot } from '../lib/paths.ts';
import { runBuild } from './builder.ts';
import { checkPublishState } from './publish-state.ts';
import { ReleasePair } from './release-pair.ts';
import type { BuildLog, BuildRecord, StartupStatus } from './status.ts';
import { WarmClient, type SearchReport } from './warm-client.ts';
import type { PublishSummary } from './warm-publisher.ts';

const FULL_BUILD = path.join(projectRoot, 'scripts', 'publisher', 'full-build.ts');

export interface WarmTargetOptions {
  /** The service's working folder: the trees go to `<dir>/live`, the worker's files to `<dir>/warm`, logs to `<dir>/logs/`. */
  dir: string;
  env: NodeJS.ProcessEnv;
  killGraceMs?: number | undefined;
  timeoutMs: number;
  signal: AbortSignal;
  buildLog: BuildLog;
  log: (line: string) => void;
  /** The worker script (default ./warm-worker.ts) and the full build's (default ./full-build.ts); tests use stand-ins. */
  workerScript?: string | undefined;
  fullBuildScript?: string | undefined;
  /** After a failed search round, the next is tried this much later (default 30 s). */
  searchRetryMs?: number | undefined;
}

export interface WarmTarget {
  /**
   * Publishes what the content holds now, for the day `today` (ISO date, ./day.ts); `firstAt` is when
   * the batch's first webhook came (none: a publish on start or on a new day). Resolves when live (or failed).
   */
  publish(record: BuildRecord, firstAt: number | undefined, today: string): Promise<void>;
  /** How the live site was taken up last, or null before. */
  startup(): StartupStatus | null;
  /** Whether the search index is behind a publish (a round runs or waits, or failed). */
  searching(): boolean;
  close(): Promise<void>;
}

/** What taking up the live folder works with. */
interface TakeUp {
  options: WarmTargetOptions;
  env: NodeJS.ProcessEnv;
  liveDir: string;
  pair: ReleasePair;
  warm: WarmClient;
  limits: { timeoutMs: number; signal: AbortSignal };
}

/**
 * The live folder adopted by a new worker: as its state file describes it, or — when it cannot be
 * trusted — after a full build (./full-build.ts) into the spare tree. The tree the state file names is
 * the one served then. Throws why not.
 */
async function takeUp(
  { options, env, liveDir, pair, warm, limits }: TakeUp,
  record: BuildRecord,
  today: string,
): Promise<{ startup: StartupStatus; full: { ms: number; rendered: number } | undefined }> {
  const { log } = options;
  const fingerprint = buildFingerprint(projectRoot, env);
  let check = checkPublishState(liveDir, fingerprint);
  let full: { ms: number; rendered: number } | undefined;
  let why: string | null = null;
  if (!check.ok) {
    why = check.why;
    log(`build #${record.id} (live): full build (${why})`);
    const started = Date.now();
    const built = await runBuild({
      script: options.fullBuildScript ?? FULL_BUILD,
      out: pair.spare(),
      previous: undefined,
      env: { ...env, SITE_TODAY: today, PUBLISHER_LIVE_DIR: liveDir },
      logFile: path.join(options.dir, 'logs', `${String(record.id).padStart(5, '0')}-live-full.log`),
      timeoutMs: options.timeoutMs,
      signal: options.signal,
      ...(options.killGraceMs === undefined ? {} : { killGraceMs: options.killGraceMs }),
    });
    if (!built.ok) throw new Error(`full build failed: ${built.error}`);
    full = { ms: Date.now() - started, rendered: built.summary.rendered };
    check = checkPublishState(liveDir, fingerprint);
    if (!check.ok) throw new Error(`the full build left a live folder that cannot be adopted: ${check.why}`);
  }
  // The tree the state file names is the one to serve (a stop between a publish and its state file leaves the one before).
  const tree = path.join(liveDir, check.state.release.tree);
  if (pair.current() !== tree) pair.publish(tree);
  const adopted = await warm.adopt(liveDir, limits);
  if (!adopted.ok) throw new Error(`adopting the live folder failed: ${adopted.error}`);
  const { summary } = adopted;
  log(
    `build #${record.id} (live): ${why ? `full build (${why}), then adopted` : 'adopted'} ${summary.release} (${summary.files} files, rendered for ${summary.today}) in ${summary.ms} ms: load ${summary.phases.load} ms, model ${summary.phases.model} ms, astro ${summary.phases.astro} ms`,
  );
  return { startup: { how: why ? 'full build' : 'adopted', release: summary.release, why, at: new Date().toISOString() }, full };
}

export function warmLiveTarget(options: WarmTargetOptions): WarmTarget {
  const { buildLog, log } = options;
  const liveDir = path.join(options.dir, 'live');
  const pair = new ReleasePair(liveDir);
  const env: NodeJS.ProcessEnv = { ...options.env, CMS_PUBLICATION_STATE: 'LIVE' };
  /** The records of the publishes the search index does not cover yet, by the worker's publish id. */
  const unsearched = new Map<number, { record: BuildRecord; firstAt: number | undefined }>();
  /** Of those, the publishes of workers that ended (a new worker's first round covers them). */
  const carried: number[] = [];
  let startup: StartupStatus | null = null;
  const limits = { timeoutMs: options.timeoutMs, signal: options.signal };

  const onSearch = (report: SearchReport): void => {
    // Publishes of a worker that ended before its round: the first round of the next one covers them
    // (it adopts what the index did not cover yet, ./search-rounds.ts).
    const ids = report.ok ? [...new Set([...report.ids, ...carried])] : report.ids;
    if (report.ok) carried.length = 0;
    const builds = ids.map((id) => `#${unsearched.get(id)?.record.id ?? '?'}`).join(', ');
    for (const id of ids) {
      const entry = unsearched.get(id);
      if (!entry) continue;
      const { record, firstAt } = entry;
      if (report.ok) {
        unsearched.delete(id);
        record.searchError = null;
        record.phases = { ...record.phases, search: report.search.ms };
        record.searchLatencyMs = firstAt === undefined ? null : Date.now() - firstAt;
        record.searchableAt = new Date().toISOString();
      } else record.searchError = `${report.error} (tried again)`;
    }
    if (!report.ok) log(`search index NOT brought up to date for build(s) ${builds} (the pages are live; tried again): ${report.error}`);
    else if (report.search.languages.length > 0) {
      const search = report.search;
      log(
        `searchable: build(s) ${builds}: ${search.languages.join(', ')} brought up to date in ${search.ms} ms (${search.reindexed.length > 0 ? `${search.reindexed.join(', ')} indexed again, ` : ''}${search.written} index files written)`,
      );
    }
  };

  const warm = new WarmClient({
    env: options.searchRetryMs === undefined ? env : { ...env, WARM_SEARCH_RETRY_MS: String(options.searchRetryMs) },
    workDir: path.join(options.dir, 'warm'),
    logFile: path.join(options.dir, 'logs', 'warm.log'),
    onSearch,
    ...(options.killGraceMs === undefined ? {} : { killGraceMs: options.killGraceMs }),
    ...(options.workerScript === undefined ? {} : { script: options.workerScript }),
  });

  const finishLive = (
    record: BuildRecord,
    firstAt: number | undefined,
    summary: PublishSummary,
    extra: { mode?: 'full'; reason?: string; phases?: Record<string, number>; rendered?: number },
  ): void => {
    buildLog.finish(record, {
      outcome: 'published',
      mode: extra.mode ?? summary.mode,
      reason: extra.reason ?? summary.reason ?? null,
      rendered: summary.rendered + (extra.rendered ?? 0),
      changed: summary.changed + (extra.rendered ?? 0),
      kept: summary.kept,
      phases: { ...extra.phases, ...summary.phases },
      peakRssMb: summary.peakRssMb,
      latencyMs: firstAt === undefined ? null : Date.now() - firstAt,
    });
  };

  const publish = async (record: BuildRecord, firstAt: number | undefined, today: string): Promise<void> => {
    let extra: Parameters<typeof finishLive>[3] = {};
    if (!warm.adopted) {
      carried.push(...unsearched.keys());
      const started = Date.now();
      const taken = await takeUp({ options, env, liveDir, pair, warm, limits }, record, today);
      startup = taken.startup;
      extra = {
        phases: { ...(taken.full ? { full: taken.full.ms } : {}), adopt: Date.now() - started - (taken.full?.ms ?? 0) },
        ...(taken.full ? { mode: 'full' as const, reason: `full build: ${taken.startup.why}`, rendered: taken.full.rendered } : {}),
      };
    }
    const current = pair.current();
    if (!current) throw new Error('the live folder has no published tree');
    const spare = pair.other(current);
    const outcome = await warm.publish(
      { current, spare, today },
      (summary) => {
        pair.publish(spare);
        finishLive(record, firstAt, summary, extra);
        const phases = Object.entries(record.phases ?? {})
          .map(([phase, ms]) => `${phase} ${ms} ms`)
          .join(', ');
        log(
          `build #${record.id} (live) published: ${summary.rendered} rendered (${summary.changed} changed), ${summary.removed} removed, ${summary.kept} kept (${record.mode}${record.reason ? `: ${record.reason}` : ''}; ${phases})`,
        );
      },
      limits,
    );
    if (outcome.ok) unsearched.set(outcome.id, { record, firstAt });
    else {
      buildLog.finish(record, { outcome: 'failed', error: outcome.error });
      log(`build #${record.id} (live) FAILED, the published site stays: ${outcome.error}`);
    }
  };

  return {
    async publish(record, firstAt, today) {
      log(`build #${record.id} (live, warm) started: ${record.trigger}`);
      try {
        await publish(record, firstAt, today);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (record.outcome === 'running') buildLog.finish(record, { outcome: 'failed', error: message });
        log(`build #${record.id} (live) FAILED, the published site stays: ${message}`);
        // The worker may be ahead of the published tree now: a new one adopts the live folder again.
        await warm.close();
      }
    },
    startup: () => startup,
    searching: () => unsearched.size > 0,
    close: () => warm.close(),
  };
}

/**
 * One batch of changes built for one target (live or preview) of the rebuild service (./service.ts):
 * by the warm publisher (live, when configured) or a build of its own (./builder.ts) into a new
 * release, published by swapping the link (./releases.ts) when it succeeds; recorded in the build log
 * either way, the published site untouched by a failure.
 */
import path from 'node:path';
import { runBuild } from './builder.ts';
import type { PublishRun, Received } from './run.ts';
import { describeTrigger, type BuildRecord, type Target } from './status.ts';
import type { AcceptedChange } from './webhook.ts';

export async function buildTarget(run: PublishRun, target: Target, batch: Received[]): Promise<void> {
  const { options, buildLog, releases, warm, log } = run;
  const changes = batch.flatMap((item) => (item.change ? [item.change] : []));
  const record = buildLog.start(target, describeTrigger(changes, batch.find((item) => item.why)?.why), changes.length);
  const today = run.days.today();
  if (target === 'live' && warm) {
    // Latency counts from the batch's first webhook (none for the publish on start).
    await warm.publish(record, changes.length > 0 ? Math.min(...batch.map((item) => item.at)) : undefined, today);
    return;
  }
  const out = releases[target].next();
  const env: NodeJS.ProcessEnv = {
    ...options.env,
    SITE_TODAY: today,
    SITE_BUILD_CACHE: path.join(options.dir, 'cache'),
    CMS_PUBLICATION_STATE: target === 'preview' ? 'PREVIEW' : 'LIVE',
  };
  if (target === 'preview') env.CMS_TOKEN = options.previewToken;
  log(`build #${record.id} (${target}) started: ${record.trigger}`);
  try {
    await buildInto(run, target, batch, changes, record, out, env);
  } catch (error) {
    // Not the build failing (that is an outcome) but the service around it: the record must not stay "running".
    const message = error instanceof Error ? error.message : String(error);
    if (record.outcome === 'running') buildLog.finish(record, { outcome: 'failed', error: `publisher error: ${message}` });
    log(`build #${record.id} (${target}) FAILED in the publisher, the published site stays: ${message}`);
    try {
      releases[target].discard(out);
    } catch {
      // Nothing more to do; prune removes it later.
    }
  }
}

async function buildInto(
  run: PublishRun,
  target: Target,
  batch: Received[],
  changes: AcceptedChange[],
  record: BuildRecord,
  out: string,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const { options, buildLog, releases, stopping, log } = run;
  const outcome = await runBuild({
    out,
    previous: releases[target].current(),
    env,
    logFile: path.join(options.dir, 'logs', `${String(record.id).padStart(5, '0')}-${target}.log`),
    signal: stopping.signal,
    ...(options.buildScript === undefined ? {} : { script: options.buildScript }),
    ...(options.buildTimeoutMs === undefined ? {} : { timeoutMs: options.buildTimeoutMs }),
    ...(options.killGraceMs === undefined ? {} : { killGraceMs: options.killGraceMs }),
  });
  if (outcome.ok) {
    releases[target].publish(out);
    const first = batch.length > 0 ? Math.min(...batch.map((item) => item.at)) : undefined;
    buildLog.finish(record, {
      outcome: 'published',
      mode: outcome.summary.mode,
      reason: outcome.summary.reason ?? null,
      peakRssMb: outcome.summary.peakRssMb,
      rendered: outcome.summary.rendered,
      changed: outcome.summary.changed,
      kept: outcome.summary.kept,
      latencyMs: changes.length > 0 && first !== undefined ? Date.now() - first : null,
    });
    log(
      `build #${record.id} (${target}) published: ${outcome.summary.rendered} rendered (${outcome.summary.changed} changed), ${outcome.summary.kept} kept`,
    );
  } else {
    releases[target].discard(out);
    buildLog.finish(record, { outcome: 'failed', error: outcome.error });
    log(`build #${record.id} (${target}) FAILED, the published site stays: ${outcome.error}`);
  }
}

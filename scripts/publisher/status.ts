/**
 * What the rebuild service has done, for `GET /status`: the last builds of each target with their
 * trigger, duration, pages rendered / kept, outcome and, for a failure, why. JSON for machines, a
 * small HTML page for people (no scripts, no external assets).
 */
import { escapeHtml } from '../lib/escape-html.ts';
import type { AcceptedChange } from './webhook.ts';

export type Target = 'live' | 'preview';

export interface BuildRecord {
  id: number;
  target: Target;
  /** What caused it: "startup", or a summary of the webhooks of its batch. */
  trigger: string;
  /** Number of webhooks coalesced into this build. */
  changes: number;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  outcome: 'running' | 'published' | 'failed';
  mode: 'incremental' | 'full' | null;
  rendered: number | null;
  /** Rendered pages whose bytes changed (the others kept their files). */
  changed: number | null;
  kept: number | null;
  /** Why the build failed (the published release stayed). */
  error: string | null;
  /** Why every page was rendered (a full build: first build, code or configuration, a chrome change). */
  reason: string | null;
  /** How the warm publisher spent the publish, in ms (fetch, model, render, write, links, gates, search). */
  phases: Record<string, number> | null;
  /** Peak resident memory of the process that published (the warm publisher, or the build). */
  peakRssMb: number | null;
  /** Received → published, for a batch of webhooks: from the first webhook of the batch. */
  latencyMs: number | null;
  /** Received → the search index of the published site updated (warm publisher). */
  searchLatencyMs: number | null;
  /** Why the search index did not follow a publish (the pages are live; the next publish indexes again). */
  searchError: string | null;
}

export interface StatusSnapshot {
  service: 'publisher';
  now: string;
  live: { url: string; release: string | null };
  preview: { url: string; release: string | null } | null;
  webhooks: { accepted: number; refused: number; queued: number };
  building: boolean;
  builds: BuildRecord[];
}

/** "entry.update product-page #1", "+ 49 more". */
export function describeTrigger(changes: readonly AcceptedChange[]): string {
  if (changes.length === 0) return 'startup';
  const first = changes[0]!;
  const one = `${first.event} ${first.model}${first.entryId ? ` #${first.entryId}` : ''}`;
  return changes.length === 1 ? one : `${one} + ${changes.length - 1} more`;
}

export class BuildLog {
  private readonly records: BuildRecord[] = [];
  private nextId = 1;
  private readonly keep: number;
  constructor(keep = 50) {
    this.keep = keep;
  }

  start(target: Target, trigger: string, changes: number): BuildRecord {
    const record: BuildRecord = {
      id: this.nextId++,
      target,
      trigger,
      changes,
      startedAt: new Date().toISOString(),
      finishedAt: null,
      durationMs: null,
      outcome: 'running',
      mode: null,
      rendered: null,
      changed: null,
      kept: null,
      error: null,
      reason: null,
      phases: null,
      peakRssMb: null,
      latencyMs: null,
      searchLatencyMs: null,
      searchError: null,
    };
    this.records.unshift(record);
    this.records.splice(this.keep);
    return record;
  }

  finish(
    record: BuildRecord,
    result: Partial<
      Pick<BuildRecord, 'outcome' | 'mode' | 'rendered' | 'changed' | 'kept' | 'error' | 'reason' | 'phases' | 'peakRssMb' | 'latencyMs'>
    >,
  ): void {
    Object.assign(record, result);
    record.finishedAt = new Date().toISOString();
    record.durationMs = Date.parse(record.finishedAt) - Date.parse(record.startedAt);
  }

  list(): BuildRecord[] {
    return this.records.map((record) => ({ ...record }));
  }
}

function seconds(ms: number | null): string {
  return ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`;
}

export function statusHtml(status: StatusSnapshot): string {
  const rows = status.builds
    .map(
      (build) => `<tr class="${build.outcome}">
  <td>${build.id}</td><td>${build.target}</td><td>${escapeHtml(build.trigger)}</td>
  <td><time datetime="${build.startedAt}">${escapeHtml(build.startedAt.replace('T', ' ').slice(0, 19))}</time></td>
  <td>${seconds(build.durationMs)}</td><td>${seconds(build.latencyMs)}${build.searchLatencyMs === null ? '' : ` (searchable after ${seconds(build.searchLatencyMs)})`}</td>
  <td>${build.rendered ?? '–'} (${build.changed ?? '–'}) / ${build.kept ?? '–'}</td><td>${build.mode ?? '–'}${build.reason ? `: ${escapeHtml(build.reason)}` : ''}</td>
  <td>${build.outcome}${build.error ? `: ${escapeHtml(build.error)}` : ''}${build.searchError ? ` (search index not updated: ${escapeHtml(build.searchError)})` : ''}</td>
</tr>`,
    )
    .join('\n');
  const preview = status.preview
    ? ` · preview: <a href="${escapeHtml(status.preview.url)}">${escapeHtml(status.preview.release ?? 'not built yet')}</a>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Publisher status</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 72rem; padding: 0 1rem; color: #12263a; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #d5dde6; vertical-align: top; }
th { background: #f1f5f9; }
tr.failed td:last-child { color: #a8071a; font-weight: 600; }
tr.running td:last-child { color: #8a5a00; }
.table { overflow-x: auto; }
</style>
</head>
<body>
<h1>Publisher status</h1>
<p>Live: <a href="${escapeHtml(status.live.url)}">${escapeHtml(status.live.release ?? 'not built yet')}</a>${preview}</p>
<p>Webhooks accepted ${status.webhooks.accepted}, refused ${status.webhooks.refused}, waiting ${status.webhooks.queued}${status.building ? ' · a build is running' : ''}.</p>
<div class="table"><table>
<caption>Last builds, newest first</caption>
<thead><tr><th>#</th><th>Target</th><th>Trigger</th><th>Started (UTC)</th><th>Duration</th><th>Webhook → live</th><th>Pages rendered (changed) / kept</th><th>Mode</th><th>Outcome</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="9">No builds yet.</td></tr>'}
</tbody>
</table></div>
</body>
</html>
`;
}

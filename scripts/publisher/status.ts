/**
 * What the rebuild service has done, for `GET /status`: the last builds of each target with their
 * trigger, duration, pages rendered / kept, outcome and, for a failure, why. JSON for machines, a
 * small HTML page for people (no scripts, no external assets).
 *
 * Two views. Anyone sees whether the sites are up and their releases, the webhook counts and each
 * build's outcome, size and timings (`publicStatus`). What triggered a build (content entries, drafts
 * included), why it failed or rendered everything, the search index's error and the memory it took
 * need the webhook token (`fullStatus`); even then no absolute path of the machine is shown: the
 * project's folder and the working folder are written relative (`relativePaths`).
 */
import path from 'node:path';
import { escapeHtml } from '../lib/escape-html.ts';
import type { AcceptedChange } from './webhook.ts';

export type Target = 'live' | 'preview';

export interface BuildRecord {
  id: number;
  target: Target;
  /** What caused it: "startup", "new day 2026-06-02", or a summary of the webhooks of its batch. */
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
  /** When the search index covered this publish (a round after it went live; warm publisher). */
  searchableAt: string | null;
  /** Why the search index did not follow a publish yet (the pages are live; the round is tried again). */
  searchError: string | null;
}

/** How the warm publisher took up the live site when it started (scripts/publisher/warm-target.ts). */
export interface StartupStatus {
  how: 'adopted' | 'full build';
  /** The release tree it adopted (after a full build: the one that build wrote). */
  release: string;
  /** Why a full build: the live folder could not be adopted (null: adopted). */
  why: string | null;
  at: string;
}

export interface StatusSnapshot {
  service: 'publisher';
  now: string;
  live: { url: string; release: string | null; startup: StartupStatus | null };
  preview: { url: string; release: string | null } | null;
  webhooks: { accepted: number; refused: number; queued: number };
  building: boolean;
  /** Whether the search index is behind a published release (a round runs, waits, or is tried again). */
  searching: boolean;
  builds: BuildRecord[];
}

/** What only the webhook token shows of a build. */
const PRIVATE_BUILD_FIELDS = ['trigger', 'error', 'reason', 'searchError', 'peakRssMb'] as const;
type PublicBuildRecord = Omit<BuildRecord, (typeof PRIVATE_BUILD_FIELDS)[number]>;

/** /status for anyone: no trigger, error or reason, no address the service listens on. */
export interface PublicStatusSnapshot {
  service: 'publisher';
  now: string;
  access: 'public';
  live: { release: string | null; startup: Omit<StartupStatus, 'why'> | null };
  preview: { release: string | null } | null;
  webhooks: { accepted: number; refused: number; queued: number };
  building: boolean;
  searching: boolean;
  builds: PublicBuildRecord[];
}

/** /status with the webhook token: everything, its paths relative. */
export type FullStatusSnapshot = StatusSnapshot & { access: 'full' };

export function publicStatus(status: StatusSnapshot): PublicStatusSnapshot {
  return {
    service: status.service,
    now: status.now,
    access: 'public',
    live: {
      release: status.live.release,
      startup: status.live.startup
        ? { how: status.live.startup.how, release: status.live.startup.release, at: status.live.startup.at }
        : null,
    },
    preview: status.preview ? { release: status.preview.release } : null,
    webhooks: { ...status.webhooks },
    building: status.building,
    searching: status.searching,
    builds: status.builds.map((build) => {
      const shown: Record<string, unknown> = { ...build };
      for (const field of PRIVATE_BUILD_FIELDS) delete shown[field];
      return shown as PublicBuildRecord;
    }),
  };
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Folders written relative in what /status shows: a label (`''` for the project itself) for each. */
export type PathLabels = ReadonlyArray<{ dir: string; label: string }>;

/**
 * `text` with every path under one of `folders` written relative: `<project>/src/site.config.ts` → `src/site.config.ts`,
 * `<working folder>/cache/y` → `$PUBLISHER_DIR/cache/y` (or its path in the project, when it is there).
 */
export function relativePaths(text: string, folders: PathLabels): string {
  let result = text;
  for (const { dir, label } of [...folders].sort((a, b) => b.dir.length - a.dir.length)) {
    const root = path.resolve(dir);
    if (root === path.parse(root).root) continue;
    result = result.split(`${root}${path.sep}`).join(label ? `${label}/` : '');
    // The folder itself, not a longer name that starts with it (`/srv/site` in `/srv/site-old`, `/srv/site.bak`).
    result = result.replace(new RegExp(`${escapeRegExp(root)}(?![\\w-]|\\.[\\w-])`, 'g'), label || '.');
  }
  return result;
}

export function fullStatus(status: StatusSnapshot, folders: PathLabels): FullStatusSnapshot {
  const relative = (text: string | null): string | null => (text === null ? null : relativePaths(text, folders));
  return {
    ...status,
    access: 'full',
    live: {
      ...status.live,
      startup: status.live.startup ? { ...status.live.startup, why: relative(status.live.startup.why) } : null,
    },
    builds: status.builds.map((build) => ({
      ...build,
      trigger: relativePaths(build.trigger, folders),
      error: relative(build.error),
      reason: relative(build.reason),
      searchError: relative(build.searchError),
    })),
  };
}

/** "entry.update product-page #1", "+ 49 more"; without webhooks, why the publish was asked for (`without`: "startup", "new day …"). */
export function describeTrigger(changes: readonly AcceptedChange[], without = 'startup'): string {
  if (changes.length === 0) return without;
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
      searchableAt: null,
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

/** A release, linked to its site when the view knows the address. */
function site(target: { release: string | null; url?: string }): string {
  const release = escapeHtml(target.release ?? 'not built yet');
  return target.url === undefined ? release : `<a href="${escapeHtml(target.url)}">${release}</a>`;
}

/** The page for people: the full view (a snapshot with the token) or the public one, which says how to see more. */
export function statusHtml(status: StatusSnapshot | FullStatusSnapshot | PublicStatusSnapshot): string {
  const full = !('access' in status && status.access === 'public');
  const rows = status.builds
    .map((build) => {
      const detail: Partial<BuildRecord> = full ? (build as BuildRecord) : {};
      return `<tr class="${build.outcome}">
  <td>${build.id}</td><td>${build.target}</td><td>${detail.trigger === undefined ? '–' : escapeHtml(detail.trigger)}</td>
  <td><time datetime="${build.startedAt}">${escapeHtml(build.startedAt.replace('T', ' ').slice(0, 19))}</time></td>
  <td>${seconds(build.durationMs)}</td><td>${seconds(build.latencyMs)}${build.searchLatencyMs === null ? '' : ` (searchable after ${seconds(build.searchLatencyMs)})`}</td>
  <td>${build.rendered ?? '–'} (${build.changed ?? '–'}) / ${build.kept ?? '–'}</td><td>${build.mode ?? '–'}${detail.reason ? `: ${escapeHtml(detail.reason)}` : ''}</td>
  <td>${build.outcome}${detail.error ? `: ${escapeHtml(detail.error)}` : ''}${detail.searchError ? ` (search index not updated: ${escapeHtml(detail.searchError)})` : ''}</td>
</tr>`;
    })
    .join('\n');
  const preview = status.preview ? ` · preview: ${site(status.preview)}` : '';
  const startup = status.live.startup;
  const taken = startup
    ? ` · started ${escapeHtml(startup.at.replace('T', ' ').slice(0, 19))}: ${startup.how === 'adopted' ? `adopted ${escapeHtml(startup.release)}` : `full build${'why' in startup && startup.why ? `: ${escapeHtml(startup.why)}` : ''}`}`
    : '';
  const more = full
    ? ''
    : '\n<p>Triggers and why a build failed are shown with the webhook token: <code>Authorization: Bearer &lt;PUBLISHER_TOKEN&gt;</code>.</p>';
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
<p>Live: ${site(status.live)}${taken}${preview}</p>
<p>Webhooks accepted ${status.webhooks.accepted}, refused ${status.webhooks.refused}, waiting ${status.webhooks.queued}${status.building ? ' · a build is running' : ''}${status.searching ? ' · the search index follows' : ''}.</p>${more}
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

/**
 * What one publish of the warm publisher (./warm-publisher.ts) reports: its mode, its counts and the
 * time of each phase, as `/status`, the rebuild service's log and the bench show them.
 */

export interface PublishPhases {
  /** Reading the content again. */
  fetch: number;
  /** The new site model and the affected pages. */
  model: number;
  render: number;
  /** The new, changed and removed uploads (./warm-uploads.ts). */
  uploads: number;
  /** Catch-up of the spare tree, the changed files and the images written. */
  write: number;
  links: number;
  gates: number;
  /** The search index (the first build's; after an edit, `follow` reports its own). */
  search: number;
}

export interface PublishSummary {
  mode: 'full' | 'incremental';
  /** Why every page was rendered (a full build or render). */
  reason?: string;
  /** Entries of the content that changed since the published site. */
  changes: number;
  rendered: number;
  /** Rendered files whose bytes differ from the published ones. */
  changed: number;
  removed: number;
  /** Pages and files of the published site not rendered. */
  kept: number;
  phases: PublishPhases;
  seconds: number;
  peakRssMb: number;
}

/** Every phase at zero, for a publish to fill in. */
export const noPhases = (): PublishPhases => ({ fetch: 0, model: 0, render: 0, uploads: 0, write: 0, links: 0, gates: 0, search: 0 });

/** Milliseconds since `start` (a `performance.now()`), rounded. */
export const since = (start: number): number => Math.round(performance.now() - start);

/** The summary's closing figures: seconds since `started` and this process's peak resident memory. */
export function closing(started: number): Pick<PublishSummary, 'seconds' | 'peakRssMb'> {
  return {
    seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  };
}

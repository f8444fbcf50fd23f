/**
 * The pages of one publish written into the spare release tree (docs/publishing.md §3.2), for the
 * warm publisher (./warm-publisher.ts): the warm site (./warm-site.ts) renders what the content and
 * the day change — or every page, when the chrome changed — and each rendered file goes into the
 * spare only when its bytes differ from the published file (./release-pair.ts `writeIfChanged`);
 * pages the site no longer has are removed, new image variants moved in. Nothing is adopted until
 * `commit`.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { SiteData } from '../../src/site/types.ts';
import { pageFile } from '../lib/incremental-output.ts';
import { since, type PublishPhases } from './publish-summary.ts';
import { addMissing, writeIfChanged } from './release-pair.ts';
import type { WarmSite } from './warm-site.ts';

export interface ReleaseWritten {
  /** Files rendered (output-relative). */
  rendered: string[];
  /** Files the site no longer has, removed from the spare. */
  removed: string[];
  /** Rendered files whose bytes differ from the published ones. */
  changedFiles: string[];
  /** Why every page was rendered (the chrome changed), or undefined. */
  reason: string | undefined;
  /** Adopts the rendered model and records (once the tree is published). */
  commit: () => void;
}

/**
 * Renders and writes the release of `data` for the day `target.today` into `target.spare`, against the
 * published tree `target.current`; `written` hears of every file written or removed (also when this
 * throws half-way), `phases` of the time spent (model, render, write). `target.images` is a folder of
 * this publish's own for the new image variants.
 */
export async function writeRelease(
  site: WarmSite,
  data: SiteData,
  target: { current: string; spare: string; today: string; images: string },
  written: Set<string>,
  phases: PublishPhases,
): Promise<ReleaseWritten> {
  const { current, spare, today, images } = target;
  rmSync(images, { recursive: true, force: true });
  mkdirSync(images, { recursive: true });
  const changedFiles: string[] = [];
  const write = (outputPath: string, bytes: Buffer): string => {
    const file = pageFile(outputPath);
    written.add(file);
    if (writeIfChanged(spare, current, file, bytes)) changedFiles.push(file);
    return file;
  };
  const result = await site.update(data, images, today);
  let rendered: string[];
  let removed: string[];
  let reason: string | undefined;
  let commit: () => void;
  if (result.kind === 'full') {
    reason = result.reason;
    rendered = [];
    let writeMs = 0;
    const all = await site.rebuildAll(data, images, today, (outputPath, bytes) => {
      const at = performance.now();
      rendered.push(write(outputPath, bytes));
      writeMs += performance.now() - at;
    });
    phases.model = Math.round(all.phases.model);
    phases.render = Math.round(all.phases.render - writeMs);
    phases.write += Math.round(writeMs);
    removed = all.update.removed.map(pageFile);
    commit = () => site.commit(all.update);
  } else {
    phases.model = Math.round(result.phases.model + result.phases.select);
    phases.render = Math.round(result.phases.render + result.phases.images);
    const writeStart = performance.now();
    rendered = [...result.files].map(([outputPath, bytes]) => write(outputPath, bytes));
    removed = result.removed.map(pageFile);
    phases.write += since(writeStart);
    commit = () => site.commit(result);
  }
  const step = performance.now();
  for (const file of removed) {
    written.add(file);
    rmSync(path.join(spare, file), { force: true });
  }
  for (const file of addMissing(images, spare)) written.add(file);
  phases.write += since(step);
  return { rendered, removed, changedFiles, reason, commit };
}

/**
 * `astro build` of the site into an output folder, wherever that folder is.
 *
 * A static build first bundles the pages' server code, runs it once to render every page, then deletes
 * it. Astro 7 puts that code in `<outDir>/.prerender/` when the output folder's path begins with the
 * working directory's, else in `<cwd>/.astro/.prerender/` (`getOutDirWithinCwd` in
 * astro/dist/core/build/common.js). The test is a string prefix: for the project `/x/p`, the folder
 * `/x/pub` "begins with" it, the server code lands in `/x/pub/.prerender/`, where the project's
 * packages cannot be found, and the build fails (`Cannot find package '@oslojs/encoding'`). Such a
 * build runs from a folder of the project's own instead, which no outside path begins with
 * (`ASTRO_WORK_DIR`), so the server code goes below the project, as for any other outside folder.
 *
 * For every output folder outside the project, Astro run from the project would put the server code in
 * the one folder `<project>/.astro/.prerender/`, which two such builds at the same time (a publisher's
 * and a benchmark's, or two test processes) delete under each other (`Cannot find module
 * .astro/.prerender/chunks/…`). So such a build runs from a folder of its process's own below
 * `ASTRO_WORK_DIR`, removed after the build (and, for a process that was killed, by the next build).
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build as astroBuild } from 'astro';
import { isInsideOrSame, projectRoot } from './paths.ts';
import { processRuns } from './process-tree.ts';

/** Working directory (below `root`) of a build whose output folder Astro would take for one inside `root`. */
export const ASTRO_WORK_DIR = path.join('.astro', 'outside-output');

/** Where Astro puts a static build's server code for the output folder `outDir` when run from `cwd` (Astro 7's rule; both absolute). */
export function astroServerCodeDir(cwd: string, outDir: string): string {
  const out = path.join(outDir, path.sep);
  return out.startsWith(cwd) ? path.join(out, '.prerender') : path.join(cwd, '.astro', '.prerender');
}

/**
 * The working directory to run `astro build` into `outDir` from, for the project at `root`: `root`
 * itself when Astro then puts the server code into the output folder below the project (a folder of
 * that build's own); else `<root>/ASTRO_WORK_DIR/<build>` (`build`: this process's id), from which it
 * puts it below that folder — below the project, and apart from any other build's.
 */
export function astroWorkingDir(root: string, outDir: string, build: string = String(process.pid)): string {
  const out = path.resolve(root, outDir);
  const codeDir = astroServerCodeDir(root, out);
  return isInsideOrSame(root, codeDir) && isInsideOrSame(out, codeDir) ? root : path.join(root, ASTRO_WORK_DIR, build);
}

/** Removes the build folders below `ASTRO_WORK_DIR` of processes that ended without removing theirs. */
function removeEndedBuilds(root: string): void {
  let names: string[];
  try {
    names = readdirSync(path.join(root, ASTRO_WORK_DIR));
  } catch {
    return;
  }
  for (const name of names) {
    if (/^\d+$/.test(name) && !processRuns(Number(name))) rmSync(path.join(root, ASTRO_WORK_DIR, name), { recursive: true, force: true });
  }
}

/** `astro build` of the project into `outDir` (production mode), from the working directory `astroWorkingDir` names. */
export async function buildWithAstro(outDir: string): Promise<void> {
  const cwd = process.cwd();
  const workDir = astroWorkingDir(projectRoot, outDir);
  if (workDir !== projectRoot) {
    removeEndedBuilds(projectRoot);
    mkdirSync(workDir, { recursive: true });
  }
  process.chdir(workDir);
  try {
    await astroBuild({ root: projectRoot, outDir, mode: 'production' });
  } finally {
    process.chdir(cwd);
    if (workDir !== projectRoot) rmSync(workDir, { recursive: true, force: true });
  }
}

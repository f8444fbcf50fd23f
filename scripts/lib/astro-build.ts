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
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { build as astroBuild } from 'astro';
import { isInsideOrSame, projectRoot } from './paths.ts';

/** Working directory (below `root`) of a build whose output folder Astro would take for one inside `root`. */
export const ASTRO_WORK_DIR = path.join('.astro', 'outside-output');

/** Where Astro puts a static build's server code for the output folder `outDir` when run from `cwd` (Astro 7's rule; both absolute). */
export function astroServerCodeDir(cwd: string, outDir: string): string {
  const out = path.join(outDir, path.sep);
  return out.startsWith(cwd) ? path.join(out, '.prerender') : path.join(cwd, '.astro', '.prerender');
}

/**
 * The working directory to run `astro build` into `outDir` from, for the project at `root`: `root`
 * itself, unless Astro would then put the server code outside the project (the string prefix above);
 * then `<root>/ASTRO_WORK_DIR`, from which it puts it below that folder.
 */
export function astroWorkingDir(root: string, outDir: string): string {
  return isInsideOrSame(root, astroServerCodeDir(root, path.resolve(root, outDir))) ? root : path.join(root, ASTRO_WORK_DIR);
}

/** `astro build` of the project into `outDir` (production mode), from the working directory `astroWorkingDir` names. */
export async function buildWithAstro(outDir: string): Promise<void> {
  const cwd = process.cwd();
  const workDir = astroWorkingDir(projectRoot, outDir);
  if (workDir !== projectRoot) mkdirSync(workDir, { recursive: true });
  process.chdir(workDir);
  try {
    await astroBuild({ root: projectRoot, outDir, mode: 'production' });
  } finally {
    process.chdir(cwd);
  }
}

/**
 * scripts/lib/astro-build.ts: `astro build` puts a static build's server code (which imports the
 * project's packages) below the project whatever the output folder, including one outside whose path
 * begins with the project's as a string (`/x/p` and `/x/pub`). Checked against Astro's own rule
 * (`getOutDirWithinCwd`, which reads the working directory), so an Astro that decides otherwise fails here.
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ASTRO_WORK_DIR, astroServerCodeDir, astroWorkingDir, buildWithAstro } from '../../../scripts/lib/astro-build.ts';
import { isInsideOrSame, projectRoot } from '../../../scripts/lib/paths.ts';

const calls = vi.hoisted(() => [] as Array<{ config: Record<string, unknown>; cwd: string }>);
vi.mock('astro', () => ({
  build: vi.fn(async (config: Record<string, unknown>) => {
    calls.push({ config, cwd: process.cwd() });
  }),
}));

type OutDirRule = (outDir: URL) => URL;
/** Astro's rule, read from the installed Astro (not a public export, hence the file). */
const astroRule: Promise<OutDirRule> = import(
  pathToFileURL(path.join(projectRoot, 'node_modules/astro/dist/core/build/common.js')).href
).then((module: { getOutDirWithinCwd: OutDirRule }) => module.getOutDirWithinCwd);

/** Where Astro itself, run from `cwd`, puts the server code of a build into `outDir`. */
async function astroPutsServerCode(cwd: string, outDir: string): Promise<string> {
  const rule = await astroRule;
  const before = process.cwd();
  process.chdir(cwd);
  try {
    return path.resolve(fileURLToPath(new URL('./.prerender/', rule(pathToFileURL(path.join(outDir, path.sep))))));
  } finally {
    process.chdir(before);
  }
}

const scratch = realpathSync(mkdtempSync(path.join(tmpdir(), 'astro-build-')));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const project = path.join(scratch, 'p');
mkdirSync(path.join(project, ASTRO_WORK_DIR), { recursive: true });

const outDirs = {
  inside: path.join(project, 'dist'),
  insideDeep: path.join(project, '.data', 'publisher', 'live', 'trees', 'a'),
  outside: path.join(scratch, 'elsewhere', 'site'),
  prefixSibling: path.join(scratch, 'pub'),
  prefixSiblingDeep: path.join(scratch, 'pub', 'live', 'trees', 'a'),
};

describe('astroServerCodeDir', () => {
  it.each(Object.entries(outDirs))('is where Astro puts the server code (%s)', async (_name, outDir) => {
    expect(astroServerCodeDir(project, outDir)).toBe(await astroPutsServerCode(project, outDir));
  });
});

describe('astroWorkingDir', () => {
  it('is the project for a folder inside it or one whose path does not begin with it', () => {
    for (const outDir of [outDirs.inside, outDirs.insideDeep, outDirs.outside]) expect(astroWorkingDir(project, outDir)).toBe(project);
  });

  it.each(Object.entries(outDirs))('lets Astro put the server code below the project (%s)', async (_name, outDir) => {
    const codeDir = await astroPutsServerCode(astroWorkingDir(project, outDir), outDir);
    expect(isInsideOrSame(project, codeDir)).toBe(true);
  });

  it('is a folder of the project for an outside folder whose path begins with the project’s', async () => {
    // Astro run from the project would put it into the output folder, away from the project's packages.
    expect(await astroPutsServerCode(project, outDirs.prefixSibling)).toBe(path.join(outDirs.prefixSibling, '.prerender'));
    expect(astroWorkingDir(project, outDirs.prefixSibling)).toBe(path.join(project, ASTRO_WORK_DIR));
  });
});

describe('buildWithAstro', () => {
  it('runs Astro, for a folder beside the project whose name begins with its name, from where the server code stays below the project', async () => {
    const outDir = `${projectRoot}-pub/live/trees/a`;
    const before = process.cwd();
    calls.length = 0;
    await buildWithAstro(outDir);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.config).toEqual({ root: projectRoot, outDir, mode: 'production' });
    expect(isInsideOrSame(projectRoot, await astroPutsServerCode(calls[0]!.cwd, outDir))).toBe(true);
    expect(process.cwd()).toBe(before);
  });

  it('runs Astro from the project for its own folders', async () => {
    calls.length = 0;
    await buildWithAstro(path.join(projectRoot, 'dist'));
    expect(calls[0]!.cwd).toBe(projectRoot);
  });
});

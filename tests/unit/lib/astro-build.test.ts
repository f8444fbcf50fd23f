/**
 * scripts/lib/astro-build.ts: `astro build` puts a static build's server code (which imports the
 * project's packages) below the project whatever the output folder, including one outside whose path
 * begins with the project's as a string (`/x/p` and `/x/pub`). Checked against Astro's own rule
 * (`getOutDirWithinCwd`, which reads the working directory), so an Astro that decides otherwise fails here.
 */
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
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
  mkdirSync(cwd, { recursive: true });
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
  it('is the project for a folder inside it (the server code goes into that folder)', () => {
    for (const outDir of [outDirs.inside, outDirs.insideDeep]) expect(astroWorkingDir(project, outDir)).toBe(project);
  });

  it('is a folder of each build’s own for a folder outside, so that two builds at a time keep their server code apart', async () => {
    const [one, two] = [astroWorkingDir(project, outDirs.outside, '101'), astroWorkingDir(project, outDirs.prefixSiblingDeep, '202')];
    expect(one).toBe(path.join(project, ASTRO_WORK_DIR, '101'));
    expect(two).toBe(path.join(project, ASTRO_WORK_DIR, '202'));
    // Run from the project, both would share <project>/.astro/.prerender (or leave the project).
    expect(await astroPutsServerCode(project, outDirs.outside)).toBe(path.join(project, '.astro', '.prerender'));
    const [codeOne, codeTwo] = [await astroPutsServerCode(one, outDirs.outside), await astroPutsServerCode(two, outDirs.prefixSiblingDeep)];
    expect(codeOne).not.toBe(codeTwo);
    expect(isInsideOrSame(one, codeOne) && isInsideOrSame(two, codeTwo)).toBe(true);
  });

  it.each(Object.entries(outDirs))('lets Astro put the server code below the project (%s)', async (_name, outDir) => {
    const codeDir = await astroPutsServerCode(astroWorkingDir(project, outDir), outDir);
    expect(isInsideOrSame(project, codeDir)).toBe(true);
  });

  it('is a folder of the project for an outside folder whose path begins with the project’s', async () => {
    // Astro run from the project would put it into the output folder, away from the project's packages.
    expect(await astroPutsServerCode(project, outDirs.prefixSibling)).toBe(path.join(outDirs.prefixSibling, '.prerender'));
    expect(astroWorkingDir(project, outDirs.prefixSibling, '7')).toBe(path.join(project, ASTRO_WORK_DIR, '7'));
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
    expect(calls[0]!.cwd).toBe(path.join(projectRoot, ASTRO_WORK_DIR, String(process.pid)));
    expect(process.cwd()).toBe(before);
    expect(existsSync(calls[0]!.cwd), 'the build’s folder is removed after it').toBe(false);
    try {
      expect(isInsideOrSame(projectRoot, await astroPutsServerCode(calls[0]!.cwd, outDir))).toBe(true);
    } finally {
      rmSync(calls[0]!.cwd, { recursive: true, force: true });
    }
  });

  it('removes the folder a killed build left behind, not one of a running process', async () => {
    const ended = path.join(projectRoot, ASTRO_WORK_DIR, '999999999');
    const parent = path.join(projectRoot, ASTRO_WORK_DIR, String(process.ppid));
    mkdirSync(ended, { recursive: true });
    const parentExisted = existsSync(parent);
    mkdirSync(parent, { recursive: true });
    try {
      await buildWithAstro(path.join(scratch, 'elsewhere', 'site'));
      expect(existsSync(ended)).toBe(false);
      expect(existsSync(parent)).toBe(true);
    } finally {
      rmSync(ended, { recursive: true, force: true });
      if (!parentExisted) rmSync(parent, { recursive: true, force: true });
    }
  });

  it('runs Astro from the project for its own folders', async () => {
    calls.length = 0;
    await buildWithAstro(path.join(projectRoot, 'dist'));
    expect(calls[0]!.cwd).toBe(projectRoot);
  });
});

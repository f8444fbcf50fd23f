import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureFloor, writeFloorProject } from '../../../scripts/bench/floor.ts';

describe('bench floor: Astro alone building trivial pages', () => {
  it('writes a project with one route of N pages and the site’s build options', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'floor-test-'));
    try {
      writeFloorProject(dir, 7);
      const config = readFileSync(path.join(dir, 'astro.config.mjs'), 'utf8');
      expect(config).toContain("format: 'directory', concurrency: 4");
      expect(config).toContain("trailingSlash: 'always'");
      expect(readFileSync(path.join(dir, 'src/pages/[id].astro'), 'utf8')).toContain('length: 7');
      expect(existsSync(path.join(dir, 'node_modules/astro/package.json'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('builds them with the project’s Astro, checks every page was written and measures it', async () => {
    const run = await measureFloor(30);
    expect(run.pages).toBe(30);
    expect(run.seconds).toBeGreaterThan(0);
    expect(run.cpuS).toBeGreaterThan(0);
    expect(run.pagesPerS).toBe(Math.round(30 / run.seconds));
  }, 60_000);
});

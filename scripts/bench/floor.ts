/**
 * Astro's own floor on this machine: `astro build` of a throwaway project with N trivial pages (one
 * dynamic route, a heading and a sentence each, no layout, no islands, no CSS, no content server),
 * with the site's build options (`format: 'directory'`, `trailingSlash: 'always'`, four pages at
 * once) and no per-page log lines. What it measures is what every static page costs before the site
 * adds anything: Astro's page pipeline, a folder and a file per page. The bench (./cli.ts) sets it
 * beside the site's figures; by hand: `node scripts/bench/floor.ts --pages 40000`.
 *
 * The project lives in a temporary folder (nothing of the site's configuration reaches it) with a
 * link to the project's node_modules, so it uses the same Astro; it is removed afterwards.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { listFiles } from '../lib/incremental-output.ts';
import { projectRoot } from '../lib/paths.ts';
import { runMeasured } from './measured-run.ts';

export interface FloorRun {
  pages: number;
  seconds: number;
  /** User + sys of the build process. */
  cpuS: number;
  pagesPerS: number;
}

/** Writes the throwaway project into `dir`: config, the one route, and the script that builds it. */
export function writeFloorProject(dir: string, pages: number): void {
  mkdirSync(path.join(dir, 'src', 'pages'), { recursive: true });
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'astro-floor', private: true, type: 'module' }));
  writeFileSync(
    path.join(dir, 'astro.config.mjs'),
    [
      "import { defineConfig } from 'astro/config';",
      'export default defineConfig({',
      "  output: 'static',",
      "  trailingSlash: 'always',",
      "  build: { format: 'directory', concurrency: 4 },",
      '  devToolbar: { enabled: false },',
      '});',
      '',
    ].join('\n'),
  );
  writeFileSync(
    path.join(dir, 'src', 'pages', '[id].astro'),
    [
      '---',
      'export function getStaticPaths() {',
      `  return Array.from({ length: ${pages} }, (_, i) => ({ params: { id: \`page-\${i}\` }, props: { i } }));`,
      '}',
      'const { i } = Astro.props;',
      '---',
      '<html lang="en"><head><meta charset="utf-8" /><title>Page {i}</title></head>',
      '<body><main><h1>Page {i}</h1><p>One sentence of text.</p></main></body></html>',
      '',
    ].join('\n'),
  );
  writeFileSync(
    path.join(dir, 'build.mjs'),
    "import { build } from 'astro';\nawait build({ root: process.cwd(), mode: 'production', logLevel: 'warn' });\n",
  );
}

/** Builds `pages` trivial pages with the project's Astro and measures it. */
export async function measureFloor(pages: number): Promise<FloorRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'astro-floor-'));
  try {
    writeFloorProject(dir, pages);
    const run = await runMeasured(process.execPath, ['build.mjs'], {
      cwd: dir,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    if (run.code !== 0) throw new Error(`the trivial Astro build failed (exit ${run.code}):\n${run.output.slice(-4000)}`);
    const written = listFiles(path.join(dir, 'dist')).filter((file) => path.basename(file) === 'index.html').length;
    if (written !== pages) throw new Error(`the trivial Astro build wrote ${written} pages, expected ${pages}`);
    return {
      pages,
      seconds: Number(run.seconds.toFixed(2)),
      cpuS: Number((run.cpuUserS + run.cpuSysS).toFixed(2)),
      pagesPerS: Math.round(pages / run.seconds),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { pages: { type: 'string', default: '10000' } } });
  const pages = Number(values.pages);
  if (!Number.isInteger(pages) || pages < 1) {
    console.error(`--pages must be a page count; got "${values.pages}"`);
    process.exit(2);
  }
  measureFloor(pages).then(
    (run) => console.log(`[floor] ${run.pages} trivial pages: ${run.seconds} s, ${run.pagesPerS} pages/s, CPU ${run.cpuS} s`),
    (error: unknown) => {
      console.error(`[floor] ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}

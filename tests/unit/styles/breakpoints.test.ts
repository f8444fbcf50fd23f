/**
 * The breakpoints are written in one place: src/styles/breakpoints.css (custom media queries for
 * CSS) and src/styles/breakpoints.ts (numbers for scripts) agree, and no other file under src/
 * writes a breakpoint's number into a media query; they write `@media (--desktop-nav)` instead.
 * The project's PostCSS configuration compiles them from any working directory (a build into a folder
 * outside the project runs Astro from another one: scripts/lib/astro-build.ts).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postcss, { type AcceptedPlugin } from 'postcss';
import { describe, expect, it } from 'vitest';
import { breakpoints, type Breakpoint } from '../../../src/styles/breakpoints.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const srcDir = path.join(root, 'src');
const breakpointFiles = ['src/styles/breakpoints.css', 'src/styles/breakpoints.ts'];

/** `@custom-media --name (min-width: 640px);` → name → { feature, px }. */
function customMedia(css: string): Map<string, { feature: 'min-width' | 'max-width'; px: number }> {
  const queries = new Map<string, { feature: 'min-width' | 'max-width'; px: number }>();
  for (const match of css.matchAll(/@custom-media\s+--([\w-]+)\s+\((min-width|max-width):\s*([\d.]+)px\)\s*;/g)) {
    queries.set(match[1]!, { feature: match[2] as 'min-width' | 'max-width', px: Number(match[3]) });
  }
  return queries;
}

const kebab = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The files of src/ that can hold styles. */
function styleSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return styleSources(full);
    return /\.(astro|css|ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The `@media …` preludes of a file with their line numbers. */
function mediaQueries(text: string): Array<{ line: number; query: string }> {
  return [...text.matchAll(/@media\b[^{;]*/g)].map((match) => ({
    line: text.slice(0, match.index).split('\n').length,
    query: match[0].replace(/\s+/g, ' ').trim(),
  }));
}

/** A width written as a number: `(min-width: 1074px)`, `(max-width: 40em)`, `(width >= 1074px)`. */
const rawWidth = /\((?:min-|max-)?width\s*(?::|[<>]=?)\s*[\d.]+(?:px|em|rem)\b|[\d.]+(?:px|em|rem)\s*[<>]=?\s*width\b/;

describe('breakpoints', () => {
  const css = customMedia(readFileSync(path.join(root, 'src/styles/breakpoints.css'), 'utf8'));

  it('breakpoints.css declares custom media queries', () => {
    expect(css.size).toBeGreaterThan(0);
  });

  it.each(Object.entries(breakpoints) as Array<[Breakpoint, number]>)(
    '%s (%ipx) is a min-width custom media query of breakpoints.css',
    (name, px) => {
      expect(css.get(kebab(name))).toEqual({ feature: 'min-width', px });
    },
  );

  it('every custom media query of breakpoints.css is a breakpoint of breakpoints.ts or the range below one', () => {
    const fromTs = new Map(Object.entries(breakpoints).map(([name, px]) => [kebab(name), px]));
    for (const [name, { feature, px }] of css) {
      const below = /^below-(.+)$/.exec(name)?.[1];
      if (below === undefined) {
        expect({ name, feature, px }).toEqual({ name, feature: 'min-width', px: fromTs.get(name) });
      } else {
        // Ends just under the breakpoint, so no fractional width falls between the two queries.
        const next = fromTs.get(below);
        expect(next, `--${name} is below a breakpoint of breakpoints.ts`).toBeDefined();
        expect({ name, feature, px }).toEqual({ name, feature: 'max-width', px: next! - 0.02 });
      }
    }
  });

  const queries = styleSources(srcDir)
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .filter((file) => !breakpointFiles.includes(file))
    .flatMap((file) => mediaQueries(readFileSync(path.join(root, file), 'utf8')).map((query) => ({ file, ...query })));

  it('no file under src/ writes a width number into a media query (they use the custom media names)', () => {
    const offenders = queries.filter(({ query }) => rawWidth.test(query)).map(({ file, line, query }) => `${file}:${line}: ${query}`);
    expect(offenders).toEqual([]);
  });

  it('every custom media name a media query uses is declared in breakpoints.css', () => {
    const unknown = queries.flatMap(({ file, line, query }) =>
      [...query.matchAll(/\(--([\w-]+)\)/g)].filter((match) => !css.has(match[1]!)).map((match) => `${file}:${line}: --${match[1]}`),
    );
    expect(queries.some(({ query }) => query.includes('(--'))).toBe(true);
    expect(unknown).toEqual([]);
  });
});

describe('postcss.config.mjs', () => {
  it('compiles the custom media queries when the working directory is not the project', async () => {
    const config = (await import('../../../postcss.config.mjs')).default as { plugins: AcceptedPlugin[] };
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'postcss-cwd-'));
    const before = process.cwd();
    process.chdir(elsewhere);
    try {
      const { css } = await postcss(config.plugins).process('@media (--desktop-nav) { a { color: red } }', { from: undefined });
      expect(css).toContain(`@media (min-width: ${breakpoints.desktopNav}px)`);
    } finally {
      process.chdir(before);
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});

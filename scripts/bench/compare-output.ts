/**
 * `node scripts/bench/compare-output.ts DIR_A DIR_B`: are two builds of the same content the same
 * site? Compares every file byte for byte after normalising what differs between equal builds:
 * hashed asset names (`/_astro/Name.HASH.js` → `/_astro/Name.*.js`, files under _astro/ matched by
 * that name), and, with `--ignore-island-ids`, the ids Astro and the Preact renderer number islands
 * with (`uid`, `data-preact-island-id`, and the `P<island>-<n>` ids of Preact's useId()). Prints the files only in one folder and the first
 * differing files with the first difference; exit 1 when anything differs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

function files(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full, base) : [path.relative(base, full)];
  });
}

const unhash = (name: string): string => name.replace(/([\w-]+)\.[\w-]{8}\.(js|css|mjs|woff2?)\b/g, '$1.*.$2');

export function normalise(text: string, ignoreIslandIds: boolean): string {
  let out = unhash(text);
  if (ignoreIslandIds)
    out = out
      .replace(/(<astro-island uid=")[^"]*"/g, '$1*"')
      .replace(/data-preact-island-id="\d+"/g, 'data-preact-island-id="*"')
      // Preact's useId() ids derive from the island id (`P5-0` in island 5), in the server HTML and on hydration alike.
      .replace(/\bP\d+-(\d+)\b/g, 'P*-$1');
  return out;
}

/** Whether two renders of one file are the same file (after the normalisation above, for text). */
export function sameFile(file: string, x: Buffer, y: Buffer, ignoreIslandIds: boolean): boolean {
  if (x.equals(y)) return true;
  const textual = /\.(html|xml|txt|js|css|json|svg|webmanifest)$/.test(file) || file.endsWith('/');
  return textual && normalise(x.toString('utf8'), ignoreIslandIds) === normalise(y.toString('utf8'), ignoreIslandIds);
}

/** Where two texts first differ, with some context on both sides. */
export function firstDifference(x: string, y: string): string {
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  return `at ${i}:\n    - ${x.slice(Math.max(0, i - 60), i + 80)}\n    + ${y.slice(Math.max(0, i - 60), i + 80)}`;
}

function main(): number {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'ignore-island-ids': { type: 'boolean', default: false } },
  });
  const [a, b] = positionals;
  if (!a || !b) throw new Error('usage: compare-output.ts DIR_A DIR_B [--ignore-island-ids]');
  const index = (dir: string): Map<string, string> => new Map(files(dir).map((file) => [unhash(file), file]));
  const left = index(a);
  const right = index(b);
  const onlyLeft = [...left.keys()].filter((key) => !right.has(key));
  const onlyRight = [...right.keys()].filter((key) => !left.has(key));
  const differing: string[] = [];
  for (const [key, file] of left) {
    const other = right.get(key);
    if (!other) continue;
    if (!sameFile(file, readFileSync(path.join(a, file)), readFileSync(path.join(b, other)), values['ignore-island-ids']))
      differing.push(key);
  }
  console.log(`${left.size} files in ${a}, ${right.size} in ${b}`);
  console.log(`only in ${a}: ${onlyLeft.length}${onlyLeft.length ? ` (${onlyLeft.slice(0, 5).join(', ')})` : ''}`);
  console.log(`only in ${b}: ${onlyRight.length}${onlyRight.length ? ` (${onlyRight.slice(0, 5).join(', ')})` : ''}`);
  console.log(`differing: ${differing.length}`);
  for (const key of differing.slice(0, 5)) {
    const x = normalise(readFileSync(path.join(a, left.get(key)!), 'utf8'), values['ignore-island-ids']);
    const y = normalise(readFileSync(path.join(b, right.get(key)!), 'utf8'), values['ignore-island-ids']);
    console.log(`  ${key} ${firstDifference(x, y)}`);
  }
  return onlyLeft.length + onlyRight.length + differing.length === 0 ? 0 : 1;
}

if (import.meta.main) process.exitCode = main();

/**
 * `node scripts/strapi/compare-sites-cli.ts DIR_A DIR_B [--max N] [--keep-ids]`: compares two
 * builds of the site (compare-sites.ts), prints at most N differences (default 50) and their count,
 * and exits 1 when there is any difference, 2 on a usage error. `--keep-ids` compares entry ids in
 * URLs as they are (for a content system that kept the ids of the import).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { compareSites, formatReport } from './compare-sites.ts';

const USAGE = 'usage: node scripts/strapi/compare-sites-cli.ts DIR_A DIR_B [--max N] [--keep-ids]';

interface CliOptions {
  dirA: string;
  dirB: string;
  max: number;
  keepIds: boolean;
}

function parseCli(argv: readonly string[]): CliOptions {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: { max: { type: 'string' }, 'keep-ids': { type: 'boolean' } },
    allowPositionals: true,
    strict: true,
  });
  const [dirA, dirB, ...rest] = positionals;
  if (dirA === undefined || dirB === undefined || rest.length > 0) throw new Error(USAGE);
  const max = Number(values.max ?? 50);
  if (!Number.isInteger(max) || max < 0) throw new Error(`--max must be a whole number, got "${values.max}"\n${USAGE}`);
  for (const dir of [dirA, dirB]) {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new Error(`not a directory: ${dir}\n${USAGE}`);
  }
  return { dirA: path.resolve(dirA), dirB: path.resolve(dirB), max, keepIds: values['keep-ids'] ?? false };
}

let options: CliOptions;
try {
  options = parseCli(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}

console.log(`A: ${options.dirA}\nB: ${options.dirB}`);
const differences = await compareSites(options.dirA, options.dirB, { normaliseIds: !options.keepIds });
for (const line of formatReport(differences, options.max)) console.log(line);
process.exitCode = differences.length > 0 ? 1 : 0;

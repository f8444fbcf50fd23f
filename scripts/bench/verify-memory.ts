/**
 * `npm run bench:verify -- --dir DIR [--axe] [--layout] [--html-limit N] [--budget-mb 1500] [--node-flags "…"]`
 *
 * Time and memory of the quality gates (`scripts/verify.ts`) on a build, measured from outside the way
 * a machine sees them: one child process, wall and CPU seconds, the peak resident memory of its
 * largest process (VmHWM, what `/usr/bin/time -v` calls the maximum resident set size; worker threads
 * are part of it) and the peak of the whole tree's memory (Chromium's processes too, with `--axe`),
 * summed RSS (an upper bound: shared pages count once per process) and summed PSS (shared pages
 * split between their processes), polled every 200 ms (./process-tree.ts). Prints the gates' report, then one line of
 * figures; exits 1 when the gates could not run or the largest process went over the budget (default
 * 1,500 MB, the goal for a 40,000-page build). Without `--axe` and `--layout` the browser gates are skipped.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../lib/paths.ts';
import { runMeasured } from './measured-run.ts';
import { treeOf } from './process-tree.ts';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    axe: { type: 'boolean', default: false },
    layout: { type: 'boolean', default: false },
    'html-limit': { type: 'string' },
    'budget-mb': { type: 'string', default: '1500' },
    'node-flags': { type: 'string', default: '' },
  },
});
if (!values.dir) {
  console.error('[bench:verify] --dir DIR: the build to check (e.g. a full build of the large set)');
  process.exit(1);
}
const budgetMb = Number(values['budget-mb']);

/** A `kB` field of a /proc file of one process, 0 once it is gone. */
function procKb(pid: number, file: string, field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/${file}`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

const args = [
  ...values['node-flags'].split(/\s+/).filter(Boolean),
  path.join(projectRoot, 'scripts', 'verify.ts'),
  '--dir',
  path.resolve(values.dir),
  ...(values.axe ? [] : ['--no-axe']),
  ...(values.layout ? [] : ['--no-layout']),
  ...(values['html-limit'] ? ['--html-limit', values['html-limit']] : []),
];
// Read while the tree runs (the sum of RSS is runMeasured's): the largest process's own peak (VmHWM),
// and the peak of the tree's summed PSS, which counts memory the processes share (Chromium's) once.
let largestKb = 0;
let peakPssKb = 0;
let root: number | undefined;
const timer = setInterval(() => {
  root ??= findChild();
  if (root === undefined) return;
  let pss = 0;
  for (const pid of treeOf(root)) {
    largestKb = Math.max(largestKb, procKb(pid, 'status', 'VmHWM'));
    pss += procKb(pid, 'smaps_rollup', 'Pss');
  }
  peakPssKb = Math.max(peakPssKb, pss);
}, 200);
/** The verify child: this process's child running scripts/verify.ts. */
function findChild(): number | undefined {
  return treeOf(process.pid).find((pid) => {
    if (pid === process.pid) return false;
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('scripts/verify.ts');
    } catch {
      return false;
    }
  });
}

const run = await runMeasured(process.execPath, args, { cwd: projectRoot, env: process.env });
clearInterval(timer);
console.log(run.output.trimEnd());
const largestMb = Math.round(largestKb / 1024);
console.log(
  `\n[bench:verify] exit ${run.code}; ${run.seconds.toFixed(1)} s wall, ${(run.cpuUserS + run.cpuSysS).toFixed(1)} s CPU; ` +
    `peak RSS ${largestMb} MB (largest process), ${run.peakRssMb} MB (whole tree, summed RSS), ` +
    `${Math.round(peakPssKb / 1024)} MB (whole tree, summed PSS); budget ${budgetMb} MB`,
);
if (run.code !== 0 && !/\[verify\] FAILED:/.test(run.output)) process.exit(1); // it did not run to the end
if (largestMb > budgetMb) {
  console.error(`[bench:verify] over the memory budget: ${largestMb} MB > ${budgetMb} MB`);
  process.exit(1);
}

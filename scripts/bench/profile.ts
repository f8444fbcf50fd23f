/**
 * `node scripts/bench/profile.ts [--pages 5000] [--top 40] [--keep DIR]`: one full build of a generated
 * set (./sets.ts) with `node --cpu-prof` on the build child (its render process,
 * scripts/render.ts, gets the same flags, so one of the profiles holds the page rendering), then the
 * functions with the most self time per profile, and the CPU time and pages of the build. The .cpuprofile files stay in --keep (default a
 * temporary folder that is removed) for Chrome DevTools.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startContentServer } from '../content-server/server.ts';
import { projectRoot } from '../lib/paths.ts';
import { removeBuild, runFullBuild } from './run-build.ts';
import { ensureSet, paramsFor } from './sets.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per function (name and location), in ms, largest first. */
export function selfTimes(profile: CpuProfile): Array<{ name: string; ms: number }> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const where = frame.url ? `${frame.url.replace(`file://${projectRoot}/`, '')}:${frame.lineNumber + 1}` : '';
    const name = `${frame.functionName || '(anonymous)'} ${where}`.trim();
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...totals].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { pages: { type: 'string', default: '5000' }, top: { type: 'string', default: '40' }, keep: { type: 'string' } },
  });
  const set = ensureSet(paramsFor(Number(values.pages)), (line) => console.log(`[profile] ${line}`));
  const dir = values.keep ? path.resolve(values.keep) : mkdtempSync(path.join(tmpdir(), 'bench-profile-'));
  const cms = await startContentServer({ host: '127.0.0.1', port: 0, dataDir: set.dir, jwtSecret: 'bench-jwt-secret-0123456789abcdef' });
  try {
    const run = await runFullBuild({ graphqlUrl: cms.graphqlUrl, nodeFlags: ['--cpu-prof', '--cpu-prof-dir', dir] });
    removeBuild(run);
    console.log(
      `[profile] ${run.pages} pages, ${run.seconds} s, CPU ${run.cpuUserS} user + ${run.cpuSysS} sys, peak RSS ${run.peakRssMb} MB`,
    );
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
      const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
      const times = selfTimes(profile);
      const total = times.reduce((sum, entry) => sum + entry.ms, 0);
      console.log(`\n${file}: ${(total / 1000).toFixed(1)} s sampled`);
      for (const { name, ms } of times.slice(0, Number(values.top))) {
        console.log(`${(ms / 1000).toFixed(2).padStart(8)} s ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
      }
    }
  } finally {
    await cms.close();
    if (!values.keep) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`[profile] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});

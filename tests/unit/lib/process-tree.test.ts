import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { descendants, processRuns, residentKb, sampleTreePeak, treeResidentMb } from '../../../scripts/lib/process-tree.ts';

let children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children) {
    for (const pid of descendants(child.pid!)) process.kill(pid, 'SIGKILL');
    child.kill('SIGKILL');
  }
  children = [];
});

/** A child that starts a grandchild holding `mb` MB of touched memory, and says "ready" once it does. */
async function family(mb: number): Promise<ChildProcess> {
  const grandchild = `const b = Buffer.alloc(${mb} * 1024 * 1024, 1); console.log('ready'); setInterval(() => b[0]++, 1000);`;
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const c = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(grandchild)}], { stdio: ['ignore', 'inherit', 'inherit'] }); setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  await once(child.stdout!, 'data');
  return child;
}

describe('process tree memory', () => {
  it('finds the grandchildren too and adds up their resident memory', async () => {
    const child = await family(120);
    const below = descendants(child.pid!);
    expect(below).toHaveLength(1);
    expect(residentKb(below[0]!)).toBeGreaterThan(120 * 1024);
    expect(treeResidentMb(child.pid!)).toBeGreaterThan(120);
    expect(treeResidentMb(child.pid!, { withRoot: true })).toBeGreaterThan(treeResidentMb(child.pid!));
    expect(descendants(process.pid)).toEqual(expect.arrayContaining([child.pid, below[0]]));
  });

  it('keeps the peak of a process that has ended', async () => {
    const child = await family(150);
    const sampler = sampleTreePeak(process.pid, { intervalMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const pid of descendants(child.pid!)) process.kill(pid, 'SIGKILL');
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(sampler.stop()).toBeGreaterThan(150);
  });

  it('counts nothing for a process that is gone', () => {
    expect(residentKb(2 ** 22 + 12345)).toBe(0);
    expect(descendants(2 ** 22 + 12345)).toEqual([]);
  });
});

describe('processRuns', () => {
  it('is true for a running process of this user and false once it ended', async () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    children.push(child);
    expect(processRuns(child.pid!)).toBe(true);
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(processRuns(child.pid!)).toBe(false);
  });

  it('is false for an id no process has, and for a process of another user (init)', () => {
    expect(processRuns(999_999_999)).toBe(false);
    if (process.getuid?.() !== 0) expect(processRuns(1)).toBe(false);
  });
});

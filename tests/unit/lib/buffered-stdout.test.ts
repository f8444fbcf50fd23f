/**
 * scripts/lib/buffered-stdout.ts: standard output to a pipe is written in few large writes, in the
 * order written, before anything on standard error, and completely when the process exits.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../scripts/lib/paths.ts';

/** Runs `body` in a child whose stdout and stderr are pipes, with stdout buffered; strace-free: counts writes itself. */
function run(body: string): { stdout: string; stderr: string; writes: number; status: number | null } {
  const script = `
    import { bufferStdout } from './scripts/lib/buffered-stdout.ts';
    let writes = 0;
    const real = process.stdout.write;
    process.stdout.write = function (...args) { writes++; return real.apply(process.stdout, args); };
    bufferStdout();
    process.on('exit', () => process.stderr.write('writes=' + writes + '\\n'));
    ${body}
  `;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: projectRoot, encoding: 'utf8' });
  const writes = Number(/writes=(\d+)/.exec(child.stderr)?.[1] ?? -1);
  return { stdout: child.stdout, stderr: child.stderr.replace(/writes=\d+\n/, ''), writes, status: child.status };
}

describe('bufferStdout', () => {
  it('joins many small writes into few, keeping every byte in order', () => {
    const result = run(`for (let i = 0; i < 2000; i++) process.stdout.write('line ' + i + '\\n');`);
    expect(result.stdout).toBe(Array.from({ length: 2000 }, (_, i) => `line ${i}\n`).join(''));
    expect(result.writes).toBeGreaterThan(0);
    expect(result.writes).toBeLessThan(5);
  });

  it('writes what it holds before a line on standard error, and the rest at exit (also process.exit)', () => {
    const result = run(`
      console.log('first');
      console.error('problem');
      console.log('last');
      process.exit(3);
    `);
    expect(result.status).toBe(3);
    expect(result.stdout).toBe('first\nlast\n');
    expect(result.stderr).toBe('problem\n');
    expect(result.writes).toBe(2);
  });

  it('writes a pending line after a short delay while the process keeps running', () => {
    const result = run(`
      process.stdout.write('early\\n');
      const before = writes;
      setTimeout(() => { process.exitCode = before === 0 && writes === 1 ? 0 : 9; }, 600);
    `);
    expect(result.stdout).toBe('early\n');
    expect(result.status).toBe(0);
  });
});

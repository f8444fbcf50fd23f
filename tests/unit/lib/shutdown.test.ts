import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const SHUTDOWN = new URL('../../../scripts/lib/shutdown.ts', import.meta.url).href;

/** A process whose cleanup never finishes, with onShutdown(cleanup, 0, options); resolves once it listens. */
async function hangingCleanup(options: string): Promise<{
  kill: (signal: NodeJS.Signals) => void;
  exit: Promise<{ code: number | null; ms: number; output: string }>;
}> {
  const script = `import { onShutdown } from ${JSON.stringify(SHUTDOWN)};
onShutdown(() => new Promise(() => {}), 0, ${options});
setInterval(() => {}, 1000);
console.log('ready');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let signalled = 0;
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) resolve();
    }),
  );
  const guard = setTimeout(() => child.kill('SIGKILL'), 5000);
  const exit = new Promise<{ code: number | null; ms: number; output: string }>((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(guard);
      resolve({ code, ms: performance.now() - signalled, output });
    }),
  );
  return {
    kill: (signal) => {
      signalled ||= performance.now();
      child.kill(signal);
    },
    exit,
  };
}

describe('onShutdown', () => {
  it('exits with 1 when the cleanup outlasts its deadline, saying so', async () => {
    const child = await hangingCleanup('{ deadlineMs: 300 }');
    child.kill('SIGTERM');
    const { code, ms, output } = await child.exit;
    expect(code).toBe(1);
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(3000);
    expect(output).toMatch(/SIGTERM: cleanup did not finish within 300 ms; exiting/);
  });

  it('exits at once on a second signal during the cleanup', async () => {
    const child = await hangingCleanup('{}');
    child.kill('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 100));
    child.kill('SIGINT');
    const { code, ms } = await child.exit;
    expect(code).toBe(130);
    expect(ms).toBeLessThan(3000);
  });
});

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureReason, runBuild } from '../../../scripts/publisher/builder.ts';
import { fakeBuild } from './fake-build.ts';

describe('failureReason', () => {
  it('picks the build’s own “✖ Build failed:” line and its continuation lines', () => {
    const log = [
      '[pipeline] content server on :4000',
      '[pipeline] rendering 120 pages',
      '',
      '✖ Build failed: the content system did not answer (http://127.0.0.1:4000/graphql)',
      '  after 3 attempts',
      '  The previous output in /srv/out is unchanged.',
      '[pipeline] cleanup done',
    ].join('\n');
    expect(failureReason(log, 1, null)).toBe('the content system did not answer (http://127.0.0.1:4000/graphql) after 3 attempts');
  });

  it('keeps Hint/Location/Cause lines and drops the note about the output', () => {
    const log = [
      '[pipeline] rendering',
      '',
      '✖ Build failed: Cannot read properties of undefined',
      'Hint: check the block data',
      'Location: src/blocks/Teaser.astro:12:3',
      '  Nothing was written to /srv/out.',
    ].join('\n');
    expect(failureReason(log, 1, null)).toBe(
      'Cannot read properties of undefined Hint: check the block data Location: src/blocks/Teaser.astro:12:3',
    );
  });

  it('caps the reason at 600 characters', () => {
    expect(failureReason(`✖ Build failed: ${'x'.repeat(2000)}`, 1, null)).toHaveLength(600);
  });

  it('falls back to the exit code and the last lines', () => {
    expect(failureReason('one\ntwo\n\nthree\nfour\n', 3, null)).toBe('build exited with code 3: two three four');
    expect(failureReason('', 1, null)).toBe('build exited with code 1');
  });

  it('names the signal of a killed build', () => {
    expect(failureReason('started\n', null, 'SIGTERM')).toBe('build exited with signal SIGTERM: started');
  });
});

describe('runBuild (fake build script)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'publisher-builder-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const request = (fake: ReturnType<typeof fakeBuild>, extra: Partial<Parameters<typeof runBuild>[0]> = {}) => ({
    out: path.join(dir, 'out'),
    previous: undefined,
    env: fake.env,
    logFile: path.join(dir, 'logs', 'build.log'),
    script: fake.script,
    ...extra,
  });

  it('a build that exits 0 with its summary is ok, and its output is logged', async () => {
    const fake = fakeBuild(dir, { mode: 'ok', text: 'hello' });
    const outcome = await runBuild(request(fake, { previous: path.join(dir, 'old') }));
    expect(outcome).toEqual({ ok: true, summary: { mode: 'incremental', rendered: 4, changed: 2, kept: 0, seconds: 0.1 } });
    expect(readFileSync(path.join(dir, 'out', 'index.html'), 'utf8')).toBe('<h1>hello</h1>');
    const log = readFileSync(path.join(dir, 'logs', 'build.log'), 'utf8');
    expect(log).toContain(`building into ${path.join(dir, 'out')} from ${path.join(dir, 'old')}`);
    expect(log).toContain('pages: 4 rendered');
    expect(log).toContain('quality gates on');
  });

  it('a release that fails the quality gates is a failed build, with the gates and the first problem as its reason', async () => {
    const reason =
      'quality gates failed (links 1, html 1) on 3 checked page(s) in 1.2s; first: links: /en/x/ <a href="/gone/">: no such file in the build';
    const fake = fakeBuild(dir, { mode: 'fail', reason });
    const outcome = await runBuild(request(fake));
    expect(outcome).toEqual({ ok: false, error: reason });
  });

  it('a build that fails gives its own reason', async () => {
    const fake = fakeBuild(dir, { mode: 'fail', reason: 'link check: 2 broken links' });
    expect(await runBuild(request(fake))).toEqual({ ok: false, error: 'link check: 2 broken links' });
  });

  it('an unreadable summary is a failed build, not a crash', async () => {
    const fake = fakeBuild(dir, { mode: 'bad-summary' });
    const outcome = await runBuild(request(fake));
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toMatch(/summary/);
  });

  it('a hanging build is stopped by the signal and resolves as failed', async () => {
    const fake = fakeBuild(dir, { mode: 'hang' });
    const controller = new AbortController();
    const running = runBuild({ ...request(fake), signal: controller.signal });
    await waitFor(
      () =>
        existsSync(path.join(dir, 'logs', 'build.log')) && readFileSync(path.join(dir, 'logs', 'build.log'), 'utf8').includes('started'),
    );
    controller.abort();
    expect(await running).toEqual({
      ok: false,
      error:
        'build stopped: the service is stopping (stopped with SIGTERM): [pipeline] building into ' +
        path.join(dir, 'out') +
        ' [pipeline] quality gates on started',
    });
  });

  it('a signal that is already aborted does not start a build', async () => {
    const fake = fakeBuild(dir, { mode: 'hang' });
    const controller = new AbortController();
    controller.abort();
    const outcome = await runBuild({ ...request(fake), signal: controller.signal, timeoutMs: 10_000 });
    expect(outcome).toEqual({ ok: false, error: 'build not started: the service is stopping' });
    expect(readFileSync(path.join(dir, 'logs', 'build.log'), 'utf8')).toBe('');
  });

  it('a hanging build is stopped after timeoutMs and reported as timed out', async () => {
    const fake = fakeBuild(dir, { mode: 'hang' });
    const outcome = await runBuild({ ...request(fake), timeoutMs: 300 });
    expect(outcome).toMatchObject({
      ok: false,
      timedOut: true,
      error: expect.stringMatching(/^build timed out after 0\.3 s \(stopped with SIGTERM\)/),
    });
  });

  it('a build that ignores SIGTERM, and its child, are killed with SIGKILL after the grace period; the outcome settles', async () => {
    const fake = fakeBuild(dir, { mode: 'stubborn' });
    const started = Date.now();
    // The timeout leaves the fake build the time to start and take over SIGTERM (300 ms were too short for a
    // busy machine: the build was still Node starting, and SIGTERM stopped it).
    const outcome = await runBuild({ ...request(fake), timeoutMs: 3000, killGraceMs: 300 });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(outcome).toMatchObject({
      ok: false,
      timedOut: true,
      error: expect.stringMatching(/^build timed out after 3 s \(SIGTERM ignored; killed with SIGKILL after 0\.3 s\)/),
    });
    const log = readFileSync(path.join(dir, 'logs', 'build.log'), 'utf8');
    expect(log).toContain('ignoring SIGTERM');
    const child = Number(/child (\d+)/.exec(log)?.[1]);
    expect(child).toBeGreaterThan(0);
    expect(isAlive(child)).toBe(false);
  });

  it('a stop request (service shutting down) escalates to SIGKILL the same way', async () => {
    const fake = fakeBuild(dir, { mode: 'stubborn' });
    const controller = new AbortController();
    const running = runBuild({ ...request(fake), signal: controller.signal, killGraceMs: 200 });
    const logFile = path.join(dir, 'logs', 'build.log');
    await waitFor(() => existsSync(logFile) && readFileSync(logFile, 'utf8').includes('started'));
    controller.abort();
    expect(await running).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^build stopped: the service is stopping \(SIGTERM ignored; killed with SIGKILL/),
    });
  });
});

/** A process that runs (a killed one whose parent is gone may stay a zombie until it is reaped: not alive). */
function isAlive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

import { describe, expect, it } from 'vitest';
import { DEFAULT_CHROMIUM_PATH, ensureChromium, type ChromiumDeps } from '../../../scripts/lib/chromium.ts';

function fakeDeps(options: { present: string[]; isRoot: boolean; installs?: boolean; aptExitCode?: number }) {
  const files = new Set(options.present);
  const commands: string[] = [];
  const deps: ChromiumDeps = {
    exists: (file) => files.has(file),
    isRoot: options.isRoot,
    run: async (command, args) => {
      commands.push([command, ...args].join(' '));
      const code = options.aptExitCode ?? 0;
      if (code === 0 && args[0] === 'install' && options.installs !== false) files.add(DEFAULT_CHROMIUM_PATH);
      return code;
    },
    log: () => {},
  };
  return { deps, commands };
}

describe('ensureChromium', () => {
  it('uses /usr/bin/chromium when it is there', async () => {
    const { deps, commands } = fakeDeps({ present: [DEFAULT_CHROMIUM_PATH], isRoot: false });
    expect(await ensureChromium({}, deps)).toEqual({ ok: true, path: DEFAULT_CHROMIUM_PATH });
    expect(commands).toEqual([]);
  });

  it('uses CHROMIUM_PATH when it is set', async () => {
    const { deps } = fakeDeps({ present: ['/opt/chrome/chrome'], isRoot: false });
    expect(await ensureChromium({ CHROMIUM_PATH: '/opt/chrome/chrome' }, deps)).toEqual({ ok: true, path: '/opt/chrome/chrome' });
  });

  it('installs chromium with apt-get when it is missing and the user is root', async () => {
    const { deps, commands } = fakeDeps({ present: [], isRoot: true });
    expect(await ensureChromium({}, deps)).toEqual({ ok: true, path: DEFAULT_CHROMIUM_PATH });
    expect(commands).toEqual(['apt-get update', 'apt-get install -y chromium']);
  });

  it('stops with a message saying what to install when it is missing and the user is not root', async () => {
    const { deps, commands } = fakeDeps({ present: [], isRoot: false });
    const result = await ensureChromium({}, deps);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toContain('sudo apt-get install chromium');
      expect(result.message).toContain('CHROMIUM_PATH');
    }
    expect(commands).toEqual([]);
  });

  it('reports a failing apt-get', async () => {
    const { deps } = fakeDeps({ present: [], isRoot: true, aptExitCode: 100 });
    const result = await ensureChromium({}, deps);
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining('apt-get update') });
  });

  it('does not install anything when CHROMIUM_PATH points nowhere', async () => {
    const { deps, commands } = fakeDeps({ present: [], isRoot: true });
    const result = await ensureChromium({ CHROMIUM_PATH: '/nowhere/chrome' }, deps);
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining('/nowhere/chrome') });
    expect(commands).toEqual([]);
  });
});

/**
 * The end-to-end tests drive Debian's Chromium (`/usr/bin/chromium`, or CHROMIUM_PATH).
 * When it is missing: as root, install it with apt-get; otherwise stop with a message that says
 * what to install.
 */
import { aptGetInstall, type RunCommand } from './apt-get.ts';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The flags every headless Chromium of the project starts with (end-to-end tests, the axe gate,
 * Lighthouse): no sandbox (root in CI), no GPU, and none of Chromium's own background connections,
 * which a machine without outside network refuses.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface ChromiumDeps {
  exists(file: string): boolean;
  isRoot: boolean;
  run: RunCommand;
  log(line: string): void;
}

export type ChromiumCheck = { ok: true; path: string } | { ok: false; message: string };

const HOW_TO_INSTALL =
  'Install it with `sudo apt-get install chromium` (Debian/Ubuntu), ' + 'or set CHROMIUM_PATH to the path of a Chromium or Chrome binary.';

export async function ensureChromium(env: Readonly<Record<string, string | undefined>>, deps: ChromiumDeps): Promise<ChromiumCheck> {
  const configured = env.CHROMIUM_PATH?.trim();
  const executable = configured || DEFAULT_CHROMIUM_PATH;
  if (deps.exists(executable)) return { ok: true, path: executable };

  if (configured) {
    return { ok: false, message: `CHROMIUM_PATH is set to ${configured}, but there is no file there. ${HOW_TO_INSTALL}` };
  }
  if (!deps.isRoot) {
    return {
      ok: false,
      message: `The end-to-end tests need Chromium, and ${DEFAULT_CHROMIUM_PATH} is missing. ${HOW_TO_INSTALL}`,
    };
  }

  deps.log(`${DEFAULT_CHROMIUM_PATH} is missing; installing Chromium with apt-get (running as root)…`);
  const installed = await aptGetInstall(['chromium'], deps.run);
  if (!installed.ok) {
    return {
      ok: false,
      message: `\`${installed.command}\` failed (exit code ${installed.code}), so Chromium could not be installed. ${HOW_TO_INSTALL}`,
    };
  }
  if (deps.exists(DEFAULT_CHROMIUM_PATH)) return { ok: true, path: DEFAULT_CHROMIUM_PATH };
  return { ok: false, message: `apt-get installed chromium, but ${DEFAULT_CHROMIUM_PATH} is still missing. ${HOW_TO_INSTALL}` };
}

/**
 * A built-site fixture served by scripts/lib/static-server.ts for the duration of a describe block:
 * writes the given files into a temporary folder, starts the server on 127.0.0.1 and a free port,
 * and stops it and removes the folder afterwards.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startStaticServer, type RunningStaticServer } from '../../../scripts/lib/static-server.ts';

export interface FixtureSite {
  /** The running server (available inside tests). */
  readonly server: RunningStaticServer;
  /** GET (or `init.method`) a path of the site without following redirects. */
  get(pathname: string, init?: RequestInit): Promise<Response>;
}

export function serveFixtureSite(files: Readonly<Record<string, string>>): FixtureSite {
  let dir = '';
  let running: RunningStaticServer | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'fixture-site-'));
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    }
    running = await startStaticServer({ dir, port: 0 });
  });
  afterAll(async () => {
    await running?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const site: FixtureSite = {
    get server() {
      if (!running) throw new Error('the fixture site is not running (use it inside a test)');
      return running;
    },
    get: (pathname, init = {}) => fetch(`${site.server.url}${pathname}`, { redirect: 'manual', ...init }),
  };
  return site;
}

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentServer } from '../../../scripts/content-server/server.ts';
import { emptySeed, tempDir } from './fixtures/fixture.ts';
import { menuChain, menuSeed } from './fixtures/menu-seed.ts';

const CLI = fileURLToPath(new URL('../../../scripts/content-server/cli.ts', import.meta.url));

let dataDir: string;
let cleanup: () => void;

beforeAll(async () => {
  // A data folder seeded (with nothing) ahead of time, so the CLI does not build the sample content.
  ({ dir: dataDir, cleanup } = tempDir());
  const server = await startContentServer({ port: 0, dataDir, seed: async () => emptySeed() });
  await server.close();
});
afterAll(() => cleanup());

function runCli(args: string[]): {
  output: () => string;
  urlLine: Promise<string>;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill: (s: NodeJS.Signals) => void;
} {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const urlLine = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /GraphQL: (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', () => reject(new Error(`cli exited before printing its URL:\n${output}`)));
  });
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { output: () => output, urlLine, exit, kill: (s) => child.kill(s) };
}

describe('npm run cms (cli.ts)', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('prints the GraphQL URL, serves, and exits 0 on %s', async (signal) => {
    const cli = runCli(['--port', '0', '--data', dataDir]);
    const url = await cli.urlLine;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/graphql$/);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
    cli.kill(signal);
    expect(await cli.exit).toEqual({ code: 0, signal: null });
  });

  it('exits promptly on SIGTERM while it is busy answering queries', async () => {
    // Menus whose links lead back to menus, 8 links each: nested queries fan out by 8 per level.
    const busy = tempDir();
    const seeded = await startContentServer({ port: 0, dataDir: busy.dir, seed: async () => menuSeed(3, 8) });
    await seeded.close();
    try {
      const cli = runCli(['--port', '0', '--data', busy.dir]);
      const url = await cli.urlLine;
      const post = (query: string): Promise<unknown> =>
        fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }).then(
          (response) => response.text(),
          () => undefined,
        );
      await post('{ __typename }');
      // The 13-level chain (refused by the limits; unlimited it held the event loop for ~17 s), and
      // the heaviest chain the limits let through on this data (~100,000 links).
      void post(menuChain(13));
      void post(menuChain(11, 'id', '(limit: 8)'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const signalled = performance.now();
      cli.kill('SIGTERM');
      expect(await cli.exit).toEqual({ code: 0, signal: null });
      expect(performance.now() - signalled).toBeLessThan(5000);
    } finally {
      busy.cleanup();
    }
  }, 60_000);

  it('rejects a bad flag with a usage message and exit code 1', async () => {
    const cli = runCli(['--port', 'many']);
    expect(await cli.exit).toEqual({ code: 1, signal: null });
    expect(cli.output()).toMatch(/--port: expected a port number, got "many"/);
    await cli.urlLine.catch(() => undefined);
  });
});

function runOnce(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('npm run cms -- --create-admin / --create-user', () => {
  it('creates an administrator (password from CMS_ADMIN_PASSWORD) who can log in; refuses a short password', async () => {
    const short = await runOnce(['--create-admin', '--username', 'root', '--email', 'root@example.test', '--data', dataDir], {
      CMS_ADMIN_PASSWORD: 'short',
    });
    expect(short.code).toBe(1);
    expect(short.output).toMatch(/password: must be at least 10 characters long/);
    const made = await runOnce(['--create-admin', '--username', 'root', '--email', 'Root@Example.test', '--data', dataDir], {
      CMS_ADMIN_PASSWORD: 'a-good-long-password',
    });
    expect(made.output).toMatch(/created administrator "root" \(id 1, root@example\.test\)/);
    expect(made.code).toBe(0);
    const editor = await runOnce(
      ['--create-user', '--role', 'editor', '--username', 'ed', '--email', 'ed@example.test', '--data', dataDir],
      { CMS_ADMIN_PASSWORD: 'another-long-password' },
    );
    expect(editor.code).toBe(0);
    const twice = await runOnce(['--create-admin', '--username', 'root', '--email', 'x@example.test', '--data', dataDir], {
      CMS_ADMIN_PASSWORD: 'a-good-long-password',
    });
    expect(twice.output).toMatch(/username: "root" is already taken/);

    const server = await startContentServer({
      port: 0,
      dataDir,
      seed: async () => emptySeed(),
      jwtSecret: 'cli-test-secret'.padEnd(40, '-'),
    });
    try {
      const response = await fetch(server.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `mutation { login(input: { identifier: "root", password: "a-good-long-password" }) { user { username role { type } } } }`,
        }),
      });
      expect(await response.json()).toEqual({ data: { login: { user: { username: 'root', role: { type: 'administrator' } } } } });
    } finally {
      await server.close();
    }
  }, 30_000);

  it('without a password and without a terminal, says how to give one', async () => {
    const result = await runOnce(['--create-user', '--role', 'editor', '--username', 'x', '--email', 'x@example.test', '--data', dataDir], {
      CMS_ADMIN_PASSWORD: '',
    });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/no password: set CMS_ADMIN_PASSWORD/);
  });
});

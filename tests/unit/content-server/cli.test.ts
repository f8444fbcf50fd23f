import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentServer } from '../../../scripts/content-server/server.ts';
import { emptySeed, tempDir } from './fixtures/fixture.ts';

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

  it('rejects a bad flag with a usage message and exit code 1', async () => {
    const cli = runCli(['--port', 'many']);
    expect(await cli.exit).toEqual({ code: 1, signal: null });
    expect(cli.output()).toMatch(/--port: expected a port number, got "many"/);
    await cli.urlLine.catch(() => undefined);
  });
});

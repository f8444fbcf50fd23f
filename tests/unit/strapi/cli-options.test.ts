/**
 * scripts/strapi-common/options.ts: the options of `npm run strapi5` / `strapi5:import` (and of the
 * Strapi 3.6 pair) agree — `--port` and `--data` name the Strapi's port and data folder in both — the
 * import finds the Strapi the serve command started (its recorded address), the import's source has
 * flags of its own, and the old meaning of the import's `--data` (a content server folder) is refused
 * with the flag to use instead.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseImportOptions, parseServeOptions, recordRunning, UsageError } from '../../../scripts/strapi-common/options.ts';
import { strapiNames } from '../../../scripts/strapi/setup.ts';
import { strapi5Names } from '../../../scripts/strapi5/setup.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'strapi-options-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A folder holding `files` (empty files). */
function folder(name: string, files: string[] = []): string {
  const dir = path.join(scratch, name);
  mkdirSync(dir, { recursive: true });
  for (const file of files) writeFileSync(path.join(dir, file), '');
  return dir;
}

/** An environment with no Strapi variable but a home of its own (its default data folder `<home>/data`). */
function env(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const home = folder(`home-${Math.random().toString(36).slice(2)}`);
  mkdirSync(path.join(home, 'data'));
  return { STRAPI5_HOME: home, STRAPI_HOME: home, ...extra };
}

const strapiData = folder('strapi-data', ['data.db']);
const contentServerData = folder('content-data', ['content.sqlite']);

function usageError(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('no UsageError');
}

describe('the serve command and the import agree', () => {
  it.each([
    ['strapi5', strapi5Names],
    ['strapi', strapiNames],
  ] as const)('npm run %s -- --port N --data DIR and its import with the same options reach the same Strapi', (_name, names) => {
    const base = env();
    const serve = parseServeOptions(names, ['--port', '1400', '--data', strapiData], base);
    const imported = parseImportOptions(names, ['--port', '1400', '--data', strapiData], base);
    expect(serve.port).toBe(1400);
    expect(names.paths(serve.env).data).toBe(strapiData);
    expect(imported).toMatchObject({ url: 'http://127.0.0.1:1400', urlFrom: '--port', dataDir: strapiData, fromData: undefined });
  });

  it('the import without options reaches the Strapi the serve command started with --port (the address it recorded)', () => {
    const base = env();
    const dataDir = strapi5Names.paths(base).data;
    const forget = recordRunning(dataDir, 'http://127.0.0.1:1400');
    try {
      expect(parseImportOptions(strapi5Names, [], base)).toMatchObject({ url: 'http://127.0.0.1:1400', dataDir });
      expect(parseImportOptions(strapi5Names, [], base).urlFrom).toContain('recorded in');
    } finally {
      forget();
    }
    expect(parseImportOptions(strapi5Names, [], base)).toMatchObject({ url: 'http://127.0.0.1:1339', urlFrom: 'the default port' });
  });

  it('the import with --data DIR reaches the Strapi started on DIR', () => {
    const dataDir = folder('recorded', ['data.db']);
    const forget = recordRunning(dataDir, 'http://127.0.0.1:1500');
    try {
      expect(parseImportOptions(strapi5Names, ['--data', dataDir], env()).url).toBe('http://127.0.0.1:1500');
    } finally {
      forget();
    }
  });

  it('ignores an address recorded by a process that has ended', () => {
    const dataDir = folder('stale', ['data.db']);
    writeFileSync(path.join(dataDir, 'running.json'), JSON.stringify({ url: 'http://127.0.0.1:1500', pid: 2 ** 22 + 1 }));
    expect(parseImportOptions(strapi5Names, ['--data', dataDir], env({ STRAPI5_PORT: '1600' })).url).toBe('http://127.0.0.1:1600');
  });
});

describe('the import', () => {
  it('finds its Strapi in order: --url, --port, STRAPI5_URL, the recorded address, STRAPI5_PORT, 1339', () => {
    const dataDir = folder('order', ['data.db']);
    const forget = recordRunning(dataDir, 'http://127.0.0.1:1700');
    const all = env({ STRAPI5_URL: 'http://cms.internal:1339', STRAPI5_PORT: '1800', STRAPI5_DATA_DIR: dataDir });
    try {
      expect(parseImportOptions(strapi5Names, ['--url', 'https://cms.example/'], all).url).toBe('https://cms.example');
      expect(parseImportOptions(strapi5Names, ['--port', '1900'], all).url).toBe('http://127.0.0.1:1900');
      expect(parseImportOptions(strapi5Names, [], all).url).toBe('http://cms.internal:1339');
      expect(parseImportOptions(strapi5Names, [], { ...all, STRAPI5_URL: undefined }).url).toBe('http://127.0.0.1:1700');
    } finally {
      forget();
    }
    expect(parseImportOptions(strapi5Names, [], { ...all, STRAPI5_URL: undefined }).url).toBe('http://127.0.0.1:1800');
    expect(parseImportOptions(strapiNames, [], env()).url).toBe('http://127.0.0.1:1338');
  });

  it('reaches a Strapi listening on every address over loopback, and one on another address there', () => {
    expect(parseImportOptions(strapi5Names, ['--port', '1400'], env({ STRAPI_HOST: '0.0.0.0' })).url).toBe('http://127.0.0.1:1400');
    expect(parseImportOptions(strapi5Names, ['--port', '1400'], env({ STRAPI_HOST: '10.0.0.5' })).url).toBe('http://10.0.0.5:1400');
  });

  it('takes its source from --from-data (a content server data folder) or, for Strapi 5, --from', () => {
    expect(parseImportOptions(strapi5Names, ['--from-data', contentServerData], env()).fromData).toBe(contentServerData);
    expect(parseImportOptions(strapiNames, ['--from-data', contentServerData], env()).fromData).toBe(contentServerData);
    expect(parseImportOptions(strapi5Names, ['--from', 'http://old/graphql'], env()).from).toBe('http://old/graphql');
    expect(usageError(() => parseImportOptions(strapiNames, ['--from', 'http://old/graphql'], env()))).toMatch(/Strapi 5's import does/);
    expect(
      usageError(() => parseImportOptions(strapi5Names, ['--from-data', contentServerData, '--from', 'http://x/graphql'], env())),
    ).toMatch(/give --from-data or --from, not both/);
  });

  it('refuses --data naming a content server folder (the old meaning), pointing to --from-data', () => {
    for (const names of [strapi5Names, strapiNames]) {
      const message = usageError(() => parseImportOptions(names, ['--data', contentServerData], env()));
      expect(message).toContain(`--data names the Strapi's data folder, as for npm run ${names.command}`);
      expect(message).toContain(`import it with --from-data ${contentServerData}`);
      expect(message).toContain(`usage: npm run ${names.command}:import -- [--port N | --url URL] [--data DIR] [--from-data DIR`);
    }
  });

  it('refuses --data naming a folder that is no Strapi data folder, and wrong or clashing options', () => {
    expect(usageError(() => parseImportOptions(strapi5Names, ['--data', folder('empty')], env()))).toMatch(/is none \(no data\.db\)/);
    expect(usageError(() => parseImportOptions(strapi5Names, ['--port', '1400', '--url', 'http://x'], env()))).toMatch(
      /give --port or --url, not both/,
    );
    expect(usageError(() => parseImportOptions(strapi5Names, ['--port', 'many'], env()))).toMatch(
      /--port must be a port number, not "many"/,
    );
    expect(usageError(() => parseImportOptions(strapi5Names, ['--url', 'cms.example'], env()))).toMatch(/--url must be an http\(s\) URL/);
    expect(usageError(() => parseImportOptions(strapi5Names, ['--dat', 'x'], env()))).toMatch(/Unknown option '--dat'[\s\S]*usage:/);
    expect(usageError(() => parseImportOptions(strapi5Names, [], env({ STRAPI5_PORT: 'x' })))).toMatch(
      /STRAPI5_PORT must be a port number/,
    );
  });
});

describe('the serve command', () => {
  it('listens on --port, else STRAPI5_PORT, else 1339 (1338 for Strapi 3.6), with the options it was given', () => {
    expect(parseServeOptions(strapi5Names, ['--port', '1400'], env({ STRAPI5_PORT: '1500' })).port).toBe(1400);
    expect(parseServeOptions(strapi5Names, [], env({ STRAPI5_PORT: '1500' })).port).toBe(1500);
    expect(parseServeOptions(strapi5Names, [], env())).toMatchObject({ port: 1339, admin: true, setupOnly: false, data: undefined });
    expect(parseServeOptions(strapiNames, ['--no-admin', '--setup-only'], env())).toMatchObject({
      port: 1338,
      admin: false,
      setupOnly: true,
    });
  });

  it('refuses a content server folder as its data folder, and a wrong port or option', () => {
    expect(usageError(() => parseServeOptions(strapi5Names, ['--data', contentServerData], env()))).toContain(
      `npm run strapi5:import -- --from-data ${contentServerData}`,
    );
    expect(usageError(() => parseServeOptions(strapi5Names, ['--port', '70000'], env()))).toMatch(/--port must be a port number/);
    expect(usageError(() => parseServeOptions(strapi5Names, ['--from-data', 'x'], env()))).toMatch(
      /Unknown option '--from-data'[\s\S]*usage: npm run strapi5 -- \[--port N\]/,
    );
  });
});

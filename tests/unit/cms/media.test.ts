import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCmsClient } from '../../../src/cms/client.ts';
import { CmsDataError, CmsRequestError } from '../../../src/cms/errors.ts';
import { cmsMedia } from '../../../src/cms/media-integration.ts';
import { imageFormats, isMirroredUpload, mediaUrl, uploadFileUrls } from '../../../src/cms/media.ts';
import { mirrorUploads, targetPath, type MirroredFile } from '../../../src/cms/mirror.ts';
import { cmsFetcher, createDownloads } from '../../../src/images/downloads.ts';
import { startTestServer, type RecordedRequest, type Reply, type TestServer } from './helpers/graphql-server.ts';

const files = [
  {
    id: '1',
    url: '/uploads/hero_abc.jpg',
    formats: {
      thumbnail: { url: '/uploads/thumbnail_hero_abc.jpg' },
      small: { url: '/uploads/small_hero_abc.jpg' },
    },
  },
  { id: '2', url: '/uploads/sheet_def.pdf', formats: null },
  { id: '3', url: 'https://cdn.example.invalid/remote.jpg', formats: null },
];

let server: TestServer | undefined;
let outDir = '';
beforeEach(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'cms-media-'));
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await rm(outDir, { recursive: true, force: true });
});

function cms(upload: (request: RecordedRequest) => Reply = (request) => ({ raw: `bytes of ${request.url}` })) {
  return startTestServer((request) => (request.method === 'POST' ? { json: { data: { files } } } : upload(request)));
}

describe('mediaUrl', () => {
  it.each([
    ['/uploads/a_1.jpg', '/uploads/a_1.jpg'],
    ['/uploads/a%20b.pdf', '/uploads/a%20b.pdf'],
    ['/uploads/sub/a.jpg?v=2', '/uploads/sub/a.jpg?v=2'],
    ['  /uploads/a.jpg ', '/uploads/a.jpg'],
    ['https://cdn.example.invalid/a.jpg', 'https://cdn.example.invalid/a.jpg'],
    ['http://cdn.example.invalid/a.jpg', 'http://cdn.example.invalid/a.jpg'],
    // not an upload path
    ['/a.png', null],
    ['/de/kontakt/', null],
    ['uploads/a.jpg', null],
    ['a.jpg', null],
    // traversal, plain and encoded
    ['/uploads/../admin', null],
    ['/uploads/%2e%2e/%2e%2e/etc/passwd', null],
    ['/uploads/./a.jpg', null],
    // protocol-relative, also through a backslash or a doubled slash
    ['//evil.example/a.jpg', null],
    ['/\\evil.example/a.jpg', null],
    ['/uploads\\..\\a.jpg', null],
    ['/uploads//evil.example', null],
    ['/uploads/%2F%2Fevil', null],
    ['/uploads/a\tb.jpg', null],
    // other schemes and malformed absolute urls
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['data:image/svg+xml,<svg onload=alert(1)>', null],
    ['ftp://cdn.example.invalid/a.jpg', null],
    ['https:///evil.example', null],
    ['https:\\\\evil.example', null],
    ['/uploads/%zz.jpg', null],
    ['', null],
    [null, null],
  ])('%j → %j', (url, expected) => {
    expect(mediaUrl(url)).toBe(expected);
  });

  it('keeps relative upload urls relative and absolute urls absolute', () => {
    expect(mediaUrl('/uploads/a_1.jpg')).toBe('/uploads/a_1.jpg');
    expect(mediaUrl('https://cdn.example.invalid/a.jpg')).toBe('https://cdn.example.invalid/a.jpg');
    expect(isMirroredUpload('/uploads/a_1.jpg')).toBe(true);
    expect(isMirroredUpload('https://cdn.example.invalid/uploads/a.jpg')).toBe(false);
  });

  it('lists a file with its formats', () => {
    expect(uploadFileUrls(files[0] ?? { url: '' })).toEqual([
      '/uploads/hero_abc.jpg',
      '/uploads/thumbnail_hero_abc.jpg',
      '/uploads/small_hero_abc.jpg',
    ]);
    expect(uploadFileUrls({ url: '/uploads/x.pdf', formats: 'garbage' })).toEqual(['/uploads/x.pdf']);
  });

  it('narrows the formats JSON to well-formed renditions', () => {
    const formats = {
      thumbnail: { url: '/uploads/t.jpg', width: 245, height: 138, mime: 'image/jpeg', path: null },
      small: { url: 42 },
      medium: 'nope',
      huge: { url: '/uploads/h.jpg' },
    };
    expect(imageFormats(formats)).toEqual({ thumbnail: { url: '/uploads/t.jpg', width: 245, height: 138, mime: 'image/jpeg' } });
    expect(imageFormats(null)).toEqual({});
  });

  it('refuses a path outside the uploads folder', () => {
    expect(targetPath('/out', '/uploads/a%20b.jpg')).toBe('/out/uploads/a b.jpg');
    expect(() => targetPath('/out', '/uploads/%2e%2e/%2e%2e/etc/passwd')).toThrow(CmsDataError);
  });
});

describe('mirrorUploads', () => {
  it('writes every relative upload and its formats at its own path', async () => {
    server = await cms();
    const client = createCmsClient({ endpoint: server.graphqlUrl, baseDelayMs: 1 });
    const count = await mirrorUploads(client, outDir, { concurrency: 2 });
    expect(count).toBe(4);
    expect(await readFile(join(outDir, 'uploads/hero_abc.jpg'), 'utf8')).toBe('bytes of /uploads/hero_abc.jpg');
    expect(await readFile(join(outDir, 'uploads/small_hero_abc.jpg'), 'utf8')).toBe('bytes of /uploads/small_hero_abc.jpg');
    const downloads = server.requests.filter((request) => request.method === 'GET').map((request) => request.url);
    expect(downloads.sort()).toEqual([
      '/uploads/hero_abc.jpg',
      '/uploads/sheet_def.pdf',
      '/uploads/small_hero_abc.jpg',
      '/uploads/thumbnail_hero_abc.jpg',
    ]);
  });

  it('retries a 503 download, then succeeds', async () => {
    let failed = false;
    server = await cms((request) => {
      if (!failed && request.url === '/uploads/sheet_def.pdf') {
        failed = true;
        return { status: 503, raw: 'busy' };
      }
      return { raw: 'ok' };
    });
    const client = createCmsClient({ endpoint: server.graphqlUrl, baseDelayMs: 1 });
    await expect(mirrorUploads(client, outDir)).resolves.toBe(4);
    expect(server.requests.filter((request) => request.url === '/uploads/sheet_def.pdf')).toHaveLength(2);
  });

  it('stops with one typed error naming the file when a download fails', async () => {
    server = await cms((request) => (request.url === '/uploads/sheet_def.pdf' ? { status: 404, raw: 'Not Found' } : { raw: 'ok' }));
    const client = createCmsClient({ endpoint: server.graphqlUrl, baseDelayMs: 1 });
    const error: unknown = await mirrorUploads(client, outDir).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(CmsRequestError);
    expect((error as CmsRequestError).message).toBe(
      `Content system at ${server.url} failed for operation "download /uploads/sheet_def.pdf" after 1 attempt: HTTP 404 Not Found`,
    );
  });

  it('reuses the uploads the image pipeline fetched in this build: every file is fetched once', async () => {
    server = await cms();
    const client = createCmsClient({ endpoint: server.graphqlUrl, baseDelayMs: 1 });
    const downloads = createDownloads({ fetch: cmsFetcher(client.transport), dir: join(outDir, '.downloads') });
    await downloads.bytes('/uploads/hero_abc.jpg');
    const lines: string[] = [];
    await expect(mirrorUploads(client, outDir, { source: downloads, log: (line) => lines.push(line) })).resolves.toBe(4);
    expect(await readFile(join(outDir, 'uploads/hero_abc.jpg'), 'utf8')).toBe('bytes of /uploads/hero_abc.jpg');
    const fetched = server.requests.filter((request) => request.method === 'GET').map((request) => request.url);
    expect(fetched.sort()).toEqual([
      '/uploads/hero_abc.jpg',
      '/uploads/sheet_def.pdf',
      '/uploads/small_hero_abc.jpg',
      '/uploads/thumbnail_hero_abc.jpg',
    ]);
    expect(lines).toEqual([`mirrored 4 upload files from ${server.url} (1 already fetched for the images)`]);
    await downloads.dispose();
  });

  it('links the uploads of unchanged entries from the last build, checked against their recorded bytes', async () => {
    const entries = [
      {
        id: '1',
        url: '/uploads/hero_abc.jpg',
        hash: 'hero_abc',
        size: 81.25,
        formats: { small: { url: '/uploads/small_hero_abc.jpg' } },
      },
      { id: '2', url: '/uploads/sheet_def.pdf', hash: 'sheet_def', size: 12.5, formats: null },
    ];
    server = await startTestServer((request) =>
      request.method === 'POST' ? { json: { data: { files: entries } } } : { raw: `bytes of ${request.url}` },
    );
    const client = createCmsClient({ endpoint: server.graphqlUrl, baseDelayMs: 1 });
    const gets = (): string[] => server!.requests.filter((request) => request.method === 'GET').map((request) => request.url);
    const first = join(outDir, 'first');
    let recorded: Record<string, MirroredFile> = {};
    await mirrorUploads(client, first, { record: (files) => (recorded = files) });
    expect(Object.keys(recorded).sort()).toEqual(['/uploads/hero_abc.jpg', '/uploads/sheet_def.pdf', '/uploads/small_hero_abc.jpg']);
    expect(gets()).toHaveLength(3);

    // Unchanged: nothing is downloaded, the files are the earlier ones (hard links).
    const second = join(outDir, 'second');
    const lines: string[] = [];
    await mirrorUploads(client, second, { previous: { dir: first, files: recorded }, log: (line) => lines.push(line) });
    expect(gets()).toHaveLength(3);
    expect(lines).toEqual([`mirrored 3 upload files from ${server.url} (3 unchanged, linked from the last build)`]);
    expect((await stat(join(second, 'uploads/hero_abc.jpg'))).ino).toBe((await stat(join(first, 'uploads/hero_abc.jpg'))).ino);
    expect(await readFile(join(second, 'uploads/small_hero_abc.jpg'), 'utf8')).toBe('bytes of /uploads/small_hero_abc.jpg');

    // A changed entry (new bytes: a new hash and size) and an earlier copy whose bytes differ are downloaded again.
    entries[0]!.hash = 'hero_abc_2';
    entries[0]!.size = 90.5;
    await writeFile(join(first, 'uploads/sheet_def.pdf'), 'tampered');
    const third = join(outDir, 'third');
    await mirrorUploads(client, third, { previous: { dir: first, files: recorded } });
    expect(gets().slice(3).sort()).toEqual(['/uploads/hero_abc.jpg', '/uploads/sheet_def.pdf', '/uploads/small_hero_abc.jpg']);
    expect(await readFile(join(third, 'uploads/sheet_def.pdf'), 'utf8')).toBe('bytes of /uploads/sheet_def.pdf');
  });

  it('runs as an Astro integration at astro:build:done', async () => {
    server = await cms();
    const client = createCmsClient({ endpoint: server.graphqlUrl, baseDelayMs: 1 });
    const integration = cmsMedia({ client: () => client });
    const lines: string[] = [];
    const logger = { info: (line: string) => lines.push(line), warn: (line: string) => lines.push(line) };
    const hook = integration.hooks['astro:build:done'];
    expect(hook).toBeTypeOf('function');
    await hook?.({ dir: new URL(`file://${outDir}/`), logger } as unknown as Parameters<NonNullable<typeof hook>>[0]);
    expect(await readFile(join(outDir, 'uploads/thumbnail_hero_abc.jpg'), 'utf8')).toBe('bytes of /uploads/thumbnail_hero_abc.jpg');
    expect(lines).toEqual([`[uploads] mirrored 4 upload files from ${server.url}`]);
  });
});

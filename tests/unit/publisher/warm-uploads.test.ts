import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCmsClient } from '../../../src/cms/client.ts';
import { collectionNames } from '../../../src/cms/types.ts';
import type { SiteData } from '../../../src/site/types.ts';
import { entriesNaming, WarmUploads } from '../../../scripts/publisher/warm-uploads.ts';
import { startTestServer, type TestServer } from '../cms/helpers/graphql-server.ts';

interface File {
  id: string;
  url: string;
  hash: string;
  size: number;
  formats: unknown;
}

const file = (id: string, name: string, hash = `h${id}`): File => ({ id, url: `/uploads/${name}`, hash, size: 1.5, formats: null });

let files: File[] = [];
let bytes: Record<string, string> = {};
let server: TestServer | undefined;
let root = '';
let current = '';
let spare = '';

function siteData(entries: Partial<Record<string, Array<{ id: string; data: unknown }>>> = {}): SiteData {
  return Object.fromEntries(collectionNames.map((name) => [name, entries[name] ?? []])) as unknown as SiteData;
}

const downloads = (): string[] => (server?.requests ?? []).filter((request) => request.method === 'GET').map((request) => request.url);
const read = (tree: string, name: string): string | undefined =>
  existsSync(path.join(tree, 'uploads', name)) ? readFileSync(path.join(tree, 'uploads', name), 'utf8') : undefined;

beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'warm-uploads-'));
  current = path.join(root, 'a');
  spare = path.join(root, 'b');
  files = [file('1', 'hero.jpg'), file('2', 'sheet.pdf')];
  bytes = { '/uploads/hero.jpg': 'hero v1', '/uploads/sheet.pdf': 'sheet v1', '/uploads/new.pdf': 'new v1' };
  server = await startTestServer((request) =>
    request.method === 'POST' ? { json: { data: { files } } } : { raw: bytes[request.url] ?? 'missing' },
  );
  // The published tree as a build left it, and the spare caught up with it.
  for (const tree of [current, spare]) {
    mkdirSync(path.join(tree, 'uploads'), { recursive: true });
    writeFileSync(path.join(tree, 'uploads', 'hero.jpg'), 'hero v1');
    writeFileSync(path.join(tree, 'uploads', 'sheet.pdf'), 'sheet v1');
  }
});

afterEach(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

async function started(): Promise<WarmUploads> {
  const uploads = new WarmUploads(createCmsClient({ endpoint: server!.graphqlUrl, baseDelayMs: 1 }));
  // As the state file of the published tree names them (scripts/publisher/publish-state.ts): url → upload entry key.
  uploads.adopt([
    ['/uploads/hero.jpg', '1#h1#1.5'],
    ['/uploads/sheet.pdf', '2#h2#1.5'],
  ]);
  return uploads;
}

describe('WarmUploads', () => {
  it('downloads only the new and the replaced uploads into the spare tree, and leaves the published tree alone', async () => {
    const uploads = await started();
    files = [file('1', 'hero.jpg'), file('2', 'sheet.pdf', 'h2-replaced'), file('3', 'new.pdf')];
    bytes['/uploads/sheet.pdf'] = 'sheet v2';
    const wrote: string[] = [];
    const prepared = await uploads.prepare(spare, current, siteData(), (name) => wrote.push(name));
    expect(downloads().sort()).toEqual(['/uploads/new.pdf', '/uploads/sheet.pdf']);
    expect(wrote.sort()).toEqual([path.join('uploads', 'new.pdf'), path.join('uploads', 'sheet.pdf')]);
    expect({ added: prepared.added, removed: prepared.removed }).toEqual({ added: 2, removed: 0 });
    expect([read(spare, 'hero.jpg'), read(spare, 'sheet.pdf'), read(spare, 'new.pdf')]).toEqual(['hero v1', 'sheet v2', 'new v1']);
    expect([read(current, 'sheet.pdf'), read(current, 'new.pdf')]).toEqual(['sheet v1', undefined]);
  });

  it('adopts the listing only when the release is published: an unpublished one is fetched again next time', async () => {
    const uploads = await started();
    files = [...files, file('3', 'new.pdf')];
    await uploads.prepare(spare, current, siteData(), () => {});
    await uploads.prepare(spare, current, siteData(), () => {});
    expect(downloads()).toEqual(['/uploads/new.pdf', '/uploads/new.pdf']);
    const prepared = await uploads.prepare(spare, current, siteData(), () => {});
    prepared.commit();
    server!.requests.length = 0;
    expect((await uploads.prepare(spare, current, siteData(), () => {})).added).toBe(0);
    expect(downloads()).toEqual([]);
  });

  it('fetches an upload the first build did not mirror (added while it ran)', async () => {
    files = [...files, file('3', 'new.pdf')];
    const uploads = await started();
    await uploads.prepare(spare, current, siteData(), () => {});
    expect(downloads()).toEqual(['/uploads/new.pdf']);
  });

  it('removes the file of a deleted upload from the spare tree', async () => {
    const uploads = await started();
    files = [file('1', 'hero.jpg')];
    const wrote: string[] = [];
    const prepared = await uploads.prepare(spare, current, siteData(), (name) => wrote.push(name));
    expect(prepared.removed).toBe(1);
    expect(wrote).toEqual([path.join('uploads', 'sheet.pdf')]);
    expect(read(spare, 'sheet.pdf')).toBeUndefined();
    expect(read(current, 'sheet.pdf')).toBe('sheet v1');
  });

  it('refuses to remove a deleted upload that an entry still names, naming the entry', async () => {
    const uploads = await started();
    files = [file('1', 'hero.jpg')];
    const data = siteData({ newsArticles: [{ id: '7', data: { body: '<a href="/uploads/sheet.pdf">Datasheet</a>' } }] });
    await expect(uploads.prepare(spare, current, data, () => {})).rejects.toThrow(
      '1 entry names an upload that was deleted:\n  newsArticles 7 (/uploads/sheet.pdf)',
    );
    expect(read(spare, 'sheet.pdf')).toBe('sheet v1');
  });
});

describe('entriesNaming', () => {
  it('finds a url in any field of any collection', () => {
    const data = siteData({
      productPages: [{ id: '1', data: { image: { url: '/uploads/a.png' } } }],
      contentPages: [{ id: '2', data: { html: 'see /uploads/b.pdf' } }],
    });
    expect(entriesNaming(data, ['/uploads/a.png', '/uploads/b.pdf', '/uploads/c.pdf'])).toEqual([
      'contentPages 2 (/uploads/b.pdf)',
      'productPages 1 (/uploads/a.png)',
    ]);
  });
});

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startWriteServer, type GraphqlBody, type WriteServer } from './fixtures/write-fixture.ts';

let w: WriteServer;
let editor: string;
const MAX = 300_000;

beforeAll(async () => {
  w = await startWriteServer({ maxUploadBytes: MAX }, ['editor']);
  editor = await w.login('editor');
}, 60_000);
afterAll(() => w.close());
beforeEach(() => {
  w.changes.length = 0;
});

const FILE_FIELDS = 'id name alternativeText width height mime ext hash url size formats related { __typename ... on ProductPage { id } }';

/** A GraphQL multipart request (the multipart request spec) with one file per variable path. */
async function multipart(
  query: string,
  variables: Record<string, unknown>,
  files: Array<[string, Blob, string]>,
  token = editor,
): Promise<{ status: number; body: GraphqlBody }> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify(Object.fromEntries(files.map(([path], i) => [String(i), [path]]))));
  files.forEach(([, blob, name], i) => form.append(String(i), blob, name));
  const response = await fetch(w.server.graphqlUrl, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'graphql-preflight': '1' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as GraphqlBody };
}

const UPLOAD = `mutation($f: Upload!, $info: FileInfoInput, $ref: String, $refId: ID, $field: String) { upload(file: $f, info: $info, ref: $ref, refId: $refId, field: $field) { ${FILE_FIELDS} } }`;

async function png(width: number, height: number): Promise<Blob> {
  const data = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(data)], { type: 'image/png' });
}

const uploadsDir = () => join(w.dataDir, 'uploads');

describe('media mutations: upload and refusals', () => {
  it('uploads an image: size, formats smaller than the original, files served, linked to an entry', async () => {
    const { body } = await multipart(
      UPLOAD,
      { f: null, info: { alternativeText: 'A wafer' }, ref: 'product-page', refId: '1', field: 'Productimage' },
      [['variables.f', await png(800, 600), 'Wafer Shot.png']],
    );
    expect(body.errors).toBeUndefined();
    const file = body.data?.['upload'] as Record<string, unknown>;
    expect(file).toMatchObject({
      name: 'Wafer Shot.png',
      alternativeText: 'A wafer',
      width: 800,
      height: 600,
      mime: 'image/png',
      ext: '.png',
      related: [{ __typename: 'ProductPage', id: '1' }],
    });
    expect(file['hash']).toMatch(/^Wafer_Shot_[0-9a-f]{10}$/);
    expect(file['url']).toBe(`/uploads/${String(file['hash'])}.png`);
    const formats = file['formats'] as Record<string, { width: number; height: number; url: string }>;
    expect(Object.keys(formats)).toEqual(['thumbnail', 'small', 'medium']);
    expect(formats['thumbnail']).toMatchObject({ width: 208, height: 156 });
    expect(formats['small']).toMatchObject({ width: 500, height: 375 });
    expect(formats['medium']).toMatchObject({ width: 750, height: 563 });
    const served = await fetch(`${w.server.url}${String(file['url'])}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${w.server.url}${formats['small']?.url ?? ''}`)).status).toBe(200);
    expect((await w.gql(`{ productPage(id: 1) { Productimage { id } } }`)).body.data).toEqual({
      productPage: { Productimage: { id: file['id'] } },
    });
    expect(w.changes.map((c) => [c.event, c.model])).toEqual([
      ['media.create', 'file'],
      ['entry.update', 'product-page'],
    ]);
    expect(readdirSync(uploadsDir()).filter((n) => n.startsWith('.'))).toEqual([]);
  });

  it('refuses an oversized file and files whose content is not allowed, leaving nothing behind', async () => {
    const before = readdirSync(uploadsDir()).sort();
    const count = async () =>
      ((await w.gql(`{ filesConnection { aggregate { count } } }`)).body.data?.['filesConnection'] as { aggregate: { count: number } })
        .aggregate.count;
    const files = await count();
    const big = await multipart(UPLOAD, { f: null }, [
      ['variables.f', new Blob([new Uint8Array(MAX + 10)], { type: 'application/pdf' }), 'big.pdf'],
    ]);
    expect(big.status).toBe(413);
    expect(big.body.errors?.[0]?.message).toMatch(/File size limit exceeded: 300000 bytes/);
    const svg = await multipart(UPLOAD, { f: null }, [
      [
        'variables.f',
        new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' }),
        'x.svg',
      ],
    ]);
    expect(svg.body.errors?.[0]?.message).toBe('file "x.svg": file type not allowed (SVG, HTML and XML files are not accepted)');
    const fake = await multipart(UPLOAD, { f: null }, [['variables.f', new Blob(['just text'], { type: 'image/png' }), 'fake.png']]);
    expect(fake.body.errors?.[0]?.message).toMatch(/^file "fake.png": file type not allowed \(allowed: image\/jpeg/);
    const lying = await multipart(UPLOAD, { f: null }, [
      ['variables.f', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'image/png' }), 'doc.png'],
    ]);
    expect(lying.body.errors?.[0]?.message).toBe('file "doc.png": declared as image/png but the content is application/pdf');
    const badLink = await multipart(UPLOAD, { f: null, ref: 'product-page', refId: '999', field: 'Productimage' }, [
      ['variables.f', await png(300, 200), 'a.png'],
    ]);
    expect(badLink.body.errors?.[0]?.message).toBe('refId: ProductPage "999" not found');
    expect(await count()).toBe(files);
    expect(readdirSync(uploadsDir()).sort()).toEqual(before);
    expect(w.changes).toEqual([]);
  });
});

describe('media mutations: several files, file info, deletion, who may upload', () => {
  it('multipleUpload, updateFileInfo and deleteFile (which removes the files)', async () => {
    const pdf = new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });
    const vtt = new Blob(['WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n'], { type: 'text/vtt' });
    const { body } = await multipart(
      `mutation($fs: [Upload]!) { multipleUpload(files: $fs) { id mime ext width formats } }`,
      { fs: [null, null] },
      [
        ['variables.fs.0', pdf, 'report.pdf'],
        ['variables.fs.1', vtt, 'captions.vtt'],
      ],
    );
    expect(body.errors).toBeUndefined();
    const [doc, captions] = body.data?.['multipleUpload'] as Array<{ id: string; mime: string }>;
    expect([doc?.mime, captions?.mime]).toEqual(['application/pdf', 'text/vtt']);
    const info = await w.gql(
      `mutation($id: ID!) { updateFileInfo(id: $id, info: { caption: "Annual report" }) { caption name } }`,
      { id: doc?.id },
      editor,
    );
    expect(info.body.data).toEqual({ updateFileInfo: { caption: 'Annual report', name: 'report.pdf' } });
    const image = await multipart(UPLOAD, { f: null }, [['variables.f', await png(1200, 300), 'wide.png']]);
    const uploaded = image.body.data?.['upload'] as { id: string; hash: string };
    const owned = () => readdirSync(uploadsDir()).filter((n) => n.includes(uploaded.hash));
    expect(owned()).toHaveLength(5);
    const deleted = await w.gql(
      `mutation($id: ID!) { deleteFile(input: { where: { id: $id } }) { file { id } } }`,
      { id: uploaded.id },
      editor,
    );
    expect(deleted.body.data).toEqual({ deleteFile: { file: { id: uploaded.id } } });
    expect(owned()).toEqual([]);
    expect(w.changes.map((c) => c.event)).toEqual(['media.create', 'media.create', 'media.update', 'media.create', 'media.delete']);
  });

  it('Public may not upload', async () => {
    const response = await fetch(w.server.graphqlUrl, {
      method: 'POST',
      headers: { 'graphql-preflight': '1' },
      body: (() => {
        const form = new FormData();
        form.append('operations', JSON.stringify({ query: UPLOAD, variables: { f: null } }));
        form.append('map', JSON.stringify({ 0: ['variables.f'] }));
        form.append('0', new Blob(['%PDF-1.4\n']), 'a.pdf');
        return form;
      })(),
    });
    expect(((await response.json()) as GraphqlBody).errors?.[0]?.message).toBe('Forbidden');
  });

  it('refuses an image whose canvas is over 50 megapixels before decoding it, whatever its file size', async () => {
    const bomb = pixelBomb(16_000, 16_000);
    expect(bomb.byteLength).toBeLessThan(MAX);
    const before = readdirSync(join(w.server.dataDir, 'uploads')).length;
    const started = Date.now();
    const answer = await multipart(UPLOAD, { f: null }, [
      ['variables.f', new Blob([new Uint8Array(bomb)], { type: 'image/png' }), 'bomb.png'],
    ]);
    expect(answer.body.errors?.[0]?.message).toBe(
      'file "bomb.png": image too large (16000 × 16000 pixels is 256.0 megapixels; the limit is 50 megapixels)',
    );
    expect(Date.now() - started).toBeLessThan(2000);
    expect(readdirSync(join(w.server.dataDir, 'uploads'))).toHaveLength(before);
  });
});

/** A valid grey PNG of the given size whose rows are all zero: megapixels in a few kilobytes. */
function pixelBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.byteLength);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

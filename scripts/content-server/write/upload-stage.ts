/**
 * One uploaded file made ready for the media mutations (./uploads.ts): checked (size limit, type by
 * content: ./media.ts), images decoded and their formats rendered, the bytes written chunk by chunk
 * under temporary names (a leading dot, never served) in the data folder's uploads/; returns the
 * UploadFile entry's data. The caller renames the files into place once the entry is committed.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { userError } from '../errors.ts';
import type { ContentStore } from '../store.ts';
import type { Data } from './input.ts';
import { declaredMismatch, imageFacts, ImageTooLargeError, looksLikeMarkup, sniff, ALLOWED_TYPES, type FileKind } from './media.ts';

/** What a mutation says about its file (its `info` argument). */
export interface UploadInfo {
  name?: string;
  alternativeText?: string | null;
  caption?: string | null;
}

interface UploadedFile {
  name: string;
  type: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
  stream?(): ReadableStream<Uint8Array>;
}

/**
 * The bytes of an uploaded file as the parser holds them, in chunks: joining 50 MB into one buffer
 * holds the event loop and doubles the memory, so only images (which are decoded) are joined.
 */
async function chunksOf(file: UploadedFile): Promise<Uint8Array[]> {
  if (typeof file.stream !== 'function') {
    const raw: ArrayBuffer | ArrayBufferView = await file.arrayBuffer();
    return [ArrayBuffer.isView(raw) ? new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength) : new Uint8Array(raw)];
  }
  const reader = file.stream().getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}

/** The first `length` bytes of the chunks (fewer when the file is shorter). */
function headOf(chunks: readonly Uint8Array[], length: number): Uint8Array {
  const parts: Uint8Array[] = [];
  let size = 0;
  for (const chunk of chunks) {
    if (size >= length) break;
    parts.push(chunk);
    size += chunk.byteLength;
  }
  return Buffer.concat(parts).subarray(0, length);
}

/** A file written under its temporary name, renamed to its final one once its entry is committed. */
export interface StagedFile {
  temp: string;
  final: string;
}

function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && 'arrayBuffer' in value && typeof value.arrayBuffer === 'function';
}

/** Size in kB (1 kB = 1000 bytes) with two decimals, as Strapi's upload plugin stores it. */
const kb = (bytes: number): number => Math.round((bytes / 1000) * 100) / 100;
const megabytes = (bytes: number): string => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

function baseName(name: string): string {
  const dot = name.lastIndexOf('.');
  const base = (dot > 0 ? name.slice(0, dot) : name).normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return (
    base
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 60) || 'file'
  );
}

/** Checks and renders one file, writes its bytes under temporary names; returns the entry data. */
export async function stageUpload(
  store: ContentStore,
  maxBytes: number,
  file: unknown,
  info: UploadInfo,
  staged: StagedFile[],
): Promise<Data> {
  if (!isUploadedFile(file)) throw userError('file: expected an uploaded file (a multipart request)');
  if (file.size > maxBytes)
    throw userError(`file "${file.name}": too large (${megabytes(file.size)}; the limit is ${megabytes(maxBytes)})`);
  const chunks = await chunksOf(file);
  const length = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  const head = headOf(chunks, 4096);
  const kind: FileKind | undefined = sniff(head);
  if (!kind) {
    const what = looksLikeMarkup(head) ? 'SVG, HTML and XML files are not accepted' : `allowed: ${ALLOWED_TYPES.join(', ')}`;
    throw userError(`file "${file.name}": file type not allowed (${what})`);
  }
  if (declaredMismatch(file.type, kind)) throw userError(`file "${file.name}": declared as ${file.type} but the content is ${kind.mime}`);
  const name = info.name ?? file.name ?? `file${kind.ext}`;
  const hash = `${baseName(name)}_${randomBytes(5).toString('hex')}`;
  const facts = kind.image
    ? await imageFacts(Buffer.concat(chunks, length), kind).catch((error: unknown) => {
        if (error instanceof ImageTooLargeError) throw userError(`file "${file.name}": image too large (${error.message})`);
        return undefined;
      })
    : undefined;
  if (kind.image && !facts) throw userError(`file "${file.name}": not a readable ${kind.mime} image`);
  mkdirSync(store.uploadsDir, { recursive: true });
  // Written chunk by chunk, without holding the event loop (a file may be 50 MB).
  const put = async (final: string, data: readonly Uint8Array[]): Promise<void> => {
    const temp = `.upload-${randomBytes(6).toString('hex')}-${final}`;
    staged.push({ temp, final });
    const handle = await open(join(store.uploadsDir, temp), 'w');
    try {
      for (const chunk of data) await handle.write(chunk);
    } finally {
      await handle.close();
    }
  };
  await put(`${hash}${kind.ext}`, chunks);
  const formats: Record<string, Data> = {};
  for (const format of facts?.formats ?? []) {
    const fHash = `${format.label}_${hash}`;
    await put(`${fHash}${kind.ext}`, [format.data]);
    formats[format.label] = {
      name: `${format.label}_${name}`,
      hash: fHash,
      ext: kind.ext,
      mime: kind.mime,
      width: format.width,
      height: format.height,
      size: kb(format.data.length),
      path: null,
      url: `/uploads/${fHash}${kind.ext}`,
    };
  }
  return {
    name,
    alternativeText: info.alternativeText ?? null,
    caption: info.caption ?? null,
    width: facts?.width ?? null,
    height: facts?.height ?? null,
    formats: Object.keys(formats).length > 0 ? formats : null,
    hash,
    ext: kind.ext,
    mime: kind.mime,
    size: kb(length),
    url: `/uploads/${hash}${kind.ext}`,
    previewUrl: null,
    provider: 'local',
    provider_metadata: null,
    related: [],
  };
}

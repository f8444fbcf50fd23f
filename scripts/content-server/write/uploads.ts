/**
 * The media mutations: upload, multipleUpload, updateFileInfo, deleteFile (GraphQL multipart
 * requests, parsed by yoga). A file is checked (size limit, type by content: media.ts), stored as
 * `<hash><ext>` in the data folder's uploads/ like the seed's files (url `/uploads/<hash><ext>`,
 * formats `<label>_<hash><ext>`), and described by an UploadFile entry.
 *
 * File and row stay consistent: the bytes are written under temporary names (a leading dot, never
 * served), the row is committed (store.write), then the files are renamed into place; if the
 * write fails the temporary files are removed. deleteFile removes the row (and every reference to
 * it) first, then the files. `ref`/`refId`/`field` link the new file to an entry's media field in
 * the same transaction (and add the entry to the file's `related`); that entry's change is
 * reported as entry.update next to media.create.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { RootResolvers } from '../auth/permissions.ts';
import { modelNameOf, type ContentChange } from '../changes.ts';
import { isPlainObject, userError } from '../errors.ts';
import type { Doc } from '../query.ts';
import { isSafeUploadName } from '../seed-prepare.ts';
import type { WriteContext } from './context.ts';
import { checkDocument, type Data } from './input.ts';
import { declaredMismatch, imageFacts, ImageTooLargeError, looksLikeMarkup, sniff, ALLOWED_TYPES, type FileKind } from './media.ts';
import { linkFile, type FileLink } from './upload-link.ts';
import { removeReferences } from './references.ts';
import { deleteDoc, nextId, putDoc } from './rows.ts';

export const FILE_TYPE = 'UploadFile';
export const DEFAULT_MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

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

interface StagedFile {
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

function infoOf(raw: unknown): { name?: string; alternativeText?: string | null; caption?: string | null } {
  if (!isPlainObject(raw)) return {};
  const text = (v: unknown): string | null | undefined => (typeof v === 'string' || v === null ? v : undefined);
  const name = raw['name'];
  return {
    name: typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined,
    alternativeText: text(raw['alternativeText']),
    caption: text(raw['caption']),
  };
}

export function uploadResolvers(ctx: WriteContext, maxBytes: number): RootResolvers {
  const { store } = ctx;

  /** Checks and renders one file, writes its bytes under temporary names; returns the entry data. */
  const stage = async (file: unknown, info: ReturnType<typeof infoOf>, staged: StagedFile[]): Promise<Data> => {
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
  };

  /** Stages every file, then commits all entries in one write; renames on success, cleans up on failure. */
  const create = async (files: readonly unknown[], info: ReturnType<typeof infoOf>, link: FileLink | undefined): Promise<Doc[]> => {
    const staged: StagedFile[] = [];
    try {
      const entries: Data[] = [];
      for (const file of files) entries.push(await stage(file, info, staged));
      const { docs, linked } = store.write((db: DatabaseSync) => {
        const now = ctx.now();
        const first = Number(nextId(db, FILE_TYPE, entries.length));
        const docs: Data[] = entries.map((entry, i) => ({ ...entry, id: String(first + i), createdAt: now, updatedAt: now }));
        const linked = link ? linkFile(db, store, link, docs, now) : undefined;
        for (const doc of docs) {
          if (linked?.related) doc['related'] = [linked.related];
          checkDocument(
            store,
            FILE_TYPE,
            doc,
            docs.map((d) => ({ type: FILE_TYPE, id: String(d['id']) })),
          );
          putDoc(db, FILE_TYPE, doc);
        }
        return { docs, linked };
      });
      for (const file of staged) renameSync(join(store.uploadsDir, file.temp), join(store.uploadsDir, file.final));
      const changes: ContentChange[] = docs.map((doc) => ({ event: 'media.create', model: 'file', entry: doc }));
      if (linked) changes.push({ event: 'entry.update', model: modelNameOf(linked.type), entry: linked.doc });
      ctx.emit(changes);
      return docs;
    } catch (error) {
      for (const file of staged) rmSync(join(store.uploadsDir, file.temp), { force: true });
      throw error;
    }
  };

  const linkOf = (args: Readonly<Record<string, unknown>>): FileLink | undefined => {
    const { ref, refId, field } = { ref: args['ref'], refId: args['refId'], field: args['field'] };
    if (ref === undefined || ref === null) return undefined;
    if (typeof ref !== 'string' || (typeof refId !== 'string' && typeof refId !== 'number') || typeof field !== 'string')
      throw userError('ref, refId and field: give all three to attach the file to an entry');
    return { ref, refId: String(refId), field };
  };

  const fileOrThrow = (id: unknown): Doc => {
    const doc = typeof id === 'string' || typeof id === 'number' ? store.get(FILE_TYPE, String(id)) : undefined;
    if (!doc) throw userError(`UploadFile "${String(id)}" not found`);
    return doc;
  };

  return {
    upload: async (_parent, args) => {
      const [doc] = await create([args['file']], infoOf(args['info']), linkOf(args));
      return doc ? ctx.view(doc, FILE_TYPE) : null;
    },
    multipleUpload: async (_parent, args) => {
      const files = Array.isArray(args['files']) ? args['files'] : [];
      if (files.length === 0) throw userError('files: at least one file is required');
      const docs = await create(files, {}, linkOf(args));
      return docs.map((doc) => ctx.view(doc, FILE_TYPE));
    },
    updateFileInfo: (_parent, args) => {
      const existing = fileOrThrow(args['id']);
      const info = infoOf(args['info']);
      const doc = store.write((db) => {
        const next: Data = { ...existing, updatedAt: ctx.now() };
        if (info.name !== undefined) next['name'] = info.name;
        if (info.alternativeText !== undefined) next['alternativeText'] = info.alternativeText;
        if (info.caption !== undefined) next['caption'] = info.caption;
        checkDocument(store, FILE_TYPE, next);
        putDoc(db, FILE_TYPE, next);
        return next;
      });
      ctx.emit([{ event: 'media.update', model: 'file', entry: doc }]);
      return ctx.view(doc, FILE_TYPE);
    },
    deleteFile: (_parent, args) => {
      const input = args['input'];
      const where = isPlainObject(input) ? input['where'] : undefined;
      const existing = fileOrThrow(isPlainObject(where) ? where['id'] : undefined);
      const id = String(existing['id']);
      store.write((db) => {
        deleteDoc(db, FILE_TYPE, id);
        removeReferences(db, store, FILE_TYPE, id);
      });
      const names = [existing, ...Object.values(isPlainObject(existing['formats']) ? existing['formats'] : {})]
        .filter(isPlainObject)
        .map((f) => `${String(f['hash'])}${String(f['ext'] ?? '')}`)
        .filter(isSafeUploadName);
      for (const name of names) rmSync(join(store.uploadsDir, name), { force: true });
      ctx.emit([{ event: 'media.delete', model: 'file', entry: existing }]);
      return { file: ctx.view(existing, FILE_TYPE) };
    },
  };
}

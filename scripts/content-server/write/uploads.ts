/**
 * The media mutations: upload, multipleUpload, updateFileInfo, deleteFile (GraphQL multipart
 * requests, parsed by yoga). A file is checked (size limit, type by content: media.ts), stored as
 * `<hash><ext>` in the data folder's uploads/ like the seed's files (url `/uploads/<hash><ext>`,
 * formats `<label>_<hash><ext>`), and described by an UploadFile entry.
 *
 * File and row stay consistent: the bytes are written under temporary names (a leading dot, never
 * served; ./upload-stage.ts), the row is committed (store.write), then the files are renamed into place; if the
 * write fails the temporary files are removed. deleteFile removes the row (and every reference to
 * it) first, then the files. `ref`/`refId`/`field` link the new file to an entry's media field in
 * the same transaction (and add the entry to the file's `related`); that entry's change is
 * reported as entry.update next to media.create.
 */
import { renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { RootResolvers } from '../auth/permissions.ts';
import { modelNameOf, type ContentChange } from '../changes.ts';
import { isPlainObject, userError } from '../errors.ts';
import type { Doc } from '../query.ts';
import { isSafeUploadName } from '../seed-prepare.ts';
import type { WriteContext } from './context.ts';
import { checkDocument, type Data } from './input.ts';
import { linkFile, type FileLink } from './upload-link.ts';
import { stageUpload, type StagedFile, type UploadInfo } from './upload-stage.ts';
import { removeReferences } from './references.ts';
import { deleteDoc, nextId, putDoc } from './rows.ts';

export const FILE_TYPE = 'UploadFile';
export const DEFAULT_MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

function infoOf(raw: unknown): UploadInfo {
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

  /** Stages every file, then commits all entries in one write; renames on success, cleans up on failure. */
  const create = async (files: readonly unknown[], info: UploadInfo, link: FileLink | undefined): Promise<Doc[]> => {
    const staged: StagedFile[] = [];
    try {
      const entries: Data[] = [];
      for (const file of files) entries.push(await stageUpload(store, maxBytes, file, info, staged));
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

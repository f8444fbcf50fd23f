/**
 * Attaching uploaded files to an entry (`upload(ref, refId, field)`): `ref` names the type as the
 * type name ("ProductPage"), the model name ("product-page") or the singular ("productPage");
 * `field` must be a top-level media field of that type (a relation to UploadFile). A single field
 * gets the (first) file, a list field gets the files appended. The files' `related` lists the
 * entry when the morph union allows its type.
 */
import type { DatabaseSync } from 'node:sqlite';
import { modelNameOf } from '../changes.ts';
import { userError } from '../errors.ts';
import type { ContentModel, TypeModel } from '../model.ts';
import type { Doc } from '../query.ts';
import type { ContentStore } from '../store.ts';
import { checkDocument } from './input.ts';
import { putDoc } from './rows.ts';

export interface FileLink {
  ref: string;
  refId: string;
  field: string;
}

export interface LinkedEntry {
  type: string;
  doc: Doc;
  related?: { __typename: string; id: string };
}

function typeOfRef(model: ContentModel, ref: string): TypeModel | undefined {
  for (const type of model.types.values()) {
    if (type.kind === 'component') continue;
    const names = [type.name, modelNameOf(type.name), model.collections.get(type.name)?.singular, model.singles.get(type.name)?.field];
    if (names.includes(ref)) return type;
  }
  return undefined;
}

/** Sets the entry's media field to the files (inside the write); returns the changed entry. */
export function linkFile(db: DatabaseSync, store: ContentStore, link: FileLink, files: readonly Doc[], now: string): LinkedEntry {
  const type = typeOfRef(store.model, link.ref);
  if (!type) throw userError(`ref: unknown content type "${link.ref}"`);
  const field = type.fields.get(link.field);
  if (!field || field.kind !== 'relation' || field.target !== 'UploadFile')
    throw userError(`field: "${link.field}" is not a media field of ${type.name}`);
  const entry = type.kind === 'single' ? store.single(type.name) : store.get(type.name, link.refId);
  if (!entry || String(entry['id']) !== link.refId) throw userError(`refId: ${type.name} "${link.refId}" not found`);
  const ids = files.map((f) => String(f['id']));
  const current = entry[field.name];
  const value = field.list ? [...(Array.isArray(current) ? current : []), ...ids] : (ids[0] ?? null);
  const doc: Doc = { ...entry, [field.name]: value, updatedAt: now };
  checkDocument(
    store,
    type.name,
    doc,
    ids.map((id) => ({ type: 'UploadFile', id })),
  );
  putDoc(db, type.name, doc);
  const related = store.model.types.get('UploadFile')?.fields.get('related');
  const morph = related?.kind === 'union' && related.members.has(type.name) ? { __typename: type.name, id: link.refId } : undefined;
  return { type: type.name, doc, related: morph };
}

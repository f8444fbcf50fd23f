/**
 * Turns a Seed into validated document records ready to store: checks the seed's shape,
 * validates it against the model (nothing is written when anything is wrong), then fills
 * timestamps, single ids, missing published_at and missing component ids.
 */
import { describeValue, isPlainObject } from './errors.ts';
import { PUBLISHED_AT, type ContentModel, type TypeModel } from './model.ts';
import type { Seed, SeedUpload } from './seed-types.ts';
import { ContentValidationError, validateRecords, type DocumentRecord } from './validate.ts';

export interface PreparedSeed {
  records: DocumentRecord[];
  uploads: SeedUpload[];
}

const SINGLE_ID = '1';

export function isSafeUploadName(name: string): boolean {
  return name !== '' && !name.startsWith('.') && !/[/\\\0]/.test(name);
}

function readRecords(model: ContentModel, seed: Seed, problems: string[]): DocumentRecord[] {
  const records: DocumentRecord[] = [];
  if (!isPlainObject(seed.collections)) problems.push(`seed.collections: expected an object, got ${describeValue(seed.collections)}`);
  if (!isPlainObject(seed.singles)) problems.push(`seed.singles: expected an object, got ${describeValue(seed.singles)}`);
  for (const [type, entries] of Object.entries(isPlainObject(seed.collections) ? seed.collections : {})) {
    if (!model.collections.has(type)) {
      problems.push(`seed.collections: unknown collection type "${type}"`);
      continue;
    }
    if (!Array.isArray(entries)) {
      problems.push(`seed.collections.${type}: expected a list of entries, got ${describeValue(entries)}`);
      continue;
    }
    entries.forEach((entry: unknown, index) => {
      const id = isPlainObject(entry) ? entry['id'] : undefined;
      if (!isPlainObject(entry) || (typeof id !== 'string' && typeof id !== 'number') || String(id) === '') {
        problems.push(`seed.collections.${type}[${index}]: expected an object with an id, got ${describeValue(id ?? entry)}`);
        return;
      }
      records.push({ type, id: String(id), data: { ...entry, id: String(id) } });
    });
  }
  for (const [type, data] of Object.entries(isPlainObject(seed.singles) ? seed.singles : {})) {
    if (!model.singles.has(type)) {
      problems.push(`seed.singles: unknown single type "${type}"`);
      continue;
    }
    if (!isPlainObject(data)) {
      problems.push(`seed.singles.${type}: expected an object, got ${describeValue(data)}`);
      continue;
    }
    const id = typeof data['id'] === 'string' || typeof data['id'] === 'number' ? String(data['id']) : SINGLE_ID;
    records.push({ type, id, data: { ...data, id } });
  }
  return records;
}

function readUploads(seed: Seed, problems: string[]): SeedUpload[] {
  if (!Array.isArray(seed.uploads)) {
    problems.push(`seed.uploads: expected a list, got ${describeValue(seed.uploads)}`);
    return [];
  }
  const names = new Set<string>();
  for (const upload of seed.uploads) {
    if (!isSafeUploadName(upload.path)) problems.push(`seed.uploads: "${upload.path}" is not a plain file name`);
    else if (names.has(upload.path)) problems.push(`seed.uploads: "${upload.path}" appears twice`);
    if (!(upload.data instanceof Uint8Array)) problems.push(`seed.uploads: "${upload.path}" has no byte data`);
    names.add(upload.path);
  }
  return seed.uploads;
}

/** Assigns ids to components (per component type, after the largest numeric id in use). */
export class ComponentIds {
  private readonly next = new Map<string, number>();

  reserve(type: string, id: unknown): void {
    const n = typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : 0;
    this.next.set(type, Math.max(this.next.get(type) ?? 1, n + 1));
  }

  take(type: string): string {
    const n = this.next.get(type) ?? 1;
    this.next.set(type, n + 1);
    return String(n);
  }
}

export type Visit = (type: TypeModel, data: Record<string, unknown>) => void;

/** Calls visit for every component object (depth first) inside data of the given type. */
export function eachComponent(model: ContentModel, type: TypeModel, data: Record<string, unknown>, visit: Visit): void {
  for (const field of type.fields.values()) {
    if (field.kind !== 'component' && field.kind !== 'union') continue;
    const raw = data[field.name];
    for (const item of Array.isArray(raw) ? raw : [raw]) {
      if (!isPlainObject(item)) continue;
      const typename = field.kind === 'component' ? field.target : item['__typename'];
      const member = typeof typename === 'string' ? model.types.get(typename) : undefined;
      if (!member || member.kind !== 'component') continue;
      visit(member, item);
      eachComponent(model, member, item, visit);
    }
  }
}

export function prepareSeed(model: ContentModel, seed: Seed, now: Date = new Date()): PreparedSeed {
  const problems: string[] = [];
  const records = readRecords(model, seed, problems);
  const uploads = readUploads(seed, problems);
  problems.push(...validateRecords(model, records, new Set(uploads.map((u) => u.path))));
  if (problems.length > 0) throw new ContentValidationError('The seed does not match the content schema:', problems);

  const stamp = now.toISOString();
  const filled = records.map((r) => ({ ...r, data: structuredClone(r.data) }));
  const ids = new ComponentIds();
  for (const record of filled) {
    const type = model.types.get(record.type);
    if (type) eachComponent(model, type, record.data, (c, item) => ids.reserve(c.name, item['id']));
  }
  for (const record of filled) {
    const type = model.types.get(record.type);
    if (!type) continue;
    const data = record.data;
    data['createdAt'] ??= stamp;
    data['updatedAt'] ??= data['createdAt'];
    if (type.draftable && !(PUBLISHED_AT in data)) data[PUBLISHED_AT] = data['createdAt'];
    eachComponent(model, type, data, (c, item) => {
      if (item['id'] === undefined || item['id'] === null) item['id'] = ids.take(c.name);
      else item['id'] = String(item['id']);
    });
  }
  return { records: filled, uploads };
}

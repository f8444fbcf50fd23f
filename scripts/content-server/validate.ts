/**
 * Validates stored documents against the content model: unknown types and fields, value types,
 * enum values, required fields, relations to missing ids, dynamic-zone members, and (for seeds)
 * upload urls without a file. Problems name the type, the id and the field path.
 */
import { describeValue, isPlainObject } from './errors.ts';
import type { ContentModel, FieldModel, TypeModel } from './model.ts';

export interface DocumentRecord {
  type: string;
  id: string;
  data: Record<string, unknown>;
}

/** Fields the store fills in when they are missing. */
const FILLED_ENTITY_FIELDS = new Set(['id', 'createdAt', 'updatedAt']);
const UPLOADS_PREFIX = '/uploads/';

/** Which entries exist (relations must point at one). */
export interface IdLookup {
  has(type: string, id: string): boolean;
}

interface Context {
  model: ContentModel;
  ids: IdLookup;
  problems: string[];
  /** `ContentPage "3"` */
  owner: string;
}

export class ContentValidationError extends Error {
  readonly problems: readonly string[];
  constructor(intro: string, problems: readonly string[]) {
    const shown = problems.slice(0, 20);
    const more = problems.length > shown.length ? `\n  … and ${problems.length - shown.length} more` : '';
    super(`${intro}\n  ${shown.join('\n  ')}${more}`);
    this.name = 'ContentValidationError';
    this.problems = problems;
  }
}

/** Every problem found in the records (empty when valid). `uploads`: file names available, when known. */
export function validateRecords(model: ContentModel, records: readonly DocumentRecord[], uploads?: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const ids = new Map<string, Set<string>>();
  for (const record of records) {
    const seen = ids.get(record.type) ?? new Set<string>();
    if (seen.has(record.id)) problems.push(`${record.type} "${record.id}": duplicate id`);
    seen.add(record.id);
    ids.set(record.type, seen);
  }
  const lookup: IdLookup = { has: (type, id) => ids.get(type)?.has(id) ?? false };
  for (const record of records) {
    problems.push(...validateRecord(model, record, lookup));
    if (uploads && record.type === 'UploadFile') {
      const ctx: Context = { model, ids: lookup, problems, owner: `${record.type} "${record.id}"` };
      checkUploadUrls(ctx, record.data, uploads);
    }
  }
  return problems;
}

/** Every problem of one record; relations are checked against `ids` (the write side passes the store). */
export function validateRecord(model: ContentModel, record: DocumentRecord, ids: IdLookup): string[] {
  const problems: string[] = [];
  const type = model.types.get(record.type);
  if (!type || type.kind === 'component') return [`unknown content type "${record.type}" (entry "${record.id}")`];
  const ctx: Context = { model, ids, problems, owner: `${record.type} "${record.id}"` };
  validateObject(ctx, type, record.data, '', FILLED_ENTITY_FIELDS);
  return problems;
}

function validateObject(ctx: Context, type: TypeModel, data: Record<string, unknown>, path: string, filled: ReadonlySet<string>): void {
  for (const [key, value] of Object.entries(data)) {
    if (key === '__typename') continue;
    const field = type.fields.get(key);
    const at = `${path}${key}`;
    if (!field) {
      ctx.problems.push(`${ctx.owner}: unknown field "${at}" (not on ${type.name})`);
      continue;
    }
    if (value === null || value === undefined) {
      if (field.nonNull && !filled.has(key)) ctx.problems.push(`${ctx.owner} field "${at}": required, got null`);
      continue;
    }
    if (field.list) {
      if (!Array.isArray(value)) ctx.problems.push(`${ctx.owner} field "${at}": expected a list, got ${describeValue(value)}`);
      else value.forEach((item, i) => validateValue(ctx, field, item, `${at}[${i}]`));
    } else {
      validateValue(ctx, field, value, at);
    }
  }
  for (const field of type.fields.values()) {
    if (field.nonNull && !(field.name in data) && !filled.has(field.name)) {
      ctx.problems.push(`${ctx.owner} field "${path}${field.name}": required on ${type.name}, missing`);
    }
  }
}

function checkRef(ctx: Context, target: string, raw: unknown, at: string): void {
  if (typeof raw !== 'string' && typeof raw !== 'number') {
    ctx.problems.push(`${ctx.owner} field "${at}": expected a ${target} id, got ${describeValue(raw)}`);
  } else if (!ctx.ids.has(target, String(raw))) {
    ctx.problems.push(`${ctx.owner} field "${at}": relation to missing ${target} "${String(raw)}"`);
  }
}

function validateValue(ctx: Context, field: FieldModel, value: unknown, at: string): void {
  if (value === null || value === undefined) return;
  switch (field.kind) {
    case 'relation':
      return checkRef(ctx, field.target, value, at);
    case 'component': {
      const target = ctx.model.types.get(field.target);
      if (!isPlainObject(value) || !target) {
        ctx.problems.push(`${ctx.owner} field "${at}": expected a ${field.target} object, got ${describeValue(value)}`);
        return;
      }
      return validateObject(ctx, target, value, `${at}.`, new Set(['id']));
    }
    case 'union': {
      const typename = isPlainObject(value) ? value['__typename'] : undefined;
      if (!isPlainObject(value) || typeof typename !== 'string' || !field.members.has(typename)) {
        const members = [...field.members].join(' | ');
        ctx.problems.push(
          `${ctx.owner} field "${at}": expected an object with __typename one of ${members}, got ${isPlainObject(value) ? `__typename ${describeValue(typename)}` : describeValue(value)}`,
        );
        return;
      }
      const member = ctx.model.types.get(typename);
      if (ctx.model.collections.has(typename)) return checkRef(ctx, typename, value['id'], `${at}.id`);
      if (member) validateObject(ctx, member, value, `${at}.`, new Set(['id']));
      return;
    }
    case 'scalar': {
      const problem = scalarProblem(field, value);
      if (problem) ctx.problems.push(`${ctx.owner} field "${at}": ${problem}`);
    }
  }
}

function scalarProblem(field: FieldModel & { kind: 'scalar' }, value: unknown): string | undefined {
  const got = describeValue(value);
  switch (field.scalar) {
    case 'id':
      return typeof value === 'string' || typeof value === 'number' ? undefined : `expected an id, got ${got}`;
    case 'string':
    case 'datetime':
    case 'date':
    case 'time':
      return typeof value === 'string' ? undefined : `expected a ${field.typeName} string, got ${got}`;
    case 'enum':
      return typeof value === 'string' && field.enumValues?.has(value)
        ? undefined
        : `expected one of ${[...(field.enumValues ?? [])].join(', ')} (${field.typeName}), got ${got}`;
    case 'int':
      return Number.isInteger(value) ? undefined : `expected an Int, got ${got}`;
    case 'float':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : `expected a Float, got ${got}`;
    case 'long':
      return Number.isInteger(value) || (typeof value === 'string' && /^-?\d+$/.test(value)) ? undefined : `expected a Long, got ${got}`;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `expected a Boolean, got ${got}`;
    case 'json':
    case 'other':
      return undefined;
  }
}

function checkUploadUrls(ctx: Context, data: Record<string, unknown>, uploads: ReadonlySet<string>): void {
  const urls: Array<[string, unknown]> = [['url', data['url']]];
  const formats = data['formats'];
  if (isPlainObject(formats)) {
    for (const [name, format] of Object.entries(formats)) {
      if (isPlainObject(format)) urls.push([`formats.${name}.url`, format['url']]);
    }
  }
  for (const [at, url] of urls) {
    if (typeof url !== 'string' || !url.startsWith(UPLOADS_PREFIX)) continue;
    const file = decodeURIComponent(url.slice(UPLOADS_PREFIX.length));
    if (!uploads.has(file)) ctx.problems.push(`${ctx.owner} field "${at}": no upload "${file}" in the seed for url ${url}`);
  }
}

/**
 * The normal form in which the Strapi 5 import (./import.ts) compares what Strapi holds with what it would
 * write: what Strapi answers is first put in the shape the import writes (`asInput`: relations as
 * documentIds, files as ids, no component ids, dynamic-zone fields under their contract names), then both
 * sides in one form (`normal`). Equal normal forms = nothing to write.
 */
import { sourceFields, type SourceModel } from '../content-server/schema/source.ts';
import { unalias } from './selection.ts';

type Data = Record<string, unknown>;

/** A value with object keys sorted (JSON fields compare by content, not key order). */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortedKeys((value as Data)[k])]),
    );
  }
  return value;
}

export class NormalForm5 {
  private readonly src: SourceModel;
  /** Component types stored as entries of their own (read by reference). */
  private readonly isContentType: (typeName: string) => boolean;
  /** Strapi file documentId → id (media fields are written with ids). */
  private readonly fileIdByDocument: ReadonlyMap<string, number>;

  constructor(src: SourceModel, isContentType: (typeName: string) => boolean, fileIdByDocument: ReadonlyMap<string, number>) {
    this.src = src;
    this.isContentType = isContentType;
    this.fileIdByDocument = fileIdByDocument;
  }

  /** What Strapi holds, in the shape the import writes: relations as documentIds, files as ids, no component ids. */
  asInput(typeName: string, data: Data): Data {
    const out: Data = {};
    for (const field of sourceFields(this.src, typeName)) {
      if (field.name === 'id' || field.name === 'published_at') continue;
      const value = data[field.name];
      if (value === null || value === undefined) continue;
      const ref = (v: unknown) => {
        const documentId = String((v as { documentId?: unknown }).documentId);
        return field.typeName === 'UploadFile' ? (this.fileIdByDocument.get(documentId) ?? documentId) : documentId;
      };
      switch (field.kind) {
        case 'scalar':
        case 'enum':
          out[field.name] = value;
          break;
        case 'relation':
          out[field.name] = field.list ? (value as unknown[]).map(ref) : ref(value);
          break;
        case 'component':
          if (this.isContentType(field.typeName)) out[field.name] = (value as unknown[]).map(ref);
          else if (field.list) out[field.name] = (value as Data[]).map((item) => this.asInput(field.typeName, item));
          else out[field.name] = this.asInput(field.typeName, value as Data);
          break;
        case 'union':
          out[field.name] = (value as Data[]).map((item) => {
            const member = String(item.__typename);
            return { __typename: member, ...this.asInput(member, unalias(member, item)) };
          });
          break;
      }
    }
    return out;
  }

  /** The normal form both sides are compared in: contract order, nulls and empty lists dropped, dates and JSON canonical. */
  normal(typeName: string, data: Data): string {
    const walk = (owner: string, value: Data): Data => {
      const out: Data = {};
      if (value.__typename !== undefined) out.__typename = value.__typename;
      for (const field of sourceFields(this.src, owner)) {
        let v = value[field.name];
        if (v === null || v === undefined || (Array.isArray(v) && v.length === 0)) continue;
        if (field.kind === 'scalar' && field.typeName === 'DateTime') v = new Date(String(v)).toISOString();
        else if (field.kind === 'scalar' && field.typeName === 'JSON') v = sortedKeys(v);
        else if (field.kind === 'scalar' && (field.typeName === 'Float' || field.typeName === 'Int')) v = Number(v);
        else if (field.kind === 'scalar' && field.typeName === 'Boolean') v = Boolean(v);
        else if (field.kind === 'component' && !this.isContentType(field.typeName))
          v = field.list ? (v as Data[]).map((item) => walk(field.typeName, item)) : walk(field.typeName, v as Data);
        else if (field.kind === 'union') v = (v as Data[]).map((item) => walk(String(item.__typename), item));
        out[field.name] = v;
      }
      return out;
    };
    return JSON.stringify(walk(typeName, data));
  }
}

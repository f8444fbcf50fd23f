/**
 * The content contract as both Strapi projects read it: the contract's types
 * (scripts/content-server/schema/types.graphql) and the fields of a type that are content, the ones the
 * importers write and compare (not `id` and `published_at`, which each Strapi keeps its own way).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readSource, sourceFields, type SourceField, type SourceModel } from '../content-server/schema/source.ts';
import { projectRoot } from '../lib/paths.ts';

export const CONTRACT_TYPES_FILE = path.join(projectRoot, 'scripts/content-server/schema/types.graphql');

/** The contract's types, read from CONTRACT_TYPES_FILE. */
export function readContract(): SourceModel {
  return readSource(readFileSync(CONTRACT_TYPES_FILE, 'utf8'));
}

/** A type's contract fields but `id` and `published_at`, in contract order. */
export function contentFields(src: SourceModel, typeName: string): SourceField[] {
  return sourceFields(src, typeName).filter((field) => field.name !== 'id' && field.name !== 'published_at');
}

/**
 * Test helper: walks seed entries along the content schema and reports unknown fields,
 * bad enum values and relations that point at entries the seed does not have.
 */
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';
import type { Seed } from '../../../scripts/content-server/seed-types.ts';

const root = new URL('../../../', import.meta.url);

export function loadSchema(): { schema: GraphQLSchema; collections: Set<string>; singles: Set<string> } {
  const schema = buildSchema(readFileSync(new URL('scripts/content-server/schema.graphql', root), 'utf8'));
  const source = readFileSync(new URL('scripts/content-server/schema/types.graphql', root), 'utf8');
  const collections = new Set([...source.matchAll(/^type (\w+) @collection/gm)].map((m) => m[1]));
  const singles = new Set([...source.matchAll(/^type (\w+) @single/gm)].map((m) => m[1]));
  return { schema, collections, singles };
}

/** Every value of an enum type of the schema. */
export function enumValues(schema: GraphQLSchema, name: string): string[] {
  const type = schema.getType(name);
  if (!type || !isEnumType(type)) throw new Error(`no enum ${name}`);
  return type.getValues().map((v) => v.name);
}

const GENERATED = new Set(['id', 'createdAt', 'updatedAt', 'created_by', 'updated_by', '__typename']);

function unwrap(type: GraphQLType): { list: boolean } {
  const inner = isNonNullType(type) ? type.ofType : type;
  return { list: isListType(inner) };
}

export function findProblems(seed: Seed): string[] {
  const { schema, collections } = loadSchema();
  const ids = new Map<string, Set<string>>();
  for (const [type, entries] of Object.entries(seed.collections)) ids.set(type, new Set(entries.map((e) => e.id)));
  const problems: string[] = [];

  const walkObject = (type: GraphQLObjectType, value: Record<string, unknown>, path: string): void => {
    const fields = type.getFields();
    for (const [key, fieldValue] of Object.entries(value)) {
      if (GENERATED.has(key)) continue;
      const field: GraphQLField<unknown, unknown> | undefined = fields[key];
      if (!field) {
        problems.push(`${path}.${key}: no such field on ${type.name}`);
        continue;
      }
      walkField(field, fieldValue, `${path}.${key}`);
    }
  };

  const walkField = (field: GraphQLField<unknown, unknown>, value: unknown, path: string): void => {
    if (value === null || value === undefined) return;
    const named = getNamedType(field.type);
    const { list } = unwrap(field.type);
    const items = list ? (Array.isArray(value) ? value : (problems.push(`${path}: expected a list`), [])) : [value];
    items.forEach((item, i) => {
      const at = list ? `${path}[${i}]` : path;
      if (isEnumType(named)) {
        if (!named.getValues().some((v) => v.name === item)) problems.push(`${at}: "${String(item)}" is not a ${named.name}`);
      } else if (isUnionType(named)) {
        const ref = item as Record<string, unknown>;
        const member = named.getTypes().find((t) => t.name === ref.__typename);
        if (!member) problems.push(`${at}: __typename "${String(ref.__typename)}" is not a member of ${named.name}`);
        else if (collections.has(member.name)) {
          if (!ids.get(member.name)?.has(String(ref.id))) problems.push(`${at}: ${member.name} "${String(ref.id)}" does not exist`);
        } else walkObject(member, ref, at);
      } else if (isObjectType(named)) {
        if (collections.has(named.name)) {
          if (typeof item !== 'string') problems.push(`${at}: relation to ${named.name} must be an id string`);
          else if (!ids.get(named.name)?.has(item)) problems.push(`${at}: ${named.name} "${item}" does not exist`);
        } else if (typeof item !== 'object' || item === null) problems.push(`${at}: expected an object (${named.name})`);
        else walkObject(named, item as Record<string, unknown>, at);
      }
    });
  };

  for (const [typeName, entries] of Object.entries(seed.collections)) {
    const type = schema.getType(typeName);
    if (!type || !isObjectType(type) || !collections.has(typeName)) {
      problems.push(`collections.${typeName}: not a collection type`);
      continue;
    }
    for (const entry of entries) walkObject(type, entry, `${typeName}[${entry.id}]`);
  }
  for (const [typeName, data] of Object.entries(seed.singles)) {
    const type = schema.getType(typeName);
    if (!type || !isObjectType(type)) problems.push(`singles.${typeName}: unknown type`);
    else walkObject(type, data, typeName);
  }
  return problems;
}

/** Reads a dotted path ("content.1.content") from a value. */
export function at(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v === null || v === undefined ? v : (v as Record<string, unknown>)[key]), value);
}

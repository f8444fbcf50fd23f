/**
 * The content model, derived from the executable schema (never from a hand list):
 * collections and singles from the Query fields, and per object type which fields are
 * relations, components, unions (dynamic zones and morph unions) or scalars/enums.
 */
import {
  GraphQLEnumType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLUnionType,
  getNamedType,
  getNullableType,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';

export type ScalarKind = 'id' | 'string' | 'int' | 'float' | 'long' | 'boolean' | 'datetime' | 'date' | 'time' | 'json' | 'enum' | 'other';

interface FieldBase {
  name: string;
  list: boolean;
  nonNull: boolean;
}

export type FieldModel =
  | (FieldBase & { kind: 'scalar'; scalar: ScalarKind; typeName: string; enumValues?: ReadonlySet<string> })
  | (FieldBase & { kind: 'relation'; target: string })
  | (FieldBase & { kind: 'component'; target: string })
  | (FieldBase & { kind: 'union'; union: string; members: ReadonlySet<string> });

type TypeKind = 'collection' | 'single' | 'component';

export interface TypeModel {
  name: string;
  kind: TypeKind;
  fields: ReadonlyMap<string, FieldModel>;
  /** Has a `published_at` field: entries with published_at null are drafts. */
  draftable: boolean;
}

interface CollectionModel {
  typeName: string;
  singular?: string;
  plural?: string;
  connection?: string;
}

interface SingleModel {
  typeName: string;
  field: string;
}

export interface ContentModel {
  schema: GraphQLSchema;
  types: ReadonlyMap<string, TypeModel>;
  collections: ReadonlyMap<string, CollectionModel>;
  singles: ReadonlyMap<string, SingleModel>;
}

export const PUBLISHED_AT = 'published_at';

const SCALAR_KINDS: Readonly<Record<string, ScalarKind>> = {
  ID: 'id',
  String: 'string',
  Int: 'int',
  Float: 'float',
  Long: 'long',
  Boolean: 'boolean',
  DateTime: 'datetime',
  Date: 'date',
  Time: 'time',
  JSON: 'json',
};

function hasArg(field: GraphQLField<unknown, unknown>, name: string): boolean {
  return field.args.some((a) => a.name === name);
}

function valuesType(connection: GraphQLObjectType): GraphQLObjectType | undefined {
  const values = connection.getFields()['values'];
  const named = values ? getNamedType(values.type) : undefined;
  return named instanceof GraphQLObjectType ? named : undefined;
}

function readRoots(schema: GraphQLSchema): Pick<ContentModel, 'collections' | 'singles'> {
  const collections = new Map<string, CollectionModel>();
  const singles = new Map<string, SingleModel>();
  const collection = (typeName: string): CollectionModel => {
    const found = collections.get(typeName) ?? { typeName };
    collections.set(typeName, found);
    return found;
  };
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {})) {
    const nullable = getNullableType(field.type);
    const named = getNamedType(field.type);
    if (!(named instanceof GraphQLObjectType)) continue;
    const isList = nullable instanceof GraphQLList;
    if (isList && hasArg(field, 'where')) {
      collection(named.name).plural = field.name;
    } else if (!isList && hasArg(field, 'id')) {
      collection(named.name).singular = field.name;
    } else if (!isList && named.name.endsWith('Connection') && valuesType(named)) {
      const values = valuesType(named);
      if (values) collection(values.name).connection = field.name;
    } else if (!isList && hasArg(field, 'publicationState') && field.args.length === 1) {
      singles.set(named.name, { typeName: named.name, field: field.name });
    }
  }
  return { collections, singles };
}

function fieldModel(field: GraphQLField<unknown, unknown>, collections: ReadonlySet<string>): FieldModel {
  const nonNull = field.type instanceof GraphQLNonNull;
  const list = getNullableType(field.type) instanceof GraphQLList;
  const named = getNamedType(field.type);
  const base = { name: field.name, list, nonNull };
  if (named instanceof GraphQLObjectType) {
    if (collections.has(named.name)) return { ...base, kind: 'relation', target: named.name };
    return { ...base, kind: 'component', target: named.name };
  }
  if (named instanceof GraphQLUnionType) {
    const members = new Set(named.getTypes().map((t) => t.name));
    return { ...base, kind: 'union', union: named.name, members };
  }
  if (named instanceof GraphQLEnumType) {
    const enumValues = new Set(named.getValues().map((v) => v.name));
    return { ...base, kind: 'scalar', scalar: 'enum', typeName: named.name, enumValues };
  }
  const scalar = named instanceof GraphQLScalarType ? (SCALAR_KINDS[named.name] ?? 'other') : 'other';
  return { ...base, kind: 'scalar', scalar, typeName: named.name };
}

export function buildContentModel(schema: GraphQLSchema): ContentModel {
  const { collections, singles } = readRoots(schema);
  const collectionNames = new Set(collections.keys());
  const entities = new Set([...collectionNames, ...singles.keys()]);
  const types = new Map<string, TypeModel>();
  const queue: Array<[string, TypeKind]> = [
    ...[...collectionNames].map((n): [string, TypeKind] => [n, 'collection']),
    ...[...singles.keys()].map((n): [string, TypeKind] => [n, 'single']),
  ];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const [name, kind] = next;
    if (types.has(name)) continue;
    const type = schema.getType(name);
    if (!(type instanceof GraphQLObjectType)) continue;
    const fields = new Map<string, FieldModel>();
    for (const field of Object.values(type.getFields())) {
      const model = fieldModel(field, collectionNames);
      fields.set(field.name, model);
      if (model.kind === 'component') queue.push([model.target, entities.has(model.target) ? 'single' : 'component']);
      if (model.kind === 'union') {
        for (const member of model.members) if (!entities.has(member)) queue.push([member, 'component']);
      }
    }
    types.set(name, { name, kind, fields, draftable: fields.has(PUBLISHED_AT) });
  }
  return { schema, types, collections, singles };
}

/** The model of an object type; throws for a type the model does not know. */
export function typeModel(model: ContentModel, name: string): TypeModel {
  const found = model.types.get(name);
  if (!found) throw new Error(`content model: unknown type ${name}`);
  return found;
}

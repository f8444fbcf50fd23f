/**
 * Reads the hand-written content types (types.graphql): which object types are entities
 * (@collection / @single), which fields are @private, and how each field is to be classified
 * by the generator.
 */
import {
  Kind,
  parse,
  valueFromASTUntyped,
  visit,
  type ConstDirectiveNode,
  type DocumentNode,
  type FieldDefinitionNode,
  type ObjectTypeDefinitionNode,
  type TypeNode,
  type UnionTypeDefinitionNode,
} from 'graphql';

export interface CollectionDecl {
  kind: 'collection';
  typeName: string;
  singular: string;
  plural: string;
  mutations: boolean;
}

interface SingleDecl {
  kind: 'single';
  typeName: string;
  name: string;
  mutations: boolean;
}

export type EntityDecl = CollectionDecl | SingleDecl;

type SourceFieldKind = 'scalar' | 'enum' | 'relation' | 'component' | 'union';

export interface SourceField {
  name: string;
  kind: SourceFieldKind;
  typeName: string;
  list: boolean;
  /** Marked @private: accepted by the inputs, never returned by reads. */
  private: boolean;
  node: FieldDefinitionNode;
}

export interface SourceModel {
  /** The document with the entity directives (and their definitions) removed. */
  doc: DocumentNode;
  objects: Map<string, ObjectTypeDefinitionNode>;
  unions: Map<string, UnionTypeDefinitionNode>;
  enums: Set<string>;
  definedNames: Set<string>;
  entities: EntityDecl[];
  entityByType: Map<string, EntityDecl>;
}

const ENTITY_DIRECTIVES = new Set(['collection', 'single']);
/** Field directive: the field is only in the inputs (secrets such as passwords). */
const PRIVATE_DIRECTIVE = 'private';
const SOURCE_DIRECTIVES = new Set([...ENTITY_DIRECTIVES, PRIVATE_DIRECTIVE]);

function namedTypeName(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedTypeName(type.type);
}

function isListType(type: TypeNode): boolean {
  if (type.kind === Kind.LIST_TYPE) return true;
  return type.kind === Kind.NON_NULL_TYPE && type.type.kind === Kind.LIST_TYPE;
}

export function upperFirst(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export function readSource(typesSdl: string): SourceModel {
  const parsed = parse(typesSdl);
  const entities: EntityDecl[] = [];
  for (const def of parsed.definitions) {
    if (def.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
    const decls = (def.directives ?? []).filter((d) => ENTITY_DIRECTIVES.has(d.name.value));
    if (decls.length > 1) throw new Error(`types.graphql: ${def.name.value} has more than one of @collection/@single`);
    const directive = decls[0];
    if (directive) entities.push(readEntityDirective(def.name.value, directive));
  }
  const doc = visit(parsed, {
    DirectiveDefinition: (node) => (SOURCE_DIRECTIVES.has(node.name.value) ? null : undefined),
    Directive: (node) => (ENTITY_DIRECTIVES.has(node.name.value) ? null : undefined),
  });
  const objects = new Map<string, ObjectTypeDefinitionNode>();
  const unions = new Map<string, UnionTypeDefinitionNode>();
  const enums = new Set<string>();
  const definedNames = new Set<string>();
  for (const def of doc.definitions) {
    if (!('name' in def) || def.name === undefined) continue;
    definedNames.add(def.name.value);
    if (def.kind === Kind.OBJECT_TYPE_DEFINITION) objects.set(def.name.value, def);
    if (def.kind === Kind.UNION_TYPE_DEFINITION) unions.set(def.name.value, def);
    if (def.kind === Kind.ENUM_TYPE_DEFINITION) enums.add(def.name.value);
  }
  const entityByType = new Map(entities.map((e) => [e.typeName, e] as const));
  return { doc, objects, unions, enums, definedNames, entities, entityByType };
}

function readEntityDirective(typeName: string, directive: ConstDirectiveNode): EntityDecl {
  const args = new Map<string, unknown>();
  for (const arg of directive.arguments ?? []) args.set(arg.name.value, valueFromASTUntyped(arg.value));
  const text = (key: string): string => {
    const value = args.get(key);
    if (typeof value !== 'string' || value === '') {
      throw new Error(`types.graphql: @${directive.name.value} on ${typeName} needs a non-empty string "${key}"`);
    }
    return value;
  };
  const mutationsArg = args.get('mutations');
  if (mutationsArg !== undefined && typeof mutationsArg !== 'boolean') {
    throw new Error(`types.graphql: @${directive.name.value} on ${typeName}: "mutations" must be a boolean`);
  }
  const mutations = mutationsArg ?? false;
  if (directive.name.value === 'collection') {
    return { kind: 'collection', typeName, singular: text('singular'), plural: text('plural'), mutations };
  }
  return { kind: 'single', typeName, name: text('name'), mutations };
}

function isCollection(src: SourceModel, typeName: string): boolean {
  return src.entityByType.get(typeName)?.kind === 'collection';
}

export function classifyField(src: SourceModel, node: FieldDefinitionNode): SourceField {
  const typeName = namedTypeName(node.type);
  const list = isListType(node.type);
  const isPrivate = (node.directives ?? []).some((d) => d.name.value === PRIVATE_DIRECTIVE);
  const base = { name: node.name.value, typeName, list, private: isPrivate, node };
  if (isCollection(src, typeName)) return { ...base, kind: 'relation' };
  if (src.unions.has(typeName)) return { ...base, kind: 'union' };
  if (src.enums.has(typeName)) return { ...base, kind: 'enum' };
  if (src.objects.has(typeName)) return { ...base, kind: 'component' };
  return { ...base, kind: 'scalar' };
}

export function sourceFields(src: SourceModel, typeName: string): SourceField[] {
  const node = src.objects.get(typeName);
  if (!node) throw new Error(`types.graphql: no object type ${typeName}`);
  return (node.fields ?? []).map((f) => classifyField(src, f));
}

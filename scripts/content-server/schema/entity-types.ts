/**
 * Completes the hand-written object types: entity bookkeeping fields (id, timestamps,
 * admin users), `id: ID!` on components (as Strapi gives every component row an id),
 * list arguments on list relation fields; @private fields are left out (only inputs have them).
 */
import {
  Kind,
  parse,
  visit,
  type DocumentNode,
  type FieldDefinitionNode,
  type InputValueDefinitionNode,
  type ObjectTypeDefinitionNode,
} from 'graphql';
import { classifyField, type SourceModel } from './source.ts';

function parseFields(sdl: string): readonly FieldDefinitionNode[] {
  const def = parse(`type T {\n${sdl}\n}`).definitions[0];
  if (!def || def.kind !== Kind.OBJECT_TYPE_DEFINITION) throw new Error('internal: bad field SDL');
  return def.fields ?? [];
}

const LEADING_ENTITY_FIELDS = parseFields(`
  id: ID!
  createdAt: DateTime!
  updatedAt: DateTime!
`);

const COMPONENT_ID_FIELD = parseFields(`id: ID!`);

const TRAILING_ENTITY_FIELDS = parseFields(`
  created_by: AdminUser
  updated_by: AdminUser
`);

const LIST_ARGS: readonly InputValueDefinitionNode[] =
  parseFields(`f(sort: String, limit: Int, start: Int, where: JSON): Int`)[0]?.arguments ?? [];

function withoutDeclared(added: readonly FieldDefinitionNode[], declared: readonly FieldDefinitionNode[]): FieldDefinitionNode[] {
  const names = new Set(declared.map((f) => f.name.value));
  return added.filter((f) => !names.has(f.name.value));
}

function withListArgs(src: SourceModel, field: FieldDefinitionNode): FieldDefinitionNode {
  const info = classifyField(src, field);
  if (info.kind !== 'relation' || !info.list || (field.arguments?.length ?? 0) > 0) return field;
  return { ...field, arguments: LIST_ARGS };
}

function isPublic(src: SourceModel, field: FieldDefinitionNode): boolean {
  return !classifyField(src, field).private;
}

function completeObjectType(src: SourceModel, node: ObjectTypeDefinitionNode): ObjectTypeDefinitionNode {
  const declared = (node.fields ?? []).filter((f) => isPublic(src, f)).map((f) => withListArgs(src, f));
  if (!src.entityByType.has(node.name.value)) {
    return { ...node, fields: [...withoutDeclared(COMPONENT_ID_FIELD, declared), ...declared] };
  }
  return {
    ...node,
    fields: [...withoutDeclared(LEADING_ENTITY_FIELDS, declared), ...declared, ...withoutDeclared(TRAILING_ENTITY_FIELDS, declared)],
  };
}

/** The source document with every object type completed. */
export function completeTypes(src: SourceModel): DocumentNode {
  return visit(src.doc, {
    ObjectTypeDefinition: { leave: (node) => completeObjectType(src, node) },
  });
}

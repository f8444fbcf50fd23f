/**
 * Mutation inputs and payloads in the Strapi v3 shapes, for entities declared with mutations: true:
 * TInput / editTInput, create/update/delete inputs and payloads, component inputs
 * (ComponentXxxInput / editComponentXxxInput) and dynamic-zone input scalars.
 */
import { Kind, parse, print, type DefinitionNode, type TypeNode } from 'graphql';
import { UPLOAD_FILE_TYPE } from './builtins.ts';
import { sourceFields, upperFirst, type EntityDecl, type SourceField, type SourceModel } from './source.ts';

type Mode = 'create' | 'edit';

/** The name used in mutation, input and payload names: upperFirst(singular) or upperFirst(single name). */
export function operationName(decl: EntityDecl): string {
  return upperFirst(decl.kind === 'collection' ? decl.singular : decl.name);
}

function payloadFieldName(decl: EntityDecl): string {
  return decl.kind === 'collection' ? decl.singular : decl.name;
}

export function mutationEntities(src: SourceModel): EntityDecl[] {
  return src.entities.filter((e) => e.mutations && e.typeName !== UPLOAD_FILE_TYPE);
}

function dynamicZoneInputName(owner: string, field: string): string {
  return `${owner}${upperFirst(field)}DynamicZoneInput`;
}

function retype(type: TypeNode, name: string): TypeNode {
  if (type.kind === Kind.NAMED_TYPE) return { ...type, name: { ...type.name, value: name } };
  if (type.kind === Kind.LIST_TYPE) return { ...type, type: retype(type.type, name) };
  const inner = retype(type.type, name);
  if (inner.kind === Kind.NON_NULL_TYPE) return inner;
  return { ...type, type: inner };
}

function optional(type: TypeNode): TypeNode {
  return type.kind === Kind.NON_NULL_TYPE ? type.type : type;
}

function inputFieldType(owner: string, field: SourceField, mode: Mode): string {
  let type: TypeNode;
  switch (field.kind) {
    case 'scalar':
    case 'enum':
      type = field.node.type;
      break;
    case 'relation':
      return field.list ? '[ID]' : 'ID';
    case 'component':
      type = retype(field.node.type, mode === 'create' ? `${field.typeName}Input` : `edit${field.typeName}Input`);
      break;
    case 'union':
      type = retype(field.node.type, dynamicZoneInputName(owner, field.name));
      break;
  }
  return print(mode === 'edit' ? optional(type) : type);
}

const GENERATED_FIELDS = new Set(['id', 'createdAt', 'updatedAt', 'created_by', 'updated_by']);

function inputFields(src: SourceModel, typeName: string, mode: Mode, entity: boolean): string[] {
  const lines: string[] = [];
  if (!entity && mode === 'edit') lines.push('id: ID');
  for (const field of sourceFields(src, typeName)) {
    if (GENERATED_FIELDS.has(field.name)) continue;
    lines.push(`${field.name}: ${inputFieldType(typeName, field, mode)}`);
  }
  if (entity) lines.push('created_by: ID', 'updated_by: ID');
  return lines;
}

function block(keyword: string, name: string, lines: string[]): string {
  return `${keyword} ${name} {\n${lines.map((l) => `  ${l}`).join('\n')}\n}`;
}

function entitySdl(src: SourceModel, decl: EntityDecl): string[] {
  const n = operationName(decl);
  const t = decl.typeName;
  const payload = `${payloadFieldName(decl)}: ${t}`;
  const parts = [
    block('input', `${n}Input`, inputFields(src, t, 'create', true)),
    block('input', `edit${n}Input`, inputFields(src, t, 'edit', true)),
  ];
  if (decl.kind === 'collection') {
    parts.push(
      block('input', `create${n}Input`, [`data: ${n}Input`]),
      block('type', `create${n}Payload`, [payload]),
      block('input', `update${n}Input`, ['where: InputID', `data: edit${n}Input`]),
      block('type', `update${n}Payload`, [payload]),
      block('input', `delete${n}Input`, ['where: InputID']),
      block('type', `delete${n}Payload`, [payload]),
    );
  } else {
    parts.push(
      block('input', `update${n}Input`, [`data: edit${n}Input`]),
      block('type', `update${n}Payload`, [payload]),
      block('type', `delete${n}Payload`, [payload]),
    );
  }
  return parts;
}

/** Component types reachable (through component fields) from the given owner types. */
function reachableComponents(src: SourceModel, owners: string[]): string[] {
  const found = new Set<string>();
  const queue = [...owners];
  for (let owner = queue.shift(); owner !== undefined; owner = queue.shift()) {
    for (const field of sourceFields(src, owner)) {
      if (field.kind !== 'component' || found.has(field.typeName)) continue;
      found.add(field.typeName);
      queue.push(field.typeName);
    }
  }
  return [...found];
}

function dynamicZoneScalars(src: SourceModel, owners: string[]): string[] {
  return owners.flatMap((owner) =>
    sourceFields(src, owner)
      .filter((f) => f.kind === 'union')
      .map((f) => `scalar ${dynamicZoneInputName(owner, f.name)}`),
  );
}

export function inputDefinitions(src: SourceModel): DefinitionNode[] {
  const entities = mutationEntities(src);
  const components = reachableComponents(
    src,
    entities.map((e) => e.typeName),
  );
  const parts = [
    ...entities.flatMap((decl) => entitySdl(src, decl)),
    ...components.flatMap((c) => [
      block('input', `${c}Input`, inputFields(src, c, 'create', false)),
      block('input', `edit${c}Input`, inputFields(src, c, 'edit', false)),
    ]),
    ...dynamicZoneScalars(src, [...entities.map((e) => e.typeName), ...components]),
  ];
  return parts.length === 0 ? [] : [...parse(parts.join('\n\n')).definitions];
}

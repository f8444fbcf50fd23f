/**
 * A Strapi 5–like schema derived from the contract, for testing the dialect translation without a
 * Strapi 5: the shapes of plugin-graphql 5.54 (flat lists with `filters` / `pagination` / `sort` /
 * `status`, `<plural>_connection`, `documentId` instead of `id` on entities, `publishedAt`, nested lists
 * with arguments, `Error` in every dynamic-zone union, `uploadFiles`, the footer column as a collection
 * type `FooterColumn`). Only what the site's operations can touch; not a copy of a real Strapi 5 schema.
 */
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import type { ContractModel } from '../../../../src/cms/dialect/contract-schema.ts';

const SCALARS = ['ID', 'String', 'Int', 'Float', 'Boolean', 'JSON', 'DateTime', 'Date', 'Time', 'Long'];
const OPERATORS = ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'contains', 'notContains', 'containsi', 'notContainsi', 'startsWith', 'endsWith'];
const ROOT_RENAMES: Record<string, string> = { files: 'uploadFiles', file: 'uploadFile' };

function v5TypeName(model: ContractModel, name: string): string {
  const type = model.schema.getType(name);
  return type && model.isComponentEntity(type) ? name.replace(/^Component/, '') : name;
}

function scalarFilter(scalar: string): string {
  const ops = OPERATORS.map((op) => `  ${op}: ${scalar}`).join('\n');
  return `input ${scalar}FilterInput {\n${ops}\n  in: [${scalar}]\n  notIn: [${scalar}]\n  null: Boolean\n  notNull: Boolean\n  between: [${scalar}]\n  or: [${scalar}]\n  and: [${scalar}]\n  not: ${scalar}FilterInput\n}`;
}

export function strapi5LikeSchema(model: ContractModel): GraphQLSchema {
  const { schema } = model;
  const out: string[] = [
    ...SCALARS.filter((s) => !['ID', 'String', 'Int', 'Float', 'Boolean'].includes(s)).map((s) => `scalar ${s}`),
    'enum PublicationStatus { DRAFT PUBLISHED }',
    'type Error { code: String! message: String }',
    'input PaginationArg { page: Int pageSize: Int start: Int limit: Int }',
    'type Pagination { total: Int! page: Int! pageSize: Int! pageCount: Int! }',
    ...SCALARS.map(scalarFilter),
  ];
  const query = schema.getQueryType();
  if (!query) throw new Error('the contract has no Query type');
  const wanted = new Set<GraphQLObjectType>();
  const queue: GraphQLObjectType[] = [];
  const want = (type: unknown): void => {
    if (isObjectType(type) && !wanted.has(type)) {
      wanted.add(type);
      queue.push(type);
    }
  };
  for (const field of Object.values(query.getFields())) if (!field.name.endsWith('Connection')) want(getNamedType(field.type));
  for (let type = queue.shift(); type; type = queue.shift()) {
    for (const field of Object.values(type.getFields())) {
      const named = getNamedType(field.type);
      if (isUnionType(named)) named.getTypes().forEach(want);
      else want(named);
    }
  }
  const unions = new Set<string>();
  const listArgs = (target: string): string => `(filters: ${target}FiltersInput, pagination: PaginationArg = {}, sort: [String] = [])`;
  for (const type of wanted) {
    if (type.name === 'AdminUser') continue;
    const entity = model.isEntity(type);
    const name = v5TypeName(model, type.name);
    const fields: string[] = entity ? ['  documentId: ID!'] : [];
    const filters: string[] = entity ? ['  documentId: IDFilterInput'] : [];
    for (const field of Object.values(type.getFields())) {
      if (entity && field.name === 'id') continue;
      if (field.name === 'created_by' || field.name === 'updated_by') continue;
      const fieldName = entity && field.name === 'published_at' ? 'publishedAt' : field.name;
      fields.push(`  ${fieldName}${fieldSignature(model, field, listArgs, unions)}`);
      const named = getNamedType(field.type);
      if (isScalarType(named)) filters.push(`  ${fieldName}: ${named.name}FilterInput`);
      else if (isEnumType(named)) filters.push(`  ${fieldName}: StringFilterInput`);
    }
    out.push(`type ${name} {\n${fields.join('\n')}\n}`);
    out.push(
      `input ${name}FiltersInput {\n${filters.join('\n')}\n  and: [${name}FiltersInput]\n  or: [${name}FiltersInput]\n  not: ${name}FiltersInput\n}`,
    );
    if (entity) out.push(`type ${name}EntityResponseCollection { nodes: [${name}!]! pageInfo: Pagination! }`);
  }
  for (const union of unions) {
    const type = schema.getType(union);
    if (!isUnionType(type)) continue;
    out.push(`union ${union} = ${[...type.getTypes().map((member) => v5TypeName(model, member.name)), 'Error'].join(' | ')}`);
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (isEnumType(type) && !type.name.startsWith('__') && type.name !== 'PublicationState') {
      out.push(
        `enum ${type.name} { ${type
          .getValues()
          .map((value) => value.name)
          .join(' ')} }`,
      );
    }
  }
  const roots: string[] = [];
  for (const field of Object.values(query.getFields())) {
    const named = getNamedType(field.type);
    if (field.name.endsWith('Connection') || !isObjectType(named) || !model.isEntity(named)) continue;
    const name = ROOT_RENAMES[field.name] ?? field.name;
    const target = v5TypeName(model, named.name);
    const status = 'status: PublicationStatus = PUBLISHED';
    if (isListType(getNullableType(field.type))) {
      const args = `(filters: ${target}FiltersInput, pagination: PaginationArg = {}, sort: [String] = [], ${status})`;
      roots.push(`  ${name}${args}: [${target}]!`, `  ${name}_connection${args}: ${target}EntityResponseCollection`);
    } else if (field.args.some((arg) => arg.name === 'id')) {
      roots.push(`  ${name}(documentId: ID!, ${status}): ${target}`);
    } else {
      roots.push(`  ${name}(${status}): ${target}`);
    }
  }
  out.push(`type Query {\n${roots.join('\n')}\n}`);
  return buildSchema(out.join('\n\n'));
}

function fieldSignature(
  model: ContractModel,
  field: GraphQLField<unknown, unknown>,
  listArgs: (target: string) => string,
  unions: Set<string>,
): string {
  const nullable = getNullableType(field.type);
  const named = getNamedType(field.type);
  const target = v5TypeName(model, named.name);
  if (isListType(nullable)) {
    if (isUnionType(named)) {
      unions.add(named.name);
      return `: [${target}]!`;
    }
    return `${isObjectType(named) ? listArgs(target) : ''}: [${target}]!`;
  }
  return `: ${target}${isNonNullType(field.type) ? '!' : ''}`;
}

/**
 * The content contract as a GraphQL schema (scripts/content-server/schema.graphql, the schema the code
 * generator types the operations with, codegen.ts), read once, and what the Strapi 5 translation needs
 * to know of its types: which are entities (documents, with a `documentId` and no `id` in Strapi 5) and
 * which are components (they keep their `id`).
 */
import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isObjectType, isUnionType, type GraphQLNamedType, type GraphQLSchema } from 'graphql';

const CONTRACT_SCHEMA_FILE = new URL('../../../scripts/content-server/schema.graphql', import.meta.url);

export interface ContractModel {
  schema: GraphQLSchema;
  /** A type stored as documents in Strapi 5 (a collection or single type, an upload file). */
  isEntity(type: GraphQLNamedType): boolean;
  /** A component of the contract that Strapi stores as a collection type of its own, under another type name. */
  isComponentEntity(type: GraphQLNamedType): boolean;
}

let cached: ContractModel | undefined;

/** The contract, read and built on first use. */
export function contractModel(): ContractModel {
  cached ??= contractModelOf(buildSchema(readFileSync(CONTRACT_SCHEMA_FILE, 'utf8')));
  return cached;
}

/**
 * Entities are the types the Query root reads (every `@collection` / `@single` type of
 * schema/types.graphql, UploadFile, the users-permissions types), plus the components that hold a
 * dynamic zone: Strapi allows no dynamic zone inside a component, so the Strapi projects generated from
 * the contract store those as a collection type of their own (the footer column, scripts/strapi/model.ts).
 */
function contractModelOf(schema: GraphQLSchema): ContractModel {
  const entities = new Set<string>();
  const componentEntities = new Set<string>();
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {})) {
    const type = getNamedType(field.type);
    if (isObjectType(type)) entities.add(type.name);
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || !type.name.startsWith('Component')) continue;
    if (Object.values(type.getFields()).some((field) => isUnionType(getNamedType(field.type)))) componentEntities.add(type.name);
  }
  return {
    schema,
    isEntity: (type) => entities.has(type.name) || componentEntities.has(type.name),
    isComponentEntity: (type) => componentEntities.has(type.name),
  };
}

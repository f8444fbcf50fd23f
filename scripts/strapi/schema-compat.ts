/**
 * Compares the GraphQL schema a Strapi server publishes with the contract (scripts/content-server/schema.graphql):
 * every object type of the contract must exist with every field, each of the same shape — the same list
 * nesting and nullability of items, the same kind of named type (object, union, enum, scalar), the same
 * object type (by name), and for an enum the same values. Names Strapi gives by its own rules and that
 * no operation of the site spells out are compared by shape only: enum type names (`ENUM_<MODEL>_<FIELD>`),
 * union names of dynamic zones inside components, and the object type of a contract component that the
 * generated project turns into a collection type (see model.ts).
 *
 * Also validates every GraphQL operation of the site against the server's schema, so a field the site asks
 * for and the server lacks is named before any build runs. The schema is read from the server by
 * ../strapi-common/schema-check.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  parse,
  validate,
  type DocumentNode,
  type GraphQLField,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { projectRoot } from '../lib/paths.ts';

export const CONTRACT_SCHEMA_FILE = path.join(projectRoot, 'scripts/content-server/schema.graphql');

export function contractSchema(): GraphQLSchema {
  return buildSchema(readFileSync(CONTRACT_SCHEMA_FILE, 'utf8'));
}

/** Describes a type's wrapping: `[T!]!` → "[!]!", with the kind of the named type. */
function shape(type: GraphQLOutputType): string {
  if (isNonNullType(type)) return `${shape(type.ofType)}!`;
  if (isListType(type)) return `[${shape(type.ofType)}]`;
  const named = getNamedType(type);
  if (isEnumType(named)) return 'enum';
  if (isUnionType(named)) return 'union';
  if (isObjectType(named)) return 'object';
  return named.name;
}

export interface SchemaCompareOptions {
  /** Contract object type → the type the server has instead (a component turned collection type). */
  typeRenames?: Record<string, string>;
  /** Contract types not to compare (kept by plugins with their own fields, or not part of the content). */
  skipTypes?: string[];
}

/** Generated helper types of the list, connection and mutation fields (not content). */
const HELPER_TYPE = /(Connection|Aggregator)\w*$|GroupBy$|Payload$/;

/** Fields the contract adds to entities for bookkeeping that the site never reads (admin-user references). */
const BOOKKEEPING_FIELDS = new Set(['created_by', 'updated_by']);

export function compareSchemas(contract: GraphQLSchema, server: GraphQLSchema, options: SchemaCompareOptions = {}): string[] {
  const problems: string[] = [];
  const renames = options.typeRenames ?? {};
  const skip = new Set(options.skipTypes ?? []);
  const rootNames = new Set([contract.getQueryType()?.name, contract.getMutationType()?.name, contract.getSubscriptionType()?.name]);
  for (const type of Object.values(contract.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || rootNames.has(type.name) || skip.has(type.name)) continue;
    // The read and write helper types (…Connection…, …Aggregator…, …GroupBy, …Payload) are Strapi's own.
    if (HELPER_TYPE.test(type.name)) continue;
    const serverName = renames[type.name] ?? type.name;
    const serverType = server.getType(serverName);
    if (!serverType) {
      problems.push(`${type.name}: type missing in the server's schema`);
      continue;
    }
    if (!isObjectType(serverType)) {
      problems.push(`${type.name}: is not an object type in the server's schema`);
      continue;
    }
    const serverFields = serverType.getFields();
    for (const field of Object.values(type.getFields())) {
      if (BOOKKEEPING_FIELDS.has(field.name)) continue;
      const other = serverFields[field.name];
      if (!other) {
        problems.push(`${type.name}.${field.name}: field missing in the server's schema`);
        continue;
      }
      const problem = compareField(field, other, renames);
      if (problem) problems.push(`${type.name}.${field.name}: ${problem}`);
    }
  }
  return problems;
}

function compareField(
  field: GraphQLField<unknown, unknown>,
  other: GraphQLField<unknown, unknown>,
  renames: Record<string, string>,
): string | undefined {
  // Nullability of the field itself differs between servers for good reasons (Strapi makes every
  // relation nullable); compare the wrapping below the outermost non-null.
  const strip = (t: GraphQLOutputType) => (isNonNullType(t) ? t.ofType : t);
  const a = shape(strip(field.type));
  const b = shape(strip(other.type));
  if (a !== b) return `shape ${a} in the contract, ${b} in the server (${String(field.type)} / ${String(other.type)})`;
  const namedA = getNamedType(field.type);
  const namedB = getNamedType(other.type);
  if (isObjectType(namedA) && namedB.name !== (renames[namedA.name] ?? namedA.name)) {
    return `type ${namedA.name} in the contract, ${namedB.name} in the server`;
  }
  if (isEnumType(namedA) && isEnumType(namedB)) {
    const va = namedA
      .getValues()
      .map((v) => v.name)
      .sort()
      .join(',');
    const vb = namedB
      .getValues()
      .map((v) => v.name)
      .sort()
      .join(',');
    if (va !== vb) return `enum values ${va} in the contract, ${vb} in the server`;
  }
  if (isUnionType(namedA) && isUnionType(namedB)) {
    const ma = namedA
      .getTypes()
      .map((t) => renames[t.name] ?? t.name)
      .sort()
      .join(',');
    const mb = namedB
      .getTypes()
      .map((t) => t.name)
      .sort()
      .join(',');
    if (ma !== mb) return `union members ${ma} in the contract, ${mb} in the server`;
  }
  return undefined;
}

/** Validates documents (the site's operations) against a schema; one message per error, naming the operation. */
export function validateOperations(schema: GraphQLSchema, documents: Array<{ name: string; document: DocumentNode | string }>): string[] {
  const problems: string[] = [];
  for (const { name, document } of documents) {
    const doc = typeof document === 'string' ? parse(document) : document;
    for (const error of validate(schema, doc)) problems.push(`${name}: ${error.message}`);
  }
  return problems;
}

/**
 * Differences between the contract and Strapi 3.6 that the site lives with (each also listed in
 * scripts/content-server/README.md): the site reads none of these fields.
 */
export const ACCEPTED_DIFFERENCES: ReadonlyMap<string, string> = new Map([
  ['UploadFile.createdAt', "the upload plugin's model names its timestamps created_at / updated_at on SQL databases"],
  ['UploadFile.updatedAt', "the upload plugin's model names its timestamps created_at / updated_at on SQL databases"],
  ['UploadFile.related', "Strapi's Morph union has every model and component as members"],
]);

/** Options for comparing a Strapi generated by scripts/strapi with the contract. */
const STRAPI_COMPARE_OPTIONS: SchemaCompareOptions = {
  typeRenames: { ComponentFooterColumn: 'FooterColumn' },
  // The users-permissions plugin's own types (and the admin user) are Strapi's, not generated.
  skipTypes: [
    'AdminUser',
    'UsersPermissionsPermission',
    'UsersPermissionsRole',
    'UsersPermissionsUser',
    'UsersPermissionsMe',
    'UsersPermissionsMeRole',
    'UsersPermissionsLoginPayload',
    'UserPermissionsPasswordPayload',
  ],
};

/**
 * Every difference between a server's schema and the contract that is not an accepted one, plus every
 * error of the site's operations against it. Empty = the site can be built against this server.
 */
export function strapiSchemaProblems(
  server: GraphQLSchema,
  operations: Array<{ name: string; document: DocumentNode | string }>,
): string[] {
  const schemaProblems = compareSchemas(contractSchema(), server, STRAPI_COMPARE_OPTIONS).filter(
    (problem) => !ACCEPTED_DIFFERENCES.has(problem.slice(0, problem.indexOf(':'))),
  );
  return [...schemaProblems, ...validateOperations(server, operations)];
}

/**
 * The estimated cost of a GraphQL operation: how many fields it may resolve at most. The walk over
 * the document is graphql-query-complexity's (fragments, inline fragments on union members — the
 * dearest member counts —, `@skip`/`@include` and arguments with the request's variables); this
 * module only prices one field:
 *
 *   cost(field) = 1 + times(field) × cost(its selection)
 *
 * - a list field with a `limit` argument (list reads, list relations) is resolved for up to `limit`
 *   entries: the effective limit of the paging rules (missing, -1 or above the cap → 100); a
 *   connection's `values` for up to 100;
 * - a `groupBy.<field>` list has one group per distinct value, up to the entries of the collection
 *   (counted in the store), and each group's `connection` filters every entry again;
 * - any other list (components, dynamic zones, media lists, introspection) counts once: its length
 *   is the stored content's, which no request can enlarge, and it cannot nest without going
 *   through a relation, which multiplies.
 *
 * So nesting lists multiplies: `menus { ParentMenuLinks { menu { ParentMenuLinks { … } } } }`
 * costs 100 × 100 × … and is refused after a few levels.
 */
import type { DocumentNode, GraphQLField, GraphQLNamedType, GraphQLOutputType, GraphQLSchema } from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { effectiveLimit, PAGE_CAP } from './query/paging.ts';

// The types come from yoga's copy of graphql, which need not be this module's (vitest loads two):
// they are read by shape here, never with graphql-js's instanceof-based helpers.
function namedType(type: GraphQLOutputType): GraphQLNamedType {
  let current: GraphQLOutputType = type;
  while ('ofType' in current) current = current.ofType;
  return current;
}

function fieldsOf(type: GraphQLNamedType): Record<string, GraphQLField<unknown, unknown>> | undefined {
  return 'getFields' in type && !('getTypes' in type) ? (type.getFields() as Record<string, GraphQLField<unknown, unknown>>) : undefined;
}

/** What the estimate needs to know of the stored content. */
export interface CostContext {
  /** Number of stored entries of a collection type (all publication states). */
  entries(typeName: string): number;
}

/** The collection a group type (`{ key, connection }` of a `groupBy` field) groups, if it is one. */
function groupedCollection(type: GraphQLNamedType): string | undefined {
  const fields = fieldsOf(type);
  const connection = fields?.['connection'] ? fieldsOf(namedType(fields['connection'].type)) : undefined;
  const values = connection?.['values'];
  return fields?.['key'] && values ? namedType(values.type).name : undefined;
}

function isList(type: GraphQLOutputType): boolean {
  return String(type).replace(/!$/, '').startsWith('[');
}

function fieldCost(
  field: GraphQLField<unknown, unknown>,
  parent: GraphQLNamedType,
  args: Readonly<Record<string, unknown>>,
  childCost: number,
  content: CostContext,
): number {
  if (isList(field.type) && field.args.some((arg) => arg.name === 'limit')) {
    const limit = args['limit'];
    return 1 + effectiveLimit(typeof limit === 'number' ? limit : undefined) * childCost;
  }
  // A connection's `values` are the page (its limit is on the connection field, which also holds
  // groupBy and aggregate, so it is priced here at the cap).
  if (field.name === 'values' && fieldsOf(parent)?.['aggregate']) return 1 + PAGE_CAP * childCost;
  const grouped = groupedCollection(namedType(field.type));
  if (grouped !== undefined) return 1 + content.entries(grouped) * childCost;
  // A group's connection filters all entries of the collection again (values, aggregate, groupBy).
  const groupOf = field.name === 'connection' ? groupedCollection(parent) : undefined;
  if (groupOf !== undefined) return 1 + content.entries(groupOf) + childCost;
  return 1 + childCost;
}

export interface CostRequest {
  schema: GraphQLSchema;
  document: DocumentNode;
  variables?: Readonly<Record<string, unknown>> | null;
  operationName?: string | null;
}

/** The document has more selections to walk than the estimate may visit (a fragment counts once per spread). */
export class TooManyNodesError extends Error {
  readonly maxNodes: number;

  constructor(maxNodes: number) {
    super(`more than ${maxNodes} selections to estimate`);
    this.maxNodes = maxNodes;
  }
}

/**
 * The estimated cost of the operation (of every operation when none is named). Throws the GraphQLError
 * of variables that do not fit the operation, and TooManyNodesError after `maxNodes` selections.
 */
export function estimateCost(request: CostRequest, content: CostContext, maxNodes: number): number {
  const estimator: ComplexityEstimator = ({ field, type, args, childComplexity }) => fieldCost(field, type, args, childComplexity, content);
  try {
    return getComplexity({
      estimators: [estimator],
      schema: request.schema,
      query: request.document,
      variables: { ...request.variables },
      operationName: request.operationName ?? undefined,
      maxQueryNodes: maxNodes,
    });
  } catch (error) {
    // graphql-query-complexity stops its walk with this message (and no other way to tell).
    if (error instanceof Error && error.message.includes('maximum allowed number of nodes')) throw new TooManyNodesError(maxNodes);
    throw error;
  }
}

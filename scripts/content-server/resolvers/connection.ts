/**
 * Connection reads: `values` honours where/sort/start/limit; `aggregate.count` honours where but
 * not start/limit; `aggregate.totalCount` ignores where; `groupBy.<field>` gives one group per
 * distinct value (of the where-filtered set) with a connection restricted to it; numeric
 * aggregates (sum/avg/min/max) over the where-filtered set.
 */
import { GraphQLObjectType, getNamedType, type GraphQLSchema } from 'graphql';
import { filterBounded, selectBounded, type Doc, type ListQuery } from '../query.ts';
import { compareComparable, storedComparable } from '../query/values.ts';
import type { ContentModel, FieldModel } from '../model.ts';
import { andThen as then } from '../work-budget.ts';
import { workOf, type FieldResolver, type QueryContext, type Readers } from './fields.ts';
import type { PublicationState } from './views.ts';

export interface ConnectionSource {
  type: string;
  query: ListQuery;
  state: PublicationState;
}

type ResolverMap = Record<string, Record<string, FieldResolver>>;

function isSource(value: unknown): value is ConnectionSource {
  return typeof value === 'object' && value !== null && 'query' in value && 'type' in value && 'state' in value;
}

function source(parent: unknown): ConnectionSource {
  if (!isSource(parent)) throw new Error('internal: connection resolver without a connection source');
  return parent;
}

function fieldType(type: GraphQLObjectType, field: string): GraphQLObjectType | undefined {
  const found = type.getFields()[field];
  const named = found ? getNamedType(found.type) : undefined;
  return named instanceof GraphQLObjectType ? named : undefined;
}

function groupOrder(field: FieldModel | undefined, a: unknown, b: unknown): number {
  const kind = field?.kind === 'scalar' ? field.scalar : 'string';
  const x = storedComparable(kind, a);
  const y = storedComparable(kind, b);
  if (x === undefined) return y === undefined ? 0 : -1;
  if (y === undefined) return 1;
  return compareComparable(x, y);
}

function numericValues(docs: readonly Doc[], field: string): number[] {
  return docs.map((d) => d[field]).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
}

const NUMERIC: Readonly<Record<string, (values: number[]) => number>> = {
  sum: (v) => v.reduce((a, b) => a + b, 0),
  avg: (v) => v.reduce((a, b) => a + b, 0) / v.length,
  // A loop, not Math.min(...v): spreading a large file set overflows the call stack.
  min: (v) => v.reduce((a, b) => (b < a ? b : a), Number.POSITIVE_INFINITY),
  max: (v) => v.reduce((a, b) => (b > a ? b : a), Number.NEGATIVE_INFINITY),
};

export function connectionResolvers(model: ContentModel, readers: Readers): ResolverMap {
  const schema: GraphQLSchema = model.schema;
  const resolvers: ResolverMap = {};
  /** The where-filtered entries of a connection, spending the request's work budget. */
  const filtered = (src: ConnectionSource, context: QueryContext | undefined): Doc[] | Promise<Doc[]> => {
    const reader = readers(src.state);
    return filterBounded(reader.all(src.type), src.query.filters, reader, workOf(context));
  };
  for (const collection of model.collections.values()) {
    const rootField = collection.connection ? schema.getQueryType()?.getFields()[collection.connection] : undefined;
    const connection = rootField ? getNamedType(rootField.type) : undefined;
    if (!(connection instanceof GraphQLObjectType)) continue;
    const typeName = collection.typeName;
    const fields = model.types.get(typeName)?.fields;
    resolvers[connection.name] = {
      values: (parent, _args, context) => {
        const src = source(parent);
        const reader = readers(src.state);
        return then(selectBounded(reader.all(src.type), src.query, reader, workOf(context)), (docs) =>
          docs.map((doc) => reader.view(doc, src.type)),
        );
      },
      groupBy: (parent) => source(parent),
      aggregate: (parent) => source(parent),
    };
    const groupBy = fieldType(connection, 'groupBy');
    if (groupBy) {
      resolvers[groupBy.name] = Object.fromEntries(
        Object.keys(groupBy.getFields()).map((name): [string, FieldResolver] => [
          name,
          (parent, _args, context) => {
            const src = source(parent);
            return then(filtered(src, context), (docs) => {
              const keys = new Map<string, unknown>();
              for (const doc of docs) {
                const key = doc[name] ?? null;
                keys.set(JSON.stringify(key), key);
              }
              return [...keys.values()]
                .sort((a, b) => groupOrder(fields?.get(name), a, b))
                .map((key) => ({
                  key,
                  connection: { ...src, query: { ...src.query, filters: [...src.query.filters, { kind: 'is', field: name, value: key }] } },
                }));
            });
          },
        ]),
      );
    }
    const aggregator = fieldType(connection, 'aggregate');
    if (aggregator) {
      const aggregate: Record<string, FieldResolver> = {
        count: (parent, _args, context) => then(filtered(source(parent), context), (docs) => docs.length),
        totalCount: (parent) => {
          const src = source(parent);
          return readers(src.state).all(src.type).length;
        },
      };
      for (const [fn, compute] of Object.entries(NUMERIC)) {
        const result = fieldType(aggregator, fn);
        if (!result) continue;
        aggregate[fn] = (parent, _args, context) =>
          then(filtered(source(parent), context), (docs) =>
            Object.fromEntries(
              Object.keys(result.getFields()).map((name) => {
                const values = numericValues(docs, name);
                return [name, values.length === 0 ? null : compute(values)];
              }),
            ),
          );
      }
      resolvers[aggregator.name] = aggregate;
    }
  }
  return resolvers;
}

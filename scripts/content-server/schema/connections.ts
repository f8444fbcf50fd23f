/**
 * Connection types per collection: TConnection { values groupBy aggregate },
 * TGroupBy with one TConnection<Field> per groupable field, TAggregator { count totalCount }
 * (plus sum/avg/min/max for the numeric fields listed in NUMERIC_AGGREGATES).
 */
import { parse, type DefinitionNode } from 'graphql';
import { sourceFields, upperFirst, type CollectionDecl, type SourceModel } from './source.ts';

/** Types whose aggregator also has sum/avg/min/max, and over which fields (as in Strapi v3's upload plugin). */
const NUMERIC_AGGREGATES: Readonly<Record<string, readonly string[]>> = {
  UploadFile: ['width', 'height', 'size'],
};

const NUMERIC_AGGREGATE_FUNCTIONS = ['sum', 'avg', 'min', 'max'] as const;

interface GroupField {
  name: string;
  keyType: string;
}

function groupFields(src: SourceModel, typeName: string): GroupField[] {
  const fields: GroupField[] = [
    { name: 'id', keyType: 'ID' },
    { name: 'createdAt', keyType: 'DateTime' },
    { name: 'updatedAt', keyType: 'DateTime' },
  ];
  const seen = new Set(fields.map((f) => f.name));
  for (const field of sourceFields(src, typeName)) {
    if ((field.kind !== 'scalar' && field.kind !== 'enum') || field.list || field.private || seen.has(field.name)) continue;
    seen.add(field.name);
    fields.push({ name: field.name, keyType: field.typeName });
  }
  return fields;
}

function numericAggregates(src: SourceModel, typeName: string): string[] {
  const wanted = NUMERIC_AGGREGATES[typeName] ?? [];
  const present = new Set(sourceFields(src, typeName).map((f) => f.name));
  return wanted.filter((name) => present.has(name));
}

function connectionSdl(src: SourceModel, decl: CollectionDecl): string {
  const t = decl.typeName;
  const groups = groupFields(src, t);
  const numeric = numericAggregates(src, t);
  const parts: string[] = [
    `type ${t}Connection {\n  values: [${t}]\n  groupBy: ${t}GroupBy\n  aggregate: ${t}Aggregator\n}`,
    `type ${t}GroupBy {\n${groups.map((g) => `  ${g.name}: [${t}Connection${upperFirst(g.name)}]`).join('\n')}\n}`,
    ...groups.map((g) => `type ${t}Connection${upperFirst(g.name)} {\n  key: ${g.keyType}\n  connection: ${t}Connection\n}`),
  ];
  const aggregatorFields = ['count: Int', 'totalCount: Int'];
  if (numeric.length > 0) {
    for (const fn of NUMERIC_AGGREGATE_FUNCTIONS) {
      const name = `${t}Aggregator${upperFirst(fn)}`;
      aggregatorFields.push(`${fn}: ${name}`);
      parts.push(`type ${name} {\n${numeric.map((f) => `  ${f}: Float`).join('\n')}\n}`);
    }
  }
  parts.splice(1, 0, `type ${t}Aggregator {\n${aggregatorFields.map((f) => `  ${f}`).join('\n')}\n}`);
  return parts.join('\n\n');
}

export function connectionDefinitions(src: SourceModel): DefinitionNode[] {
  const sdl = src.entities
    .filter((e): e is CollectionDecl => e.kind === 'collection')
    .map((decl) => connectionSdl(src, decl))
    .join('\n\n');
  return sdl === '' ? [] : [...parse(sdl).definitions];
}

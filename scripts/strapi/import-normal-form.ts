/**
 * The normal form in which the import compares what Strapi holds with what it would send
 * (scripts/strapi/import.ts): equal normal forms = nothing to write.
 */
import { sourceFields, type SourceField, type SourceModel } from '../content-server/schema/source.ts';
import type { StrapiProjectModel } from './model.ts';

/**
 * One normal form for what Strapi returns and what the import sends: contract fields only, in contract
 * order; relations and files as ids; components without their row ids; booleans as booleans; null, an
 * empty list and a missing value alike (dropped).
 */
export function normalise(
  src: SourceModel,
  project: StrapiProjectModel,
  typeName: string,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of sourceFields(src, typeName)) {
    if (field.name === 'id' || field.name === 'published_at') continue;
    const name = project.renamed.get(`${typeName}.${field.name}`) ?? field.name;
    const value = normaliseValue(src, project, field, data[name]);
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    out[name] = value;
  }
  return out;
}

function refId(value: unknown): unknown {
  if (value && typeof value === 'object' && 'id' in value) return Number((value as { id: unknown }).id);
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
}

function normaliseValue(src: SourceModel, project: StrapiProjectModel, field: SourceField, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const target = project.byType.get(field.typeName);
  switch (field.kind) {
    case 'scalar':
      if (field.typeName === 'Boolean') return Boolean(value);
      if (field.typeName === 'Float' || field.typeName === 'Int') return Number(value);
      if (field.typeName === 'JSON') return JSON.stringify(value);
      return value;
    case 'enum':
      return value;
    case 'relation':
      if (!field.list) return refId(value);
      // Strapi v3 keeps no order in relation lists (media lists it does keep): compared as sets.
      return field.typeName === 'UploadFile'
        ? (value as unknown[]).map(refId)
        : (value as unknown[]).map(refId).sort((x, y) => Number(x) - Number(y));
    case 'union':
      return (value as Array<Record<string, unknown>>).map((item) => {
        const uid = String(item.__component ?? '');
        const component = [...project.byType.values()].find((t) => t.kind === 'component' && t.component.uid === uid);
        const typeName = component?.kind === 'component' ? component.component.typeName : '';
        return { __component: uid, ...(typeName ? normalise(src, project, typeName, item) : {}) };
      });
    case 'component':
      // A component stored as entries (footer columns): a relation list, compared as a set as well.
      if (target?.kind === 'model') return (value as unknown[]).map(refId).sort((x, y) => Number(x) - Number(y));
      if (field.list) return (value as Array<Record<string, unknown>>).map((item) => normalise(src, project, field.typeName, item));
      return normalise(src, project, field.typeName, value as Record<string, unknown>);
  }
}

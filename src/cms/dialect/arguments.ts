/**
 * The arguments of one field, contract → Strapi 5: `where` → `filters` (filters.ts), `limit` / `start`
 * → `pagination: { start, limit }`, `sort: "a:desc,id:desc"` → `sort: ["a:desc", "id:desc"]`,
 * `publicationState` → `status` (LIVE → PUBLISHED, PREVIEW → DRAFT), `id` → `documentId`. A nested list
 * without `limit` gets `pagination: { limit: -1 }`, as Strapi 5 pages nested lists too (10 by default).
 */
import { Kind, type ArgumentNode, type ObjectFieldNode, type ValueNode } from 'graphql';
import { argumentNode, enumValue, intValue, listValue, objectField, objectValue, stringValue, UntranslatableError } from './ast.ts';
import { translateWhere } from './filters.ts';
import { NESTED_LIST_LIMIT, PUBLICATION_STATUS, SORT_FIELDS } from './strapi5-names.ts';

export interface FieldPlace {
  /** A field of the Query root (a list or single read). */
  root: boolean;
  /** A list that Strapi 5 pages (not a dynamic zone). */
  pagedList: boolean;
}

export function translateArguments(args: readonly ArgumentNode[], place: FieldPlace): ArgumentNode[] {
  let filters: ValueNode | undefined;
  let sort: ValueNode | undefined;
  let status: ValueNode | undefined;
  let documentId: ValueNode | undefined;
  const paging = new Map<string, ValueNode>();
  for (const arg of args) {
    const name = arg.name.value;
    switch (name) {
      case 'where':
        filters = translateWhere(arg.value);
        break;
      case 'sort':
        sort = translateSort(arg.value);
        break;
      case 'limit':
      case 'start':
        paging.set(name, arg.value);
        break;
      case 'publicationState':
        status = translatePublicationState(arg.value);
        break;
      case 'id':
        if (!place.root) throw new UntranslatableError('argument "id" on a nested field');
        documentId = arg.value;
        break;
      default:
        throw new UntranslatableError(`argument "${name}" has no Strapi 5 counterpart in this translation`);
    }
  }
  const pagination: ObjectFieldNode[] = [];
  for (const key of ['start', 'limit']) {
    const value = paging.get(key);
    if (value) pagination.push(objectField(key, value));
  }
  if (pagination.length === 0 && place.pagedList && !place.root) pagination.push(objectField('limit', intValue(NESTED_LIST_LIMIT)));

  const translated: ArgumentNode[] = [];
  if (documentId) translated.push(argumentNode('documentId', documentId));
  if (filters) translated.push(argumentNode('filters', filters));
  if (pagination.length > 0) translated.push(argumentNode('pagination', objectValue(pagination)));
  if (sort) translated.push(argumentNode('sort', sort));
  if (status) translated.push(argumentNode('status', status));
  return translated;
}

/** `"publishingDate:desc,id:desc"` → `["publishingDate:desc", "<tie-breaker>:desc"]`. */
function translateSort(value: ValueNode): ValueNode {
  if (value.kind !== Kind.STRING) {
    throw new UntranslatableError(
      `"sort" must be a string written in the operation, got ${value.kind === Kind.VARIABLE ? `the variable $${value.name.value}` : value.kind}`,
    );
  }
  const keys = value.value
    .split(',')
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '')
    .map((segment) => {
      const [field = '', ...order] = segment.split(':');
      return [SORT_FIELDS[field] ?? field, ...order].join(':');
    });
  return listValue(keys.map(stringValue));
}

/** A literal LIVE / PREVIEW is mapped here; a variable keeps its name (translate.ts retypes it and maps its value). */
function translatePublicationState(value: ValueNode): ValueNode {
  if (value.kind === Kind.VARIABLE || value.kind === Kind.NULL) return value;
  const status = value.kind === Kind.ENUM ? PUBLICATION_STATUS[value.value] : undefined;
  if (!status) throw new UntranslatableError(`"publicationState" must be LIVE, PREVIEW or a variable`);
  return enumValue(status);
}

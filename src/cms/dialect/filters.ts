/**
 * Strapi v3 `where` → Strapi 5 `filters`: `{ slug: $slug }` → `{ slug: { eq: $slug } }`, an operator
 * suffix (`slug_in`, `published_at_null`) → that operator (strapi5-names.ts FILTER_OPERATORS),
 * `_or` / `_and` → `or` / `and`, `id` → `documentId`. The `where` must be written out in the operation
 * (a variable holding it cannot be rewritten once); a filter on a relation is not translated.
 */
import { Kind, type ObjectFieldNode, type ValueNode } from 'graphql';
import { objectField, objectValue, listValue, UntranslatableError } from './ast.ts';
import { FILTER_FIELDS, FILTER_OPERATORS } from './strapi5-names.ts';

const LOGICAL: Readonly<Record<string, string>> = { _or: 'or', _and: 'and' };

export function translateWhere(where: ValueNode): ValueNode {
  if (where.kind !== Kind.OBJECT) {
    throw new UntranslatableError(
      `"where" must be an object written in the operation to be translated to "filters", got ${where.kind === Kind.VARIABLE ? `the variable $${where.name.value}` : where.kind}`,
    );
  }
  // Conditions on one field are merged into one object ({ a_gt: 1, a_lt: 5 } → { a: { gt: 1, lt: 5 } }).
  const byField = new Map<string, ObjectFieldNode[]>();
  const fields: ObjectFieldNode[] = [];
  for (const field of where.fields) {
    const key = field.name.value;
    const logical = LOGICAL[key];
    if (logical) {
      if (field.value.kind !== Kind.LIST) throw new UntranslatableError(`"where.${key}" must be a list of conditions`);
      fields.push(objectField(logical, listValue(field.value.values.map(translateWhere))));
      continue;
    }
    if (field.value.kind === Kind.OBJECT) {
      throw new UntranslatableError(`"where.${key}" filters on a relation, which is not translated`);
    }
    const [name, operator] = splitOperator(key);
    const conditions = byField.get(name) ?? [];
    if (conditions.length === 0) byField.set(name, conditions);
    conditions.push(objectField(operator, field.value));
  }
  for (const [name, conditions] of byField) fields.push(objectField(FILTER_FIELDS[name] ?? name, objectValue(conditions)));
  return objectValue(fields);
}

/** `slug_in` → [`slug`, `in`]; `content_page` → [`content_page`, `eq`] (no operator suffix). */
function splitOperator(key: string): [field: string, operator: string] {
  const at = key.lastIndexOf('_');
  const operator = at > 0 ? FILTER_OPERATORS[key.slice(at + 1)] : undefined;
  return operator ? [key.slice(0, at), operator] : [key, 'eq'];
}

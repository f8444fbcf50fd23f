/**
 * The GraphQL selection that reads every contract field of a type, generated from the contract: what the
 * Strapi 5 importer reads back from Strapi 5 to compare, and what the migration reads from a content
 * system that speaks the contract (Strapi 3.6, the embedded server). Components are read inline, dynamic
 * zones with `__typename` and an inline fragment per member, references by their id field only.
 *
 * Where two members of a dynamic zone have fields of one name and different types, which GraphQL refuses
 * to merge, those fields are aliased `<Member>__<field>`; `unalias` gives them their names back. Only
 * those: servers limit the aliases of a query (the embedded server to 30).
 */
import { print } from 'graphql';
import { sourceFields, type SourceModel } from '../content-server/schema/source.ts';

export interface SelectionStyle {
  /** The field that names a referenced entry or file: `documentId` (Strapi 5) or `id` (the contract). */
  ref: 'documentId' | 'id';
  /** Arguments of a nested list field (Strapi 5 pages them, 10 entries by default), e.g. `(pagination: { limit: -1 })`. */
  listArgs: string;
  /** Component types stored as entries of their own (read by reference), e.g. the footer column in Strapi 5. */
  byReference?: (typeName: string) => boolean;
}

/** The field names that members of a union declare with different types. */
function conflictingNames(src: SourceModel, union: string): Set<string> {
  const types = new Map<string, Set<string>>();
  for (const member of src.unions.get(union)?.types ?? []) {
    for (const field of sourceFields(src, member.name.value)) {
      const seen = types.get(field.name) ?? new Set<string>();
      seen.add(print(field.node.type));
      types.set(field.name, seen);
    }
  }
  return new Set([...types].filter(([, seen]) => seen.size > 1).map(([name]) => name));
}

export function contentSelection(
  src: SourceModel,
  typeName: string,
  style: SelectionStyle,
  aliased: ReadonlySet<string> = new Set(),
): string {
  const parts: string[] = [];
  for (const field of sourceFields(src, typeName)) {
    if (field.name === 'id' || field.name === 'published_at' || field.private) continue;
    const args = field.list ? style.listArgs : '';
    const name = aliased.has(field.name) ? `${typeName}__${field.name}: ${field.name}` : field.name;
    switch (field.kind) {
      case 'scalar':
      case 'enum':
        parts.push(name);
        break;
      case 'relation':
        parts.push(`${name}${args} { ${style.ref} }`);
        break;
      case 'component':
        if (style.byReference?.(field.typeName)) parts.push(`${name}${style.listArgs} { ${style.ref} }`);
        else parts.push(`${name}${args} { ${contentSelection(src, field.typeName, style)} }`);
        break;
      case 'union': {
        const conflicts = conflictingNames(src, field.typeName);
        const members = (src.unions.get(field.typeName)?.types ?? []).map(
          (t) => `... on ${t.name.value} { ${contentSelection(src, t.name.value, style, conflicts)} }`,
        );
        parts.push(`${name} { __typename ${members.join(' ')} }`);
        break;
      }
    }
  }
  return parts.join(' ');
}

/** A dynamic zone item as read (`<Member>__<field>` aliases) with the contract's field names. */
export function unalias(member: string, item: Record<string, unknown>): Record<string, unknown> {
  const prefix = `${member}__`;
  return Object.fromEntries(Object.entries(item).map(([key, value]) => [key.startsWith(prefix) ? key.slice(prefix.length) : key, value]));
}

/** Small builders of GraphQL AST nodes for the dialect translation (translate.ts, arguments.ts, filters.ts). */
import {
  Kind,
  type ArgumentNode,
  type ConstValueNode,
  type ListValueNode,
  type NameNode,
  type ObjectFieldNode,
  type ObjectValueNode,
  type ValueNode,
} from 'graphql';

/** Thrown by a translation step for what it cannot express; translate.ts names the operation. */
export class UntranslatableError extends Error {
  override readonly name = 'UntranslatableError';
}

export function nameNode(value: string): NameNode {
  return { kind: Kind.NAME, value };
}

export function argumentNode(name: string, value: ValueNode): ArgumentNode {
  return { kind: Kind.ARGUMENT, name: nameNode(name), value };
}

export function objectField(name: string, value: ValueNode): ObjectFieldNode {
  return { kind: Kind.OBJECT_FIELD, name: nameNode(name), value };
}

export function objectValue(fields: readonly ObjectFieldNode[]): ObjectValueNode {
  return { kind: Kind.OBJECT, fields };
}

export function listValue(values: readonly ValueNode[]): ListValueNode {
  return { kind: Kind.LIST, values };
}

export function stringValue(value: string): ConstValueNode {
  return { kind: Kind.STRING, value };
}

export function intValue(value: number): ConstValueNode {
  return { kind: Kind.INT, value: String(value) };
}

export function enumValue(value: string): ConstValueNode {
  return { kind: Kind.ENUM, value };
}

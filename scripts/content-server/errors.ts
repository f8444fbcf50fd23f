/**
 * User-facing errors. graphql-yoga masks every error that is not a GraphQLError, so
 * anything the caller should read (bad where, bad sort, not implemented) is a GraphQLError,
 * made by yoga's own createGraphQLError so that it is an instance of the GraphQLError class
 * yoga checks against (also where a bundler loads a second copy of graphql, as vitest does).
 */
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

export function userError(message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

export function notImplemented(field: string): GraphQLError {
  return createGraphQLError(`Not implemented: ${field} (account self-service belongs to the real content system)`, {
    extensions: { code: 'NOT_IMPLEMENTED' },
  });
}

/** A short description of a JSON-ish value for error messages. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return JSON.stringify(value);
  return `${typeof value} ${String(value)}`;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

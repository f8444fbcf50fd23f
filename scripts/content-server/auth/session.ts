/**
 * Who is asking: the GraphQL context of a request. No Authorization header is the Public role; a
 * header must be `Bearer <jwt>` with a valid, unexpired token of an existing, confirmed and
 * unblocked user whose token version (credentials.ts) is still the one the token carries, or the
 * whole request fails with a 401 ("Invalid token.", as Strapi v3 says). The user and the version are
 * read on every request: a user blocked, deleted, given another role or password after login is
 * refused on the next request.
 */
import type { IncomingMessage } from 'node:http';
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { Doc } from '../query.ts';
import type { ContentStore } from '../store.ts';
import { roleTypeOf, USER_TYPE, type RoleType } from './accounts.ts';
import { clientAddressOf } from './client-address.ts';
import { tokenVersionOf } from './credentials.ts';
import type { TokenService } from './tokens.ts';

interface Session {
  user: Doc | null;
  role: RoleType;
}

export interface RequestContext {
  session: Session;
  /** The client's address: the socket's peer, or with a trusted proxy the last X-Forwarded-For hop (client-address.ts). */
  clientAddress: string;
}

/** What the HTTP server hands to yoga next to the request (node:http). */
export interface ServerContext {
  req?: IncomingMessage;
  /** CMS_TRUST_PROXY: take the client address from X-Forwarded-For (server.ts passes it with each request). */
  trustProxy?: boolean;
}

const PUBLIC_SESSION: Session = { user: null, role: 'public' };

export function unauthorized(message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
}

export function forbidden(): GraphQLError {
  return createGraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } });
}

/** The reason a user may not sign in or use a token, or undefined. */
export function accountProblem(user: Doc): string | undefined {
  if (user['blocked'] === true) return 'Your account has been blocked by an administrator.';
  if (user['confirmed'] !== true) return 'Your account email is not confirmed.';
  return undefined;
}

async function sessionOf(authorization: string | null, tokens: TokenService, store: ContentStore): Promise<Session> {
  if (authorization === null || authorization.trim() === '') return PUBLIC_SESSION;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  const claims = match?.[1] ? await tokens.verify(match[1]) : undefined;
  const user = claims === undefined ? undefined : store.get(USER_TYPE, claims.userId);
  if (!user || !claims) throw unauthorized('Invalid token.');
  const problem = accountProblem(user);
  if (problem) throw unauthorized(problem);
  if (tokenVersionOf(store, claims.userId) !== claims.version) throw unauthorized('Invalid token.');
  return { user, role: roleTypeOf(store, user) };
}

export async function requestContext(
  request: Request,
  server: ServerContext,
  tokens: TokenService,
  store: ContentStore,
): Promise<RequestContext> {
  return {
    session: await sessionOf(request.headers.get('authorization'), tokens, store),
    clientAddress: clientAddressOf(server.req, server.trustProxy === true),
  };
}

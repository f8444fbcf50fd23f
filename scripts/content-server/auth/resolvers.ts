/**
 * The account resolvers: `login` (identifier + password → { jwt, user }), `me`, and the users of a
 * role (computed from the users' `role`, the one side that is stored). One message for an unknown
 * identifier and a wrong password, with the same hashing work for both; attempts are admitted by
 * the login limits (rate-limit.ts) before the hash runs.
 */
import { createGraphQLError } from 'graphql-yoga';
import { userError } from '../errors.ts';
import type { Doc } from '../query.ts';
import { parseListArgs, selectBounded } from '../query.ts';
import { andThen } from '../work-budget.ts';
import { listArgs, workOf, type FieldResolver } from '../resolvers/fields.ts';
import { asView, StateReader } from '../resolvers/views.ts';
import type { ContentStore } from '../store.ts';
import { findUser, hasAccounts, roleOf, USER_TYPE } from './accounts.ts';
import { credentialOf } from './credentials.ts';
import { verifyPassword, verifyUnknown } from './passwords.ts';
import type { RootResolvers } from './permissions.ts';
import type { LoginRateLimiter } from './rate-limit.ts';
import { accountProblem, unauthorized } from './session.ts';
import type { TokenService } from './tokens.ts';

const INVALID_LOGIN = 'Identifier or password invalid.';

export interface AccountDeps {
  store: ContentStore;
  tokens: TokenService;
  limiter: LoginRateLimiter;
}

/** The UsersPermissionsMe shape of a user (never the password: it is not in the document). */
function meOf(store: ContentStore, user: Doc): Record<string, unknown> {
  const role = roleOf(store, user);
  return {
    id: String(user['id']),
    username: user['username'],
    email: user['email'],
    confirmed: user['confirmed'] ?? null,
    blocked: user['blocked'] ?? null,
    role: role
      ? { id: String(role['id']), name: role['name'], description: role['description'] ?? null, type: role['type'] ?? null }
      : null,
  };
}

function tooManyAttempts(seconds: number): Error {
  return createGraphQLError(`Too many failed login attempts. Try again in ${seconds} seconds.`, {
    extensions: { code: 'RATE_LIMITED', retryAfterSeconds: seconds },
  });
}

function loginInput(args: Readonly<Record<string, unknown>>): { identifier: string; password: string; provider: string } {
  const input = args['input'];
  const field = (name: string): unknown =>
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[name] : undefined;
  const identifier = field('identifier');
  const password = field('password');
  const provider = field('provider');
  if (typeof identifier !== 'string' || typeof password !== 'string') throw userError('login: identifier and password are required');
  return { identifier, password, provider: typeof provider === 'string' ? provider : 'local' };
}

export function accountResolvers({ store, tokens, limiter }: AccountDeps): { Query: RootResolvers; Mutation: RootResolvers } {
  return {
    Query: {
      me: (_parent, _args, context) => (context.session.user ? meOf(store, context.session.user) : null),
    },
    Mutation: {
      login: async (_parent, args, context) => {
        const { identifier, password, provider } = loginInput(args);
        if (provider !== 'local') throw userError(`login: provider "${provider}" is not enabled (only "local")`);
        const user = hasAccounts(store.model) && identifier.trim() !== '' ? findUser(store, identifier) : undefined;
        // Admitted (and counted) before the hash runs: concurrent attempts cannot all pass the check.
        // A user's username and email share one count; an unknown identifier has its own. Resolves
        // once the check may run (later when the identifier is slowed).
        const subject = user ? `user:${String(user['id'])}` : `name:${identifier}`;
        const { attempt, retryAfterSeconds } = await limiter.admit(subject, context.clientAddress);
        if (!attempt) throw tooManyAttempts(retryAfterSeconds);
        try {
          const credential = user ? credentialOf(store, String(user['id'])) : undefined;
          const ok = credential !== undefined ? await verifyPassword(password, credential.hash) : await verifyUnknown(password);
          if (!user || !credential || !ok) throw userError(INVALID_LOGIN);
          const problem = accountProblem(user);
          if (problem) {
            attempt.released();
            throw unauthorized(problem);
          }
          attempt.succeeded();
          return { jwt: await tokens.issue(String(user['id']), credential.tokenVersion), user: meOf(store, user) };
        } finally {
          attempt.failed(); // does nothing when the attempt was settled above
        }
      },
    },
  };
}

/** UsersPermissionsRole.users: the users whose role is this role, with the usual list arguments. */
export function roleUsersResolver(store: ContentStore): FieldResolver {
  const reader = new StateReader(store, 'PREVIEW');
  return (parent, args, context) => {
    const id = String(asView(parent)['id']);
    const work = workOf(context);
    const all = store.all(USER_TYPE);
    work.spend(all.length);
    const users = all.filter((u) => String(u['role']) === id);
    const selected = selectBounded(users, parseListArgs(store.model, USER_TYPE, listArgs(args), context?.limits), reader, work);
    return andThen(selected, (docs) => docs.map((u) => reader.view(u, USER_TYPE)));
  };
}

/**
 * What createUser/updateUser and createRole/updateRole do beyond the generic write: a user's
 * password is checked (at least 10 characters), hashed and kept in `credentials` (never in the
 * document); email is lower-cased and checked; username and email are unique (ignoring case);
 * `resetPasswordToken` is not accepted (password resets belong to the real content system).
 * New users are confirmed (there is no email confirmation here), unblocked, provider "local".
 * A new password, or a change of `role`, `blocked` or `confirmed`, gives the user a new token
 * version (credentials.ts): the tokens issued before are refused. A role's users are set on the
 * users (`role`), not on the role.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Doc } from '../query.ts';
import type { ContentStore } from '../store.ts';
import { invalidInput, type Data } from '../write/input.ts';
import { ROLE_TYPE, uniquenessProblem, USER_TYPE } from './accounts.ts';
import { deleteCredential, renewTokenVersion, setCredential } from './credentials.ts';
import { hashPassword, passwordProblem } from './passwords.ts';

interface PreparedInput {
  data: Data;
  /** Extra writes in the same transaction, once the id is known. */
  persist?: (db: DatabaseSync, id: string) => void;
}

export interface WriteHook {
  prepare(data: Data, existing: Doc | undefined): Promise<PreparedInput>;
  remove?(db: DatabaseSync, id: string): void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The fields whose change ends the user's tokens (with the password). */
const SESSION_FIELDS = ['role', 'blocked', 'confirmed'] as const;

const idOrValue = (value: unknown): unknown => (typeof value === 'number' ? String(value) : (value ?? null));

function changesSession(data: Data, existing: Doc | undefined): boolean {
  return existing !== undefined && SESSION_FIELDS.some((field) => field in data && idOrValue(data[field]) !== idOrValue(existing[field]));
}

function userHook(store: ContentStore): WriteHook {
  return {
    async prepare(input, existing) {
      const { password, resetPasswordToken, ...data } = input;
      const problems: string[] = [];
      if (resetPasswordToken !== undefined && resetPasswordToken !== null) problems.push('resetPasswordToken: cannot be set here');
      const { email, username } = data;
      if (typeof email === 'string') {
        data['email'] = email.trim().toLowerCase();
        if (!EMAIL.test(email.trim())) problems.push(`email: "${email}" is not an email address`);
      }
      if (typeof username === 'string') data['username'] = username.trim();
      if (password === undefined || password === null) {
        if (!existing) problems.push('password: required');
      } else if (typeof password !== 'string') problems.push('password: expected a string');
      else {
        const problem = passwordProblem(password);
        if (problem) problems.push(problem);
      }
      const taken = uniquenessProblem(store, data, existing ? String(existing['id']) : undefined);
      if (taken) problems.push(taken);
      if (problems.length > 0) throw invalidInput(USER_TYPE, problems);
      if (!existing) {
        data['provider'] ??= 'local';
        data['confirmed'] ??= true;
        data['blocked'] ??= false;
      }
      const hash = typeof password === 'string' ? await hashPassword(password) : undefined;
      const renew = changesSession(data, existing);
      if (hash === undefined && !renew) return { data };
      return { data, persist: (db, id) => (hash === undefined ? renewTokenVersion(db, id) : setCredential(db, id, hash)) };
    },
    remove: (db, id) => deleteCredential(db, id),
  };
}

function roleHook(): WriteHook {
  return {
    async prepare(input) {
      const { users, ...data } = input;
      if (users !== undefined && users !== null) throw invalidInput(ROLE_TYPE, ["users: set a user's role (updateUser) instead"]);
      return { data };
    },
  };
}

/** The hooks by type name (only for schemas that have accounts). */
export function accountHooks(store: ContentStore): ReadonlyMap<string, WriteHook> {
  return new Map([
    [USER_TYPE, userHook(store)],
    [ROLE_TYPE, roleHook()],
  ]);
}

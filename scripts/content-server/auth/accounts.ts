/**
 * Accounts: users (UsersPermissionsUser) and roles (UsersPermissionsRole) are documents like any
 * other type; the password hash and token version of a user are kept apart in the `credentials`
 * table (credentials.ts). A user has one role; what a role may do follows from its `type` (public,
 * editor, administrator; see permissions.ts). Also: creating accounts from the command line (`--create-admin`/`--create-user`).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { ContentModel } from '../model.ts';
import type { Doc } from '../query.ts';
import type { ContentStore } from '../store.ts';
import { nextId, putDoc } from '../write/rows.ts';
import { setCredential } from './credentials.ts';
import { hashPassword, passwordProblem } from './passwords.ts';

export const USER_TYPE = 'UsersPermissionsUser';
export const ROLE_TYPE = 'UsersPermissionsRole';
const PERMISSION_TYPE = 'UsersPermissionsPermission';
/** Types only administrators read or write. */
export const ACCOUNT_TYPES: ReadonlySet<string> = new Set([USER_TYPE, ROLE_TYPE, PERMISSION_TYPE]);

const ROLE_TYPES = ['public', 'editor', 'administrator'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

/** The roles every data folder has (the sample seed creates them; account creation adds missing ones). */
export const STANDARD_ROLES: ReadonlyArray<{ name: string; description: string; type: RoleType }> = [
  { name: 'Public', description: 'Anyone without a login: reads published content (LIVE) only.', type: 'public' },
  { name: 'Editor', description: 'Creates, edits, publishes and deletes content and media; reads drafts (PREVIEW).', type: 'editor' },
  { name: 'Administrator', description: 'Everything an editor does, plus users and roles.', type: 'administrator' },
];

export function hasAccounts(model: ContentModel): boolean {
  return model.collections.has(USER_TYPE) && model.collections.has(ROLE_TYPE);
}

export function isRoleType(value: unknown): value is RoleType {
  return typeof value === 'string' && (ROLE_TYPES as readonly string[]).includes(value);
}

const lower = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim().toLowerCase() : undefined);

/** The user whose username (exactly) or email (ignoring case) is the identifier. */
export function findUser(store: ContentStore, identifier: string): Doc | undefined {
  const wanted = identifier.trim();
  const users = store.all(USER_TYPE);
  return users.find((u) => u['username'] === wanted) ?? users.find((u) => lower(u['email']) === wanted.toLowerCase());
}

export function roleOf(store: ContentStore, user: Doc): Doc | undefined {
  const id = user['role'];
  return typeof id === 'string' || typeof id === 'number' ? store.get(ROLE_TYPE, String(id)) : undefined;
}

/** The role type that decides what the user may do; a user without a known role type is public. */
export function roleTypeOf(store: ContentStore, user: Doc): RoleType {
  const type = roleOf(store, user)?.['type'];
  return isRoleType(type) ? type : 'public';
}

/** The problem with a username/email pair that other users already have (ignoring case), if any. */
export function uniquenessProblem(store: ContentStore, data: { username?: unknown; email?: unknown }, ownId?: string): string | undefined {
  for (const user of store.all(USER_TYPE)) {
    if (String(user['id']) === ownId) continue;
    if (data.username !== undefined && lower(user['username']) === lower(data.username))
      return `username: "${String(data.username)}" is already taken`;
    if (data.email !== undefined && lower(user['email']) === lower(data.email)) return `email: "${String(data.email)}" is already taken`;
  }
  return undefined;
}

/** Adds the standard roles that are missing (by type) inside a write; returns the id of each type's role. */
function ensureRoles(db: DatabaseSync, store: ContentStore, now: string): Map<RoleType, string> {
  const ids = new Map<RoleType, string>();
  for (const role of store.all(ROLE_TYPE)) {
    const type = role['type'];
    if (isRoleType(type) && !ids.has(type)) ids.set(type, String(role['id']));
  }
  for (const role of STANDARD_ROLES) {
    if (ids.has(role.type)) continue;
    const id = nextId(db, ROLE_TYPE);
    putDoc(db, ROLE_TYPE, { id, ...role, createdAt: now, updatedAt: now });
    ids.set(role.type, id);
  }
  return ids;
}

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  roleType: RoleType;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Creates a confirmed, unblocked local account (command line); throws a readable error for bad input. */
export async function createAccount(store: ContentStore, account: NewAccount): Promise<Doc> {
  if (!hasAccounts(store.model)) throw new Error('this content schema has no users and roles');
  const problems = [
    account.username.trim() === '' ? 'username: required' : undefined,
    EMAIL.test(account.email) ? undefined : `email: "${account.email}" is not an email address`,
    passwordProblem(account.password),
    uniquenessProblem(store, account),
  ].filter((p): p is string => p !== undefined);
  if (problems.length > 0) throw new Error(`cannot create the account: ${problems.join('; ')}`);
  const hash = await hashPassword(account.password);
  return store.write((db) => {
    const now = new Date().toISOString();
    const roles = ensureRoles(db, store, now);
    const id = nextId(db, USER_TYPE);
    const user: Doc = {
      id,
      username: account.username.trim(),
      email: account.email.trim().toLowerCase(),
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: roles.get(account.roleType) ?? null,
      createdAt: now,
      updatedAt: now,
    };
    putDoc(db, USER_TYPE, user);
    setCredential(db, id, hash);
    return user;
  });
}

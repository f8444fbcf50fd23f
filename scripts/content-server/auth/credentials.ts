/**
 * The `credentials` table: per user the password hash and the token version, never in a document
 * (no read, filter, index or change event reaches them). The token version is a random value that
 * every login token carries (claim `tv`, see tokens.ts) and that a session must match: it is
 * replaced when the password is set, the user is blocked or unblocked, confirmed or not, or gets
 * another role, so every token issued before such a change is refused. Deleting a user deletes the
 * row: the user's tokens then match nothing (and ids are never reused, write/rows.ts).
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { ContentStore } from '../store.ts';

function newTokenVersion(): string {
  return randomBytes(16).toString('base64url');
}

export interface Credential {
  hash: string;
  tokenVersion: string;
}

/** The user's hash and token version, read together (a login issues the version its hash was checked under). */
export function credentialOf(store: ContentStore, userId: string): Credential | undefined {
  const row = store.read((db) => db.prepare('SELECT hash, token_version FROM credentials WHERE user_id = ?').get(userId));
  const hash = row?.['hash'];
  const tokenVersion = row?.['token_version'];
  if (typeof hash !== 'string' || typeof tokenVersion !== 'string' || tokenVersion === '') return undefined;
  return { hash, tokenVersion };
}

/** The user's current token version; undefined for a user without credentials (who has no tokens). */
export function tokenVersionOf(store: ContentStore, userId: string): string | undefined {
  return credentialOf(store, userId)?.tokenVersion;
}

/** Sets the password hash, with a new token version (a password change ends the old tokens). */
export function setCredential(db: DatabaseSync, userId: string, hash: string): void {
  db.prepare(
    `INSERT INTO credentials (user_id, hash, token_version) VALUES (?, ?, ?)
     ON CONFLICT(user_id) DO UPDATE SET hash = excluded.hash, token_version = excluded.token_version`,
  ).run(userId, hash, newTokenVersion());
}

/** Gives the user a new token version: every token issued before is refused. */
export function renewTokenVersion(db: DatabaseSync, userId: string): void {
  db.prepare('UPDATE credentials SET token_version = ? WHERE user_id = ?').run(newTokenVersion(), userId);
}

export function deleteCredential(db: DatabaseSync, userId: string): void {
  db.prepare('DELETE FROM credentials WHERE user_id = ?').run(userId);
}

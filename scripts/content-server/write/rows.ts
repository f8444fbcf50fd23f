/**
 * Document rows inside a write transaction (the `db` that `store.write` hands over): insert or
 * replace, delete, and the next id of a type. Ids are never reused: the highest id handed out per
 * type is kept in the meta table (`lastId:<type>`), so the id of a deleted entry, the newest one
 * included, is not given to a later entry, also after a restart (a token, a link or a webhook
 * receiver that remembers an id never meets another entry under it). A database from before this
 * starts at its highest stored id.
 */
import type { DatabaseSync } from 'node:sqlite';
import { PUBLISHED_AT } from '../model.ts';
import type { Doc } from '../query.ts';

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function putDoc(db: DatabaseSync, type: string, doc: Doc): void {
  const id = String(doc['id']);
  const createdAt = text(doc['createdAt']) ?? new Date().toISOString();
  db.prepare(
    `INSERT INTO documents (type, id, data, published_at, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT(type, id) DO UPDATE SET data = excluded.data, published_at = excluded.published_at, updatedAt = excluded.updatedAt`,
  ).run(type, id, JSON.stringify(doc), text(doc[PUBLISHED_AT]), createdAt, text(doc['updatedAt']) ?? createdAt);
}

export function deleteDoc(db: DatabaseSync, type: string, id: string): void {
  db.prepare('DELETE FROM documents WHERE type = ? AND id = ?').run(type, id);
}

function finite(value: unknown): number {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/**
 * The next id of a type: one above both the highest stored numeric id and the highest id handed
 * out before. With `count` > 1 the ids first … first + count - 1 are reserved (one write creating
 * several entries); the first is returned.
 */
export function nextId(db: DatabaseSync, type: string, count = 1): string {
  const key = `lastId:${type}`;
  const stored = db.prepare("SELECT MAX(CAST(id AS INTEGER)) AS n FROM documents WHERE type = ? AND id GLOB '[0-9]*'").get(type);
  const issued = db.prepare('SELECT value FROM meta WHERE key = ?').get(key);
  const first = Math.max(finite(stored?.['n']), finite(issued?.['value'])) + 1;
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(
    key,
    String(first + Math.max(1, count) - 1),
  );
  return String(first);
}

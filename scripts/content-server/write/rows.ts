/**
 * Document rows inside a write transaction (the `db` that `store.write` hands over): insert or
 * replace, delete, and the next id of a type (max numeric id + 1, read inside the transaction so
 * several inserts of one write get distinct ids).
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

export function nextId(db: DatabaseSync, type: string): string {
  const row = db.prepare("SELECT MAX(CAST(id AS INTEGER)) AS n FROM documents WHERE type = ? AND id GLOB '[0-9]*'").get(type);
  const max = Number(row?.['n'] ?? 0);
  return String((Number.isFinite(max) ? max : 0) + 1);
}

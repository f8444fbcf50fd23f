/**
 * What every write resolver shares: the store, the change listener (called after the commit, a
 * listener's error is logged and never fails the write), PREVIEW views for payloads, and the
 * author stamp (`created_by`/`updated_by`) of the token's user.
 */
import type { ChangeListener, ContentChange } from '../changes.ts';
import type { Doc } from '../query.ts';
import { StateReader, type View } from '../resolvers/views.ts';
import type { ContentStore } from '../store.ts';
import { ComponentIdSource } from './input.ts';

export class WriteContext {
  readonly store: ContentStore;
  readonly componentIds: ComponentIdSource;
  private readonly listener: ChangeListener | undefined;
  private readonly log: (line: string) => void;
  private readonly preview: StateReader;

  constructor(store: ContentStore, listener: ChangeListener | undefined, log: (line: string) => void) {
    this.store = store;
    this.listener = listener;
    this.log = log;
    this.preview = new StateReader(store, 'PREVIEW');
    this.componentIds = new ComponentIdSource(store);
  }

  /** Tells the listener about committed changes (call only after `store.write` returned). */
  emit(changes: readonly ContentChange[]): void {
    if (!this.listener) return;
    for (const change of changes) {
      try {
        this.listener({ ...change, entry: structuredClone(change.entry) });
      } catch (error) {
        this.log(
          `error: change listener failed on ${change.event} ${change.model}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }

  /** A document as the writer reads it back (PREVIEW: drafts included). */
  view(doc: Doc, typeName: string): View {
    return this.preview.view(doc, typeName);
  }

  now(): string {
    return new Date().toISOString();
  }
}

/** The AdminUser shape stored in created_by/updated_by (users have no first/last name: the username stands in). */
export function authorStamp(user: Doc | null): Doc | null {
  if (!user) return null;
  const username = typeof user['username'] === 'string' ? user['username'] : '';
  return { id: String(user['id']), username, firstname: username, lastname: '' };
}

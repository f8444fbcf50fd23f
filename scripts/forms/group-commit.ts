/**
 * Group commit of the form service: the submissions validated in one turn of the event loop are
 * stored in one transaction (one fsync) before any of their responses is written. A database that
 * another connection keeps locked (an export, a backup, an admin's sqlite3 shell) is never waited
 * for: a write waits at most the store's short busy timeout, then the batch is tried again after
 * each of BUSY_RETRY_DELAYS_MS while the event loop keeps serving; after the last one every post
 * of the batch fails with StorageBusyError (503: nothing of it is stored, the visitor sends again).
 */
import type { Submission } from '../../src/forms/schema.ts';
import { isDatabaseBusy, type InsertResult, type SubmissionStore } from './store.ts';

const BUSY_RETRY_DELAYS_MS: readonly number[] = [50, 100, 200, 400];

export class StorageBusyError extends Error {
  constructor() {
    super('The submission could not be stored just now; nothing was saved. Please send it again in a moment.');
    this.name = 'StorageBusyError';
  }
}

type Pending = { submission: Submission; resolve: (result: InsertResult) => void; reject: (error: unknown) => void };

export class GroupCommit {
  private queue: Pending[] = [];
  private closed = false;
  private readonly store: SubmissionStore;
  private readonly log: (line: string) => void;

  constructor(store: SubmissionStore, log: (line: string) => void) {
    this.store = store;
    this.log = log;
  }

  /** Resolves once the submission is committed (with its batch); rejects with StorageBusyError while the database stays locked. */
  commit(submission: Submission): Promise<InsertResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ submission, resolve, reject });
      if (this.queue.length === 1)
        setImmediate(() => {
          const batch = this.queue;
          this.queue = [];
          this.flush(batch, 0);
        });
    });
  }

  /** No more retries: a batch still waiting for the lock fails now. */
  close(): void {
    this.closed = true;
  }

  private flush(batch: Pending[], attempt: number): void {
    try {
      const results = this.store.insertBatch(batch.map((entry) => entry.submission));
      batch.forEach((entry, index) => {
        const result = results[index];
        if (result) entry.resolve(result);
        else entry.reject(new Error('no insert result'));
      });
    } catch (error) {
      const delay = BUSY_RETRY_DELAYS_MS[attempt];
      if (isDatabaseBusy(error) && delay !== undefined && !this.closed) {
        setTimeout(() => this.flush(batch, attempt + 1), delay);
        return;
      }
      if (isDatabaseBusy(error)) this.log(`database locked: ${batch.length} submission(s) answered 503, nothing stored`);
      const reason = isDatabaseBusy(error) ? new StorageBusyError() : error;
      for (const entry of batch) entry.reject(reason);
    }
  }
}

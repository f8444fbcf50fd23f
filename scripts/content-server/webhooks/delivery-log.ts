/**
 * The record of every delivery attempt: appended as one JSON line to a file (when given, e.g.
 * `<dataDir>/webhook-deliveries.jsonl`) and kept in memory (the most recent ones) for
 * `dispatcher.deliveries()`. Lines are written in order, one append at a time; a write error is
 * logged (once until a write succeeds again) and never reaches the dispatcher.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { ContentEvent } from '../changes.ts';

/**
 * delivered: answered 2xx. retrying: failed, another attempt is scheduled. failed: refused
 * (4xx other than 408/429, a redirect) or out of attempts. abandoned: the dispatcher was closed
 * (or its queue for the target was full) before the delivery could finish.
 */
type DeliveryOutcome = 'delivered' | 'retrying' | 'failed' | 'abandoned';

export interface DeliveryRecord {
  /** When the attempt started (ISO). */
  time: string;
  /** The delivery id (X-Webhook-Id), the same for every attempt of one delivery. */
  id: string;
  /** The target URL with credentials redacted. */
  target: string;
  event: ContentEvent;
  model: string;
  entryId: string | number | null;
  /** 1 for the first attempt; an abandoned retry carries the number it would have had. */
  attempt: number;
  /** The HTTP status, or null when there was no response. */
  status: number | null;
  /** What went wrong (network error, timeout, HTTP status text, start of the response body). */
  error: string | null;
  durationMs: number;
  outcome: DeliveryOutcome;
  /** For `retrying`: the wait before the next attempt. */
  retryInMs?: number;
}

export interface DeliveryLog {
  record(entry: DeliveryRecord): void;
  /** The most recent records, oldest first. */
  recent(): readonly DeliveryRecord[];
  /** Resolves when every record so far is in the file. */
  flush(): Promise<void>;
}

export const DELIVERY_LOG_FILE = 'webhook-deliveries.jsonl';
const KEEP_IN_MEMORY = 200;

export function createDeliveryLog(options: { file?: string; log: (line: string) => void; keep?: number }): DeliveryLog {
  const keep = options.keep ?? KEEP_IN_MEMORY;
  const records: DeliveryRecord[] = [];
  let writing: Promise<void> = Promise.resolve();
  let directoryReady = false;
  let failing = false;

  async function append(line: string, file: string): Promise<void> {
    try {
      if (!directoryReady) {
        await mkdir(dirname(file), { recursive: true });
        directoryReady = true;
      }
      await appendFile(file, line, 'utf8');
      failing = false;
    } catch (error) {
      if (!failing)
        options.log(`webhooks: cannot write the delivery log ${file}: ${error instanceof Error ? error.message : String(error)}`);
      failing = true;
    }
  }

  return {
    record(entry) {
      records.push(entry);
      if (records.length > keep) records.splice(0, records.length - keep);
      const file = options.file;
      if (file !== undefined) {
        const line = `${JSON.stringify(entry)}\n`;
        writing = writing.then(() => append(line, file));
      }
    },
    recent: () => records.slice(),
    flush: () => writing,
  };
}

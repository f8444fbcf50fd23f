/**
 * One delivery to one target, attempt after attempt (./dispatcher.ts): delivered, refused (not
 * retried), out of attempts, or abandoned when the dispatcher closes; between attempts the wait a
 * Retry-After asks for (up to maxDelayMs) or the backoff with jitter (src/retry/backoff.ts). Every
 * attempt is recorded.
 */
import { backoffDelay } from '../../../src/retry/backoff.ts';
import { sleep, type AttemptResult, type RetryOptions } from './attempt.ts';
import type { DeliveryRecord } from './delivery-log.ts';

/** What one delivery writes down: a record per attempt, a log line, an attempt that will not be made. */
export interface DeliveryReport {
  record(fields: Omit<DeliveryRecord, 'id' | 'target' | 'event' | 'model' | 'entryId'>): void;
  say(message: string): void;
  abandon(attempt: number, error: string): void;
}

export interface DeliveryRun {
  retry: RetryOptions;
  /** 0 ≤ x < 1, for the jitter. */
  random: () => number;
  now: () => number;
  /** Aborted when the dispatcher closes. */
  signal: AbortSignal;
  /** One POST of the delivery (./attempt.ts). */
  attempt(): Promise<AttemptResult>;
  report: DeliveryReport;
}

export async function deliver(run: DeliveryRun): Promise<void> {
  const { retry, random, signal, report } = run;
  for (let attempt = 1; ; attempt++) {
    if (signal.aborted) {
      report.abandon(attempt, 'dispatcher closed');
      report.say(`abandoned before attempt ${attempt} (dispatcher closed)`);
      return;
    }
    const time = new Date(run.now()).toISOString();
    const started = performance.now();
    const result = await run.attempt();
    const durationMs = Math.round(performance.now() - started);
    const base = { time, attempt, status: result.status, error: result.error, durationMs };
    if (result.kind === 'delivered') {
      report.record({ ...base, outcome: 'delivered' });
      if (attempt > 1) report.say(`delivered on attempt ${attempt}`);
      return;
    }
    if (result.kind === 'aborted') {
      report.record({ ...base, outcome: 'abandoned' });
      report.say(`attempt ${attempt} abandoned (dispatcher closed)`);
      return;
    }
    if (result.kind === 'refused' || attempt >= retry.attempts) {
      report.record({ ...base, outcome: 'failed' });
      report.say(result.kind === 'refused' ? `refused: ${result.error}; not retried` : `failed after ${attempt} attempts: ${result.error}`);
      return;
    }
    const retryInMs =
      result.retryAfterMs === undefined
        ? backoffDelay(attempt, { baseMs: retry.baseDelayMs, maxMs: retry.maxDelayMs, jitter: 0.25 }, random)
        : Math.min(retry.maxDelayMs, result.retryAfterMs);
    report.record({ ...base, outcome: 'retrying', retryInMs });
    report.say(`attempt ${attempt}/${retry.attempts} failed: ${result.error}; retrying in ${retryInMs}ms`);
    if (!(await sleep(retryInMs, signal))) {
      report.abandon(attempt + 1, 'dispatcher closed');
      report.say(`retry ${attempt + 1} abandoned (dispatcher closed)`);
      return;
    }
  }
}

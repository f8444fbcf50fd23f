/**
 * Turns content changes into webhook deliveries. `emit` only queues (it never throws and never
 * waits); each target has its own queue worked in order of emission, so a slow or dead target
 * delays only its own later deliveries. An attempt is a POST with a timeout; network errors,
 * timeouts, 408, 429 and 5xx are retried with exponential backoff plus jitter (429/503
 * Retry-After honoured, up to maxDelayMs); other 4xx and redirects are not (deliver.ts). Every
 * attempt is recorded (delivery-log.ts).
 */
import { randomUUID } from 'node:crypto';
import type { ContentChange } from '../changes.ts';
import { DEFAULT_RETRY, DEFAULT_TIMEOUT_MS, describeError, postOnce, type RetryOptions } from './attempt.ts';
import { redactUrl, type WebhookTarget } from './config.ts';
import { deliver, type DeliveryReport } from './deliver.ts';
import { createDeliveryLog, type DeliveryLog, type DeliveryRecord } from './delivery-log.ts';
import { entryIdOf, webhookPayload } from './payload.ts';

export interface WebhookDispatcherOptions {
  targets: readonly WebhookTarget[];
  log: (line: string) => void;
  /** JSON lines file of every attempt (created with its folder when needed). */
  logFile?: string;
  fetch?: typeof globalThis.fetch;
  /** Clock in ms (signature timestamps, created_at, record times); default Date.now. */
  now?: () => number;
  retry?: Partial<RetryOptions>;
  /** Per attempt (default 10000). */
  timeoutMs?: number;
  /** Deliveries waiting per target before new ones are abandoned (default 1000). */
  maxQueue?: number;
  /** 0 ≤ x < 1, for the jitter (tests); default Math.random. */
  random?: () => number;
}

export interface WebhookDispatcher {
  emit(change: ContentChange): void;
  /** Resolves when every delivery emitted so far has finished and its records are written. */
  idle(): Promise<void>;
  /** Aborts attempts in flight and abandons waiting retries and queued deliveries; later emits are dropped. */
  close(): Promise<void>;
  deliveries(): readonly DeliveryRecord[];
}

interface Delivery {
  id: string;
  change: ContentChange;
  body: string;
  entryId: string | number | null;
}

interface Lane {
  target: WebhookTarget;
  label: string;
  queue: Delivery[];
  busy: boolean;
}

/** What a delivery to a lane writes down: its records (./delivery-log.ts) and log lines. */
function reportOf(
  { records, log, now }: { records: DeliveryLog; log: (line: string) => void; now: () => number },
  lane: Lane,
  delivery: Delivery,
): DeliveryReport {
  const { change } = delivery;
  const record: DeliveryReport['record'] = (fields) =>
    records.record({
      ...fields,
      id: delivery.id,
      target: lane.label,
      event: change.event,
      model: change.model,
      entryId: delivery.entryId,
    });
  const entry = delivery.entryId === null ? '' : `#${delivery.entryId}`;
  return {
    record,
    say: (message) => log(`webhook ${change.event} ${change.model}${entry} → ${lane.label}: ${message}`),
    // An attempt that will not be made (closed, queue full).
    abandon: (attempt, error) =>
      record({ time: new Date(now()).toISOString(), attempt, status: null, error, durationMs: 0, outcome: 'abandoned' }),
  };
}

export function createWebhookDispatcher(options: WebhookDispatcherOptions): WebhookDispatcher {
  const { log } = options;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const retry: RetryOptions = { ...DEFAULT_RETRY, ...options.retry };
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxQueue = options.maxQueue ?? 1000;
  const records = createDeliveryLog({ file: options.logFile, log });
  const sinks = { records, log, now };
  const lanes: Lane[] = options.targets
    .filter((target) => target.enabled)
    .map((target) => ({ target, label: redactUrl(target.url), queue: [], busy: false }));

  const closing = new AbortController();
  let pending = 0;
  let waiters: Array<() => void> = [];

  function finished(): void {
    pending -= 1;
    if (pending > 0) return;
    const resolve = waiters;
    waiters = [];
    for (const waiter of resolve) waiter();
  }

  const deliverTo = (lane: Lane, delivery: Delivery): Promise<void> =>
    deliver({
      retry,
      random,
      now,
      signal: closing.signal,
      report: reportOf(sinks, lane, delivery),
      attempt: () =>
        postOnce(
          { target: lane.target, id: delivery.id, event: delivery.change.event, body: delivery.body, nowSeconds: Math.floor(now() / 1000) },
          { fetch: fetchImpl, timeoutMs, closing: closing.signal, now },
        ),
    });

  async function drain(lane: Lane): Promise<void> {
    for (let delivery = lane.queue.shift(); delivery !== undefined; delivery = lane.queue.shift()) {
      try {
        await deliverTo(lane, delivery);
      } catch (error) {
        log(`webhooks: internal error delivering ${delivery.id} to ${lane.label}: ${describeError(error)}`);
      } finally {
        finished();
      }
    }
    lane.busy = false;
  }

  function enqueue(lane: Lane, delivery: Delivery): void {
    if (lane.queue.length >= maxQueue) {
      const report = reportOf(sinks, lane, delivery);
      report.abandon(1, `queue full (${maxQueue} waiting)`);
      report.say(`abandoned: ${maxQueue} deliveries already waiting for this target`);
      return;
    }
    pending += 1;
    lane.queue.push(delivery);
    if (!lane.busy) {
      lane.busy = true;
      queueMicrotask(() => void drain(lane));
    }
  }

  async function idle(): Promise<void> {
    if (pending > 0) await new Promise<void>((resolve) => waiters.push(resolve));
    await records.flush();
  }

  return {
    emit(change) {
      try {
        if (closing.signal.aborted) {
          log(`webhooks: closed; ${change.event} ${change.model} not delivered`);
          return;
        }
        const matching = lanes.filter((lane) => lane.target.events.has(change.event));
        if (matching.length === 0) return;
        const body = JSON.stringify(webhookPayload(change, new Date(now())));
        const entryId = entryIdOf(change) ?? null;
        for (const lane of matching) enqueue(lane, { id: randomUUID(), change, body, entryId });
      } catch (error) {
        try {
          log(`webhooks: cannot deliver ${String(change?.event)} ${String(change?.model)}: ${describeError(error)}`);
        } catch {
          // emit never throws, not even when logging does
        }
      }
    },
    idle,
    async close() {
      closing.abort();
      let queued = 0;
      for (const lane of lanes) {
        for (let delivery = lane.queue.shift(); delivery !== undefined; delivery = lane.queue.shift()) {
          reportOf(sinks, lane, delivery).abandon(1, 'dispatcher closed');
          queued += 1;
          finished();
        }
      }
      if (queued > 0) log(`webhooks: closed; ${queued} queued deliveries abandoned`);
      await idle();
    },
    deliveries: () => records.recent(),
  };
}

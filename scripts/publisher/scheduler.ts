/**
 * Debounces webhooks into builds: a batch starts `quietMs` after the last change, or at the latest
 * `maxWaitMs` after the first one of the batch, whichever comes first. One build runs at a time;
 * changes that arrive while it runs form the next batch. So a burst of saves costs one build, and a
 * burst that straddles a running build costs two.
 */
export interface SchedulerOptions<T> {
  quietMs: number;
  maxWaitMs: number;
  run: (batch: T[]) => Promise<void>;
  now?: () => number;
}

export class BuildScheduler<T> {
  private pending: T[] = [];
  private firstAt: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private waiters: Array<() => void> = [];
  private closed = false;
  private readonly now: () => number;
  private readonly options: SchedulerOptions<T>;

  constructor(options: SchedulerOptions<T>) {
    this.options = options;
    this.now = options.now ?? Date.now;
  }

  /** Adds a change to the next batch. */
  add(item: T): void {
    if (this.closed) return;
    this.pending.push(item);
    this.firstAt ??= this.now();
    this.arm();
  }

  /** Number of changes waiting for the next build. */
  get queued(): number {
    return this.pending.length;
  }

  get busy(): boolean {
    return this.running !== undefined;
  }

  private arm(): void {
    if (this.running || this.pending.length === 0 || this.closed) return;
    clearTimeout(this.timer);
    const deadline = (this.firstAt ?? this.now()) + this.options.maxWaitMs;
    const delay = Math.max(0, Math.min(this.options.quietMs, deadline - this.now()));
    this.timer = setTimeout(() => this.fire(), delay);
  }

  private fire(): void {
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    this.firstAt = undefined;
    // Called inside a promise: a `run` that throws before returning one must not wedge the scheduler.
    this.running = new Promise<void>((resolve) => resolve(this.options.run(batch)))
      .catch(() => {})
      .finally(() => {
        this.running = undefined;
        if (this.pending.length > 0) this.arm();
        else this.notifyIdle();
      });
  }

  private notifyIdle(): void {
    for (const resolve of this.waiters.splice(0)) resolve();
  }

  /** Resolves when nothing is queued and no build runs. */
  idle(): Promise<void> {
    if (!this.running && this.pending.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Drops what is queued and waits for a running build. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.pending = [];
    await this.running;
    this.notifyIdle();
  }
}

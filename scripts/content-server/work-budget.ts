/**
 * The work one GraphQL request may do, counted as it is done (limits.ts estimates the cost of a
 * document before it runs; this is what it really spends, whatever the document and its variables):
 *
 * - one **unit** is one entry looked at: an entry tested against a `where` clause (at the top or
 *   behind a relation), a related entry visited, an entry sorted (per sort key and comparison round),
 *   an entry handed to the answer; a `_contains` test costs one unit more per KiB of text searched;
 * - when the request has spent its budget, it stops with one GraphQL error naming the budget
 *   (`Work budget of … units exceeded`, code GRAPHQL_LIMIT_EXCEEDED, `limit: "work"`), and the answer
 *   carries no partial data;
 * - a request never holds the event loop for longer than a slice (SLICE_MS): the work that may run
 *   long (filtering, relation lists, the entries of a list) checks the clock as it spends, and when
 *   the slice is over it gives the event loop back (`setImmediate`) and goes on afterwards. Deep
 *   `where` matching cannot stop in the middle of an entry, so it throws PAUSE, which the caller
 *   (`resumable`) catches, waits and starts the entry again; what it had found is memoised per
 *   request (`memo`), so no entry is tested twice against the same nested clause and every restart
 *   makes progress;
 * - a request whose client has gone (its signal aborted) stops at its next pause.
 *
 * A request sent with the header `X-Work-Report: 1` is told what it spent: `extensions.work: { spent, budget }`
 * (other answers are left as they were: the content contract has no extensions).
 */
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';

/** How long one request may run before it gives the event loop back, in ms. */
const SLICE_MS = 10;

/** Thrown by `spendInterruptibly` when the slice is over: the caller waits (`resumable`) and starts the step again. */
const PAUSE: unique symbol = Symbol('pause');

/** The clock is read once per this many units (reading it costs more than a unit of work). */
const CLOCK_EVERY = 64;

function workBudgetError(budget: number): GraphQLError {
  return createGraphQLError(
    `Work budget of ${budget} units exceeded: the request looked at more entries than one request may ` +
      '(entries filtered, related, sorted and returned). Ask for fewer entries (limit), or filter on fewer relations.',
    { extensions: { code: 'GRAPHQL_LIMIT_EXCEEDED', limit: 'work', max: budget, http: { status: 400 } } },
  );
}

function abortedError(): GraphQLError {
  return createGraphQLError('The request was cancelled: the client went away before the answer was ready.', {
    extensions: { code: 'REQUEST_ABORTED' },
  });
}

export class WorkBudget {
  readonly budget: number;
  private readonly signal: AbortSignal | undefined;
  private readonly sliceMs: number;
  private spentUnits = 0;
  private sinceClock = 0;
  private sliceStart = performance.now();
  private exhausted = false;
  private readonly memos = new WeakMap<object, WeakMap<object, boolean>>();

  /** Whether the answer says what the request spent. */
  readonly report: boolean;

  constructor(budget: number, options: { signal?: AbortSignal | undefined; sliceMs?: number; report?: boolean } = {}) {
    this.budget = budget;
    this.signal = options.signal;
    this.sliceMs = options.sliceMs ?? SLICE_MS;
    this.report = options.report ?? false;
  }

  get spent(): number {
    return this.spentUnits;
  }

  /** True once the budget was spent: the answer is the budget's error alone. */
  get isExhausted(): boolean {
    return this.exhausted;
  }

  /** Counts work done; throws the budget's error when the budget is spent. */
  spend(units: number): void {
    this.spentUnits += units;
    this.sinceClock += units;
    if (this.spentUnits > this.budget) {
      this.exhausted = true;
      throw workBudgetError(this.budget);
    }
  }

  /** As `spend`, and throws PAUSE when the request has held the event loop for a slice. */
  spendInterruptibly(units: number): void {
    this.spend(units);
    if (this.sinceClock >= CLOCK_EVERY) {
      this.sinceClock = 0;
      if (this.due()) throw PAUSE;
    }
  }

  /** Whether the request has held the event loop for a slice and should give it back now. */
  due(): boolean {
    return performance.now() - this.sliceStart >= this.sliceMs;
  }

  /** Gives the event loop back, then starts a new slice; throws when the client has gone. */
  async pause(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (this.signal?.aborted) throw abortedError();
    this.sliceStart = performance.now();
    this.sinceClock = 0;
  }

  /** The remembered results of one nested clause (by its parsed node) for the entries tested against it. */
  memo(node: object): WeakMap<object, boolean> {
    let memo = this.memos.get(node);
    if (!memo) this.memos.set(node, (memo = new WeakMap()));
    return memo;
  }
}

/**
 * Runs `step` now; when it throws PAUSE, gives the event loop back and runs it again, until it
 * returns. `step` must be safe to start again: it keeps its progress outside (an index, a memo).
 * Returns the value at once when the step did not pause, else a promise of it.
 */
export function resumable<T>(work: WorkBudget, step: () => T): T | Promise<T> {
  try {
    return step();
  } catch (error) {
    if (error !== PAUSE) throw error;
  }
  return (async () => {
    for (;;) {
      await work.pause();
      try {
        return step();
      } catch (error) {
        if (error !== PAUSE) throw error;
      }
    }
  })();
}

/** `next` of a value that may be a promise (the bounded reads answer at once unless they paused). */
export function andThen<T, R>(value: T | Promise<T>, next: (value: T) => R): R | Promise<R> {
  return value instanceof Promise ? value.then(next) : next(value);
}

/** Runs `next` now, or after a pause when the request has held the event loop for a slice. */
export function whenReady<T>(work: WorkBudget, next: () => T | Promise<T>): T | Promise<T> {
  return work.due() ? work.pause().then(next) : next();
}

/** The request header that asks for `extensions.work` in the answer. */
export const WORK_REPORT_HEADER = 'x-work-report';

/**
 * The yoga plugin of the budget: an answer whose request spent its budget is the budget's error
 * alone (not a partial answer with one error per field that was still to come), and an answer to a
 * request with WORK_REPORT_HEADER says what it spent (`extensions.work`).
 */
export function useWorkBudget(): Plugin {
  return {
    onExecute({ args }) {
      const work = (args.contextValue as { work?: unknown }).work;
      if (!(work instanceof WorkBudget)) return undefined;
      return {
        onExecuteDone({ result, setResult }) {
          if (!('data' in result || 'errors' in result)) return; // a stream: not used by this server
          const extensions = work.report ? { ...result.extensions, work: { spent: work.spent, budget: work.budget } } : result.extensions;
          if (work.isExhausted) setResult({ errors: [workBudgetError(work.budget)], ...(extensions ? { extensions } : {}) });
          else if (work.report) setResult({ ...result, extensions });
        },
      };
    },
  };
}

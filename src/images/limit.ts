/** A concurrency limit: at most `concurrency` tasks of this limiter run at once, the rest wait in order. */
export type Limit = <T>(task: () => Promise<T>) => Promise<T>;

export function createLimit(concurrency: number): Limit {
  const max = Math.max(1, Math.floor(concurrency));
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = (): void => {
    running--;
    waiting.shift()?.();
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      release();
    }
  };
}

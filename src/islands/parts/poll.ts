/**
 * Polling for something a third-party script creates (docs/content-blocks.md §7: the job widget, every 1000 ms, at most
 * 3 attempts): `check` runs after each interval, up to `attempts` times; resolves true as soon as it
 * holds, false after the last attempt. `signal` stops it early (resolves false).
 */
export function pollFor(
  check: () => boolean,
  { intervalMs, attempts }: { intervalMs: number; attempts: number },
  signal?: AbortSignal,
): Promise<boolean> {
  return new Promise((resolve) => {
    let made = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      if (timer !== undefined) clearTimeout(timer);
      resolve(false);
    };
    if (signal?.aborted) return stop();
    signal?.addEventListener('abort', stop, { once: true });
    const attempt = () => {
      made += 1;
      if (check()) {
        signal?.removeEventListener('abort', stop);
        resolve(true);
      } else if (made >= attempts) {
        signal?.removeEventListener('abort', stop);
        resolve(false);
      } else {
        timer = setTimeout(attempt, intervalMs);
      }
    };
    timer = setTimeout(attempt, intervalMs);
  });
}

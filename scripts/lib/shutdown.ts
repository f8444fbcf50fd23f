/**
 * Clean shutdown on SIGINT / SIGTERM: run the cleanup once, then exit — with 130 / 143 (interrupted)
 * by default, or with `exitCode` (a server stopping cleanly exits 0). A second signal while cleaning
 * up exits at once. With `deadlineMs`, a cleanup that takes longer (a server still busy with a
 * request, a connection that does not close) is given up: the process says so and exits with 1.
 */
const EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;

export type Cleanup = (signal: keyof typeof EXIT_CODES) => void | Promise<void>;

export interface ShutdownOptions {
  /** Milliseconds the cleanup may take before the process exits with 1; default: no deadline. */
  deadlineMs?: number;
}

export function onShutdown(cleanup: Cleanup, exitCode?: number, options: ShutdownOptions = {}): () => void {
  let shuttingDown = false;
  const handlers = (Object.keys(EXIT_CODES) as Array<keyof typeof EXIT_CODES>).map((signal) => {
    const handler = (): void => {
      if (shuttingDown) process.exit(EXIT_CODES[signal]);
      shuttingDown = true;
      const { deadlineMs } = options;
      if (deadlineMs !== undefined) {
        setTimeout(() => {
          console.error(`${signal}: cleanup did not finish within ${deadlineMs} ms; exiting`);
          process.exit(1);
        }, deadlineMs);
      }
      Promise.resolve()
        .then(() => cleanup(signal))
        .catch((error: unknown) => console.error(error instanceof Error ? error.message : String(error)))
        .finally(() => process.exit(exitCode ?? EXIT_CODES[signal]));
    };
    process.on(signal, handler);
    return () => process.off(signal, handler);
  });
  return () => handlers.forEach((remove) => remove());
}

/**
 * Clean shutdown on SIGINT / SIGTERM: run the cleanup once, then exit — with 130 / 143 (interrupted)
 * by default, or with `exitCode` (a server stopping cleanly exits 0). A second signal while cleaning
 * up exits at once.
 */
const EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;

export type Cleanup = (signal: keyof typeof EXIT_CODES) => void | Promise<void>;

export function onShutdown(cleanup: Cleanup, exitCode?: number): () => void {
  let shuttingDown = false;
  const handlers = (Object.keys(EXIT_CODES) as Array<keyof typeof EXIT_CODES>).map((signal) => {
    const handler = (): void => {
      if (shuttingDown) process.exit(EXIT_CODES[signal]);
      shuttingDown = true;
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

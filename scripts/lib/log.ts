/** Tiny, prefix-based console logging for the project's scripts. */

export function formatDuration(milliseconds: number): string {
  return milliseconds < 1000 ? `${Math.round(milliseconds)}ms` : `${(milliseconds / 1000).toFixed(1)}s`;
}

export interface ScopedLog {
  info(message: string): void;
  error(message: string): void;
  /** Logs `message` followed by the time since `start` (a `performance.now()` value). */
  timed(message: string, start: number): void;
}

export function scopedLog(scope: string): ScopedLog {
  const prefix = `[${scope}]`;
  return {
    info: (message) => console.log(`${prefix} ${message}`),
    error: (message) => console.error(`${prefix} ${message}`),
    timed: (message, start) => console.log(`${prefix} ${message} (${formatDuration(performance.now() - start)})`),
  };
}

/**
 * Content problems (a dangling link, a missing required field, an unknown block type) are loud:
 * each is named in the build log with the entry it belongs to, and with `STRICT_CONTENT=1` (tests
 * and CI) the first one stops the build. Without it the site is built and the entry degrades
 * (a link without target renders as plain text).
 */
export class ContentProblemError extends Error {
  override name = 'ContentProblemError';
}

export type ProblemReporter = (problem: string) => void;

export function isStrictContent(env: Record<string, string | undefined> = process.env): boolean {
  return env.STRICT_CONTENT === '1' || env.STRICT_CONTENT === 'true';
}

/**
 * A reporter for one part of the site (`navigation`, `footer`, …): logs `[scope] problem` once per
 * distinct problem and throws ContentProblemError under STRICT_CONTENT.
 */
export function contentProblemReporter(
  scope: string,
  options: { env?: Record<string, string | undefined>; log?: (line: string) => void } = {},
): ProblemReporter {
  const { env = process.env, log = console.warn } = options;
  const seen = new Set<string>();
  return (problem) => {
    if (seen.has(problem)) return;
    seen.add(problem);
    const line = `[${scope}] ${problem}`;
    log(line);
    if (isStrictContent(env)) throw new ContentProblemError(`${line} (STRICT_CONTENT is set, so content problems fail the build)`);
  };
}

/**
 * The lines of a test suite's output that say what failed, so `npm test` can name them again at its end
 * (scripts/test.ts): vitest (`FAIL  file > test`, `× test`, `AssertionError: …`), Playwright's line and list
 * reporters (`1) [chromium] › file:line › test`, `✘`), ESLint (`12:3  error  …`), astro check
 * (`file:3:5 - error ts(2322): …`), the project's scripts (`[verify] FAIL links …`, `Error: …`).
 */
const FAILURE = /(^|\s)(FAIL|×|✘)(\s|$)|^\s*\d+\) \[|\s\d+:\d+\s+error\s|\s-\s+error\s|\b\w*Error\b:|\btimed out\b|\bTimeout\b/i;

/** A passed test or gate whose name contains one of the words above is not a failure. */
const PASSED = /^\s*(✓|√|ok\s)/;

export function namesFailure(line: string): boolean {
  return !PASSED.test(line) && FAILURE.test(line);
}

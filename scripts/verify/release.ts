/**
 * The quality gates a release must pass before it is published (scripts/build.ts `--verify`, which
 * the rebuild service passes): every gate but the browser gates, axe and layout (a browser per publish
 * costs more than the whole edit-to-live budget; `npm run verify` runs them on any build), on the pages this build rendered, their
 * links, anchors and alternates resolved against the whole new release. html-validate (~50–100 ms a
 * page) validates every rendered page up to RELEASE_HTML_LIMIT and a sample above (a full build: the
 * first page of every template × language and every k-th page), so a full rebuild of a large site is
 * not held up for minutes; the other gates always check every rendered page. A failure throws one error
 * whose first line names the failed gates and the first problem (the publisher's status shows it)
 * and whose next lines list the problems.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { formatDuration } from '../lib/log.ts';
import { projectRoot } from '../lib/paths.ts';
import { verifySite, type VerifyOptions } from './run.ts';

export class QualityGateError extends Error {
  override name = 'QualityGateError';
}

/** Rendered pages html-validate checks in full before it samples (README: Quality gates). */
export const RELEASE_HTML_LIMIT = 300;

/** Most problems listed in the error. */
const LISTED = 20;

/** Checks `pages` (output-relative files; undefined: every page) of the release in `dir`; throws QualityGateError on a failure. */
export async function verifyRelease(
  dir: string,
  pages: readonly string[] | undefined,
  htmlLimit = RELEASE_HTML_LIMIT,
  kept: Pick<VerifyOptions, 'htmlPool' | 'summaries'> = {},
): Promise<{ pages: number; ms: number }> {
  const result = await verifySite({ dir, axe: false, layout: false, htmlLimit, ...(pages ? { pages } : {}), ...kept });
  if (result.ok) return { pages: result.pages, ms: result.ms };
  const failed = result.gates.filter((gate) => gate.problems.length > 0);
  const problems = failed.flatMap((gate) => gate.problems.map((problem) => `${gate.gate}: ${problem.page} ${problem.message}`));
  const first = problems[0]!;
  const lines = problems.slice(0, LISTED).map((line) => `  ${line}`);
  if (problems.length > LISTED) lines.push(`  … and ${problems.length - LISTED} more`);
  throw new QualityGateError(
    `quality gates failed (${failed.map((gate) => `${gate.gate} ${gate.problems.length}`).join(', ')}) on ${result.pages} checked page(s) in ${formatDuration(result.ms)}; first: ${first}\n${lines.join('\n')}`,
  );
}

/**
 * The gates on every page of a release (the warm publisher's first build, a full render), in a process of their own (`npm run verify -- --no-axe --no-layout`
 * with the release's html-validate sample): on a large site their page facts would otherwise come
 * on top of the warm site's memory in this process, which stays for the life of the service.
 */
export async function verifyReleaseInOwnProcess(dir: string): Promise<void> {
  const args = [
    path.join(projectRoot, 'scripts', 'verify.ts'),
    '--dir',
    dir,
    '--no-axe',
    '--no-layout',
    '--html-limit',
    String(RELEASE_HTML_LIMIT),
  ];
  try {
    await promisify(execFile)(process.execPath, args, {
      cwd: projectRoot,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NO_COLOR: '1' },
    });
  } catch (error) {
    const output =
      error && typeof error === 'object' && 'stdout' in error
        ? `${String(error.stdout)}\n${String((error as { stderr?: unknown }).stderr ?? '')}`
        : '';
    const lines = output
      .split('\n')
      .map((line) => line.trimEnd())
      .filter(Boolean)
      .slice(-20);
    throw new QualityGateError(`quality gates failed on a full render:\n${lines.join('\n') || String(error)}`);
  }
}

/**
 * `npm run verify [-- --dir DIR]`: the quality gates over a whole build (default `dist`), for ops and
 * for `npm test` (README "Quality gates"): links and anchors, html-validate, axe (one page per
 * template × language), hreflang reciprocity, JavaScript per template, no script in markup, the
 * language of every string, and the layout of every page in Chromium (overflow, phrase breaks,
 * contrast over pictures).
 * Prints one line per gate, then every problem named by page; exits 1 when any gate fails.
 *
 *   --dir DIR          the build to check (default dist)
 *   --no-axe           skip the axe gate (e.g. where no Chromium is installed)
 *   --no-layout        skip the layout gates in Chromium (overflow, phrase-breaks, picture-contrast)
 *   --html-limit N     validate every page up to N pages, a sample above (default 5000)
 *   --origin URL       the site's origin (default: from the pages' canonical links)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { scopedLog } from './lib/log.ts';
import { projectRoot } from './lib/paths.ts';
import { formatReport } from './verify/report.ts';
import { verifySite } from './verify/run.ts';

const log = scopedLog('verify');
const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    'no-axe': { type: 'boolean', default: false },
    'no-layout': { type: 'boolean', default: false },
    'html-limit': { type: 'string' },
    origin: { type: 'string' },
  },
});
const dir = path.resolve(projectRoot, values.dir);
if (!existsSync(path.join(dir, 'index.html'))) {
  log.error(`no built site in ${dir}: run \`npm run build\` first (or pass --dir)`);
  process.exit(1);
}
const htmlLimit = values['html-limit'] === undefined ? undefined : Number(values['html-limit']);
if (htmlLimit !== undefined && !(Number.isInteger(htmlLimit) && htmlLimit > 0)) {
  log.error(`--html-limit must be a positive whole number, not "${values['html-limit']}"`);
  process.exit(1);
}

log.info(`checking ${dir}`);
try {
  const result = await verifySite({
    dir,
    axe: !values['no-axe'],
    layout: !values['no-layout'],
    ...(htmlLimit === undefined ? {} : { htmlLimit }),
    ...(values.origin ? { origin: new URL(values.origin).origin } : {}),
  });
  console.log(formatReport(result.gates, result.pages, result.ms, { parseMs: result.parseMs, origin: result.origin }));
  if (!result.ok) {
    const failed = result.gates.filter((gate) => gate.problems.length > 0).map((gate) => gate.gate);
    log.error(`FAILED: ${failed.join(', ')}`);
    process.exit(1);
  }
  log.info(`all ${result.gates.length} gates passed`);
} catch (error) {
  log.error(`could not run the gates: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

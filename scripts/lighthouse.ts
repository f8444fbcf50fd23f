/**
 * `npm run lighthouse`: Lighthouse in mobile mode on one page of each template of a built site
 * (default `dist`; `-- --dir DIR`), served by the project's static server on a free loopback port.
 * The page of a template is its heaviest one in the locale `--locale` (default `en`); `--page /en/…`
 * (repeatable) picks pages instead. Each page is audited `--runs N` times (default 3) and reported by
 * its median run (scripts/lib/lighthouse-run.ts), with the range of the performance scores. Prints
 * the four scores per page and every audit that lost points, writes `bench-results/lighthouse.json`;
 * `--min N` exits 1 when a score (of the median run) is below N.
 *
 * Pages that are `noindex` on purpose (the error page, thank-you pages) are not audited for
 * `is-crawlable`, the one SEO audit that only says a page asks not to be indexed; the table marks them.
 *
 * Chinese and Japanese pages are set in the system's fonts: before they are measured the script
 * checks for a font of their stack and, as root, installs Debian's Noto CJK fonts when there is none
 * (scripts/lib/locale-fonts.ts); without one it warns, as the figures would not be a phone's.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CATEGORIES, runLighthouse, type PageScores } from './lib/lighthouse-run.ts';
import { scopedLog } from './lib/log.ts';
import { projectRoot } from './lib/paths.ts';
import { startStaticServer } from './lib/static-server.ts';
import { templatePages } from './lib/template-pages.ts';
import { checkMachineFonts, ensureLanguageFonts, type FontCheck } from './lib/locale-fonts.ts';
import { runAptGet } from './lib/apt-get.ts';
import { isLocale, isoOf } from '../src/i18n/locales.ts';

const log = scopedLog('lighthouse');
const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    locale: { type: 'string', default: 'en' },
    page: { type: 'string', multiple: true },
    min: { type: 'string' },
    runs: { type: 'string', default: '3' },
    out: { type: 'string', default: path.join('bench-results', 'lighthouse.json') },
  },
});
const siteDir = path.resolve(projectRoot, values.dir);
if (!existsSync(path.join(siteDir, 'index.html'))) {
  log.error(`no built site in ${siteDir}: run \`npm run build\` first (or pass --dir)`);
  process.exit(1);
}
const min = values.min === undefined ? undefined : Number(values.min);
if (min !== undefined && !(min >= 0 && min <= 100)) {
  log.error(`--min must be a number from 0 to 100, got "${values.min}"`);
  process.exit(1);
}

const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) {
  log.error(`--runs must be a whole number from 1 to 20, got "${values.runs}"`);
  process.exit(1);
}

const pages = values.page?.length ? values.page.map((page) => ({ template: 'page', page })) : templatePages(siteDir, values.locale);
const isNoindex = (page: string): boolean => {
  const file = path.join(siteDir, page.endsWith('/') ? `${page}index.html` : page);
  return existsSync(file) && /<meta\s+name="robots"\s+content="[^"]*noindex/.test(readFileSync(file, 'utf8'));
};
const targets = pages.map((entry) => ({
  ...entry,
  noindex: isNoindex(entry.page),
}));
// A Chinese or Japanese page measured without a font of its stack is not measured as a phone shows it
// (scripts/lib/locale-fonts.ts): as root the fonts are installed first, otherwise the run says so.
const fonts: Record<string, FontCheck> = {};
for (const code of new Set(targets.map((entry) => entry.page.split('/')[1]))) {
  if (!isLocale(code)) continue;
  const { check, warning } = await ensureLanguageFonts(isoOf(code), {
    check: checkMachineFonts,
    isRoot: process.getuid?.() === 0,
    run: runAptGet,
  });
  fonts[code] = check;
  if (warning) log.error(`warning: ${warning}`);
  else if (check.status === 'present') log.info(`${code}: pages set in ${check.family}`);
}

const server = await startStaticServer({ dir: siteDir, host: '127.0.0.1', port: 0 });
const short = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'best', seo: 'seo' } as const;
const templateWidth = Math.max(...pages.map((entry) => entry.template.length), 'template'.length);
console.log(`${'template'.padEnd(templateWidth)}  ${CATEGORIES.map((id) => short[id].padStart(4)).join('  ')}  page`);

let results: PageScores[] = [];
try {
  results = await runLighthouse(
    targets.map((entry) => ({ url: `${server.url}${entry.page}`, skipAudits: entry.noindex ? ['is-crawlable'] : [] })),
    (result, index) => {
      const row = targets[index]!;
      const scores = CATEGORIES.map((id) => String(result.scores[id] ?? '–').padStart(4)).join('  ');
      const spread = result.runs ? `  (median of ${result.runs.count} runs; performance ${result.runs.performance.join('–')})` : '';
      console.log(
        `${row.template.padEnd(templateWidth)}  ${scores}  ${row.page}${spread}${row.noindex ? '  (noindex on purpose: is-crawlable not audited)' : ''}`,
      );
      if (result.runtimeError) console.log(`    ! ${result.runtimeError}`);
      for (const finding of result.findings) console.log(`    - ${finding}`);
    },
    runs,
  );
} finally {
  await server.close();
}

const report = targets.map((entry, index) => ({ ...entry, ...results[index], url: entry.page }));
const out = path.resolve(projectRoot, values.out);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ date: new Date().toISOString(), formFactor: 'mobile', runsPerPage: runs, fonts, pages: report }, null, 2)}\n`,
);
log.info(`report written to ${path.relative(projectRoot, out)}`);

if (min !== undefined) {
  const low = report.flatMap((entry) =>
    CATEGORIES.filter((id) => (entry.scores?.[id] ?? 0) < min).map((id) => `${entry.page} ${id} ${entry.scores?.[id] ?? 'no score'}`),
  );
  if (low.length > 0) {
    log.error(`below ${min}: ${low.join(', ')}`);
    process.exit(1);
  }
  log.info(`every score at least ${min}`);
}

/**
 * `npm run size`: the gzipped JavaScript each page template of a built site ships (default `dist`;
 * `-- --dir DIR` for another build). Prints one row per template with its largest page, and exits
 * with 1 when a template is over the budget (scripts/lib/page-js.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureSite, PAGE_JS_BUDGET_BYTES } from './lib/page-js.ts';
import { scopedLog } from './lib/log.ts';
import { projectRoot } from './lib/paths.ts';

const log = scopedLog('size');
const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' } } });
const siteDir = path.resolve(projectRoot, values.dir);
if (!existsSync(path.join(siteDir, 'index.html'))) {
  log.error(`no built site in ${siteDir}: run \`npm run build\` first (or pass --dir)`);
  process.exit(1);
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const rows = measureSite(siteDir);
const width = Math.max(...rows.map((row) => row.template.length), 'template'.length);
console.log(`${'template'.padEnd(width)}  ${'pages'.padStart(5)}  ${'JS (gzip)'.padStart(9)}  largest page`);
for (const row of rows) {
  console.log(`${row.template.padEnd(width)}  ${String(row.pages).padStart(5)}  ${kb(row.largest.bytes).padStart(9)}  ${row.largest.page}`);
}
const over = rows.filter((row) => row.largest.bytes > PAGE_JS_BUDGET_BYTES);
const largest = rows.reduce((max, row) => Math.max(max, row.largest.bytes), 0);
if (over.length > 0) {
  log.error(
    `over the budget of ${kb(PAGE_JS_BUDGET_BYTES)}: ${over.map((row) => `${row.template} (${kb(row.largest.bytes)})`).join(', ')}`,
  );
  process.exit(1);
}
log.info(`every template within ${kb(PAGE_JS_BUDGET_BYTES)} of JavaScript (largest: ${kb(largest)})`);

/**
 * `npm run bench:lines [-- --dir dist]`: what the line-break pass (src/text/page-lines.ts) costs a
 * build. Over every page of a built site, the page as it was before the pass (its `<wbr>`, soft
 * hyphens and zero width spaces taken out) is run through the pass again; prints per language the
 * pages, the bytes the marks add to the HTML (raw and gzip) and the time the pass took, and the
 * time scaled to a build of 44,600 pages. Times are CPU time of the thread (they hold on a busy machine). The first pages of a language fill the segmenters' and
 * the pass's caches, as in a build.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { breakLines } from '../../src/text/page-lines.ts';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' } } });
const root = path.resolve(values.dir);

function htmlFiles(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) htmlFiles(file, found);
    else if (name.endsWith('.html')) found.push(file);
  }
  return found;
}

const MARKS = /<wbr>|\u00ad|\u200b|\u2060/g;
interface Figures {
  pages: number;
  bytesBefore: number;
  bytesAfter: number;
  gzipBefore: number;
  gzipAfter: number;
  ms: number;
}
const byLanguage = new Map<string, Figures>();
let totalMs = 0;
let pages = 0;
for (const file of htmlFiles(root)) {
  const built = readFileSync(file, 'utf8');
  const before = built.replace(MARKS, '');
  const lang = /<html\b[^>]*\blang="([^"]*)"/.exec(before)?.[1] ?? '-';
  // CPU time of this thread, not wall time: the figure holds on a busy machine too.
  const started = process.threadCpuUsage();
  const after = breakLines(before);
  const used = process.threadCpuUsage(started);
  const ms = (used.user + used.system) / 1000;
  const figures = byLanguage.get(lang) ?? { pages: 0, bytesBefore: 0, bytesAfter: 0, gzipBefore: 0, gzipAfter: 0, ms: 0 };
  figures.pages++;
  figures.bytesBefore += Buffer.byteLength(before);
  figures.bytesAfter += Buffer.byteLength(after);
  figures.gzipBefore += gzipSync(before).length;
  figures.gzipAfter += gzipSync(after).length;
  figures.ms += ms;
  byLanguage.set(lang, figures);
  totalMs += ms;
  pages++;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percent = (after: number, before: number) => `${(((after - before) / before) * 100).toFixed(1)} %`;
console.log(`line-break pass over ${pages} pages of ${root}`);
for (const [lang, f] of [...byLanguage].sort()) {
  console.log(
    `${lang.padEnd(6)} ${String(f.pages).padStart(5)} pages  HTML +${kb(f.bytesAfter - f.bytesBefore)} (${percent(f.bytesAfter, f.bytesBefore)}), ` +
      `gzip +${kb(f.gzipAfter - f.gzipBefore)} (${percent(f.gzipAfter, f.gzipBefore)}), ` +
      `per page +${((f.bytesAfter - f.bytesBefore) / f.pages / 1024).toFixed(2)} KB, pass ${(f.ms / f.pages).toFixed(2)} ms a page`,
  );
}
console.log(
  `pass: ${(totalMs / 1000).toFixed(2)} s in all, ${(totalMs / pages).toFixed(2)} ms a page; scaled to 44,600 pages ~${((totalMs / pages) * 44.6).toFixed(0)} s of one core`,
);

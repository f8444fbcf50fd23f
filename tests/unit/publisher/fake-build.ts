/**
 * A stand-in for scripts/build.ts, for the publisher's unit tests: a tiny node script with the same
 * interface (`--out <dir> [--previous <dir>] [--verify]`, BUILD_SUMMARY_FILE; it logs whether the
 * quality gates were asked for) that does what the JSON file named
 * by FAKE_BUILD_CONTROL says, read at each run:
 *   { "mode": "ok", "text": "…" }  writes a small site (index, 404s, /de/, a stylesheet under /_astro/, the day it
 *     was given in today.txt (SITE_TODAY); a preview
 *     build also the table of entry pages, preview-pages.json) into --out, the summary, exits 0
 *   { "mode": "fail", "reason": "…" }  prints noise and `✖ Build failed: <reason>`, exits 1
 *   { "mode": "hang" }  prints "started" and never ends (until killed)
 *   { "mode": "stubborn" }  like hang, but ignores SIGTERM and starts a child (its pid in the log as
 *     `child <pid>`) that ignores it too and holds the build's output pipes: only SIGKILL of the
 *     whole process group ends them
 *   { "mode": "bad-summary" }  exits 0 with an unreadable summary file
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export type FakeBuildControl =
  { mode: 'ok'; text: string } | { mode: 'fail'; reason: string } | { mode: 'hang' } | { mode: 'stubborn' } | { mode: 'bad-summary' };

const SCRIPT = `
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
const control = JSON.parse(readFileSync(process.env.FAKE_BUILD_CONTROL, 'utf8'));
const args = process.argv.slice(2);
const out = args[args.indexOf('--out') + 1];
const previous = args.includes('--previous') ? args[args.indexOf('--previous') + 1] : null;
console.log('[pipeline] building into ' + out + (previous ? ' from ' + previous : ''));
console.log('[pipeline] quality gates ' + (args.includes('--verify') ? 'on' : 'off'));
if (control.mode === 'ok') {
  mkdirSync(path.join(out, 'de'), { recursive: true });
  mkdirSync(path.join(out, '_astro'), { recursive: true });
  writeFileSync(path.join(out, 'index.html'), '<h1>' + control.text + '</h1>');
  writeFileSync(path.join(out, '_astro', 'site.css'), 'h1{color:red}');
  writeFileSync(path.join(out, '404.html'), '<h1>not found</h1>');
  writeFileSync(path.join(out, 'de', 'index.html'), '<h1>de ' + control.text + '</h1>');
  writeFileSync(path.join(out, 'de', '404.html'), '<h1>nicht gefunden</h1>');
  writeFileSync(path.join(out, 'today.txt'), process.env.SITE_TODAY ?? 'no day given');
  if (process.env.CMS_PUBLICATION_STATE === 'PREVIEW') {
    const pages = { 'product-page': { doc1: { en: '/en/product/', de: '/de/produkt/' } }, 'content-page': {}, 'news-article': {} };
    writeFileSync(path.join(out, 'preview-pages.json'), JSON.stringify(pages));
  }
  writeFileSync(process.env.BUILD_SUMMARY_FILE, JSON.stringify({ mode: previous ? 'incremental' : 'full', rendered: 4, changed: 2, kept: 0, seconds: 0.1 }));
  console.log('[pipeline] pages: 4 rendered (2 changed), 0 kept');
  process.exit(0);
}
if (control.mode === 'bad-summary') {
  writeFileSync(process.env.BUILD_SUMMARY_FILE, '{ not json');
  process.exit(0);
}
if (control.mode === 'fail') {
  mkdirSync(out, { recursive: true });
  console.log('[pipeline] some progress');
  console.error('\\n✖ Build failed: ' + control.reason);
  console.error('  Nothing was written to ' + out + '.');
  process.exit(1);
}
if (control.mode === 'stubborn') {
  process.on('SIGTERM', () => console.log('ignoring SIGTERM'));
  const child = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"], { stdio: 'inherit' });
  console.log('child ' + child.pid);
}
console.log('started');
setInterval(() => {}, 1000);
`;

/** Writes the fake build script and its control file into `dir`; `set` changes what the next run does. */
export function fakeBuild(dir: string, initial: FakeBuildControl = { mode: 'ok', text: 'one' }) {
  const script = path.join(dir, 'fake-build.mjs');
  const control = path.join(dir, 'fake-build.json');
  writeFileSync(script, SCRIPT);
  const set = (value: FakeBuildControl): void => writeFileSync(control, JSON.stringify(value));
  set(initial);
  return { script, env: { ...process.env, FAKE_BUILD_CONTROL: control }, set };
}

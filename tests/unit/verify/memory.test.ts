/**
 * The quality gates keep memory bounded on large builds (scripts/verify/): what is kept of a page once
 * it has been checked holds nothing of its HTML, and `npm run verify` streams a build far larger than
 * its heap is allowed to grow.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../scripts/lib/paths.ts';
import { createLinkChecker } from '../../../scripts/verify/links.ts';
import { parsePage, summarizePage, type PageSummary } from '../../../scripts/verify/page-facts.ts';
import { SiteIndex } from '../../../scripts/verify/site.ts';
import { ORIGIN, page, writeSite } from './fixture-site.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Heap bytes in use after a full collection. */
function heapAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** About `bytes` of valid filler markup. */
const filler = (bytes: number): string => '<p>Filler text of the page, the same on every line.</p>\n'.repeat(Math.ceil(bytes / 56));

/** A page whose ids, alternates, canonical and links are all long enough to be kept as slices of its HTML. */
function largePage(index: number, bytes: number): string {
  const head = [
    `<link rel="canonical" href="${ORIGIN}/en/page-number-${index}/">`,
    `<link rel="alternate" hreflang="en" href="${ORIGIN}/en/page-number-${index}/">`,
    `<link rel="alternate" hreflang="de" href="${ORIGIN}/de/seite-nummer-${index}/">`,
  ].join('\n');
  const body = `<h2 id="section-heading-of-page-${index}">Section</h2>
    <p><a href="/en/page-number-${index + 1}/#section-heading-of-page-${index + 1}">next</a>
    <a href="/en/no-such-page-${index}/">gone</a></p>\n${filler(bytes)}`;
  return page({ title: `Page ${index}`, head, body });
}

describe('what the gates keep of a page', () => {
  it('holds nothing of its HTML: summaries and the link gate’s pending fragments and problems', () => {
    const pages = 40;
    const bytes = 1_000_000;
    // Small stand-ins on disk, so the links resolve; the large pages are parsed from memory.
    const stubs = Object.fromEntries(
      Array.from({ length: pages + 1 }, (_, index) => [`en/page-number-${index}/index.html`, page({ body: '<p>Stub</p>' })]),
    );
    const site = new SiteIndex(writeSite(stubs), ORIGIN);
    dirs.push(site.dir);
    const links = createLinkChecker(site);
    const kept: PageSummary[] = [];
    const before = heapAfterGc();
    // One page at a time, as the gates take them: its facts (its texts too) go when the call returns.
    const check = (index: number): void => {
      const facts = parsePage(`en/page-number-${index}/index.html`, largePage(index, bytes));
      links.check(facts, index);
      kept.push(summarizePage(facts));
    };
    for (let index = 0; index < pages; index++) check(index);
    const retained = heapAfterGc() - before;
    // 40 MB of HTML went through; a slice of any of it kept would keep its whole page.
    expect(retained).toBeLessThan(4_000_000);
    expect(kept[7]!.ids).toEqual(['section-heading-of-page-7']);
    expect(kept[7]!.alternates.map((alternate) => alternate.href)).toEqual([`${ORIGIN}/en/page-number-7/`, `${ORIGIN}/de/seite-nummer-7/`]);
    for (const summary of kept) site.add(summary);
    const result = links.result();
    // Per page its German alternate and the missing page; the last page's link to a page without its id.
    expect(result.problems).toHaveLength(2 * pages + 1);
    expect(result.problems.slice(0, 2)).toEqual([
      { page: '/en/page-number-0/', message: `<link href="${ORIGIN}/de/seite-nummer-0/">: no such file in the build` },
      { page: '/en/page-number-0/', message: '<a href="/en/no-such-page-0/">: no such file in the build' },
    ]);
    // In the order of the page's references, the fragment checked last included.
    expect(result.problems.slice(-3)).toEqual([
      {
        page: `/en/page-number-${pages - 1}/`,
        message: `<link href="${ORIGIN}/de/seite-nummer-${pages - 1}/">: no such file in the build`,
      },
      {
        page: `/en/page-number-${pages - 1}/`,
        message: `<a href="/en/page-number-${pages}/#section-heading-of-page-${pages}">: no element with id "section-heading-of-page-${pages}" on /en/page-number-${pages}/`,
      },
      { page: `/en/page-number-${pages - 1}/`, message: `<a href="/en/no-such-page-${pages - 1}/">: no such file in the build` },
    ]);
  });
});

describe('npm run verify on a build far larger than its heap', () => {
  it('streams the pages: 100 MB of pages in memory under a 40 MB heap', () => {
    const pages = 120;
    // 400,000 characters a page; one outside Latin-1 makes V8 keep a page's text at two bytes a character.
    const text = `<p>${'Filler text → of the page. '.repeat(14_800)}</p>`;
    const files: Record<string, string> = {
      'index.html': page({ template: 'root', title: 'Start', body: '<p><a href="/en/page-number-0/">Start</a></p>' }),
      [`en/page-number-${pages}/index.html`]: page({ title: 'Last', body: `<h2 id="section-heading-of-page-${pages}">Last</h2>` }),
    };
    for (let index = 0; index < pages; index++) {
      const body = `<h2 id="section-heading-of-page-${index}">Section</h2>
        <p><a href="/en/page-number-${index + 1}/#section-heading-of-page-${index + 1}">next</a></p>\n${text}`;
      files[`en/page-number-${index}/index.html`] = page({
        title: `Page ${index}`,
        head: `<link rel="canonical" href="${ORIGIN}/en/page-number-${index}/">`,
        body,
      });
    }
    const dir = writeSite(files);
    dirs.push(dir);
    const run = spawnSync(
      process.execPath,
      [
        '--max-old-space-size=40',
        path.join(projectRoot, 'scripts/verify.ts'),
        '--dir',
        dir,
        '--no-axe',
        '--no-layout',
        '--html-limit',
        '1',
      ],
      { cwd: projectRoot, encoding: 'utf8' },
    );
    const output = `${run.stdout}\n${run.stderr}`;
    expect(output).not.toMatch(/heap out of memory/i);
    expect(run.status, output.slice(-2000)).toBe(0);
    expect(output).toMatch(/ok +links +\d+ same-origin links, 120 with a #fragment, on 122 pages/);
    expect(output).toContain('all 6 gates passed');
  }, 60_000);
});

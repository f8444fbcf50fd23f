/**
 * The quality gates (scripts/verify/) on small built sites in temporary folders: a clean site passes
 * every gate, axe in Chromium included; each broken thing fails its gate, naming the page.
 * Chromium is required (npm test ensures it: /usr/bin/chromium or CHROMIUM_PATH).
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { verifySite, type VerifyResult } from '../../../scripts/verify/run.ts';
import { alternates, cleanSite, ORIGIN, page } from './fixture-site.ts';

const dirs: string[] = [];
const site = (overrides: Record<string, string> = {}): string => {
  const dir = cleanSite(overrides);
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** `page message` of every problem of one gate. */
const problems = (result: VerifyResult, gate: string): string[] =>
  result.gates.find((candidate) => candidate.gate === gate)!.problems.map((problem) => `${problem.page} ${problem.message}`);
const failing = (result: VerifyResult): string[] => result.gates.filter((gate) => gate.problems.length > 0).map((gate) => gate.gate);

describe('verifySite: clean site, links, islands, fragments, HTML', () => {
  it('passes a clean site on every gate, the browser gates (axe, layout) included', async () => {
    const result = await verifySite({ dir: site() });
    expect(result.gates.map((gate) => [gate.gate, gate.problems])).toEqual([
      ['links', []],
      ['html', []],
      ['axe', []],
      ['hreflang', []],
      ['js-budget', []],
      ['inline-script', []],
      ['language', []],
      ['overflow', []],
      ['phrase-breaks', []],
      ['picture-contrast', []],
    ]);
    expect(result.ok).toBe(true);
    expect(result.origin).toBe(ORIGIN);
  }, 60_000);

  it('fails on a broken link, image, srcset candidate and script, naming page and URL', async () => {
    const body = `<p><a href="/en/gone/">gone</a> <a href="${ORIGIN}/de/weg/">weg</a></p>
      <img src="/_img/missing.svg" srcset="/_img/square.svg 1x, /_img/missing-2x.svg 2x" alt="x" width="1" height="1">
      <script type="module" src="/_astro/missing.js"></script>`;
    const result = await verifySite({
      dir: site({ 'en/test/index.html': page({ title: 'Test', template: 'test', body }) }),
      axe: false,
      layout: false,
    });
    expect(failing(result)).toContain('links');
    expect(problems(result, 'links')).toEqual([
      '/en/test/ <a href="/en/gone/">: no such file in the build',
      `/en/test/ <a href="${ORIGIN}/de/weg/">: no such file in the build`,
      '/en/test/ <img src="/_img/missing.svg">: no such file in the build',
      '/en/test/ <img srcset="/_img/missing-2x.svg">: no such file in the build',
      '/en/test/ <script src="/_astro/missing.js">: no such file in the build',
    ]);
  });

  it('fails on an island whose component or renderer module is missing', async () => {
    const body = '<astro-island component-url="/_astro/Menu.js" renderer-url="/_astro/app.js"></astro-island>';
    const result = await verifySite({
      dir: site({ 'en/test/index.html': page({ title: 'Test', template: 'test', body }) }),
      axe: false,
      layout: false,
    });
    expect(problems(result, 'links')).toEqual(['/en/test/ <astro-island component-url="/_astro/Menu.js">: no such file in the build']);
  });

  it('fails on a #fragment with no element on the target page, on another page or the same one', async () => {
    const body = '<p id="here"><a href="/de/#nirgends">x</a> <a href="#nowhere">y</a> <a href="#here">ok</a> <a href="#top">top</a></p>';
    const result = await verifySite({
      dir: site({ 'en/test/index.html': page({ title: 'Test', template: 'test', body }) }),
      axe: false,
      layout: false,
    });
    expect(problems(result, 'links')).toEqual([
      '/en/test/ <a href="/de/#nirgends">: no element with id "nirgends" on /de/',
      '/en/test/ <a href="#nowhere">: no element with id "nowhere" on this page',
    ]);
  });

  it('reports a relative link on an error page (it is served at any missing URL)', async () => {
    const result = await verifySite({
      dir: site({ '404.html': page({ title: 'Not found', template: 'not-found', body: '<p><a href="en/">Home</a></p>' }) }),
      axe: false,
      layout: false,
    });
    expect(problems(result, 'links')).toEqual([
      '/404.html <a href="en/">: relative URL on an error page (it is served at any missing URL; use a root-relative one)',
    ]);
  });

  it('fails on invalid HTML with html-validate, naming page, line and rule', async () => {
    const body = '<p>One <div>block in a paragraph</div></p><span id="x"></span><span id="x"></span>';
    const result = await verifySite({
      dir: site({ 'en/test/index.html': page({ title: 'Test', template: 'test', body }) }),
      axe: false,
      layout: false,
    });
    expect(failing(result)).toEqual(['html']);
    const html = problems(result, 'html');
    expect(html.some((line) => line.startsWith('/en/test/ ') && line.includes('no-dup-id'))).toBe(true);
    expect(html.some((line) => line.startsWith('/en/test/ ') && /close-order|no-implicit-close|element-permitted-content/.test(line))).toBe(
      true,
    );
  });
});

describe('verifySite: accessibility, alternates, scripts, budget, page selection', () => {
  it('fails on an axe violation (an image without alt, a button without a name) on one page of its template', async () => {
    const body = '<img src="/_img/square.svg" width="10" height="10"><button type="button"></button>';
    const result = await verifySite({
      dir: site({ 'en/test/index.html': page({ title: 'Test', template: 'test', body }) }),
      layout: false,
    });
    const axe = problems(result, 'axe');
    expect(axe.some((line) => line.startsWith('/en/test/ [test, en] critical image-alt'))).toBe(true);
    expect(axe.some((line) => line.startsWith('/en/test/ [test, en] critical button-name'))).toBe(true);
  }, 60_000);

  it('fails on a control whose name leaves out its visible text (WCAG 2.1 Label in Name, once an experimental rule)', async () => {
    const body = '<button type="button" aria-label="Change language, current: English (EN)"><span aria-hidden="true">EN</span></button>';
    const result = await verifySite({
      dir: site({ 'en/test/index.html': page({ title: 'Test', template: 'test', body }) }),
      layout: false,
    });
    expect(problems(result, 'axe')).toEqual([
      '/en/test/ [test, en] serious label-content-name-mismatch: Elements must have their visible text as part of their accessible name (button)',
    ]);
  }, 60_000);

  it('fails when an alternate does not link back, or names a page with another language', async () => {
    const deHead = alternates('/en/', '/de/')
      .replace(`canonical" href="${ORIGIN}/en/"`, `canonical" href="${ORIGIN}/de/"`)
      .replace(`hreflang="en" href="${ORIGIN}/en/"`, `hreflang="en" href="${ORIGIN}/en/about/"`);
    const result = await verifySite({
      dir: site({
        'de/index.html': page({ lang: 'de', title: 'Startseite', template: 'home', head: deHead, body: '<p id="einleitung">Hallo</p>' }),
      }),
      axe: false,
      layout: false,
    });
    const hreflang = problems(result, 'hreflang');
    expect(hreflang).toContain(`/en/ hreflang="de" → ${ORIGIN}/de/: /de/ does not link back to this page`);
    expect(hreflang.some((line) => line.startsWith('/de/ hreflang="en"') && line.includes('/en/about/'))).toBe(true);
  });

  it('fails on inline event handlers and javascript: URLs', async () => {
    const body =
      '<p><button type="button" onclick="go()">Go</button> <a href=" JavaScript:void(0)">x</a> <img src="/_img/square.svg" alt="s" onerror="x()"></p>';
    const result = await verifySite({
      dir: site({ 'en/test/index.html': page({ title: 'Test', template: 'test', body }) }),
      axe: false,
      layout: false,
    });
    expect(problems(result, 'inline-script')).toEqual([
      '/en/test/ <button onclick> (inline event handler)',
      '/en/test/ <a href=" JavaScript:void(0)"> (javascript: URL)',
      '/en/test/ <img onerror> (inline event handler)',
    ]);
  });

  it('fails a template over the JavaScript budget', async () => {
    const big = `export const noise = "${randomBytes(120_000).toString('base64')}";\n`;
    const result = await verifySite({ dir: site({ '_astro/dep.js': big }), axe: false, layout: false });
    expect(failing(result)).toEqual(['js-budget']);
    expect(problems(result, 'js-budget')[0]).toMatch(
      /^\/en\/ template "home" ships \d+\.\d KB of JavaScript \(gzip\), over the budget of 70\.0 KB$/,
    );
  });

  it('checks only the given pages, against the whole build (the publisher: the pages it re-rendered)', async () => {
    const dir = site({
      'en/test/index.html': page({
        title: 'Test',
        template: 'test',
        body: '<p><a href="/en/#nowhere">x</a> <a href="/en/gone/">y</a></p>',
      }),
    });
    const result = await verifySite({ dir, pages: ['en/index.html', 'en/about/index.html'], axe: false, layout: false });
    expect(result.pages).toBe(2);
    expect(result.ok).toBe(true);
    const rendered = await verifySite({ dir, pages: ['en/test/index.html'], axe: false, layout: false });
    expect(problems(rendered, 'links')).toEqual([
      '/en/test/ <a href="/en/#nowhere">: no element with id "nowhere" on /en/',
      '/en/test/ <a href="/en/gone/">: no such file in the build',
    ]);
  });
});

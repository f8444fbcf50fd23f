/**
 * The static server applies the site's `_redirects` as Netlify does (scripts/lib/redirect-rules.ts): an old
 * path answers its rule's 301 (with or without the trailing slash, the query kept), a path a file answers
 * is never redirected, the file itself is not served, a rule it does not apply is named, and a new file
 * (a rebuild, a release swapped in) is read at the next request.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type RunningStaticServer } from '../../../scripts/lib/static-server.ts';
import { renderRedirectsFile } from '../../../src/seo/redirects.ts';

const OLD = '/de/investor-relations/finanzberichte/annual-report-2024/21/';
const NEW = '/de/investor-relations/finanzberichte/annual-report-2024/ms370jd9gw98wffxs8t5hrn0/';
/** A page that is there: a rule naming it must not take it over. */
const PAGE = '/de/investor-relations/directors-dealings/34/';

const files: Record<string, string> = {
  '404.html': '<h1>root 404</h1>',
  'de/404.html': '<h1>de 404</h1>',
  [`${NEW.slice(1)}index.html`]: '<h1>Geschäftsbericht</h1>',
  [`${PAGE.slice(1)}index.html`]: '<h1>Directors dealing</h1>',
  _redirects: renderRedirectsFile([
    { from: OLD, to: NEW },
    { from: PAGE, to: NEW },
  ]),
};

let dir: string;
let server: RunningStaticServer;
const logged: string[] = [];
const get = (pathname: string): Promise<Response> => fetch(`${server.url}${pathname}`, { redirect: 'manual' });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'redirect-site-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  server = await startStaticServer({ dir, port: 0, log: (line) => logged.push(line) });
});

afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the static server and the site's _redirects", () => {
  it('answers an old path with a 301 to its new page, with or without the trailing slash, the query kept', async () => {
    for (const [pathname, location] of [
      [OLD, NEW],
      [OLD.slice(0, -1), NEW],
      [`${OLD}?ref=mail`, `${NEW}?ref=mail`],
    ] as const) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(301);
      expect(response.headers.get('location'), pathname).toBe(location);
      expect(response.headers.get('x-content-type-options'), pathname).toBe('nosniff');
    }
    const followed = await fetch(`${server.url}${OLD}`);
    expect(followed.status).toBe(200);
    expect(await followed.text()).toBe('<h1>Geschäftsbericht</h1>');
  });

  it('never redirects a path a file answers, and does not serve the rules file', async () => {
    const page = await get(PAGE);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<h1>Directors dealing</h1>');
    const rules = await get('/_redirects');
    expect(rules.status).toBe(404);
    expect(await rules.text()).toBe('<h1>root 404</h1>');
    expect((await get('/de/investor-relations/finanzberichte/annual-report-2024/22/')).status).toBe(404);
  });

  it('reads a new file at the next request, and names the rules it does not apply', async () => {
    const next = path.join(dir, '_redirects.next');
    writeFileSync(next, `${OLD} /de/ 302\n/de/news/* /de/ 301\n/de/alt/ /de/ 301!\n`);
    renameSync(next, path.join(dir, '_redirects'));
    const moved = await get(OLD);
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/de/');
    expect((await get('/de/news/x/')).status).toBe(404);
    expect((await get('/de/alt/')).status).toBe(404);
    expect(logged).toEqual([
      expect.stringMatching(/rules not applied by this server: \/de\/news\/\* \(a splat or placeholder\), \/de\/alt\/ \(forced\)$/),
    ]);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlFilesOf, sitePathOf, templatePages } from '../../../scripts/lib/template-pages.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'template-pages-'));
const page = (template: string, filler = '') =>
  `<!doctype html><html><body data-template="${template}"><main>${filler}</main></body></html>`;
const files: Record<string, string> = {
  'index.html': '<!doctype html><html><body><script>location.replace("/en/")</script></body></html>',
  'en/index.html': page('home'),
  'en/company/index.html': page('content', 'short'),
  'en/content-blocks/index.html': page('content', 'x'.repeat(500)),
  'en/404/index.html': page('error'),
  'de/index.html': page('home', 'y'.repeat(900)),
  'en/_astro/ignored.html': page('content', 'z'.repeat(5000)),
};
for (const [file, content] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), content);
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('one page of each template', () => {
  it('picks the heaviest page of each template in the locale, sorted by template', () => {
    expect(templatePages(dir, 'en').map(({ template, page }) => [template, page])).toEqual([
      ['content', '/en/content-blocks/'],
      ['error', '/en/404/'],
      ['home', '/en/'],
    ]);
  });

  it('adds the root redirect page as template "root" when asked', () => {
    expect(templatePages(dir, 'de', { includeRoot: true }).map(({ template, page }) => [template, page])).toEqual([
      ['home', '/de/'],
      ['root', '/'],
    ]);
  });

  it('lists HTML files outside the asset folders and names their site paths', () => {
    expect(htmlFilesOf(dir, 'en').sort()).toEqual([
      'en/404/index.html',
      'en/company/index.html',
      'en/content-blocks/index.html',
      'en/index.html',
    ]);
    expect(sitePathOf('en/company/index.html')).toBe('/en/company/');
    expect(sitePathOf('index.html')).toBe('/');
    expect(sitePathOf('404.html')).toBe('/404.html');
  });
});

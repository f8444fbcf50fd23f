import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nextLanguages, searchDue, type LanguageTable } from '../../../scripts/publisher/page-languages.ts';

let tree = '';
const page = (file: string, lang: string): void => {
  mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
  writeFileSync(path.join(tree, file), `<!doctype html><html lang="${lang}"><body>${file}</body></html>`);
};

const table: LanguageTable = new Map([
  ['de', ['de/a/index.html', 'de/index.html']],
  ['en', ['en/a/index.html', 'en/index.html']],
]);

beforeEach(() => {
  tree = mkdtempSync(path.join(tmpdir(), 'page-languages-'));
});
afterEach(() => rmSync(tree, { recursive: true, force: true }));

describe('the language table of a publish', () => {
  it('an edited page is only replaced in its index; the table keeps its files', () => {
    page('en/a/index.html', 'en');
    expect(nextLanguages(table, tree, ['en/a/index.html'], [])).toEqual(table);
    expect(searchDue(table, tree, ['en/a/index.html'], [])).toEqual({
      changed: new Map([['en', ['en/a/index.html']]]),
      reindex: new Set(),
    });
  });

  it('a new page joins its language, which is indexed again', () => {
    page('en/b/index.html', 'en');
    expect(nextLanguages(table, tree, ['en/b/index.html'], []).get('en')).toEqual(['en/a/index.html', 'en/b/index.html', 'en/index.html']);
    expect(searchDue(table, tree, ['en/b/index.html'], []).reindex).toEqual(new Set(['en']));
  });

  it('a removed page leaves its language, which is indexed again; a language without pages goes', () => {
    const next = nextLanguages(table, tree, [], ['de/a/index.html', 'de/index.html', 'de/sitemap.xml']);
    expect([...next.keys()]).toEqual(['en']);
    expect(searchDue(table, tree, [], ['de/a/index.html']).reindex).toEqual(new Set(['de']));
    expect(searchDue(table, tree, [], ['de/sitemap.xml']).reindex).toEqual(new Set());
  });

  it('a page whose language changed moves, and both languages are indexed again', () => {
    page('de/a/index.html', 'en');
    const next = nextLanguages(table, tree, ['de/a/index.html'], []);
    expect(next.get('de')).toEqual(['de/index.html']);
    expect(next.get('en')).toEqual(['de/a/index.html', 'en/a/index.html', 'en/index.html']);
    expect(searchDue(table, tree, ['de/a/index.html'], []).reindex).toEqual(new Set(['en', 'de']));
  });
});

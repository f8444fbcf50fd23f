/**
 * The redirect rules file every build writes (`/_redirects`, src/pages/[redirectsFile].ts): it carries
 * the site model's redirects of migrated entries, Netlify's own parser reads each as an unforced 301
 * from the old path to the page now, and merged with netlify.toml they come before its 404 rules (Netlify
 * reads `_redirects` first). Without legacy ids (the embedded server, Strapi 3.6) it has no rule.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAllRedirects } from '@netlify/redirect-parser';
import type { APIContext } from 'astro';
import { afterAll, describe, expect, it } from 'vitest';
import { GET, getStaticPaths } from '../../../src/pages/[redirectsFile].ts';
import { localeCodes } from '../../../src/i18n/locales.ts';
import { localsFor, siteFixture, type FixtureContent } from '../site/fixture.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const temp = mkdtempSync(path.join(tmpdir(), 'redirects-file-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const DOC = 'ms370jd9gw98wffxs8t5hrn0';

const migrated: FixtureContent = {
  newsArticles: [
    {
      id: DOC,
      legacyId: '21',
      slug: 'annual-report-2024',
      newsMainCategory: 'investorRelationsNews',
      newsSubCategory: 'financialReports',
      publishingDate: '2025-03-01',
    },
    {
      id: 'dd0000000000000000000001',
      legacyId: '34',
      slug: 'dealing',
      newsMainCategory: 'investorRelationsNews',
      newsSubCategory: 'directorsDealings',
    },
  ],
};

/** The file as the build writes it: the route's one path, rendered with a page's `locals`. */
async function renderedFile(content: FixtureContent): Promise<string> {
  expect(getStaticPaths()).toEqual([{ params: { redirectsFile: '_redirects' } }]);
  const response = await GET({ locals: localsFor(content) } as unknown as APIContext);
  return response.text();
}

interface NetlifyRule {
  from: string;
  to: string;
  status?: number;
  force?: boolean;
}

/** What Netlify makes of the file and netlify.toml together, in the order it applies them. */
async function netlifyRules(text: string): Promise<NetlifyRule[]> {
  const file = path.join(temp, `${Math.random().toString(36).slice(2)}_redirects`);
  writeFileSync(file, text);
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [file],
    netlifyConfigPath: path.join(root, 'netlify.toml'),
    configRedirects: [],
    minimal: true,
  });
  expect(errors).toEqual([]);
  return redirects as NetlifyRule[];
}

describe('the redirect rules file of a build', () => {
  it("carries every redirect of the site model as an unforced 301, before netlify.toml's rules", async () => {
    const { model, problems } = siteFixture(migrated);
    expect(problems.filter((problem) => problem.startsWith('[redirects]'))).toEqual([]);
    expect(model.redirects).toHaveLength(2 * localeCodes.length);
    const rules = await netlifyRules(await renderedFile(migrated));
    const ours = rules.slice(0, model.redirects.length);
    expect(ours).toEqual(
      model.redirects.map(({ from, to }) => ({ from, to, status: 301, force: false, query: {}, conditions: {}, headers: {} })),
    );
    expect(ours).toContainEqual(
      expect.objectContaining({
        from: '/en/investor-relations/financial-reports/annual-report-2024/21/',
        to: `/en/investor-relations/financial-reports/annual-report-2024/${DOC}/`,
      }),
    );
    // netlify.toml's rules follow, its 404 rules among them: an old path is redirected, not answered 404.
    expect(rules.slice(model.redirects.length).some((rule) => rule.from === '/de/*' && rule.status === 404)).toBe(true);
  });

  it('has no rule without legacy ids', async () => {
    const plain: FixtureContent = { newsArticles: migrated.newsArticles!.map(({ legacyId: _legacy, ...article }) => article) };
    const text = await renderedFile(plain);
    expect(text.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([]);
    expect((await netlifyRules(text)).every((rule) => rule.from === '/' || rule.status === 404)).toBe(true);
  });
});

/**
 * What the Strapi 5 suites share: `npm run strapi5` started as a developer starts it (own temporary data
 * folder, free loopback port), stopped with SIGTERM; the API tokens its bootstrap wrote; how a site
 * answers the pages of an older build (the URLs a migration must keep).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mapLimited } from '../../scripts/lib/map-limited.ts';
import { summarisePage } from '../../scripts/strapi/compare-sites.ts';
import type { RunningStrapi } from '../../scripts/strapi-common/process.ts';
import { readTokens, type Strapi5Tokens } from '../../scripts/strapi5/process.ts';
import { startStrapiCli } from '../strapi/support.ts';

export type RunningStrapi5 = RunningStrapi & { printed: string; tokens: Strapi5Tokens; dataDir: string };

export async function startStrapi5Cli(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<RunningStrapi5> {
  // The banner's last line names the data folder: the whole banner has been printed.
  const strapi = await startStrapiCli(dataDir, env, {
    cli: 'scripts/strapi5/cli.ts',
    banner: /Strapi 5 is running: (\S+)[\s\S]*\n {2}data:/,
  });
  return { ...strapi, dataDir, tokens: readTokens(dataDir) };
}

/** The URL path of every HTML page of a built site (`de/kontakt/index.html` → `/de/kontakt/`), the asset folders aside. */
function builtPagePaths(siteDir: string): string[] {
  return readdirSync(siteDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => `/${path.relative(siteDir, entry.parentPath).split(path.sep).join('/')}/`.replace(/^\/\/$/, '/'))
    .filter((pathname) => !/^\/(_astro|_img|uploads|pagefind)\//.test(pathname))
    .sort();
}

export interface OldPageAnswers {
  /** Pages answered 200 at their old path. */
  kept: string[];
  /** Old path → the path its 301 leads to, where that answers 200 with the old page's content. */
  moved: Map<string, string>;
  /** Every other answer, one line each. */
  problems: string[];
}

/**
 * How a site answers each page of an older build of the same content (`siteDir`): 200, or a 301 to a
 * page that answers 200 and says what the old page said (compared as the two builds are compared:
 * scripts/strapi/compare/page.ts, entry ids normalised).
 */
export async function answersToOldPages(siteDir: string, base: string): Promise<OldPageAnswers> {
  const answers: OldPageAnswers = { kept: [], moved: new Map(), problems: [] };
  await mapLimited(builtPagePaths(siteDir), 6, async (pathname) => {
    const response = await fetch(`${base}${pathname}`, { redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status === 200) {
      answers.kept.push(pathname);
      return;
    }
    const location = response.headers.get('location');
    if (response.status !== 301 || !location) {
      answers.problems.push(`${pathname}: ${response.status}${location ? ` → ${location}` : ''}`);
      return;
    }
    const target = await fetch(`${base}${location}`, { redirect: 'manual' });
    const html = await target.text();
    const old = readFileSync(path.join(siteDir, pathname, 'index.html'), 'utf8');
    if (target.status !== 200) answers.problems.push(`${pathname}: 301 → ${location}, which answers ${target.status}`);
    else if (JSON.stringify(summarisePage(html)) !== JSON.stringify(summarisePage(old))) {
      answers.problems.push(`${pathname}: 301 → ${location}, another page`);
    } else answers.moved.set(pathname, location);
  });
  return answers;
}

/**
 * The redirect rules file of a build, `/_redirects` in Netlify's format (docs/locales-and-urls.md §13):
 * one `<old path> <new path> 301` line per redirect of the site model, each in a path's one form (Netlify
 * and the project's static server, scripts/lib/static-server.ts, match it with or without its trailing
 * slash). Not forced (no `!`): a rule applies only where no file answers, so it never shadows a page.
 * Netlify reads the file before the `[[redirects]]` of netlify.toml, so the 404 rules there come after.
 * Every build writes it, with its comment lines only when there is nothing to redirect.
 */
import type { SiteRedirect } from '../routing/site-pages.ts';

/** Where the file is published: Netlify reads `_redirects` at the root of the published folder. */
export const REDIRECTS_PATH = '/_redirects';

/** The file's name: the param of src/pages/[redirectsFile].ts. */
export const REDIRECTS_NAME = REDIRECTS_PATH.slice(1);

const HEADER = [
  '# Permanent redirects of the old paths of migrated entries to their pages (docs/locales-and-urls.md §13).',
  '# Written by every build; read by Netlify and by the static server of the project (scripts/lib/static-server.ts).',
];

/** The text of `/_redirects`. */
export function renderRedirectsFile(redirects: readonly SiteRedirect[]): string {
  return [...HEADER, ...redirects.map(({ from, to }) => `${from} ${to} 301`)].join('\n') + '\n';
}

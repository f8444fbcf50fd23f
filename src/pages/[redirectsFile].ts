/**
 * `/_redirects`: the permanent redirects of the old paths of migrated entries (src/seo/redirects.ts), for
 * Netlify and the project's static server. A dynamic route because Astro leaves out page files whose name
 * starts with `_`.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { REDIRECTS_NAME, renderRedirectsFile } from '../seo/redirects.ts';

export const getStaticPaths = (() => [{ params: { redirectsFile: REDIRECTS_NAME } }]) satisfies GetStaticPaths;

export const GET: APIRoute = ({ locals }) =>
  new Response(renderRedirectsFile(locals.site.redirects()), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

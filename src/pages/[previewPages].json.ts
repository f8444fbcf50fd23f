/**
 * `/preview-pages.json`: in a draft preview build only, where each entry of the content system is shown
 * (src/preview/entry-pages.ts), for the content system's "Preview" button. A dynamic route so that a live
 * build gets no path and no file.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { isPreviewBuild } from '../cms/config.ts';
import { PREVIEW_PAGES_FILE, previewPages } from '../preview/entry-pages.ts';

export const getStaticPaths = (() =>
  isPreviewBuild() ? [{ params: { previewPages: PREVIEW_PAGES_FILE.replace(/\.json$/, '') } }] : []) satisfies GetStaticPaths;

export const GET: APIRoute = ({ locals }) =>
  new Response(JSON.stringify(previewPages(locals.site.allPages())), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });

/** `/robots.txt`: allow everything and name the sitemap index; a draft preview build disallows everything. */
import type { APIRoute } from 'astro';
import { isPreviewBuild } from '../cms/config.ts';
import { renderRobotsTxt } from '../seo/sitemap.ts';

export const GET: APIRoute = ({ site }) =>
  new Response(renderRobotsTxt(site, { preview: isPreviewBuild() }), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

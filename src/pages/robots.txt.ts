/** `/robots.txt`: allow everything and name the sitemap index. */
import type { APIRoute } from 'astro';
import { renderRobotsTxt } from '../seo/sitemap.ts';

export const GET: APIRoute = ({ site }) =>
  new Response(renderRobotsTxt(site), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

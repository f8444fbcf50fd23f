/** `/sitemap-index.xml`: the sitemap index naming every sitemap chunk (src/seo/sitemap.ts). */
import type { APIRoute } from 'astro';
import { getSitePages } from '../routing/site-pages.ts';
import { sitemapsFor } from '../seo/sitemap.ts';

export const GET: APIRoute = async ({ site }) => {
  const { index } = sitemapsFor(await getSitePages(), site);
  return new Response(index, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};

/**
 * `/sitemap-index.xml`: the sitemap index naming every sitemap chunk (src/seo/sitemap.ts). A
 * dynamic route with one path only so that a draft preview build can leave the file out: it gets
 * no paths, and robots.txt names no sitemap there.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { isPreviewBuild } from '../cms/config.ts';
import { SITEMAP_INDEX_NAME, sitemapsFor } from '../seo/sitemap.ts';

export const getStaticPaths = (() => (isPreviewBuild() ? [] : [{ params: { sitemapIndex: SITEMAP_INDEX_NAME } }])) satisfies GetStaticPaths;

export const GET: APIRoute = ({ site, locals }) => {
  const { index } = sitemapsFor(locals.site.allPages(), site);
  return new Response(index, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};

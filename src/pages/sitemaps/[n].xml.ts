/** `/sitemaps/<n>.xml`: one chunk of the sitemap (src/seo/sitemap.ts), 1-based; none in a draft preview build. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { isPreviewBuild } from '../../cms/config.ts';
import { sitemapChunkCount, sitemapsFor } from '../../seo/sitemap.ts';
import { siteModel } from '../../site/current.ts';

export const getStaticPaths = (async () => {
  if (isPreviewBuild()) return [];
  const count = sitemapChunkCount((await siteModel()).pages);
  return Array.from({ length: count }, (_, i) => ({ params: { n: String(i + 1) } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params, site, locals }) => {
  const { chunks } = sitemapsFor(locals.site.allPages(), site);
  const chunk = chunks[Number(params.n) - 1];
  if (chunk === undefined) return new Response(null, { status: 404 });
  return new Response(chunk, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};

/**
 * Content collections (CONTRACTS.md): each fed by the one loader factory cmsLoader from src/cms,
 * reading the content system at CMS_GRAPHQL_URL. Read them through src/cms/collections.ts.
 */
import { defineCollection } from 'astro:content';
import { cmsLoader } from './cms/loader.ts';
import { siteSources } from './cms/site-sources.ts';

export const collections = {
  contentPages: defineCollection({ loader: cmsLoader({ name: 'content-pages', source: siteSources.contentPages }) }),
  productPages: defineCollection({ loader: cmsLoader({ name: 'product-pages', source: siteSources.productPages }) }),
  newsArticles: defineCollection({ loader: cmsLoader({ name: 'news-articles', source: siteSources.newsArticles }) }),
  productCategories: defineCollection({
    loader: cmsLoader({ name: 'product-categories', source: siteSources.productCategories }),
  }),
  metaMenuLinks: defineCollection({ loader: cmsLoader({ name: 'meta-menu-links', source: siteSources.metaMenuLinks }) }),
  translations: defineCollection({ loader: cmsLoader({ name: 'translations', source: siteSources.translations }) }),
  locales: defineCollection({ loader: cmsLoader({ name: 'locales', source: siteSources.locales }) }),
  homepage: defineCollection({ loader: cmsLoader({ name: 'homepage', source: siteSources.homepage }) }),
  footer: defineCollection({ loader: cmsLoader({ name: 'footer', source: siteSources.footer }) }),
};

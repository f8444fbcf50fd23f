/**
 * Content collections: each fed by the one loader factory cmsLoader from src/cms, reading the
 * content system at CMS_GRAPHQL_URL. The site model (src/site) is built from them; pages read the model. Every read failure
 * fails the build, except the meta menu's: the site is then built without meta links (docs/architecture.md §10).
 */
import { defineCollection } from 'astro:content';
import { cmsLoader } from './cms/loader.ts';
import { META_MENU_ERROR, siteSources } from './cms/site-sources.ts';

export const collections = {
  contentPages: defineCollection({ loader: cmsLoader({ name: 'content-pages', source: siteSources.contentPages }) }),
  productPages: defineCollection({ loader: cmsLoader({ name: 'product-pages', source: siteSources.productPages }) }),
  newsArticles: defineCollection({ loader: cmsLoader({ name: 'news-articles', source: siteSources.newsArticles }) }),
  productCategories: defineCollection({
    loader: cmsLoader({ name: 'product-categories', source: siteSources.productCategories }),
  }),
  metaMenuLinks: defineCollection({
    loader: cmsLoader({ name: 'meta-menu-links', source: siteSources.metaMenuLinks, optional: { message: META_MENU_ERROR } }),
  }),
  translations: defineCollection({ loader: cmsLoader({ name: 'translations', source: siteSources.translations }) }),
  locales: defineCollection({ loader: cmsLoader({ name: 'locales', source: siteSources.locales }) }),
  homepage: defineCollection({ loader: cmsLoader({ name: 'homepage', source: siteSources.homepage }) }),
  footer: defineCollection({ loader: cmsLoader({ name: 'footer', source: siteSources.footer }) }),
};

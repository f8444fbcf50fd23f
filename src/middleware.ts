/**
 * Every page gets the site through one door: `Astro.locals.site`, a reader of the site model of this
 * build (src/site) that records what the page reads. Once the page is rendered its record is kept
 * for the incremental build (src/incremental/record.ts). Pages render concurrently; each has its own
 * reader, so the records never mix.
 */
import { defineMiddleware } from 'astro:middleware';
import { keepPageRecord } from './incremental/record.ts';
import { siteModel } from './site/current.ts';
import { createSiteReader, type PageReads } from './site/reader.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  const model = await siteModel();
  const reads: PageReads = { path: undefined, deps: new Set() };
  context.locals.site = createSiteReader(model, reads);
  const response = await next();
  keepPageRecord(reads, model);
  return response;
});

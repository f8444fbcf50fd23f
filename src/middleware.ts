/**
 * Every page gets the site through one door: `Astro.locals.site`, a reader of the site model of this
 * build (src/site) that records what the page reads. Once the page is rendered its record is kept
 * for the incremental build (src/site/record.ts). Pages render concurrently; each has its own
 * reader, so the records never mix.
 *
 * Every HTML page then gets its line breaks (src/text/page-lines.ts): phrase breaks in its Chinese
 * and Japanese text, soft hyphens in its German, whatever component the text came from.
 */
import { defineMiddleware } from 'astro:middleware';
import { keepPageRecord } from './site/record.ts';
import { breakLines } from './text/page-lines.ts';
import { siteModel } from './site/current.ts';
import { createSiteReader, type PageReads } from './site/reader.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  const model = await siteModel();
  const reads: PageReads = { path: undefined, deps: new Set() };
  context.locals.site = createSiteReader(model, reads);
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) {
    keepPageRecord(reads, model);
    return response;
  }
  const html = breakLines(await response.text());
  keepPageRecord(reads, model);
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
});

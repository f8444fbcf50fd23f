/**
 * Every page renders in a dependency-tracking scope of its own (src/incremental/tracker.ts), so the
 * incremental build knows what each page read while Astro renders several pages at once.
 */
import { defineMiddleware } from 'astro:middleware';
import { inPageScope } from './incremental/tracker.ts';

export const onRequest = defineMiddleware((_context, next) => inPageScope(() => next()));

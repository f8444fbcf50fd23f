/**
 * Imported first by scripts/render.ts (the build's render process) and the warm publisher's process
 * (scripts/publisher/warm-worker.ts), before Astro loads its bundler:
 * Rolldown's native allocator (mimalloc) keeps the memory of the bundling phase unless told to give
 * freed pages back to the system at once. That is ~140 MB of a full build's resident memory for the
 * rest of the rendering. An explicit setting in the environment wins.
 */
process.env.MIMALLOC_PURGE_DELAY ??= '0';

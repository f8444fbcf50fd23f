/**
 * The render process of a build (started by scripts/lib/render-process.ts, never by hand): runs
 * `astro build` for one request received over the IPC channel and answers with what the build script
 * needs afterwards (the pages rendered, skipped and enumerated, the uploads mirrored), then exits.
 *
 * Astro, its bundler and the content model stay in this process, so their memory is returned to the
 * system when the rendering ends, before the search index is built (scripts/build.ts).
 */
// First: environment for native libraries, before Astro loads them.
import './lib/native-memory.ts';
import { buildWithAstro } from './lib/astro-build.ts';
import { describeBuildError } from './lib/build-error.ts';
import { bufferStdout } from './lib/buffered-stdout.ts';
import type { RenderReply, RenderRequest } from './lib/render-process.ts';
import { INDEX_VERSION, readDependencyIndex, type PageRecord } from '../src/incremental/index-file.ts';
import { writeDependencyIndex } from './lib/incremental-output.ts';
import { resetIncrementalState } from '../src/incremental/state.ts';
import { resetUploadReuse } from '../src/cms/upload-reuse.ts';
import { resetSiteModel, siteModel } from '../src/site/current.ts';
import { writeFileAtomic } from '../src/fs/replace-file.ts';

async function render(request: RenderRequest): Promise<RenderReply> {
  try {
    // Only the pages whose record in the last build's index no longer matches render (src/site/select.ts).
    const state = resetIncrementalState(request.indexFile ? readDependencyIndex(request.indexFile) : undefined);
    resetSiteModel();
    const reuse = resetUploadReuse(request.uploads);
    await buildWithAstro(request.outDir);
    const indexStart = performance.now();
    if (request.nextIndex) {
      // Written here, where the last index is already read: the build only renames it into place.
      const pages: Record<string, PageRecord> = {};
      for (const pagePath of state.enumerated) {
        const record = state.rendered.get(pagePath) ?? state.previous?.pages[pagePath];
        if (record) pages[pagePath] = record;
      }
      writeDependencyIndex(request.nextIndex.file, { version: INDEX_VERSION, fingerprint: request.nextIndex.fingerprint, pages });
    }
    // The rebuild service adopts the output with the content it was rendered from (scripts/publisher/full-build.ts).
    if (request.contentFile) writeFileAtomic(request.contentFile, JSON.stringify((await siteModel()).data));
    return {
      ok: true,
      rendered: state.rendered,
      skipped: state.skipped,
      enumerated: state.enumerated,
      gone: Object.keys(state.previous?.pages ?? {}).filter((pagePath) => !state.enumerated.has(pagePath)),
      usedIndex: state.previous !== undefined,
      nextIndexMs: performance.now() - indexStart,
      mirrored: reuse.mirrored,
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    };
  } catch (error) {
    return {
      ok: false,
      message: describeBuildError(error),
      ...(process.env.BUILD_DEBUG === '1' && error instanceof Error && error.stack ? { stack: error.stack } : {}),
    };
  }
}

if (!process.send) {
  console.error('scripts/render.ts is the render process of scripts/build.ts; run `npm run build`.');
  process.exit(2);
}
// Astro logs every page: one system call per line to a pipe is a cost at thousands of pages.
const flushStdout = bufferStdout();
// The build script went away (killed, crashed): nothing would take the result.
process.on('disconnect', () => process.exit(1));
process.once('message', (request: RenderRequest) => {
  void render(request).then((reply) => {
    flushStdout();
    // Exit explicitly once the reply is sent: a failed build can leave retry timers or sockets open.
    process.send!(reply, undefined, undefined, () => process.exit(reply.ok ? 0 : 1));
  });
});

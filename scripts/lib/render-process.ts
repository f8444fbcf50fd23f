/**
 * `astro build` in a process of its own (scripts/render.ts), for scripts/build.ts.
 *
 * A full build of a large site holds the content model, Astro's module graph and its bundler's memory
 * until the process ends (~1.1 GB at 40,000 pages, most of it native memory that stays resident). In
 * a child process that memory is returned when the rendering ends, so the search index (Pagefind,
 * ~0.6 GB for the largest language) does not come on top of it. The build script itself stays small:
 * it does not load Astro.
 *
 * The child gets this process's Node flags (`--cpu-prof` of the profiler reaches the rendering) and
 * environment, shares its standard output and error, and receives the request and answers over the
 * IPC channel (structured clone: maps and sets cross as they are). Its failure comes back as the
 * message scripts/lib/build-error.ts made of it, so the build still stops with one clear message.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { PageRecord } from '../../src/incremental/index-file.ts';
import type { UploadReuse } from '../../src/cms/upload-reuse.ts';
import { projectRoot } from './paths.ts';

export const RENDER_SCRIPT = path.join(projectRoot, 'scripts', 'render.ts');

export interface RenderRequest {
  /** Astro's output folder (the staged temporary folder). */
  outDir: string;
  /** The dependency index of the last build: only pages whose content changed render. Undefined: every page. */
  indexFile: string | undefined;
  /**
   * Where the render process writes the dependency index of this build (the pages it rendered with
   * their records, the pages it kept with their records in the last index), for the build to put in
   * place when it succeeds; undefined: none.
   */
  nextIndex: { file: string; fingerprint: string } | undefined;
  /** The earlier output and its uploads, for the upload mirror to reuse. */
  uploads: UploadReuse['previous'];
  /** Where to write the content the pages were rendered from (the site model's data, JSON); none by default. */
  contentFile?: string;
}

export interface RenderResult {
  /** Pages rendered, by path, with what they read. */
  rendered: Map<string, PageRecord>;
  /** Pages left out because nothing they read changed. */
  skipped: Set<string>;
  /** Every page path of the site in this build. */
  enumerated: Set<string>;
  /** Pages of the last build's index the site no longer has (their output is gone). */
  gone: string[];
  /** Whether the last build's index was read (false: every page rendered, though `indexFile` was given). */
  usedIndex: boolean;
  /** Milliseconds spent writing `nextIndex`. */
  nextIndexMs: number;
  /** What the upload mirror mirrored, for the next build. */
  mirrored: UploadReuse['mirrored'];
  /** Peak resident memory of the render process. */
  peakRssMb: number;
}

export type RenderReply = ({ ok: true } & RenderResult) | { ok: false; message: string; stack?: string };

/** A failed rendering: `message` is the one line (or few) the build prints. */
export class RenderError extends Error {
  override name = 'RenderError';
}

export interface RenderProcess {
  result: Promise<RenderResult>;
  /** Stops the render process (the build was interrupted). */
  kill(): void;
}

/** Starts the render process for `request`; `script` is for tests (a stand-in with the same protocol). */
export function startRender(request: RenderRequest, script: string = RENDER_SCRIPT): RenderProcess {
  const child: ChildProcess = fork(script, [], {
    cwd: projectRoot,
    execArgv: process.execArgv,
    env: process.env,
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const result = new Promise<RenderResult>((resolve, reject) => {
    let reply: RenderReply | undefined;
    child.once('message', (message) => (reply = message as RenderReply));
    child.once('error', (error) => reject(new RenderError(`the render process could not start: ${error.message}`)));
    child.once('exit', (code, signal) => {
      if (reply?.ok) {
        const { ok: _ok, ...rest } = reply;
        resolve(rest);
      } else if (reply) {
        if (reply.stack) console.error(reply.stack);
        reject(new RenderError(reply.message));
      } else {
        reject(new RenderError(`the render process ended without a result (${signal ? `signal ${signal}` : `exit code ${code}`})`));
      }
    });
    child.send(request);
  });
  return {
    result,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    },
  };
}

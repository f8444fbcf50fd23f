/**
 * What the upload mirror (./mirror.ts) may reuse from an earlier build, shared between the build
 * render process (scripts/render.ts, which calls Astro in the same process) and the cms-media integration
 * (./media-integration.ts, loaded with Astro's configuration, with its own copies of the site's
 * modules). Like src/incremental/state.ts it lives on `globalThis` under one symbol. Plain data only.
 */
import type { MirroredFile } from './mirror.ts';

export interface UploadReuse {
  /** The earlier output and what its uploads were; undefined: download everything. */
  previous: { dir: string; files: Record<string, MirroredFile> } | undefined;
  /** What this build mirrored (set by the integration), for the next build. */
  mirrored: Record<string, MirroredFile> | undefined;
  /**
   * False: mirror nothing. A build that only loads the pages' renderer for a published site the
   * rebuild service adopts (scripts/publisher/warm-site.ts) writes its output nowhere that is served.
   */
  mirror: boolean;
}

const KEY = Symbol.for('corporate-site.upload-reuse');

type Holder = { [KEY]?: UploadReuse };

/** The state of this build, or undefined outside scripts/build.ts (a bare `astro build` downloads everything). */
export function uploadReuse(): UploadReuse | undefined {
  return (globalThis as Holder)[KEY];
}

/** Starts a fresh state (the build script, before each Astro build). */
export function resetUploadReuse(previous: UploadReuse['previous'], mirror = true): UploadReuse {
  const state: UploadReuse = { previous, mirrored: undefined, mirror };
  (globalThis as Holder)[KEY] = state;
  return state;
}

/**
 * The options of the rebuild service (./service.ts), read by its parts (./run.ts, ./status-route.ts):
 * a module of their own, so the parts do not import the service that puts them together.
 */
import type { ServerTimeouts } from '../lib/http-guard.ts';
import type { PublisherClock } from './day.ts';
import type { WebhookAuth } from './webhook.ts';

export interface PublisherOptions {
  /** Working folder: releases, build caches and build logs of both targets. */
  dir: string;
  host?: string;
  port?: number;
  /** Port of the preview site; undefined = no preview builds. */
  previewPort?: number | undefined;
  auth: WebhookAuth;
  quietMs?: number;
  maxWaitMs?: number;
  /** Environment of the builds (CMS_GRAPHQL_URL, SITE_URL, …). */
  env: NodeJS.ProcessEnv;
  /** Editor token for the preview builds (CMS_TOKEN of a PREVIEW build). */
  previewToken?: string | undefined;
  /**
   * PREVIEW_SECRET: signs the preview's links and its editors' session cookie (./preview-access.ts);
   * required with a preview port, at least 32 characters.
   */
  previewSecret?: string | undefined;
  /**
   * Origins that may show the preview site in a frame: a content system's admin that shows the draft
   * page beside the entry (Strapi 5's "Preview"). Default none (`frame-ancestors 'none'`, as the live site).
   */
  previewFrameAncestors?: readonly string[] | undefined;
  /** Build once at start (default true): content may have changed while the service was down. */
  buildOnStart?: boolean;
  /** The build script (default scripts/build.ts); tests use a stand-in with the same interface. */
  buildScript?: string;
  /** A build running longer is stopped (SIGTERM, then SIGKILL of its process group) and recorded as timed out; default 30 min. */
  buildTimeoutMs?: number;
  /** Between that SIGTERM and the SIGKILL; default 10 s. */
  killGraceMs?: number;
  /**
   * Publish the live site with the warm publisher (./warm-target.ts): one process adopts the live
   * folder (after a full build when it cannot be trusted), keeps the site between publishes and writes
   * only what an edit changes into the spare of two release trees (./release-pair.ts). Default false:
   * every publish is a build of its own (./builder.ts), as the preview's always is.
   */
  warm?: boolean;
  /** The warm publisher's worker and full build scripts (defaults ./warm-worker.ts, ./full-build.ts); tests use stand-ins. */
  warmScripts?: { worker?: string; fullBuild?: string };
  /** After a failed search round of the warm publisher, the next is tried this much later (default 30 s). */
  searchRetryMs?: number;
  /** How long clients of the live and preview servers may take (scripts/lib/http-guard.ts; default headers 10 s, request 30 s). */
  timeouts?: ServerTimeouts;
  /** A webhook whose headers let it in must send its body within this; default 10 s. */
  webhookBodyMs?: number;
  /** The clock of each publish's day and of the publish at every UTC midnight (./day.ts); default the system's. */
  clock?: PublisherClock;
  log?: (line: string) => void;
}

/**
 * The rebuild service: webhooks in (./webhook.ts), debounced into batches (./scheduler.ts), each
 * batch built for the live site and — when configured — the draft preview (./builder.ts, one build
 * at a time), published by swapping a link (./releases.ts), reported on /status (./status.ts). The
 * live site and the preview are served from their current release with the headers and 404 rules of
 * the Netlify configuration (scripts/lib/static-server.ts); the preview (./preview-site.ts) answers
 * only a browser that came through a signed link, everyone else 401.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { createGuardedServer, type ServerTimeouts } from '../lib/http-guard.ts';
import { createStaticHandler, errorResponseHeaders } from '../lib/static-server.ts';
import { DEFAULT_BUILD_TIMEOUT_MS, runBuild } from './builder.ts';
import { Releases } from './releases.ts';
import { closeServer, listen } from '../lib/http-listen.ts';
import { BodyTimeoutError, BodyTooLargeError, readBody } from '../lib/read-body.ts';
import { json, notBuiltYet, serviceHeaders, wantsJson } from './service-http.ts';
import { BuildScheduler } from './scheduler.ts';
import {
  BuildLog,
  describeTrigger,
  fullStatus,
  publicStatus,
  statusHtml,
  type BuildRecord,
  type PathLabels,
  type StatusSnapshot,
  type Target,
} from './status.ts';
import { checkStaticToken } from '../lib/webhook-signature.ts';
import { isInsideOrSame, projectRoot } from '../lib/paths.ts';
import { previewSecretProblem } from './preview-access.ts';
import { previewSiteHandler } from './preview-site.ts';
import { warmLiveTarget } from './warm-target.ts';
import { judgeWebhook, judgeWebhookHeaders, MAX_WEBHOOK_BYTES, ReplayGuard, type AcceptedChange, type WebhookAuth } from './webhook.ts';

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
   * Publish the live site with the warm publisher (./warm-client.ts): one process keeps the site
   * between publishes and writes only what an edit changes into the spare of two release trees
   * (./release-pair.ts). Default false: every publish is a build of its own (./builder.ts), as the
   * preview's always is.
   */
  warm?: boolean;
  /** How long clients of the live and preview servers may take (scripts/lib/http-guard.ts; default headers 10 s, request 30 s). */
  timeouts?: ServerTimeouts;
  /** A webhook whose headers let it in must send its body within this; default 10 s. */
  webhookBodyMs?: number;
  log?: (line: string) => void;
}

export interface RunningPublisher {
  url: string;
  previewUrl: string | undefined;
  status(): StatusSnapshot;
  /** Resolves when no build runs and none is waiting. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

interface Received {
  change: AcceptedChange | null;
  at: number;
}

export const WEBHOOK_PATH = '/webhook';
export const STATUS_PATH = '/status';
/** How long a webhook let in by its headers has for its body (a content system sends it at once). */
const WEBHOOK_BODY_MS = 10_000;

export async function startPublisher(options: PublisherOptions): Promise<RunningPublisher> {
  const log = options.log ?? (() => {});
  const host = options.host ?? '127.0.0.1';
  const targets: Target[] = options.previewPort === undefined ? ['live'] : ['live', 'preview'];
  if (targets.includes('preview') && !options.previewToken) {
    throw new Error(
      'The preview needs an editor token of the content system (CMS_PREVIEW_TOKEN); without one, start without a preview port.',
    );
  }
  const previewSecretError = targets.includes('preview') ? previewSecretProblem(options.previewSecret) : undefined;
  if (previewSecretError) throw new Error(previewSecretError);
  const previewSecret = options.previewSecret ?? '';
  if (!options.auth.token && !options.auth.secret) {
    throw new Error(
      'Set PUBLISHER_TOKEN (static Authorization: Bearer token) and/or PUBLISHER_SECRET (HMAC signature): webhooks must be authenticated.',
    );
  }
  const releases: Record<Target, Releases> = {
    live: new Releases(path.join(options.dir, 'live')),
    preview: new Releases(path.join(options.dir, 'preview')),
  };
  const buildLog = new BuildLog();
  const replays = new ReplayGuard(((options.auth.toleranceSeconds ?? 300) + 60) * 1000);
  const counters = { accepted: 0, refused: 0 };
  const stopping = new AbortController();
  let liveUrl = '';
  let previewUrl: string | undefined;

  const warm = options.warm
    ? warmLiveTarget({
        dir: options.dir,
        env: options.env,
        killGraceMs: options.killGraceMs,
        timeoutMs: options.buildTimeoutMs ?? DEFAULT_BUILD_TIMEOUT_MS,
        signal: stopping.signal,
        buildLog,
        log,
      })
    : undefined;

  const buildTarget = async (target: Target, batch: Received[]): Promise<void> => {
    const changes = batch.flatMap((item) => (item.change ? [item.change] : []));
    const record = buildLog.start(target, describeTrigger(changes), changes.length);
    if (target === 'live' && warm) {
      // Latency counts from the batch's first webhook (none for the publish on start).
      await warm.publish(record, changes.length > 0 ? Math.min(...batch.map((item) => item.at)) : undefined);
      return;
    }
    const out = releases[target].next();
    const env: NodeJS.ProcessEnv = {
      ...options.env,
      SITE_BUILD_CACHE: path.join(options.dir, 'cache'),
      CMS_PUBLICATION_STATE: target === 'preview' ? 'PREVIEW' : 'LIVE',
    };
    if (target === 'preview') env.CMS_TOKEN = options.previewToken;
    log(`build #${record.id} (${target}) started: ${record.trigger}`);
    try {
      await buildInto(target, batch, changes, record, out, env);
    } catch (error) {
      // Not the build failing (that is an outcome) but the service around it: the record must not stay "running".
      const message = error instanceof Error ? error.message : String(error);
      if (record.outcome === 'running') buildLog.finish(record, { outcome: 'failed', error: `publisher error: ${message}` });
      log(`build #${record.id} (${target}) FAILED in the publisher, the published site stays: ${message}`);
      try {
        releases[target].discard(out);
      } catch {
        // Nothing more to do; prune removes it later.
      }
    }
  };

  const buildInto = async (
    target: Target,
    batch: Received[],
    changes: AcceptedChange[],
    record: BuildRecord,
    out: string,
    env: NodeJS.ProcessEnv,
  ): Promise<void> => {
    const outcome = await runBuild({
      out,
      previous: releases[target].current(),
      env,
      logFile: path.join(options.dir, 'logs', `${String(record.id).padStart(5, '0')}-${target}.log`),
      signal: stopping.signal,
      ...(options.buildScript === undefined ? {} : { script: options.buildScript }),
      ...(options.buildTimeoutMs === undefined ? {} : { timeoutMs: options.buildTimeoutMs }),
      ...(options.killGraceMs === undefined ? {} : { killGraceMs: options.killGraceMs }),
    });
    if (outcome.ok) {
      releases[target].publish(out);
      const first = batch.length > 0 ? Math.min(...batch.map((item) => item.at)) : undefined;
      buildLog.finish(record, {
        outcome: 'published',
        mode: outcome.summary.mode,
        reason: outcome.summary.reason ?? null,
        peakRssMb: outcome.summary.peakRssMb,
        rendered: outcome.summary.rendered,
        changed: outcome.summary.changed,
        kept: outcome.summary.kept,
        latencyMs: changes.length > 0 && first !== undefined ? Date.now() - first : null,
      });
      log(
        `build #${record.id} (${target}) published: ${outcome.summary.rendered} rendered (${outcome.summary.changed} changed), ${outcome.summary.kept} kept`,
      );
    } else {
      releases[target].discard(out);
      buildLog.finish(record, { outcome: 'failed', error: outcome.error });
      log(`build #${record.id} (${target}) FAILED, the published site stays: ${outcome.error}`);
    }
  };

  const scheduler = new BuildScheduler<Received>({
    quietMs: options.quietMs ?? 1000,
    maxWaitMs: options.maxWaitMs ?? 10_000,
    run: async (batch) => {
      for (const target of targets) if (!stopping.signal.aborted) await buildTarget(target, batch);
    },
  });

  const snapshot = (): StatusSnapshot => ({
    service: 'publisher',
    now: new Date().toISOString(),
    live: { url: liveUrl, release: releases.live.current() ? path.basename(releases.live.current()!) : null },
    preview: previewUrl
      ? { url: previewUrl, release: releases.preview.current() ? path.basename(releases.preview.current()!) : null }
      : null,
    webhooks: { accepted: counters.accepted, refused: counters.refused, queued: scheduler.queued },
    building: scheduler.busy,
    builds: buildLog.list(),
  });

  const liveSite = createStaticHandler(releases.live.currentLink);

  const handleWebhook = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    // The credential first, from the headers: no byte of an unauthenticated body is read or waited for.
    const admitted = judgeWebhookHeaders(request.headers, options.auth);
    if (!admitted.ok) {
      counters.refused++;
      log(`webhook refused (${admitted.status}): ${admitted.error}`);
      json(response, admitted.status, { error: admitted.error }, { Connection: 'close' });
      return;
    }
    const bodyMs = options.webhookBodyMs ?? WEBHOOK_BODY_MS;
    const body = await readBody(request, MAX_WEBHOOK_BYTES, { deadlineMs: bodyMs }).catch((error: unknown) => {
      if (error instanceof BodyTimeoutError) return 'late' as const;
      if (error instanceof BodyTooLargeError) return null;
      throw error;
    });
    if (body === 'late') {
      counters.refused++;
      log(`webhook refused (408): the body did not arrive within ${bodyMs / 1000} s`);
      json(response, 408, { error: 'the body did not arrive in time' }, { Connection: 'close' });
      return;
    }
    if (body === null) {
      counters.refused++;
      log('webhook refused (413): payload too large');
      // The rest of the body is read and dropped (readBody keeps the request flowing): closing a socket whose client is
      // still sending resets it, and the client could lose this answer.
      json(response, 413, { error: 'payload too large' });
      return;
    }
    const verdict = judgeWebhook({ headers: request.headers, body, now: Date.now() }, options.auth, replays);
    if (!verdict.ok) {
      counters.refused++;
      log(`webhook refused (${verdict.status}): ${verdict.error}`);
      json(response, verdict.status, { error: verdict.error });
      return;
    }
    counters.accepted++;
    scheduler.add({ change: verdict.change, at: Date.now() });
    json(response, 202, { accepted: true, queued: scheduler.queued, building: scheduler.busy });
  };

  // /status: the public view, or everything with the webhook token; paths relative to the project (or $PUBLISHER_DIR).
  const statusFolders: PathLabels = [
    { dir: projectRoot, label: '' },
    ...(isInsideOrSame(projectRoot, options.dir) ? [] : [{ dir: options.dir, label: '$PUBLISHER_DIR' }]),
  ];
  const sendStatus = (request: IncomingMessage, response: ServerResponse, url: URL): void => {
    const authorization = request.headers.authorization;
    if (authorization !== undefined && !(options.auth.token && checkStaticToken(options.auth.token, authorization))) {
      json(
        response,
        401,
        { error: 'unauthorized: the full status needs Authorization: Bearer <PUBLISHER_TOKEN>' },
        { 'WWW-Authenticate': 'Bearer' },
      );
      return;
    }
    const status = authorization === undefined ? publicStatus(snapshot()) : fullStatus(snapshot(), statusFolders);
    if (wantsJson(request.headers.accept, url)) json(response, 200, status);
    else {
      response.writeHead(200, serviceHeaders(200, { 'Content-Type': 'text/html; charset=utf-8' }));
      response.end(statusHtml(status));
    }
  };

  const guard = { log: (line: string) => log(line), headers: errorResponseHeaders, timeouts: options.timeouts };
  const live = createGuardedServer((request, response, url) => {
    if (url.pathname === WEBHOOK_PATH) {
      if (request.method !== 'POST') {
        response.writeHead(405, serviceHeaders(405, { Allow: 'POST' })).end();
        return;
      }
      handleWebhook(request, response).catch((error: unknown) => {
        log(`webhook error: ${error instanceof Error ? error.message : String(error)}`);
        if (!response.headersSent) json(response, 400, { error: 'could not read the request' });
      });
      return;
    }
    if (url.pathname === STATUS_PATH || url.pathname === `${STATUS_PATH}.json`) {
      sendStatus(request, response, url);
      return;
    }
    if (!releases.live.current()) notBuiltYet(response);
    else liveSite(request, response, url);
  }, guard);
  const liveAddress = await listen(live, options.port ?? 4400, host);
  liveUrl = `http://${host}:${liveAddress.port}`;

  let preview: Server | undefined;
  if (options.previewPort !== undefined) {
    const previewSite = previewSiteHandler({
      releases: releases.preview,
      secret: previewSecret,
      frameAncestors: options.previewFrameAncestors ?? [],
    });
    preview = createGuardedServer(previewSite, guard);
    const previewAddress = await listen(preview, options.previewPort, host).catch(async (error: unknown) => {
      await closeServer(live);
      throw error;
    });
    previewUrl = `http://${host}:${previewAddress.port}`;
  }

  if (options.buildOnStart ?? true) scheduler.add({ change: null, at: Date.now() });

  return {
    url: liveUrl,
    previewUrl,
    status: snapshot,
    idle: () => scheduler.idle(),
    close: async () => {
      stopping.abort();
      await Promise.all([closeServer(live), preview ? closeServer(preview) : Promise.resolve()]);
      await scheduler.close();
      await warm?.close();
    },
  };
}

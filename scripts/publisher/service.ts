/**
 * The rebuild service: webhooks in (./webhook.ts), debounced into batches (./scheduler.ts), each
 * batch built for the live site and — when configured — the draft preview (./builder.ts, one build
 * at a time), published by swapping a link (./releases.ts), reported on /status (./status.ts). The
 * live site and the preview are served from their current release with the headers and 404 rules of
 * the Netlify configuration (scripts/lib/static-server.ts); the preview (./preview-site.ts) answers
 * only a browser that came through a signed link, everyone else 401.
 *
 * The parts: the batches built and published (./builds.ts), `POST /webhook` (./webhook-route.ts),
 * `/status` (./status-route.ts), what they share (./run.ts). Here: the options checked, the parts
 * put together, the queue, the two servers and their routes, and the shutdown.
 */
import type { Server } from 'node:http';
import path from 'node:path';
import { createGuardedServer } from '../lib/http-guard.ts';
import { closeServer, listen } from '../lib/http-listen.ts';
import { createStaticHandler, errorResponseHeaders } from '../lib/static-server.ts';
import { DEFAULT_BUILD_TIMEOUT_MS } from './builder.ts';
import { buildTarget } from './builds.ts';
import { publishDays } from './day.ts';
import { previewSecretProblem } from './preview-access.ts';
import { previewSiteHandler } from './preview-site.ts';
import { Releases } from './releases.ts';
import type { PublishRun, Received } from './run.ts';
import { BuildScheduler } from './scheduler.ts';
import { json, notBuiltYet, serviceHeaders } from './service-http.ts';
import { BuildLog, type StatusSnapshot, type Target } from './status.ts';
import { sendStatus, snapshot } from './status-route.ts';
import { warmLiveTarget } from './warm-target.ts';
import { ReplayGuard } from './webhook.ts';
import { handleWebhook } from './webhook-route.ts';
import type { PublisherOptions } from './options.ts';

export type { PublisherOptions };

export interface RunningPublisher {
  url: string;
  previewUrl: string | undefined;
  status(): StatusSnapshot;
  /** Resolves when no build runs and none is waiting. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const WEBHOOK_PATH = '/webhook';
const STATUS_PATH = '/status';

/** The targets the options ask for; throws on options the service cannot run with. */
function checkedTargets(options: PublisherOptions): Target[] {
  const targets: Target[] = options.previewPort === undefined ? ['live'] : ['live', 'preview'];
  if (targets.includes('preview') && !options.previewToken) {
    throw new Error(
      'The preview needs an editor token of the content system (CMS_PREVIEW_TOKEN); without one, start without a preview port.',
    );
  }
  const previewSecretError = targets.includes('preview') ? previewSecretProblem(options.previewSecret) : undefined;
  if (previewSecretError) throw new Error(previewSecretError);
  if (!options.auth.token && !options.auth.secret) {
    throw new Error(
      'Set PUBLISHER_TOKEN (static Authorization: Bearer token) and/or PUBLISHER_SECRET (HMAC signature): webhooks must be authenticated.',
    );
  }
  return targets;
}

/** The shared state of a run, with its queue: each batch is built for every target in turn (./builds.ts). */
function createRun(options: PublisherOptions, targets: Target[]): PublishRun {
  const log = options.log ?? (() => {});
  const buildLog = new BuildLog();
  const stopping = new AbortController();
  const run: PublishRun = {
    options,
    log,
    targets,
    releases: {
      live: new Releases(path.join(options.dir, 'live')),
      preview: new Releases(path.join(options.dir, 'preview')),
    },
    buildLog,
    counters: { accepted: 0, refused: 0 },
    replays: new ReplayGuard(((options.auth.toleranceSeconds ?? 300) + 60) * 1000),
    scheduler: new BuildScheduler<Received>({
      quietMs: options.quietMs ?? 1000,
      maxWaitMs: options.maxWaitMs ?? 10_000,
      run: async (batch) => {
        for (const target of targets) if (!stopping.signal.aborted) await buildTarget(run, target, batch);
      },
    }),
    warm: options.warm
      ? warmLiveTarget({
          dir: options.dir,
          env: options.env,
          killGraceMs: options.killGraceMs,
          timeoutMs: options.buildTimeoutMs ?? DEFAULT_BUILD_TIMEOUT_MS,
          signal: stopping.signal,
          buildLog,
          log,
          workerScript: options.warmScripts?.worker,
          fullBuildScript: options.warmScripts?.fullBuild,
          searchRetryMs: options.searchRetryMs,
        })
      : undefined,
    stopping,
    days: publishDays(options.env, options.clock),
    urls: { live: '', preview: undefined },
  };
  return run;
}

/** The live server: the webhook, the status, and the published site (or "being built" before the first publish). */
function createLiveServer(run: PublishRun, guard: Parameters<typeof createGuardedServer>[1]): Server {
  const { releases, log } = run;
  const liveSite = createStaticHandler(releases.live.currentLink);
  return createGuardedServer((request, response, url) => {
    if (url.pathname === WEBHOOK_PATH) {
      if (request.method !== 'POST') {
        response.writeHead(405, serviceHeaders(405, { Allow: 'POST' })).end();
        return;
      }
      handleWebhook(run, request, response).catch((error: unknown) => {
        log(`webhook error: ${error instanceof Error ? error.message : String(error)}`);
        if (!response.headersSent) json(response, 400, { error: 'could not read the request' });
      });
      return;
    }
    if (url.pathname === STATUS_PATH || url.pathname === `${STATUS_PATH}.json`) {
      sendStatus(run, request, response, url);
      return;
    }
    if (!releases.live.current()) notBuiltYet(response);
    else liveSite(request, response, url);
  }, guard);
}

export async function startPublisher(options: PublisherOptions): Promise<RunningPublisher> {
  const run = createRun(options, checkedTargets(options));
  const { log, scheduler, stopping, warm, days } = run;
  const host = options.host ?? '127.0.0.1';
  const guard = { log: (line: string) => log(line), headers: errorResponseHeaders, timeouts: options.timeouts };

  const live = createLiveServer(run, guard);
  const liveAddress = await listen(live, options.port ?? 4400, host);
  run.urls.live = `http://${host}:${liveAddress.port}`;

  let preview: Server | undefined;
  if (options.previewPort !== undefined) {
    const previewSite = previewSiteHandler({
      releases: run.releases.preview,
      secret: options.previewSecret ?? '',
      frameAncestors: options.previewFrameAncestors ?? [],
    });
    preview = createGuardedServer(previewSite, guard);
    const previewAddress = await listen(preview, options.previewPort, host).catch(async (error: unknown) => {
      await closeServer(live);
      throw error;
    });
    run.urls.preview = `http://${host}:${previewAddress.port}`;
  }

  // Batches come from webhooks (./webhook-route.ts) and from here: the build on start, and a publish
  // at every new day (./day.ts; stopped in close()).
  if (options.buildOnStart ?? true) scheduler.add({ change: null, at: Date.now() });
  days.everyNewDay((day) => scheduler.add({ change: null, at: Date.now(), why: `new day ${day}` }));

  return {
    url: run.urls.live,
    previewUrl: run.urls.preview,
    status: () => snapshot(run),
    idle: () => scheduler.idle(),
    close: async () => {
      stopping.abort();
      days.stop();
      await Promise.all([closeServer(live), preview ? closeServer(preview) : Promise.resolve()]);
      await scheduler.close();
      await warm?.close();
    },
  };
}

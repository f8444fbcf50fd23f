/**
 * The warm publisher's process (docs/publishing.md §3.1), started by the rebuild service
 * (./warm-client.ts) for the live site: it keeps the warm site (./warm-publisher.ts) between
 * publishes and answers one request at a time over the IPC channel:
 *
 *   → { type: 'publish', id, current, spare, other, today }  write the next release into `spare` against
 *                                             `current` for the day `today` (`other`: the tree that is not `spare`)
 *   ← { type: 'prepared', id, warm, ok, summary | error }
 *   → { type: 'published', id, ok }             the service published `spare` (or could not)
 *   ← { type: 'searchable', id, ok, search | error }  after a publish: the published tree's index follows
 *                                             (and, before this answer, the other tree catches up when it lacks everything)
 *
 * Content: CMS_GRAPHQL_URL, or the embedded content server started for the life of this process
 * (scripts/lib/content-backend.ts). Site origin, content strictness and everything else the build
 * reads come from the environment, as in `npm run build`. Code or configuration changes need a new
 * process: the service starts one after a restart, so its first publish is a full build.
 */
import path from 'node:path';
import { createCmsClientFromEnv } from '../../src/cms/client.ts';
import { siteOrigin } from '../../src/seo/site-url.ts';
import { describeBuildError } from '../lib/build-error.ts';
import { openContentBackend } from '../lib/content-backend.ts';
import type { SearchSummary } from './search-follower.ts';
import { WarmPublisher, type PublishSummary } from './warm-publisher.ts';

export type WarmRequest =
  | { type: 'publish'; id: number; current: string | undefined; spare: string; other: string; today: string }
  | { type: 'published'; id: number; ok: boolean; tree: string };

export type WarmReply =
  | { type: 'started' }
  | ({ type: 'prepared'; id: number; warm: boolean } & ({ ok: true; summary: PublishSummary } | { ok: false; error: string }))
  | ({ type: 'searchable'; id: number } & ({ ok: true; search: SearchSummary } | { ok: false; error: string }));

const log = (line: string): void => console.log(`[warm] ${line}`);
const send = (reply: WarmReply): void => void process.send?.(reply);
const failure = (error: unknown): string => {
  if (process.env.BUILD_DEBUG === '1') console.error(error);
  return describeBuildError(error);
};

process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
const workDir = process.env.WARM_WORK_DIR ?? path.join(process.cwd(), '.data', 'warm');
const backend = await openContentBackend(process.env, (line) => console.log(`[cms] ${line}`));
process.env.CMS_GRAPHQL_URL = backend.graphqlUrl;
const publisher = new WarmPublisher({
  origin: siteOrigin(process.env).origin,
  client: createCmsClientFromEnv(process.env),
  workDir,
  log,
});

let queue = Promise.resolve();
/** The tree that is not the spare of the last publish request (the spare once that release is published). */
let other: string | undefined;
process.on('message', (message: WarmRequest) => {
  queue = queue.then(async () => {
    if (message.type === 'publish') {
      other = message.other;
      log(`publish #${message.id} into ${message.spare} (${message.today})`);
      try {
        const summary = await publisher.prepare(message.current, message.spare, message.today);
        send({ type: 'prepared', id: message.id, warm: publisher.warm, ok: true, summary });
      } catch (error) {
        send({ type: 'prepared', id: message.id, warm: publisher.warm, ok: false, error: failure(error) });
      }
      return;
    }
    if (!message.ok) {
      await publisher.discarded();
      return;
    }
    publisher.published();
    let reply: WarmReply;
    try {
      const search = await publisher.follow(message.tree);
      if (search.languages.length > 0)
        log(`search index of ${search.languages.join(', ')} follows publish #${message.id} (${search.ms} ms)`);
      reply = { type: 'searchable', id: message.id, ok: true, search };
    } catch (error) {
      reply = { type: 'searchable', id: message.id, ok: false, error: failure(error) };
    }
    // Before answering, so that the service is not idle (and an edit does not wait) while it runs.
    try {
      if (other) publisher.settle(message.tree, other);
    } catch (error) {
      log(`catching up the spare tree failed (the next publish does it): ${failure(error)}`);
    }
    send(reply);
  });
});
process.on('disconnect', () => {
  void Promise.all([backend.close(), publisher.close()]).finally(() => process.exit(0));
});
send({ type: 'started' });

/**
 * The warm publisher's process (docs/publishing.md §3.1), started by the rebuild service
 * (./warm-client.ts) for the live site: it adopts the published site of the live folder and keeps it
 * (./warm-publisher.ts) between publishes, answering one request at a time over the IPC channel:
 *
 *   → { type: 'adopt', id, live }                   adopt the last publish of the live folder `live`
 *   ← { type: 'adopted', id, ok, summary | error }
 *   → { type: 'publish', id, current, spare, today } write the next release into `spare` against
 *                                                    `current` for the day `today`
 *   ← { type: 'prepared', id, ok, summary | error }
 *   → { type: 'published', id, ok }                 the service published `spare` (or could not)
 *
 * and, whenever a search round ends (./search-rounds.ts), without being asked:
 *
 *   ← { type: 'searchable', ids, ok, search | error } the publishes it covered are searchable (or not yet)
 *
 * Content: CMS_GRAPHQL_URL, or the embedded content server started for the life of this process
 * (scripts/lib/content-backend.ts). Site origin, content strictness and everything else the build
 * reads come from the environment, as in `npm run build`. Code or configuration changes need a new
 * process: the service starts one after a restart, which adopts the folder when its build fingerprint
 * is this code's, else after a full build (./full-build.ts).
 */
// First: environment for native libraries, before Astro loads them.
import '../lib/native-memory.ts';
import path from 'node:path';
import { createCmsClientFromEnv } from '../../src/cms/client.ts';
import { siteOrigin } from '../../src/seo/site-url.ts';
import { describeBuildError } from '../lib/build-error.ts';
import { openContentBackend } from '../lib/content-backend.ts';
import type { SearchSummary } from './search-follower.ts';
import { WarmPublisher, type AdoptSummary, type PublishSummary } from './warm-publisher.ts';

export type WarmRequest =
  | { type: 'adopt'; id: number; live: string }
  | { type: 'publish'; id: number; current: string; spare: string; today: string }
  | { type: 'published'; id: number; ok: boolean };

export type WarmReply =
  | { type: 'started' }
  | ({ type: 'adopted'; id: number } & ({ ok: true; summary: AdoptSummary } | { ok: false; error: string }))
  | ({ type: 'prepared'; id: number } & ({ ok: true; summary: PublishSummary } | { ok: false; error: string }))
  | ({ type: 'searchable'; ids: number[] } & ({ ok: true; search: SearchSummary } | { ok: false; error: string }));

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
  ...(process.env.WARM_SEARCH_RETRY_MS ? { searchRetryMs: Number(process.env.WARM_SEARCH_RETRY_MS) } : {}),
  onSearch: (report) => {
    if (report.ok) {
      const { summary } = report;
      if (summary.languages.length > 0)
        log(`search index of ${summary.languages.join(', ')} follows publishes ${report.ids.join(', ')} (${summary.ms} ms)`);
      send({ type: 'searchable', ids: report.ids, ok: true, search: summary });
    } else {
      log(`search round for publishes ${report.ids.join(', ')} failed (tried again later): ${report.error}`);
      send({ type: 'searchable', ids: report.ids, ok: false, error: report.error });
    }
  },
});

let queue = Promise.resolve();
/** What this process holds (for ops reading the log): resident, V8's heap in use and reserved, memory outside the heap. */
function memoryLine(): string {
  const mb = (bytes: number): number => Math.round(bytes / 1048576);
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  return `memory: resident ${mb(rss)} MB, heap ${mb(heapUsed)} of ${mb(heapTotal)} MB, external ${mb(external)} MB (buffers ${mb(arrayBuffers)} MB)`;
}

process.on('message', (message: WarmRequest) => {
  queue = queue.then(async () => {
    if (message.type === 'adopt') {
      log(`adopting the live folder ${message.live}`);
      try {
        send({ type: 'adopted', id: message.id, ok: true, summary: await publisher.adopt(message.live) });
      } catch (error) {
        send({ type: 'adopted', id: message.id, ok: false, error: failure(error) });
      }
    } else if (message.type === 'publish') {
      log(`publish #${message.id} into ${message.spare} (${message.today}); ${memoryLine()}`);
      try {
        const summary = await publisher.prepare(message.current, message.spare, message.today);
        send({ type: 'prepared', id: message.id, ok: true, summary });
      } catch (error) {
        send({ type: 'prepared', id: message.id, ok: false, error: failure(error) });
      }
    } else if (message.ok) {
      try {
        publisher.published(message.id);
      } catch (error) {
        // The release is live; only its state file or the search round did not follow. The next publish writes the state again.
        log(`after publish #${message.id}: ${failure(error)}`);
      }
    } else {
      publisher.discarded();
    }
  });
});
process.on('disconnect', () => {
  void Promise.all([backend.close(), publisher.close()]).finally(() => process.exit(0));
});
send({ type: 'started' });

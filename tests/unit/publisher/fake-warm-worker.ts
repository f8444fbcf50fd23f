/**
 * A stand-in for scripts/publisher/warm-worker.ts with the same IPC protocol, for the warm client's
 * and the service's tests. FAKE_WARM picks its behaviour: `ok` (adopts, prepares, then a search round
 * reports the publish searchable), `hang` (never answers, ignores SIGTERM), `adopt-fails` (its
 * adoption fails), `search-fails` (its search rounds fail). It appends its pid and every message it
 * gets to FAKE_WARM_LOG.
 */
import { appendFileSync } from 'node:fs';
import type { WarmReply, WarmRequest } from '../../../scripts/publisher/warm-worker.ts';

const mode = process.env.FAKE_WARM ?? 'ok';
const logFile = process.env.FAKE_WARM_LOG!;
const send = (reply: WarmReply): void => void process.send?.(reply);
const summary = {
  mode: 'incremental' as const,
  changes: 1,
  rendered: 3,
  changed: 2,
  removed: 0,
  kept: 10,
  phases: { fetch: 1, model: 1, render: 1, uploads: 0, write: 1, links: 1, gates: 1, search: 0 },
  seconds: 0.1,
  peakRssMb: 50,
};
const adopted = {
  release: 'a',
  today: '2026-06-01',
  files: 13,
  phases: { load: 1, model: 1, astro: 5 },
  ms: 7,
  seconds: 0.01,
  peakRssMb: 50,
};
appendFileSync(logFile, `pid ${process.pid}\n`);
if (mode === 'hang') process.on('SIGTERM', () => appendFileSync(logFile, 'SIGTERM ignored\n'));
process.on('message', (message: WarmRequest) => {
  appendFileSync(logFile, `${JSON.stringify(message)}\n`);
  if (mode === 'hang') return;
  if (message.type === 'adopt') {
    if (mode === 'adopt-fails') send({ type: 'adopted', id: message.id, ok: false, error: 'the adopting build failed' });
    else send({ type: 'adopted', id: message.id, ok: true, summary: adopted });
  } else if (message.type === 'publish') {
    send({ type: 'prepared', id: message.id, ok: true, summary });
  } else if (message.ok) {
    // The search round follows on its own, a moment later.
    setTimeout(() => {
      if (mode === 'search-fails') send({ type: 'searchable', ids: [message.id], ok: false, error: 'Pagefind failed' });
      else
        send({
          type: 'searchable',
          ids: [message.id],
          ok: true,
          search: { languages: ['en'], reindexed: [], written: 4, removed: 0, ms: 12 },
        });
    }, 50);
  }
});
process.on('disconnect', () => process.exit(0));
send({ type: 'started' });
if (mode === 'hang') setInterval(() => {}, 1000);

/**
 * `POST /webhook` of the rebuild service (./service.ts): the credential from the headers first (no
 * byte of an unauthenticated body is read), then the body within its size and time limits, then the
 * verdict (./webhook.ts); an accepted change joins the queue of the next batch.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTimeoutError, BodyTooLargeError, readBody } from '../lib/read-body.ts';
import type { PublishRun } from './run.ts';
import { json } from './service-http.ts';
import { judgeWebhook, judgeWebhookHeaders, MAX_WEBHOOK_BYTES } from './webhook.ts';

/** How long a webhook let in by its headers has for its body (a content system sends it at once). */
const WEBHOOK_BODY_MS = 10_000;

export async function handleWebhook(run: PublishRun, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const { options, counters, replays, scheduler, log } = run;
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
}

/**
 * A worker thread that reads one `_redirects` file (./redirect-parse.ts) for the static server
 * (./redirect-rules.ts) and hands the result over in slices, one per `'next'` the main thread sends
 * when it has taken in the last (so that it serves its requests between two slices, however long the
 * file): `{ kind: 'rules' }` of at most RULES_PER_MESSAGE rules each, then one `{ kind: 'done' }` with
 * the parser's errors and the rules not applied, or `{ kind: 'failed' }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { parseRedirectsFile, type ParsedRedirects } from './redirect-parse.ts';

export type ParseMessage =
  | { kind: 'rules'; rules: ParsedRedirects['rules'] }
  | { kind: 'done'; errors: string[]; skipped: string[] }
  | { kind: 'failed'; message: string };

const RULES_PER_MESSAGE = 2000;

const port = parentPort;
if (!port) throw new Error('redirect-parse-worker.ts runs as a worker thread of scripts/lib/redirect-rules.ts');
const send = (message: ParseMessage): void => port.postMessage(message);
try {
  const { rules, errors, skipped } = await parseRedirectsFile((workerData as { file: string }).file);
  let start = 0;
  const next = (): void => {
    if (start >= rules.length) {
      port.off('message', next);
      send({ kind: 'done', errors, skipped });
      return;
    }
    send({ kind: 'rules', rules: rules.slice(start, start + RULES_PER_MESSAGE) });
    start += RULES_PER_MESSAGE;
  };
  port.on('message', next);
  next();
} catch (error) {
  send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
}

/**
 * A worker thread of the html-validate pool (./html-pool.ts): loads the rule set once, then
 * validates the pages it is sent, one message each way.
 */
import { parentPort } from 'node:worker_threads';
import { loadHtmlValidator, validatePage } from './html.ts';
import type { HtmlJob, HtmlJobResult } from './html-pool.ts';

const port = parentPort;
if (!port) throw new Error('html-worker.ts runs as a worker thread of scripts/verify/html-pool.ts');
const validator = await loadHtmlValidator();
port.on('message', (job: HtmlJob) => {
  const started = performance.now();
  let result: HtmlJobResult;
  try {
    result = { id: job.id, problems: validatePage(validator, job.pagePath, job.file, job.html), ms: performance.now() - started };
  } catch (error) {
    const message = `html-validate failed: ${error instanceof Error ? error.message : String(error)}`;
    result = { id: job.id, problems: [{ page: job.pagePath, message }], ms: performance.now() - started };
  }
  port.postMessage(result);
});

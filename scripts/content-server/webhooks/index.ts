/**
 * Webhooks of the content server: `webhooksFromEnv` builds the dispatcher from CMS_WEBHOOKS /
 * CMS_WEBHOOKS_FILE (config.ts), logging attempts to `<dataDir>/webhook-deliveries.jsonl`.
 * The server passes `dispatcher.emit` as its change listener and awaits `close()` on shutdown.
 */
import { join } from 'node:path';
import { describeTarget, readWebhookConfig } from './config.ts';
import { DELIVERY_LOG_FILE } from './delivery-log.ts';
import { createWebhookDispatcher, type WebhookDispatcher, type WebhookDispatcherOptions } from './dispatcher.ts';

export { parseWebhookTargets } from './config.ts';
export type { DeliveryRecord } from './delivery-log.ts';
export { USER_AGENT } from './attempt.ts';
export { createWebhookDispatcher } from './dispatcher.ts';
export type { WebhookDispatcher, WebhookDispatcherOptions } from './dispatcher.ts';
type Env = Readonly<Record<string, string | undefined>>;

export interface WebhooksFromEnvOptions extends Partial<Omit<WebhookDispatcherOptions, 'targets' | 'log' | 'logFile'>> {
  /** The content server's data folder: the delivery log goes there. */
  dataDir: string;
  log: (line: string) => void;
  /** Reads CMS_WEBHOOKS_FILE (tests); default fs.readFileSync. */
  readFile?: (path: string) => string;
}

/**
 * The dispatcher for the configured targets, or `undefined` when no variable is set or no target
 * is enabled. A configuration error throws a `WebhookConfigError` (the server should not start
 * with webhooks silently off); its message never contains a token or a secret.
 */
export function webhooksFromEnv(env: Env, options: WebhooksFromEnvOptions): WebhookDispatcher | undefined {
  const { dataDir, log, readFile, ...rest } = options;
  const config = readWebhookConfig(env, readFile);
  if (config === undefined) return undefined;
  const enabled = config.targets.filter((target) => target.enabled);
  for (const target of config.targets) log(`webhooks: ${describeTarget(target)}`);
  if (enabled.length === 0) {
    log(`webhooks: ${config.source} lists no enabled target; webhooks are off`);
    return undefined;
  }
  const logFile = join(dataDir, DELIVERY_LOG_FILE);
  log(`webhooks: ${enabled.length} target(s) from ${config.source}; deliveries logged to ${logFile}`);
  return createWebhookDispatcher({ ...rest, targets: enabled, log, logFile });
}

/**
 * `npm run forms`: starts the form service with the configuration from the environment (see
 * README.md). A bad configuration stops it with one clear line and exit code 1; SIGTERM/SIGINT
 * close it cleanly (exit 0) after the emails under way are out.
 */
import { onShutdown } from '../lib/shutdown.ts';
import { readFormsConfig } from './config.ts';
import { startFormsService } from './server.ts';

const PREFIX = '[forms]';

async function main(): Promise<void> {
  const config = readFormsConfig();
  const service = await startFormsService({ ...config, log: (line) => console.log(`${PREFIX} ${line}`) });
  console.log(`${PREFIX} listening on ${service.url} (data in ${config.dataDir}; site ${config.siteUrl})`);
  console.log(`${PREFIX} emails: ${config.smtpUrl === null ? `written to ${config.dataDir}/outbox/` : 'sent through SMTP_URL'}`);
  onShutdown(async (signal) => {
    console.log(`${PREFIX} ${signal}: closing`);
    await service.close();
  }, 0);
}

main().catch((error: unknown) => {
  console.error(`${PREFIX} ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

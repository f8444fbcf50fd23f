/**
 * The publisher as its own process for the security suite: startPublisher (scripts/publisher/service.ts)
 * with the build stand-in of the unit tests (FAKE_BUILD_SCRIPT, controlled by FAKE_BUILD_CONTROL), a
 * short build timeout, and the same SIGTERM handling as `npm run publisher`.
 */
import { startPublisher } from '../../../scripts/publisher/service.ts';

const env = process.env;
const publisher = await startPublisher({
  dir: env.SECURITY_PUBLISHER_DIR ?? '',
  port: 0,
  auth: { token: env.PUBLISHER_TOKEN, secret: env.PUBLISHER_SECRET },
  env,
  quietMs: 1500,
  maxWaitMs: 10_000,
  buildOnStart: true,
  buildScript: env.FAKE_BUILD_SCRIPT ?? '',
  buildTimeoutMs: 1500,
  killGraceMs: 500,
  log: (line) => console.log(`[publisher] ${line}`),
});
console.log(`[publisher] live site ${publisher.url}/`);
process.on('SIGTERM', () => {
  publisher.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});

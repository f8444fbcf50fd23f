/**
 * The publisher with a draft preview as its own process, for the security suite's preview attacks
 * (tests/security/publisher.test.ts): startPublisher (scripts/publisher/service.ts) with the build
 * stand-in of the unit tests (FAKE_BUILD_SCRIPT, controlled by FAKE_BUILD_CONTROL), a preview port and
 * PREVIEW_SECRET, the same SIGTERM handling as `npm run publisher`. Prints both URLs.
 */
import { startPublisher } from '../../scripts/publisher/service.ts';

const env = process.env;
const publisher = await startPublisher({
  dir: env.SECURITY_PUBLISHER_DIR ?? '',
  port: 0,
  previewPort: 0,
  previewToken: 'security-suite-editor-token',
  previewSecret: env.PREVIEW_SECRET,
  auth: { token: env.PUBLISHER_TOKEN },
  env,
  quietMs: 100,
  buildOnStart: true,
  buildScript: env.FAKE_BUILD_SCRIPT ?? '',
  log: (line) => console.log(`[publisher] ${line}`),
});
console.log(`[publisher] live site ${publisher.url}/ preview ${publisher.previewUrl}/ `);
process.on('SIGTERM', () => {
  publisher.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});

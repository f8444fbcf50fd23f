/**
 * `node scripts/with-content.ts <command> [args…]`: run a command that reads content (astro dev,
 * astro check, astro sync) with CMS_GRAPHQL_URL set. When it is unset, the embedded content server is
 * started on a free loopback port for as long as the command runs, exactly as `npm run build` does.
 */
import { openContentBackend } from './lib/content-backend.ts';
import { scopedLog } from './lib/log.ts';
import { projectRoot } from './lib/paths.ts';
import { runCommand } from './lib/run-command.ts';
import { onShutdown } from './lib/shutdown.ts';

const log = scopedLog('content');
const [command, ...args] = process.argv.slice(2);
if (!command) {
  log.error('usage: node scripts/with-content.ts <command> [args…]');
  process.exit(2);
}

const backend = await openContentBackend(process.env, (line) => console.log(`[cms] ${line}`));
const stopListening = onShutdown(() => backend.close());
let code = 1;
try {
  if (backend.embedded) log.info(`embedded content server at ${backend.graphqlUrl}`);
  code = await runCommand(command, args, { cwd: projectRoot, env: { ...process.env, CMS_GRAPHQL_URL: backend.graphqlUrl } });
} finally {
  stopListening();
  await backend.close();
}
process.exit(code);

/**
 * `npm start`: build the site (from the bundled sample content unless CMS_GRAPHQL_URL is set), then
 * serve it at http://localhost:4321 (`--port` to change).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from './lib/paths.ts';
import { runCommand } from './lib/run-command.ts';
import { parsePort, serve } from './lib/serve-cli.ts';

try {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4321' },
      host: { type: 'string', default: '127.0.0.1' },
    },
  });
  const port = parsePort(values.port);
  const dir = path.join(projectRoot, 'dist');
  const code = await runCommand(process.execPath, [path.join(projectRoot, 'scripts', 'build.ts'), '--out', dir]);
  if (code !== 0) process.exit(code);
  await serve({ dir, host: values.host, port, allowMissing: false });
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

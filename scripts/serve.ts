/**
 * `npm run serve [-- --dir dist --port 4321 --host 127.0.0.1]`: serve a built site the way the
 * reference host does (unknown paths answer the built 404 page with status 404; `/de` → `/de/`).
 */
import { parseArgs } from 'node:util';
import { parsePort, serve } from './lib/serve-cli.ts';

try {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'dist' },
      port: { type: 'string', default: '4321' },
      host: { type: 'string', default: '127.0.0.1' },
      'allow-missing': { type: 'boolean', default: false },
    },
  });
  await serve({ dir: values.dir, host: values.host, port: parsePort(values.port), allowMissing: values['allow-missing'] });
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

/**
 * A stand-in for scripts/publisher/full-build.ts with the same interface (`--out <live>/trees/<x>`,
 * PUBLISHER_LIVE_DIR, BUILD_SUMMARY_FILE), for the service's tests: writes a two-page site into both
 * trees, a search index folder they link to, and the state file a full build writes
 * (scripts/publisher/publish-state.ts), with the build fingerprint of the code and environment. It
 * appends `full build <tree>` to FAKE_WARM_LOG.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildFingerprint } from '../../../scripts/lib/build-fingerprint.ts';
import { projectRoot } from '../../../scripts/lib/paths.ts';
import { STATE_FORMAT, writePublishState, writeSnapshot } from '../../../scripts/publisher/publish-state.ts';
import { linkIndex } from '../../../scripts/publisher/release-pair.ts';

const { values } = parseArgs({ options: { out: { type: 'string' }, previous: { type: 'string' }, verify: { type: 'boolean' } } });
const tree = path.resolve(values.out!);
const liveDir = process.env.PUBLISHER_LIVE_DIR!;
const indexDir = path.join(liveDir, 'search', `fake-${Date.now()}`);
mkdirSync(indexDir, { recursive: true });
writeFileSync(path.join(indexDir, 'pagefind-entry.json'), '{"version":"1","languages":{}}');
const other = path.join(path.dirname(tree), path.basename(tree) === 'a' ? 'b' : 'a');
for (const dir of [tree, other]) {
  mkdirSync(path.join(dir, 'de'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>root</title>');
  writeFileSync(path.join(dir, 'de', 'index.html'), `<!doctype html><html lang="de"><title>${path.basename(tree)}</title></html>`);
  linkIndex(dir, indexDir);
}
const relative = (dir: string): 'trees/a' => path.relative(liveDir, dir).split(path.sep).join('/') as 'trees/a';
writePublishState(liveDir, {
  format: STATE_FORMAT,
  fingerprint: buildFingerprint(projectRoot, process.env),
  release: { tree: relative(tree), today: process.env.SITE_TODAY ?? '2026-06-01', publishedAt: new Date().toISOString() },
  pages: writeSnapshot(liveDir, 'pages', { records: { '/de/': { deps: ['chrome'], hash: 'h' } }, languages: { de: ['de/index.html'] } }),
  content: writeSnapshot(liveDir, 'content', {}),
  uploads: writeSnapshot(liveDir, 'uploads', []),
  search: { index: path.relative(liveDir, indexDir), due: { changed: {}, reindex: [] } },
  spare: { tree: relative(other), differs: [] },
});
appendFileSync(process.env.FAKE_WARM_LOG!, `full build ${path.basename(tree)}\n`);
writeFileSync(
  process.env.BUILD_SUMMARY_FILE!,
  JSON.stringify({
    mode: 'full',
    rendered: 2,
    changed: 2,
    kept: 0,
    seconds: 0.1,
    peakRssMb: 50,
    phases: { renderSeconds: 0, searchIndexSeconds: 0, searchIndexPages: 1 },
  }),
);

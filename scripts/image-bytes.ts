/**
 * `npm run bench:images [-- --dir DIST] [--width 412] [--dpr 2.6] [PATH …]`: the bytes of the images
 * a phone loads on built pages (default: /en/ of `dist`), per image and in total, eager (above the
 * fold) and lazy separately (scripts/lib/image-bytes.ts picks the candidate of each srcset).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MOBILE, measurePageImages } from './lib/image-bytes.ts';
import { scopedLog } from './lib/log.ts';
import { projectRoot } from './lib/paths.ts';

const log = scopedLog('images');
const { values, positionals } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    width: { type: 'string', default: String(MOBILE.width) },
    dpr: { type: 'string', default: String(MOBILE.dpr) },
  },
  allowPositionals: true,
});
const siteDir = path.resolve(projectRoot, values.dir);
const viewport = { ...MOBILE, width: Number(values.width), dpr: Number(values.dpr) };
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
let failed = false;

for (const page of positionals.length > 0 ? positionals : ['/en/']) {
  const file = path.join(siteDir, page, 'index.html');
  if (!existsSync(file)) {
    log.error(`no page ${page} in ${siteDir} (${file}): build first or pass --dir`);
    failed = true;
    continue;
  }
  const images = measurePageImages(siteDir, readFileSync(file, 'utf8'), viewport);
  console.log(`${page} at ${viewport.width}px × ${viewport.dpr}:`);
  for (const image of images) {
    console.log(`  ${(image.bytes === null ? 'n/a' : kb(image.bytes)).padStart(9)}  ${image.lazy ? 'lazy ' : 'eager'}  ${image.url}`);
  }
  const sum = (lazy: boolean) => images.filter((image) => image.lazy === lazy).reduce((total, image) => total + (image.bytes ?? 0), 0);
  const eager = sum(false);
  const lazy = sum(true);
  console.log(`  total ${kb(eager + lazy)} (${images.length} images; eager ${kb(eager)}, lazy ${kb(lazy)})`);
}
process.exit(failed ? 1 : 0);

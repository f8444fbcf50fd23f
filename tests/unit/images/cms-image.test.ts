/** CmsImage rendered with the Container API, with and without a build's image service. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import CmsImage from '../../../src/components/CmsImage.astro';
import { contentProblemReporter } from '../../../src/cms/problems.ts';
import { ImageCache } from '../../../src/images/cache.ts';
import { createDownloads } from '../../../src/images/downloads.ts';
import { installImageService } from '../../../src/images/registry.ts';
import { ImageService } from '../../../src/images/service.ts';

let container: AstroContainer;
let folder: string;
const problems: string[] = [];
const file = { url: '/uploads/wafer_1a2b.jpg', hash: 'wafer_1a2b', ext: '.jpg', width: 900, height: 600, alternativeText: 'A wafer' };

beforeAll(async () => {
  container = await AstroContainer.create();
  folder = await mkdtemp(join(tmpdir(), 'cms-image-test-'));
  const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const downloads = createDownloads({
    dir: join(folder, 'downloads'),
    fetch: async (url) => {
      if (url !== file.url) throw new Error('HTTP 404');
      return new Uint8Array(jpeg);
    },
  });
  const report = contentProblemReporter('images', { env: {}, log: (line) => problems.push(line) });
  installImageService(new ImageService({ cache: new ImageCache(join(folder, 'cache')), downloads, report }));
});

afterAll(async () => {
  installImageService(undefined);
  await rm(folder, { recursive: true, force: true });
});

const render = (props: Record<string, unknown>) =>
  container.renderToString(CmsImage, { props: { file, sizes: '100vw', locale: 'en', ...props } });

describe('CmsImage in a build', () => {
  it('renders a picture with AVIF and WebP sources and a sized, lazy JPEG img with the file alt text', async () => {
    const html = await render({});
    expect(html).toMatch(
      /^<picture><source type="image\/avif" srcset="\/_img\/wafer_1a2b-jpg-[0-9a-f]{6}-\w+-320\.avif 320w, [^"]*-900\.avif 900w" sizes="100vw">/,
    );
    expect(html).toContain('<source type="image/webp" srcset="/_img/wafer_1a2b-jpg-');
    const img = /<img [^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toMatch(/src="\/_img\/wafer_1a2b-jpg-[0-9a-f]{6}-\w+-900\.jpg"/);
    expect(img).toMatch(/srcset="[^"]*-900\.jpg 900w"/);
    expect(img).toContain('sizes="100vw"');
    expect(img).toContain('width="900" height="600"');
    expect(img).toContain('alt="A wafer"');
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('decoding="async"');
    expect(img).not.toContain('fetchpriority');
    // The file's alt text is in the media library's language (English): not marked on an English page.
    expect(img).not.toContain('lang=');
  });

  it('marks an alt text in another language than the page’s: the file’s on a Japanese page, a given one by altLang', async () => {
    expect(/<img [^>]*>/.exec(await render({ locale: 'jp' }))?.[0]).toContain('lang="en"');
    expect(/<img [^>]*>/.exec(await render({ locale: 'jp', alt: 'ウェーハ' }))?.[0]).not.toContain('lang=');
    expect(/<img [^>]*>/.exec(await render({ locale: 'jp', alt: 'Wafer', altLang: 'en' }))?.[0]).toContain('lang="en"');
    // No alt text (decoration): nothing to mark.
    expect(/<img [^>]*>/.exec(await render({ locale: 'jp', alt: '' }))?.[0]).not.toContain('lang=');
  });

  it('loads an eager image at once with high priority, unless priority is turned off; empty alt for decoration', async () => {
    const eager = await render({ eager: true, alt: '' });
    expect(eager).toContain('loading="eager"');
    expect(eager).toContain('fetchpriority="high"');
    expect(eager).toMatch(/alt(="")?[ >]/);
    expect(eager).not.toContain('A wafer');
    const second = await render({ eager: true, priority: false });
    expect(second).toContain('loading="eager"');
    expect(second).not.toContain('fetchpriority');
  });

  it('falls back to the upload url when the pipeline cannot fetch the file (non-strict), and reports it', async () => {
    const html = await render({ file: { url: '/uploads/missing.jpg', hash: 'missing', width: 10, height: 10 } });
    expect(html).not.toContain('<picture');
    expect(html).toMatch(/<img[^>]*src="\/uploads\/missing\.jpg"[^>]*width="10" height="10"/);
    expect(problems.some((line) => line.includes('/uploads/missing.jpg'))).toBe(true);
  });
});

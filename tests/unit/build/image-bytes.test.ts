import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOBILE, loadedImageUrls, measurePageImages, pickCandidate, slotWidth } from '../../../scripts/lib/image-bytes.ts';

describe('slotWidth', () => {
  it.each([
    ['(min-width: 1074px) 66vw, 100vw', 412, 412],
    ['(min-width: 1074px) 66vw, 100vw', 1200, 792],
    ['(min-width: 640px) 22vw, 66vw', 412, 271.92],
    ['160px', 412, 160],
    [undefined, 412, 412],
  ])('%s at %i px is %f px', (sizes, viewport, expected) => {
    expect(slotWidth(sizes, viewport)).toBeCloseTo(expected);
  });
});

describe('pickCandidate', () => {
  const srcset = '/a-320.avif 320w, /a-1080.avif 1080w, /a-640.avif 640w';
  it('picks the narrowest candidate covering slot × DPR, else the widest', () => {
    expect(pickCandidate(srcset, 412, 2.6)).toBe('/a-1080.avif');
    expect(pickCandidate(srcset, 160, 2.6)).toBe('/a-640.avif');
    expect(pickCandidate(srcset, 100, 1)).toBe('/a-320.avif');
    expect(pickCandidate(srcset, 1000, 2)).toBe('/a-1080.avif');
  });
});

describe('loadedImageUrls and measurePageImages', () => {
  const html = `<main>
    <picture><source type="image/avif" srcset="/_img/a-320.avif 320w, /_img/a-1080.avif 1080w" sizes="100vw"><source type="image/webp" srcset="/_img/a-320.webp 320w"><img src="/_img/a-320.jpg" alt loading="eager"></picture>
    <img src="/uploads/b.png" alt="B" loading="lazy">
    <img src="https://cdn.example/c.jpg" srcset="https://cdn.example/c.jpg 100w" alt="">
  </main>`;

  it('takes the first supported source of a picture, else the img', () => {
    expect(loadedImageUrls(html)).toEqual([
      { url: '/_img/a-1080.avif', lazy: false },
      { url: '/uploads/b.png', lazy: true },
      { url: 'https://cdn.example/c.jpg', lazy: false },
    ]);
    expect(loadedImageUrls(html, { ...MOBILE, types: new Set(['image/webp']) })[0]?.url).toBe('/_img/a-320.webp');
  });

  it('sizes the files in the site folder, null for urls outside it', async () => {
    const site = await mkdtemp(join(tmpdir(), 'image-bytes-'));
    try {
      await mkdir(join(site, '_img'));
      await mkdir(join(site, 'uploads'));
      await writeFile(join(site, '_img', 'a-1080.avif'), 'x'.repeat(1234));
      await writeFile(join(site, 'uploads', 'b.png'), 'y'.repeat(10));
      expect(measurePageImages(site, html).map((image) => image.bytes)).toEqual([1234, 10, null]);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { pictureData } from '../../../src/images/markup.ts';
import { cacheKey, declaredKind, decodedKind, fallbackFormat, ladderFor, planRaster } from '../../../src/images/plan.ts';
import { SETTINGS_TAG } from '../../../src/images/settings.ts';

describe('ladderFor', () => {
  it.each([
    [1920, [320, 480, 640, 828, 1080, 1280, 1600, 1920]],
    [4000, [320, 480, 640, 828, 1080, 1280, 1600, 1920]],
    [1200, [320, 480, 640, 828, 1080, 1200]],
    [1000, [320, 480, 640, 828, 1000]],
    [600, [320, 480, 600]],
    [340, [340]],
    [100, [100]],
  ])('caps the ladder at the width of a %i px image, steps at least 10 %% below it', (width, expected) => {
    expect(ladderFor(width)).toEqual(expected);
  });
});

describe('cacheKey', () => {
  it('is the upload hash, its extension, a digest of size and dimensions, and the settings tag', () => {
    expect(cacheKey({ hash: 'wafer_1a2b', ext: '.JPG', url: '/uploads/wafer_1a2b.jpg', size: 110.2, width: 1920, height: 1080 })).toMatch(
      new RegExp(`^wafer_1a2b-jpg-[0-9a-f]{6}-${SETTINGS_TAG}$`),
    );
  });

  it('changes when a file is replaced under the same hash (new size or dimensions)', () => {
    const before = { hash: 'wafer_1a2b', ext: '.jpg', url: '/uploads/wafer_1a2b.jpg', size: 110.2, width: 1920, height: 1080 };
    expect(cacheKey(before)).toBe(cacheKey({ ...before }));
    expect(cacheKey({ ...before, size: 98.7 })).not.toBe(cacheKey(before));
    expect(cacheKey({ ...before, width: 1600, height: 900 })).not.toBe(cacheKey(before));
  });

  it('does not depend on the host of the url, only on the hash', () => {
    const a = cacheKey({ hash: 'h1', ext: '.png', url: 'http://127.0.0.1:4001/uploads/h1.png' });
    const b = cacheKey({ hash: 'h1', ext: '.png', url: 'http://127.0.0.1:5002/uploads/h1.png' });
    expect(a).toBe(b);
  });

  it('keeps only safe characters and tells changed hashes apart', () => {
    const odd = cacheKey({ hash: '../a/b', ext: '.jpg', url: '/uploads/x.jpg' });
    expect(odd).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(odd).not.toBe(cacheKey({ hash: '.._a_b', ext: '.jpg', url: '/uploads/x.jpg' }));
    expect(odd).not.toBe(cacheKey({ hash: '__/a/b', ext: '.jpg', url: '/uploads/x.jpg' }));
  });

  it('falls back to the url without a hash, and to the url extension without ext', () => {
    const key = cacheKey({ url: '/uploads/photo.webp' });
    expect(key).toMatch(new RegExp(`^url_[0-9a-f]{16}-webp-[0-9a-f]{6}-${SETTINGS_TAG}$`));
    expect(cacheKey({ url: '/uploads/photo.webp' })).toBe(key);
  });
});

describe('kinds and formats', () => {
  it('passes SVG and GIF through, by mime, extension or decoded format, and animations', () => {
    expect(declaredKind({ mime: 'image/svg+xml', url: '/uploads/a' })).toBe('passthrough');
    expect(declaredKind({ url: '/uploads/a.gif' })).toBe('passthrough');
    expect(declaredKind({ mime: 'image/jpeg', ext: '.jpg', url: '/uploads/a.jpg' })).toBe('raster');
    expect(decodedKind('svg', undefined)).toBe('passthrough');
    expect(decodedKind('webp', 12)).toBe('passthrough');
    expect(decodedKind('png', 1)).toBe('raster');
  });

  it('falls back to the original family: PNG, WebP, else JPEG', () => {
    expect(fallbackFormat('png')).toBe('png');
    expect(fallbackFormat('webp')).toBe('webp');
    expect(fallbackFormat('jpeg')).toBe('jpeg');
    expect(fallbackFormat('tiff')).toBe('jpeg');
  });
});

describe('planRaster and pictureData', () => {
  it('plans AVIF, WebP and the fallback at every width, with heights by the aspect ratio', () => {
    const plan = planRaster('k', 1000, 750, 'jpeg');
    expect(plan.variants).toHaveLength(15);
    expect(plan.variants.find((variant) => variant.format === 'jpeg' && variant.width === 640)).toEqual({
      format: 'jpeg',
      width: 640,
      height: 480,
      file: 'k-640.jpg',
    });
  });

  it('gives a source per modern format and an img srcset in the fallback format', () => {
    const data = pictureData(planRaster('k', 1200, 800, 'jpeg'));
    expect(data.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(data.sources[0]?.srcset).toBe(
      '/_img/k-320.avif 320w, /_img/k-480.avif 480w, /_img/k-640.avif 640w, /_img/k-828.avif 828w, /_img/k-1080.avif 1080w, /_img/k-1200.avif 1200w',
    );
    expect(data.srcset).toContain('/_img/k-1200.jpg 1200w');
    expect(data.src).toBe('/_img/k-1080.jpg');
    expect([data.width, data.height]).toEqual([1200, 800]);
  });

  it('has no separate WebP source when WebP is the fallback, and a small image uses its one variant as src', () => {
    const data = pictureData(planRaster('p', 300, 200, 'webp'));
    expect(data.sources.map((source) => source.type)).toEqual(['image/avif']);
    expect(data.src).toBe('/_img/p-300.webp');
    expect(data.srcset).toBe('/_img/p-300.webp 300w');
  });
});

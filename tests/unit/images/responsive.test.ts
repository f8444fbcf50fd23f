import { describe, expect, it } from 'vitest';
import { imageCandidates, responsiveImage } from '../../../src/images/responsive.ts';

const file = {
  url: '/uploads/wafer_1a2b.jpg',
  width: 1600,
  height: 900,
  alternativeText: 'A wafer in the aligner',
  formats: {
    large: { url: '/uploads/large_wafer_1a2b.jpg', width: 1000, height: 563 },
    thumbnail: { url: '/uploads/thumbnail_wafer_1a2b.jpg', width: 245, height: 138 },
    small: { url: '/uploads/small_wafer_1a2b.jpg', width: 500, height: 281 },
    broken: { url: 7 },
  },
};

describe('responsiveImage', () => {
  it('builds src, size, alt and a srcset from the formats plus the original', () => {
    expect(responsiveImage(file)).toEqual({
      src: '/uploads/wafer_1a2b.jpg',
      width: 1600,
      height: 900,
      alt: 'A wafer in the aligner',
      srcset:
        '/uploads/thumbnail_wafer_1a2b.jpg 245w, /uploads/small_wafer_1a2b.jpg 500w, /uploads/large_wafer_1a2b.jpg 1000w, /uploads/wafer_1a2b.jpg 1600w',
    });
  });

  it('uses a given alt text, including empty for decoration', () => {
    expect(responsiveImage(file, '')?.alt).toBe('');
    expect(responsiveImage(file, 'Other')?.alt).toBe('Other');
    expect(responsiveImage({ url: '/uploads/a.png' })?.alt).toBe('');
  });

  it('has no srcset for a file without formats', () => {
    const image = responsiveImage({ url: 'https://cdn.example/a.png', width: 200, height: 100, formats: null });
    expect(image?.srcset).toBeUndefined();
    expect(image?.src).toBe('https://cdn.example/a.png');
    expect(imageCandidates({ url: '/uploads/a.png', formats: 'nonsense' })).toEqual([]);
  });

  it('gives no image for a file whose url the site may not use, and leaves such formats out of the srcset', () => {
    expect(responsiveImage({ ...file, url: 'javascript:alert(1)' })).toBeNull();
    expect(responsiveImage({ ...file, url: '//evil.example/a.jpg' })).toBeNull();
    expect(responsiveImage({ ...file, url: '/\\evil.example/a.jpg' })).toBeNull();
    const mixed = responsiveImage({
      ...file,
      formats: {
        small: { url: '/uploads/small_wafer_1a2b.jpg', width: 500 },
        medium: { url: 'data:image/png;base64,AAAA', width: 750 },
        large: { url: '/uploads/../large.jpg', width: 1000 },
      },
    });
    expect(mixed?.src).toBe('/uploads/wafer_1a2b.jpg');
    expect(mixed?.srcset).toBe('/uploads/small_wafer_1a2b.jpg 500w, /uploads/wafer_1a2b.jpg 1600w');
  });
});

import { describe, expect, it } from 'vitest';
import { imageCandidates, responsiveImage } from '../../../src/blocks/image.ts';

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
    expect(responsiveImage(file, '').alt).toBe('');
    expect(responsiveImage(file, 'Other').alt).toBe('Other');
    expect(responsiveImage({ url: '/a.png' }).alt).toBe('');
  });

  it('has no srcset for a file without formats', () => {
    const image = responsiveImage({ url: 'https://cdn.example/a.png', width: 200, height: 100, formats: null });
    expect(image.srcset).toBeUndefined();
    expect(image.src).toBe('https://cdn.example/a.png');
    expect(imageCandidates({ url: '/a.png', formats: 'nonsense' })).toEqual([]);
  });
});

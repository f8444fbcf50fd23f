/** Pure helpers of the media blocks: YouTube ids and urls, video sources, image archive facts. */
import { describe, expect, it } from 'vitest';
import { archiveItem, formatDimensions, imageFormatName, orientationOf } from '../../../src/blocks/image-archive.ts';
import { videoEmbedOf, videoPageUrl } from '../../../src/blocks/video-embed.ts';
import { posterFromPicture, posterUrl, videoPreload, videoSource, videoType } from '../../../src/blocks/video.ts';
import { isYoutubeId, youtubeEmbedUrl, youtubeIdOfUrl, youtubeWatchUrl } from '../../../src/embeds/youtube.ts';
import { formatFileSize } from '../../../src/views/format.ts';

describe('YouTube ids', () => {
  it('accepts eleven characters of the url-safe alphabet only', () => {
    for (const id of ['vNt0LabTour', 'dQw4w9WgXcQ', 'a-b_c-d_e-f', '12345678901']) expect(isYoutubeId(id), id).toBe(true);
    for (const id of [
      '',
      'short',
      'vNt0LabTour1',
      'vNt0LabTou',
      'vNt0Lab our',
      'vNt0Lab"our',
      'vNt0Lab/our',
      'vNt0LabTöur',
      null,
      undefined,
      12345678901,
    ]) {
      expect(isYoutubeId(id), String(id)).toBe(false);
    }
  });

  it('builds the watch page and the privacy-enhanced player that starts at once', () => {
    expect(youtubeWatchUrl('vNt0LabTour')).toBe('https://www.youtube.com/watch?v=vNt0LabTour');
    expect(youtubeEmbedUrl('vNt0LabTour')).toBe('https://www.youtube-nocookie.com/embed/vNt0LabTour?autoplay=1');
  });

  it('finds the id in the forms of YouTube urls', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=vNt0LabTour',
      'https://youtube.com/watch?feature=share&v=vNt0LabTour&t=42',
      'https://m.youtube.com/watch?v=vNt0LabTour',
      'https://youtu.be/vNt0LabTour?si=abc',
      'https://www.youtube.com/embed/vNt0LabTour',
      'https://www.youtube-nocookie.com/embed/vNt0LabTour?rel=0',
      'https://www.youtube.com/shorts/vNt0LabTour',
      'http://www.youtube.com/live/vNt0LabTour',
    ]) {
      expect(youtubeIdOfUrl(url), url).toBe('vNt0LabTour');
    }
  });

  it('finds none in other urls', () => {
    for (const url of [
      'https://www.youtube.com/@channel',
      'https://www.youtube.com/watch?v=short',
      'https://youtube.com.evil.example/watch?v=vNt0LabTour',
      'https://evil.example/embed/vNt0LabTour',
      'javascript:alert("https://youtu.be/vNt0LabTour")',
      'https://player.vimeo.com/video/1',
      'not a url',
      '',
      null,
    ]) {
      expect(youtubeIdOfUrl(url), String(url)).toBeNull();
    }
  });
});

describe('video embed policy', () => {
  it('plays YouTube urls behind the facade, embeds allowed hosts, links the rest', () => {
    expect(videoEmbedOf('https://youtu.be/vNt0LabTour', [])).toEqual({ kind: 'youtube', id: 'vNt0LabTour' });
    expect(videoEmbedOf('https://player.vimeo.com/video/100000001', ['player.vimeo.com'])).toEqual({
      kind: 'embed',
      url: 'https://player.vimeo.com/video/100000001',
      host: 'player.vimeo.com',
    });
    expect(videoEmbedOf('https://player.vimeo.com/video/100000001', [])).toEqual({
      kind: 'link',
      url: 'https://vimeo.com/100000001',
      host: 'vimeo.com',
    });
    expect(videoEmbedOf('https://media.example/video.html', [])).toMatchObject({ kind: 'link', host: 'media.example' });
    expect(videoEmbedOf('http://media.example/video.html', [])).toEqual({ kind: 'invalid' });
    expect(videoEmbedOf(null, [])).toEqual({ kind: 'invalid' });
  });

  it('links a Vimeo player to the video page only for a plain video path', () => {
    expect(videoPageUrl('https://player.vimeo.com/video/42?h=abc')).toBe('https://vimeo.com/42');
    expect(videoPageUrl('https://player.vimeo.com/video/42/config')).toBe('https://player.vimeo.com/video/42/config');
    expect(videoPageUrl('https://media.example/video/42')).toBe('https://media.example/video/42');
  });
});

describe('html video', () => {
  it('takes the type from a video mime type, else from the extension or url', () => {
    expect(videoType({ mime: 'video/mp4', ext: '.bin', url: '/uploads/a.bin' })).toBe('video/mp4');
    expect(videoType({ mime: 'application/octet-stream', ext: '.webm', url: '/uploads/a' })).toBe('video/webm');
    expect(videoType({ mime: null, ext: null, url: '/uploads/a.MOV?x=1' })).toBe('video/quicktime');
    expect(videoType({ mime: 'application/pdf', ext: '.pdf', url: '/uploads/a.pdf' })).toBeNull();
  });

  it('gives a source only for a usable url of a video', () => {
    expect(videoSource({ url: '/uploads/a.mp4', ext: '.mp4' })).toEqual({ src: '/uploads/a.mp4', type: 'video/mp4' });
    expect(videoSource({ url: '//evil.example/a.mp4', ext: '.mp4' })).toBeNull();
    expect(videoSource({ url: '/uploads/a.pdf', ext: '.pdf' })).toBeNull();
    expect(videoSource(null)).toBeNull();
  });

  it('uses the large poster rendition when it is usable', () => {
    expect(posterUrl({ url: '/uploads/p.jpg', formats: { large: { url: '/uploads/large_p.jpg' } } })).toBe('/uploads/large_p.jpg');
    expect(posterUrl({ url: '/uploads/p.jpg', formats: { large: { url: 'javascript:x' } } })).toBe('/uploads/p.jpg');
    expect(posterUrl({ url: 'data:image/png;base64,AA' })).toBeNull();
    expect(posterUrl(undefined)).toBeNull();
  });

  it('preloads nothing behind a poster, else the metadata', () => {
    expect(videoPreload(true)).toBe('none');
    expect(videoPreload(false)).toBe('metadata');
  });
});

describe('image archive facts', () => {
  it('names the format from the mime type, else the extension', () => {
    expect(imageFormatName({ mime: 'image/jpeg', ext: '.jpg', url: '' })).toBe('JPEG');
    expect(imageFormatName({ mime: null, ext: '.JPG', url: '' })).toBe('JPEG');
    expect(imageFormatName({ mime: 'image/svg+xml', ext: null, url: '' })).toBe('SVG');
    expect(imageFormatName({ mime: 'image/png', ext: null, url: '' })).toBe('PNG');
    expect(imageFormatName({ mime: 'image/webp', ext: null, url: '' })).toBe('WebP');
    expect(imageFormatName({ mime: null, ext: null, url: '/uploads/a.tif' })).toBe('TIFF');
    expect(imageFormatName({ mime: 'image/x-foo', ext: null, url: '' })).toBe('X-FOO');
    expect(imageFormatName({ mime: null, ext: null, url: '/uploads/a' })).toBeNull();
  });

  it('tells the orientation from the pixel size', () => {
    expect(orientationOf(4000, 3000)).toBe('landscape');
    expect(orientationOf(2000, 3000)).toBe('portrait');
    expect(orientationOf(800, 800)).toBe('square');
    expect(orientationOf(null, 800)).toBeNull();
    expect(orientationOf(0, 0)).toBeNull();
  });

  it('writes pixel sizes and file sizes in the locale', () => {
    expect(formatDimensions('en', 4000, 3000)).toBe('4,000 × 3,000 px');
    expect(formatDimensions('de', 4000, 3000)).toBe('4.000 × 3.000 px');
    expect(formatDimensions('en', null, 3000)).toBeNull();
    expect(formatFileSize('en', 2431.2)).toBe('2.4 MB');
    expect(formatFileSize('de', 2431.2)).toBe('2,4 MB');
    expect(formatFileSize('jp', 812.5)).toBe('813 KB');
    expect(formatFileSize('en', null)).toBeNull();
  });

  it('describes an archive image; none for a url the site may not use', () => {
    const file = {
      url: '/uploads/a%20b.jpg',
      name: null,
      alternativeText: 'Alt',
      caption: null,
      ext: '.jpg',
      mime: 'image/jpeg',
      size: 2431.2,
      width: 4000,
      height: 3000,
    };
    expect(archiveItem('en', file)).toEqual({
      href: '/uploads/a%20b.jpg',
      filename: 'a b.jpg',
      // The texts of the media library are in its language (English).
      caption: { text: 'Alt', lang: 'en' },
      alt: 'Alt',
      format: 'JPEG',
      orientation: 'landscape',
      dimensions: '4,000 × 3,000 px',
      size: '2.4 MB',
      search: 'a b.jpg alt',
    });
    expect(archiveItem('en', { ...file, url: 'javascript:alert(1)' })).toBeNull();
    // Without caption and alternative text the file name stands in, read as the page's own text.
    expect(archiveItem('jp', { ...file, alternativeText: null })?.caption).toEqual({ text: 'a b.jpg', lang: 'ja' });
  });
});

describe('posterFromPicture', () => {
  const picture = {
    src: '/_img/p-1080.jpg',
    sources: [
      { type: 'image/avif', srcset: '/_img/p-640.avif 640w, /_img/p-1280.avif 1280w' },
      { type: 'image/webp', srcset: '/_img/p-640.webp 640w, /_img/p-1280.webp 1280w, /_img/p-1920.webp 1920w' },
    ],
  };
  it('takes the WebP variant closest above the width, else the widest, else the fallback src', () => {
    expect(posterFromPicture(picture)).toBe('/_img/p-1280.webp');
    expect(posterFromPicture(picture, 2000)).toBe('/_img/p-1920.webp');
    expect(posterFromPicture({ src: '/_img/p-1080.webp', sources: [{ type: 'image/avif', srcset: '/_img/p.avif 640w' }] })).toBe(
      '/_img/p-1080.webp',
    );
  });
});

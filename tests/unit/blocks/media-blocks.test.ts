/**
 * Video, raw HTML and image archive blocks (docs/content-blocks.md §3.1, §3.4), rendered with Astro's Container API; the
 * islands (YouTube facade, archive filter) render their server HTML through the Preact renderer.
 */
import { getContainerRenderer } from '@astrojs/preact/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { text } from './helpers.ts';

const { iframeHosts } = vi.hoisted(() => ({ iframeHosts: [] as string[] }));
vi.mock('../../../src/site.config.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/site.config.ts')>();
  return { ...original, siteConfig: { ...original.siteConfig, iframeHosts } };
});

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
});

let warn: ReturnType<typeof vi.spyOn>;
function captureWarnings() {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  return warn;
}
afterEach(() => {
  warn?.mockRestore();
  iframeHosts.length = 0;
});

async function render(name: string, props: Record<string, unknown>): Promise<string> {
  const { default: Component } = await import(`../../../src/blocks/${name}.astro`);
  return container.renderToString(Component, { props: { index: 1, ...props } });
}

/**
 * The attributes of the first `<name …>` tag whose attributes include `where` (attribute order
 * differs between Astro and the Preact renderer), or undefined.
 */
function tag(html: string, name: string, where: Record<string, string> = {}): Record<string, string> | undefined {
  for (const match of html.matchAll(new RegExp(`<${name}(\\s[^>]*)?>`, 'g'))) {
    const attrs = Object.fromEntries([...(match[1] ?? '').matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((a) => [a[1] ?? '', a[2] ?? '']));
    if (Object.entries(where).every(([key, value]) => attrs[key] === value)) return attrs;
  }
  return undefined;
}

/** Every address in the HTML that would make the browser ask YouTube for something. */
function youtubeRequests(html: string): string[] {
  const urls = [...html.matchAll(/(?:src|srcset|poster|data|href)="([^"]*)"/g)].map((match) => match[1] ?? '');
  return urls.filter((url) => /youtube|ytimg|googlevideo/i.test(url));
}

describe('YoutubeVideo', () => {
  const block = {
    __typename: 'ComponentMediaYoutubeVideo',
    id: 'y1',
    anchorId: 'lab',
    title: text('Einblick ins Labor', 'Inside the lab', 'ラボの紹介'),
    youtubeId: 'vNt0LabTour',
  };

  it('renders a local poster with the title and, without JavaScript, a link to the video on youtube.com', async () => {
    const html = await render('YoutubeVideo', { block, locale: 'jp' });
    expect(html).toMatch(/<section[^>]*id="lab"/);
    expect(html).toContain('<astro-island');
    expect(html).toMatch(/<span class="youtube-video-title">ラボの紹介<\/span>/);
    expect(tag(html, 'a', { class: 'youtube-video-play' })).toMatchObject({ href: 'https://www.youtube.com/watch?v=vNt0LabTour' });
    expect(html).not.toContain('<button');
    expect(html).toContain('YouTube で見る');
  });

  it('loads nothing from YouTube before the click: no iframe, no thumbnail, no player address', async () => {
    const html = await render('YoutubeVideo', { block, locale: 'en' });
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('ytimg');
    expect(html).not.toContain('youtube-nocookie');
    expect(youtubeRequests(html)).toEqual(['https://www.youtube.com/watch?v=vNt0LabTour']);
    expect(html).toContain('The video is loaded from YouTube only when you start it.');
  });

  it('renders nothing for an id that is not a YouTube id and names the problem', async () => {
    captureWarnings();
    for (const youtubeId of ['vNt0LabTou', 'vNt0LabTour1', 'vNt0Lab"our', '', null]) {
      expect((await render('YoutubeVideo', { block: { ...block, youtubeId }, locale: 'en' })).trim()).toBe('');
    }
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('youtube video y1: "vNt0LabTou" is not a YouTube video id'));
  });

  it('falls back to a generic title', async () => {
    const html = await render('YoutubeVideo', { block: { ...block, title: null }, locale: 'de' });
    expect(html).toMatch(/<span class="youtube-video-title">Video<\/span>/);
  });
});

describe('MultiLanguageVideo', () => {
  const block = {
    __typename: 'ComponentMediaMultiLanguageVideo',
    id: 'm1',
    anchorId: null,
    title: text('Vantoro in 90 Sekunden', 'Vantoro in 90 seconds', '90秒でわかるVantoro'),
    youtubeIds: text('vNt0DeIntro', 'vNt0EnIntro', 'vNt0JpIntro'),
  };

  it('shows the video of the page language, unmarked', async () => {
    const html = await render('MultiLanguageVideo', { block, locale: 'jp' });
    expect(html).toContain('watch?v=vNt0JpIntro');
    expect(html).not.toContain('lang="en"');
    expect(html).not.toContain('not available in your language');
  });

  it('falls back to the English video, marks the player lang="en" and keeps the labels in the page language', async () => {
    const html = await render('MultiLanguageVideo', { block, locale: 'cn' });
    expect(html).toContain('watch?v=vNt0EnIntro');
    expect(tag(html, 'div', { class: 'youtube-video' })).toMatchObject({ lang: 'en' });
    expect(tag(html, 'a', { class: 'youtube-video-play' })).toMatchObject({ lang: 'zh-CN' });
    expect(tag(html, 'span', { class: 'youtube-video-title' })?.lang).toBeUndefined();
    expect(html.replaceAll('<wbr>', '')).toContain('此视频没有您所选语言的版本，将以英语播放。');
  });

  it('marks the title when its language differs from the video', async () => {
    const html = await render('MultiLanguageVideo', {
      block: { ...block, title: text('Nur deutsch', null), youtubeIds: text(null, 'vNt0EnIntro') },
      locale: 'de',
    });
    expect(tag(html, 'div', { class: 'youtube-video' })).toMatchObject({ lang: 'en' });
    expect(tag(html, 'span', { class: 'youtube-video-title' })).toMatchObject({ lang: 'de' });
    expect(html).toContain('Nur deutsch</span>');
  });

  describe('with a self-hosted video for the languages without their own (YouTube is blocked in mainland China)', () => {
    const file = {
      id: 'f9',
      name: 'intro.webm',
      url: '/uploads/intro.webm',
      ext: '.webm',
      mime: 'video/webm',
      size: 900,
      width: 640,
      height: 360,
    };
    const selfHosted = { id: 's1', anchorId: null, title: null, video: file, poster: null, captions: null };
    const withFile = { ...block, selfHosted };

    it('shows the video file instead of the English YouTube video, titled with the block title', async () => {
      const html = await render('MultiLanguageVideo', { block: withFile, locale: 'cn' });
      expect(html).not.toContain('youtube');
      expect(tag(html, 'source', { src: '/uploads/intro.webm' })).toMatchObject({ type: 'video/webm' });
      expect(html).toMatch(/<figcaption[^>]*lang="en"[^>]*>Vantoro in 90 seconds<\/figcaption>/);
    });

    it('keeps the YouTube video of a language that has one', async () => {
      const html = await render('MultiLanguageVideo', { block: withFile, locale: 'jp' });
      expect(html).toContain('watch?v=vNt0JpIntro');
      expect(html).not.toContain('<video');
    });

    it('shows the English YouTube video when the self-hosted one has no file', async () => {
      const html = await render('MultiLanguageVideo', { block: { ...block, selfHosted: { ...selfHosted, video: null } }, locale: 'cn' });
      expect(html).toContain('watch?v=vNt0EnIntro');
    });
  });

  it('renders nothing without a video in the page language or English, and nothing for an invalid id', async () => {
    expect((await render('MultiLanguageVideo', { block: { ...block, youtubeIds: text('vNt0DeIntro', null) }, locale: 'en' })).trim()).toBe(
      '',
    );
    captureWarnings();
    expect((await render('MultiLanguageVideo', { block: { ...block, youtubeIds: text('x', 'y') }, locale: 'de' })).trim()).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('multi-language video m1: "x" (de) is not a YouTube video id'));
  });
});

describe('VideoEmbed', () => {
  const block = {
    __typename: 'ComponentMediaVideoEmbed',
    id: 'v1',
    anchorId: null,
    title: text('Imprint in 60 Sekunden', 'Imprint in 60 seconds'),
    url: 'https://player.vimeo.com/video/100000001',
  };

  it('turns a YouTube url into the privacy facade', async () => {
    for (const url of [
      'https://youtu.be/vNt0LabTour',
      'https://www.youtube.com/watch?v=vNt0LabTour&t=3',
      'https://www.youtube.com/embed/vNt0LabTour',
    ]) {
      const html = await render('VideoEmbed', { block: { ...block, url }, locale: 'en' });
      expect(html, url).toContain('<astro-island');
      expect(html, url).not.toContain('<iframe');
      expect(youtubeRequests(html), url).toEqual(['https://www.youtube.com/watch?v=vNt0LabTour']);
    }
  });

  it('links a video of a host outside siteConfig.iframeHosts, to its page rather than the bare player', async () => {
    const html = await render('VideoEmbed', { block, locale: 'en' });
    expect(html).not.toContain('<iframe');
    expect(html).toMatch(/<a class="frame-link[^"]*" href="https:\/\/vimeo\.com\/100000001" rel="noopener noreferrer"/);
    expect(html).toContain('Imprint in 60 seconds');
    expect(html).toContain('Watch the video on vimeo.com');
  });

  it('embeds a player of an allowed host, lazy and 16:9', async () => {
    iframeHosts.push('player.vimeo.com');
    const html = await render('VideoEmbed', { block, locale: 'de' });
    expect(html).toMatch(
      /<iframe[^>]*src="https:\/\/player\.vimeo\.com\/video\/100000001"[^>]*title="Imprint in 60 Sekunden"[^>]*loading="lazy"/,
    );
  });

  it('shows only the title for a url that is not https and names the problem', async () => {
    captureWarnings();
    const html = await render('VideoEmbed', { block: { ...block, url: 'javascript:alert(1)' }, locale: 'en' });
    expect(html).not.toContain('javascript:');
    expect(html).toMatch(/<p[^>]*>Imprint in 60 seconds<\/p>/);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('video embed v1: "javascript:alert(1)" is not an https URL'));
  });
});

describe('HtmlVideo', () => {
  const video = {
    id: 'f1',
    name: 'lab.mp4',
    url: '/uploads/lab.mp4',
    ext: '.mp4',
    mime: 'video/mp4',
    size: 8200,
    width: 1920,
    height: 1080,
  };
  const poster = {
    id: 'f2',
    name: 'lab.jpg',
    url: '/uploads/lab.jpg',
    ext: '.jpg',
    mime: 'image/jpeg',
    size: 320,
    width: 1920,
    height: 1080,
    formats: { large: { url: '/uploads/large_lab.jpg', width: 1000, height: 563, mime: 'image/jpeg' } },
  };
  const block = { __typename: 'ComponentMediaHtmlVideo', id: 'h1', anchorId: null, title: text('Das Labor', 'The lab'), video, poster };

  it('renders a native player with controls, a poster, no preload and no autoplay', async () => {
    const html = await render('HtmlVideo', { block, locale: 'en' });
    const player = tag(html, 'video');
    expect(player).toMatchObject({
      controls: '',
      playsinline: '',
      preload: 'none',
      poster: '/uploads/large_lab.jpg',
      width: '1920',
      height: '1080',
    });
    expect(player).not.toHaveProperty('autoplay');
    expect(player).not.toHaveProperty('muted');
    expect(tag(html, 'source')).toMatchObject({ src: '/uploads/lab.mp4', type: 'video/mp4' });
    expect(html).toMatch(/<a href="\/uploads\/lab\.mp4" download[^>]*>.*Download the video/s);
    expect(html).toMatch(/<figcaption[^>]*id="video-h1-title"[^>]*>The lab<\/figcaption>/);
    expect(html).not.toContain('<track');
  });

  it('adds the captions file as the default captions track; a captions file that is not WebVTT is a content problem', async () => {
    const captions = { id: 'f3', name: 'lab.en.vtt', url: '/uploads/lab_en.vtt', ext: '.vtt', mime: 'text/vtt', size: 1 };
    const html = await render('HtmlVideo', { block: { ...block, captions }, locale: 'de' });
    expect(tag(html, 'track')).toMatchObject({ kind: 'captions', src: '/uploads/lab_en.vtt', label: 'Untertitel', default: '' });
    captureWarnings();
    const wrong = await render('HtmlVideo', {
      block: { ...block, captions: { ...captions, url: '/uploads/lab.srt', ext: '.srt', mime: 'application/x-subrip' } },
      locale: 'en',
    });
    expect(wrong).toContain('<video');
    expect(wrong).not.toContain('<track');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('html video h1: the captions file "/uploads/lab.srt" is not a WebVTT file'));
  });

  it('preloads the metadata without a poster and takes the type from the extension', async () => {
    const html = await render('HtmlVideo', {
      block: { ...block, poster: null, video: { ...video, mime: 'application/octet-stream', ext: '.webm' } },
      locale: 'en',
    });
    expect(html).toContain('preload="metadata"');
    expect(html).not.toContain('poster=');
    expect(html).toContain('type="video/webm"');
  });

  it('renders nothing for a missing video, an unusable url or a file that is no video', async () => {
    captureWarnings();
    for (const broken of [null, { ...video, url: 'javascript:alert(1)' }, { ...video, ext: '.pdf', mime: 'application/pdf' }]) {
      expect((await render('HtmlVideo', { block: { ...block, video: broken }, locale: 'en' })).trim()).toBe('');
    }
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('html video h1 has no video file'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('html video h1: "javascript:alert(1)" is not a video'));
  });
});

describe('RenderHtml', () => {
  it('renders the HTML through the sanitiser', async () => {
    const html = await render('RenderHtml', {
      block: {
        __typename: 'ComponentContentRenderHtml',
        id: 'r1',
        anchorId: 'raw',
        html: '<p onclick="x()"><em>Draft</em> <a href="javascript:alert(1)">x</a></p><script>alert(1)</script><style>p{}</style>',
      },
      locale: 'en',
    });
    expect(html).toMatch(/<section[^>]*id="raw"/);
    expect(html).toContain('<em>Draft</em>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<style>p{}');
  });

  it('shows, of HTML written in several languages, the page language, else English, and what has no lang', async () => {
    const block = {
      __typename: 'ComponentContentRenderHtml',
      id: 'r3',
      anchorId: null,
      html: '<p lang="de">Demo buchen</p><p lang="en">Book a demo</p><p lang="ja">デモのご予約</p><p lang="zh-CN">预约演示</p><hr>',
    };
    const shown = async (locale: string) => {
      const html = await render('RenderHtml', { block, locale });
      return [...html.matchAll(/<p lang="([^"]+)">/g)].map((match) => match[1]);
    };
    expect(await shown('de')).toEqual(['de']);
    expect(await shown('jp')).toEqual(['ja']);
    expect(await shown('cn')).toEqual(['zh-CN']);
    // No Taiwanese version: the English one stands in (and zh-CN is not zh-TW).
    expect(await shown('tw')).toEqual(['en']);
    expect(await render('RenderHtml', { block, locale: 'tw' })).toContain('<hr>');
    // HTML without lang at its top level is shown whole in every locale.
    const plain = { ...block, html: '<p>Plain <span lang="en">text</span></p>' };
    expect(await render('RenderHtml', { block: plain, locale: 'jp' })).toContain('<p>Plain <span lang="en">text</span></p>');
  });

  it('renders nothing when nothing is left', async () => {
    for (const raw of ['', null, '<script>alert(1)</script>']) {
      const block = { __typename: 'ComponentContentRenderHtml', id: 'r2', anchorId: null, html: raw };
      expect((await render('RenderHtml', { block, locale: 'en' })).trim()).toBe('');
    }
  });
});

describe('ImageArchive', () => {
  const image = (
    id: string,
    name: string,
    ext: string,
    mime: string,
    width: number,
    height: number,
    size: number,
    caption: string | null,
  ) => ({
    id,
    name,
    alternativeText: `${name} alt`,
    caption,
    hash: id,
    ext,
    mime,
    size,
    width,
    height,
    url: `/uploads/${id}${ext}`,
    previewUrl: null,
    formats: null,
  });
  const images = [
    image('a', 'ma200-cleanroom.jpg', '.jpg', 'image/jpeg', 4000, 3000, 2431.2, 'MA200 in the cleanroom'),
    image('b', 'wafer-closeup.png', '.png', 'image/png', 2000, 3000, 812.5, null),
    image('c', 'logo.svg', '.svg', 'image/svg+xml', 800, 800, 4.2, 'Logo'),
    image('d', 'headquarters.jpg', '.jpg', 'image/jpeg', 6000, 4000, 5120, 'Headquarters'),
  ];
  const block = { __typename: 'ComponentContentImageArchive', id: 'ia', anchorId: 'archive', headline: text('Bilder', 'Images'), images };

  it('renders every image with caption, format, pixel size, file size and a download of the original', async () => {
    const html = await render('ImageArchive', { block, locale: 'en' });
    expect(html).toMatch(/<h2 id="image-archive-ia-title"[^>]*>Images<\/h2>/);
    expect(html).toMatch(/<ul class="archive-grid[^"]*" id="image-archive-ia" role="list" aria-labelledby="image-archive-ia-title"/);
    expect(html.match(/data-archive-item/g)).toHaveLength(4);
    expect(html).toMatch(/data-format="JPEG" data-orientation="landscape"/);
    expect(html).toMatch(/data-format="PNG" data-orientation="portrait"/);
    expect(html).toMatch(/data-format="SVG" data-orientation="square"/);
    expect(html).toContain('MA200 in the cleanroom');
    expect(html).toContain('wafer-closeup.png alt');
    expect(html).toContain('4,000 × 3,000 px');
    expect(html).toContain('2.4 MB');
    expect(html).toContain('813 KB');
    expect(html).toMatch(/<a class="archive-download[^"]*" href="\/uploads\/a\.jpg" download="ma200-cleanroom\.jpg"/);
    expect(html).toMatch(/<img[^>]*src="\/uploads\/a\.jpg"[^>]*alt="ma200-cleanroom\.jpg alt"/);
  });

  it('formats the sizes in the locale', async () => {
    const html = await render('ImageArchive', { block, locale: 'de' });
    expect(html).toContain('4.000 × 3.000 px');
    expect(html).toContain('2,4 MB');
    expect(html).toContain('Original herunterladen');
  });

  it('renders the filter in the server HTML (its room taken before hydration), with the formats and orientations found', async () => {
    const html = await render('ImageArchive', { block, locale: 'en' });
    expect(html).toMatch(/<astro-island[^>]*client="idle"/);
    // A search landmark, not a <form>: it filters as you type and has nothing to submit (html-validate wcag/h32).
    expect(html).not.toContain('<form');
    const form = tag(html, 'div', { class: 'archive-filter' });
    expect(form).toMatchObject({ role: 'search', 'aria-label': 'Filter images' });
    expect(form).not.toHaveProperty('hidden');
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('4 of 4 images shown');
    // The island knows each item's format, orientation and searchable text, in the grid's order.
    const props = tag(html, 'astro-island', { client: 'idle' })?.props.replaceAll('&quot;', '"') ?? '';
    expect(props).toContain('"search":[0,"ma200-cleanroom.jpg ma200 in the cleanroom ma200-cleanroom.jpg alt"]');
    for (const label of ['JPEG', 'PNG', 'SVG', 'Landscape', 'Portrait', 'Square']) expect(html).toContain(label);
  });

  it('leaves out images at a url the site may not use and renders nothing without images', async () => {
    captureWarnings();
    const html = await render('ImageArchive', {
      block: { ...block, images: [...images, { ...images[0], id: 'x', url: 'javascript:alert(1)' }, null] },
      locale: 'en',
    });
    expect(html.match(/data-archive-item/g)).toHaveLength(4);
    expect(html).not.toContain('javascript:');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('image archive ia: image x'));
    expect((await render('ImageArchive', { block: { ...block, images: [] }, locale: 'en' })).trim()).toBe('');
  });

  it('shows no filter for a single image', async () => {
    const html = await render('ImageArchive', { block: { ...block, images: [images[0]] }, locale: 'en' });
    expect(html).not.toContain('<astro-island');
    expect(html).not.toContain('archive-filter');
  });
});

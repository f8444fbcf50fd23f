/**
 * Which image file a browser loads for each image of a built page, and how many bytes that is: for
 * a `<picture>` the first `<source>` of a supported type (else its `<img>`), for an `<img>` its own
 * srcset, the candidate chosen for a viewport width and device pixel ratio (the narrowest `w`
 * candidate covering slot width × DPR, else the widest), the slot width from `sizes` (media
 * conditions with min-width/max-width in px, lengths in px or vw).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

export interface Viewport {
  width: number;
  dpr: number;
  /** Mime types the browser decodes (Chromium: AVIF and WebP). */
  types: ReadonlySet<string>;
}

export const MOBILE: Viewport = { width: 412, dpr: 2.6, types: new Set(['image/avif', 'image/webp']) };

export interface LoadedImage {
  url: string;
  /** Bytes of the file in the built site; null for a url outside it. */
  bytes: number | null;
  lazy: boolean;
}

type Attributes = Record<string, string>;

function attributes(tag: string): Attributes {
  const result: Attributes = {};
  for (const match of tag.matchAll(/([a-zA-Z][\w:-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const name = match[1];
    if (name === undefined) continue;
    result[name.toLowerCase()] = (match[2] ?? match[3] ?? match[4] ?? '').replace(/&amp;/g, '&');
  }
  return result;
}

function mediaMatches(condition: string, viewportWidth: number): boolean {
  const tests = [...condition.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (tests.length === 0) return false;
  return tests.every(([, kind, value]) => (kind === 'min' ? viewportWidth >= Number(value) : viewportWidth <= Number(value)));
}

function length(value: string, viewportWidth: number): number | null {
  const match = /^([\d.]+)(px|vw)$/.exec(value.trim());
  if (!match) return null;
  return match[2] === 'vw' ? (Number(match[1]) * viewportWidth) / 100 : Number(match[1]);
}

/** The slot width `sizes` gives at this viewport width (default 100vw). */
export function slotWidth(sizes: string | undefined, viewportWidth: number): number {
  for (const entry of (sizes ?? '').split(',')) {
    const trimmed = entry.trim();
    const media = /^(\(.*\))\s+(\S+)$/.exec(trimmed);
    if (media?.[1] && media[2]) {
      if (mediaMatches(media[1], viewportWidth)) return length(media[2], viewportWidth) ?? viewportWidth;
    } else if (trimmed) {
      return length(trimmed, viewportWidth) ?? viewportWidth;
    }
  }
  return viewportWidth;
}

/** The candidate of `srcset` (w descriptors) a browser picks for a slot of `slot` css px at `dpr`. */
export function pickCandidate(srcset: string, slot: number, dpr: number): string | undefined {
  const candidates = srcset
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url, descriptor]) => ({ url: url ?? '', width: Number(/^(\d+)w$/.exec(descriptor ?? '')?.[1] ?? NaN) }))
    .filter((candidate) => candidate.url !== '' && Number.isFinite(candidate.width))
    .sort((a, b) => a.width - b.width);
  const needed = slot * dpr;
  return (candidates.find((candidate) => candidate.width >= needed) ?? candidates.at(-1))?.url;
}

function chosenUrl(source: Attributes | undefined, img: Attributes, viewport: Viewport): string | undefined {
  const from = source ?? img;
  const sizes = from.sizes ?? img.sizes;
  if (from.srcset) return pickCandidate(from.srcset, slotWidth(sizes, viewport.width), viewport.dpr) ?? img.src;
  return img.src;
}

/** The images of a page's HTML and the file each loads at `viewport`. */
export function loadedImageUrls(html: string, viewport: Viewport = MOBILE): Array<{ url: string; lazy: boolean }> {
  const result: Array<{ url: string; lazy: boolean }> = [];
  const pattern = /<picture\b[^>]*>([\s\S]*?)<\/picture>|<img\b[^>]*>/gi;
  for (const match of html.matchAll(pattern)) {
    const inner = match[1];
    const imgTag = inner === undefined ? match[0] : /<img\b[^>]*>/i.exec(inner)?.[0];
    if (!imgTag) continue;
    const img = attributes(imgTag);
    const sources = inner === undefined ? [] : [...inner.matchAll(/<source\b[^>]*>/gi)].map((tag) => attributes(tag[0]));
    const source = sources.find((candidate) => !candidate.type || viewport.types.has(candidate.type));
    const url = chosenUrl(source, img, viewport);
    if (url) result.push({ url, lazy: img.loading === 'lazy' });
  }
  return result;
}

/** The images a page loads at `viewport`, with the size of each file in `siteDir`. */
export function measurePageImages(siteDir: string, html: string, viewport: Viewport = MOBILE): LoadedImage[] {
  return loadedImageUrls(html, viewport).map(({ url, lazy }) => {
    if (!url.startsWith('/') || url.startsWith('//')) return { url, bytes: null, lazy };
    const file = path.join(siteDir, decodeURIComponent(url.split(/[?#]/, 1)[0] ?? ''));
    return { url, bytes: existsSync(file) ? statSync(file).size : null, lazy };
  });
}

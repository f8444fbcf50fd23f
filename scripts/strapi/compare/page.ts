/**
 * What a page says, normalised: the title, the meta description, the visible text of the body
 * (whitespace collapsed; script, style and template contents left out) and the links in document
 * order (`a[href]`, `link[rel=canonical|alternate]` with hreflang, `form[action]`); the media it
 * references (img src/srcset/size/alt, source srcset, video poster/src, audio and track src, iframe
 * src, og:image, links to downloads) and the scripts and styles it loads (`script[src]`,
 * stylesheets, island components).
 */
import { selectOne } from 'css-select';
import { isTag, isText, type AnyNode, type Document, type Element } from 'domhandler';
import { getAttributeValue, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { normaliseSrcset, normaliseUploadName, normaliseUrl } from './normalise.ts';
import type { CompareOptions } from './types.ts';

export interface PageSummary {
  title: string;
  description: string;
  text: string;
  links: string[];
  media: string[];
  assets: string[];
}

/** Elements whose contents are no visible text. */
const HIDDEN_TEXT = new Set(['script', 'style', 'template']);

/** Elements after which the text goes on elsewhere (a new line, another control): a space keeps their words apart. */
const WORD_BREAKS = new Set(
  'a address article aside blockquote br button caption dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr label legend li main nav ol option p pre section summary table td th tr ul'.split(
    ' ',
  ),
);

export const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The text of `node` with script/style/template left out and a space after each WORD_BREAKS element. */
function visibleText(node: AnyNode, parts: string[]): void {
  if (isText(node)) parts.push(node.data);
  if (!isTag(node) || HIDDEN_TEXT.has(node.name)) return;
  for (const child of node.children) visibleText(child, parts);
  if (WORD_BREAKS.has(node.name)) parts.push(' ');
}

/** Upload file names that show in text (`report_3315a45d1d.pdf`) without their hash. */
function normaliseTextNames(text: string): string {
  return text.replace(/\b[\w.-]+_[0-9a-f]{10}\.[a-z0-9]+\b/g, (name) => normaliseUploadName(name));
}

type Attr = (name: string) => string;

const attrOf =
  (element: Element): Attr =>
  (name) =>
    getAttributeValue(element, name)?.trim() ?? '';

/** `a` and `link` entries of the links list, or null for an element that is no link. */
function linkEntry(element: Element, attr: Attr, ids: boolean): string | null {
  const rel = attr('rel').toLowerCase().split(/\s+/);
  if (element.name === 'a' && attr('href')) return `a ${normaliseUrl(attr('href'), ids)}`;
  if (element.name === 'form') return `form ${attr('method').toLowerCase() || 'get'} ${normaliseUrl(attr('action'), ids)}`;
  if (element.name !== 'link' || !attr('href')) return null;
  if (rel.includes('canonical')) return `canonical ${normaliseUrl(attr('href'), ids)}`;
  if (rel.includes('alternate')) {
    const kind = attr('hreflang') || attr('type');
    return `alternate${kind ? `[${kind}]` : ''} ${normaliseUrl(attr('href'), ids)}`;
  }
  return null;
}

/**
 * Is this link a download: a `download` attribute, an upload, or an http(s) or site-relative URL
 * of a file that is no page (`/files/x.pdf`; not `mailto:`, not `/en/`)?
 */
function isDownload(element: Element, attr: Attr): boolean {
  const href = attr('href');
  if (element.attribs.download !== undefined || href.includes('/uploads/')) return true;
  const [, urlPath = ''] = /^(?:https?:\/\/[^/?#]+)?(\/[^?#]*)/i.exec(href) ?? [];
  return /\.(?!html?$)[a-z0-9]{2,5}$/i.test(urlPath);
}

/** `name=value` parts with empty values left out. */
function parts(entries: ReadonlyArray<[string, string]>): string {
  return entries
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
}

/** The media list entry of an element, or null when it references no media. */
function mediaEntry(element: Element, attr: Attr, ids: boolean): string | null {
  const url = (name: string): string => (attr(name) ? normaliseUrl(attr(name), ids) : '');
  const srcset = attr('srcset') ? normaliseSrcset(attr('srcset'), ids) : '';
  switch (element.name) {
    case 'img': {
      const size = attr('width') || attr('height') ? `${attr('width')}x${attr('height')}` : '';
      return `img ${parts([
        ['src', url('src')],
        ['srcset', srcset],
        ['size', size],
        ['alt', JSON.stringify(attr('alt'))],
      ])}`;
    }
    case 'source':
      return `source ${parts([
        ['type', attr('type')],
        ['media', attr('media')],
        ['src', url('src')],
        ['srcset', srcset],
      ])}`;
    case 'video':
    case 'audio':
    case 'iframe':
      return attr('src') || attr('poster')
        ? `${element.name} ${parts([
            ['src', url('src')],
            ['poster', url('poster')],
          ])}`
        : null;
    case 'track':
      return `track ${parts([
        ['kind', attr('kind')],
        ['srclang', attr('srclang')],
        ['src', url('src')],
      ])}`;
    case 'meta': {
      const property = attr('property') || attr('name');
      return /^(og|twitter):image$/.test(property) ? `${property} ${url('content')}` : null;
    }
    case 'a':
      return attr('href') && isDownload(element, attr) ? `download ${url('href')}` : null;
    default:
      return null;
  }
}

/** The scripts, stylesheets and island components a page loads, or null. */
function assetEntry(element: Element, attr: Attr, ids: boolean): string | null {
  if (element.name === 'script' && attr('src')) return `script ${normaliseUrl(attr('src'), ids)}`;
  if (element.name === 'link' && /\b(stylesheet|modulepreload|preload)\b/i.test(attr('rel')) && attr('href')) {
    return `${attr('rel').toLowerCase()} ${normaliseUrl(attr('href'), ids)}`;
  }
  if (element.name === 'astro-island' && attr('component-url')) return `island ${normaliseUrl(attr('component-url'), ids)}`;
  return null;
}

/** Collects the links, media and assets of every element in document order. */
function collectReferences(node: AnyNode, summary: PageSummary, ids: boolean): void {
  if (!isTag(node)) return;
  const attr = attrOf(node);
  const link = linkEntry(node, attr, ids);
  const media = mediaEntry(node, attr, ids);
  const asset = assetEntry(node, attr, ids);
  if (link !== null) summary.links.push(link);
  if (media !== null) summary.media.push(media);
  if (asset !== null) summary.assets.push(asset);
  for (const child of node.children) collectReferences(child, summary, ids);
}

/** What a visitor or crawler gets from one HTML page, normalised. */
export function summarisePage(html: string, options: CompareOptions = {}): PageSummary {
  const ids = options.normaliseIds ?? true;
  const document: Document = parseDocument(html);
  const title = selectOne<AnyNode, Element>('head title, title', document);
  const description = selectOne<AnyNode, Element>('meta[name="description" i]', document);
  const body = selectOne<AnyNode, Element>('body', document);
  const text: string[] = [];
  visibleText(body ?? document, text);
  const summary: PageSummary = {
    title: title ? collapse(textContent(title)) : '',
    description: collapse(description ? (getAttributeValue(description, 'content') ?? '') : ''),
    text: normaliseTextNames(collapse(text.join(''))),
    links: [],
    media: [],
    assets: [],
  };
  for (const node of document.children) collectReferences(node, summary, ids);
  return summary;
}

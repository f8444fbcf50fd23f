/**
 * The ONE HTML sanitiser of the site (docs/architecture.md §5). Every piece of HTML that comes from the content
 * system — rich text, markdown output, raw-HTML blocks, company info — passes through
 * `sanitizeHtml` before it reaches `set:html`.
 *
 * Allowlists only: tags (formatting, lists, links, images, tables, iframes), attributes per tag
 * and URL schemes (http, https, mailto, tel; relative URLs). Everything else is dropped, notably
 * scripts, styles, event handlers (`on…`), `srcdoc`, `formaction`, forms and their controls,
 * `<base>`, `<meta>`, `<object>`, `<embed>`, SVG and MathML. The contents of raw-text and
 * foreign-content elements (script, style, svg, math, noscript, xmp …) are dropped with them.
 * - `data:` URLs only as raster images in `img src` (`data:image/png|jpeg|gif|webp|avif`);
 * - iframes only over https from the hosts of `siteConfig.iframeHosts` (injectable), else removed;
 * - links that open a new tab or lead to an absolute http(s) URL get `rel="noopener noreferrer"`;
 * - no content `id`s (they could collide with the page's own); heading ids are the markdown
 *   renderer's, handed in through `headingId`;
 * - in the text, a number and its unit are joined by a no-break space (src/text/phrases.ts).
 */
import sanitize from 'sanitize-html';
import { siteConfig } from '../site.config.ts';
import { keepUnits } from '../text/phrases.ts';

export interface SanitizeOptions {
  /** Hosts whose iframes may be embedded (https only). Default: `siteConfig.iframeHosts`. */
  iframeHosts?: readonly string[] | undefined;
  /**
   * Decides the `id` of a level-2 heading: gets the `id` attribute the HTML carries and returns
   * the id to keep, or undefined to drop it. Without it every `id` is dropped.
   */
  headingId?: ((id: string) => string | undefined) | undefined;
}

const headings = ['h2', 'h3', 'h4', 'h5', 'h6'] as const;

// One group of related tags per line, under its comment.
// prettier-ignore
const allowedTags = [
  // text and structure
  'p', 'br', 'hr', 'div', 'span', 'blockquote', 'q', 'cite', 'address', 'pre', 'code',
  'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup', 'small', 'mark', 'abbr',
  ...headings,
  // lists
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  // links and media
  'a', 'img', 'figure', 'figcaption', 'iframe',
  // tables
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];

/**
 * Disallowed elements whose contents go with them rather than staying as text: raw-text
 * elements (whose text is markup to a browser), foreign content (SVG, MathML) and embeds.
 */
// prettier-ignore
const dropWithContents = [
  'script', 'style', 'textarea', 'option', 'select', 'noscript', 'noembed', 'noframes',
  'xmp', 'plaintext', 'title', 'template', 'svg', 'math', 'object', 'embed', 'applet',
];

const globalAttributes = ['lang', 'dir', 'title'];

const allowedAttributes: Record<string, string[]> = {
  '*': globalAttributes,
  a: ['href', 'target', 'rel', 'hreflang'],
  img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
  iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy'],
  // Only a renderer-owned id survives (see `headingId`); content ids are removed before this.
  h2: ['id'],
  ol: ['start', 'reversed', 'type'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  col: ['span'],
  abbr: ['title'],
};

/** URL schemes of links; image sources are http(s) or `data:` (raster types only, see `imageSource`). */
const allowedSchemes = ['http', 'https', 'mailto', 'tel'];

/** The data URLs an image may have: raster images only (an SVG image is markup). */
const imageDataUrl = /^data:image\/(?:png|jpeg|gif|webp|avif)[;,]/;

/** A URL as a browser reads its scheme: control characters and whitespace removed, lower case. */
function compactUrl(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
}

/** An image source that is not a `data:` URL, or a raster image `data:` URL; else undefined. */
function imageSource(src: string | undefined): string | undefined {
  if (src === undefined) return undefined;
  const url = compactUrl(src);
  return !url.startsWith('data:') || imageDataUrl.test(url) ? src : undefined;
}

/** Whether a link leaves the site: an absolute http(s) URL (the site links itself by path). */
function isExternal(href: string | undefined): boolean {
  return href !== undefined && /^https?:/.test(compactUrl(href));
}

const anchor: sanitize.Transformer = (tagName, attribs) => {
  const { target, rel: _rel, ...rest } = attribs;
  const newTab = target === '_blank';
  return {
    tagName,
    attribs: {
      ...rest,
      ...(newTab ? { target } : {}),
      ...(newTab || isExternal(rest.href) ? { rel: 'noopener noreferrer' } : {}),
    },
  };
};

/** Images load lazily and lose a `data:` source that is not a raster image (see `imageSource`). */
const image: sanitize.Transformer = (tagName, attribs) => {
  const result: sanitize.Attributes = { loading: 'lazy', decoding: 'async', ...attribs };
  if (imageSource(result.src) === undefined) delete result.src;
  return { tagName, attribs: result };
};

/** Whether a URL names a script scheme anywhere (a browser runs it only at the start). */
const mentionsScript = (value: string) => /(?:javascript|vbscript|livescript):/.test(compactUrl(value));

/**
 * Every tag: URLs that mention a script scheme anywhere are dropped, not just those a browser would
 * run (sanitize-html's scheme check): `` `javascript:…` `` or `?q=javascript:` is no link anyone needs.
 */
const anyTag: sanitize.Transformer = (tagName, attribs) => {
  const result = { ...attribs };
  for (const attribute of ['href', 'src', 'srcset', 'cite'])
    if (result[attribute] !== undefined && mentionsScript(result[attribute])) delete result[attribute];
  return { tagName, attribs: result };
};

const iframe: sanitize.Transformer = (tagName, attribs) => ({
  tagName,
  attribs: { loading: 'lazy', referrerpolicy: 'strict-origin-when-cross-origin', ...attribs },
});

/** h1 and h2 become h2 (the page owns its one h1) and keep an id only if `headingId` vouches for it. */
function heading(headingId: SanitizeOptions['headingId']): sanitize.Transformer {
  return (_tagName, attribs) => {
    const { id, ...rest } = attribs;
    const kept = id === undefined ? undefined : headingId?.(id);
    return { tagName: 'h2', attribs: kept === undefined ? rest : { id: kept, ...rest } };
  };
}

/** The sanitize-html options of the site's allowlist. */
function sanitizeOptions({ iframeHosts = siteConfig.iframeHosts, headingId }: SanitizeOptions): sanitize.IOptions {
  return {
    allowedTags,
    allowedAttributes,
    allowedSchemes,
    // The candidates of an img srcset are checked against `allowedSchemes` (no `data:`).
    allowedSchemesByTag: { img: ['http', 'https', 'data'], iframe: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    allowedIframeHostnames: [...iframeHosts],
    allowIframeRelativeUrls: false,
    allowVulnerableTags: false,
    disallowedTagsMode: 'discard',
    nonTextTags: dropWithContents,
    transformTags: { h1: heading(headingId), h2: heading(headingId), a: anchor, img: image, iframe, '*': anyTag },
    // An iframe whose source is not on the allowlist lost its src above: drop it entirely,
    // and drop images without a source.
    exclusiveFilter: (frame) => (frame.tag === 'iframe' || frame.tag === 'img') && !frame.attribs.src,
    // Typography of the text (src/text/phrases.ts): a number keeps its unit on its line (`40 nm`).
    // Where Chinese and Japanese lines break is decided for the whole page (src/text/page-lines.ts).
    textFilter: (text) => keepUnits(text),
  };
}

/** Sanitises HTML from the content system with the site's allowlist. */
export function sanitizeHtml(dirty: string, options: SanitizeOptions = {}): string {
  return sanitize(dirty, sanitizeOptions(options));
}

/** The tags of short inline text blocks such as an address: paragraphs, line breaks, emphasis, links. */
const inlineTags = ['p', 'br', 'span', 'strong', 'b', 'em', 'i', 'small', 'a', 'abbr'];

/**
 * Sanitises a short text block (the footer's company address) with the same rules, restricted
 * further to paragraphs, line breaks, emphasis and links: no headings, tables, images or embeds
 * inside the footer's `<address>`. Removed elements keep their text (raw-text, foreign and embed
 * elements lose it, as above).
 */
export function sanitizeInlineHtml(dirty: string): string {
  return sanitize(dirty, {
    ...sanitizeOptions({ iframeHosts: [] }),
    allowedTags: inlineTags,
    allowedAttributes: { '*': globalAttributes, a: allowedAttributes.a!, abbr: ['title'] },
    nonTextTags: [...dropWithContents, 'iframe'],
  });
}

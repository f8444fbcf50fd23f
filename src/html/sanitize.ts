/**
 * The ONE HTML sanitiser of the site (DESIGN §4). Every piece of HTML that comes from the content
 * system — rich text, markdown output, raw-HTML blocks, company info — passes through
 * `sanitizeHtml` before it reaches `set:html`. Allowlist only: formatting, lists, links with safe
 * schemes, images, tables and iframes from a few video hosts.
 */
import sanitize from 'sanitize-html';

/** Hosts whose iframes may be embedded (https only). */
export const allowedIframeHosts: readonly string[] = ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'];

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

const options: sanitize.IOptions = {
  allowedTags,
  allowedAttributes: {
    '*': ['lang', 'dir', 'title'],
    a: ['href', 'target', 'rel', 'hreflang'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
    iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy'],
    ol: ['start', 'reversed', 'type'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    abbr: ['title'],
    // No `id` anywhere: content ids could collide with the page's own (`main`, tile labels, block
    // anchors). Heading ids are the markdown renderer's (src/html/markdown.ts).
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...allowedIframeHosts],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page owns its one h1; content headings start at level 2.
    h1: 'h2',
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: target === '_blank' ? { ...rest, target, rel: 'noopener noreferrer' } : rest,
      };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { loading: 'lazy', decoding: 'async', ...attribs },
    }),
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: { loading: 'lazy', referrerpolicy: 'strict-origin-when-cross-origin', ...attribs },
    }),
  },
  // An iframe whose source is not on the allowlist lost its src above: drop it entirely,
  // and drop images without a source.
  exclusiveFilter: (frame) => (frame.tag === 'iframe' || frame.tag === 'img') && !frame.attribs.src,
};

/** Sanitises HTML from the content system with the site's allowlist. */
export function sanitizeHtml(dirty: string): string {
  return sanitize(dirty, options);
}

/** The tags of short inline text blocks such as an address: paragraphs, line breaks, emphasis, links. */
const inlineTags = ['p', 'br', 'span', 'strong', 'b', 'em', 'i', 'small', 'a', 'abbr'];

/**
 * Sanitises a short text block (the footer's company address) with the same rules, restricted
 * further to paragraphs, line breaks, emphasis and links: no headings, tables, images or embeds
 * inside the footer's `<address>`. Removed elements keep their text.
 */
export function sanitizeInlineHtml(dirty: string): string {
  return sanitize(dirty, {
    ...options,
    allowedTags: inlineTags,
    allowedAttributes: { '*': ['lang', 'dir', 'title'], a: ['href', 'target', 'rel', 'hreflang'], abbr: ['title'] },
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe'],
  });
}

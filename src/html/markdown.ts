/**
 * Markdown of the content system to safe HTML (SPEC §9): links, line breaks and inline HTML are
 * allowed; the output goes through the one sanitiser, which drops every content-supplied `id`.
 * The renderer then owns the heading ids: each level-2 heading (markdown `##`, a markdown `#` or an
 * HTML <h1>, both demoted to <h2>, and HTML <h2>) gets an `h-…` anchor from src/html/anchors.ts.
 *
 * Uniqueness on a page: pass one allocator (`createAnchorAllocator()`) to every renderMarkdown call
 * of the page for plain ids (`h-intro`, `h-intro-2`). Without one, ids are scoped by a short hash of
 * the `scope` given (a block id) or else of the source (`h-intro-1x9k2q`), so two different texts
 * with the same heading on one page never share an id.
 */
import { Marked } from 'marked';
import { createAnchorAllocator, shortHash, type AnchorAllocator } from './anchors.ts';
import { sanitizeHtml } from './sanitize.ts';

const marked = new Marked({ gfm: true, breaks: true, async: false });

export interface RenderMarkdownOptions {
  /** The page's allocator, shared by every text of the page. */
  anchors?: AnchorAllocator | undefined;
  /** Without `anchors`: what scopes this text's ids (e.g. the block's id); default: the source. */
  scope?: string | undefined;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of sanitised inline HTML: tags removed, the entities sanitize-html writes decoded. */
function headingText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi, (whole, dec?: string, hex?: string, name?: string) =>
      dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : (entities[name!.toLowerCase()] ?? whole),
    );
}

/** Gives every <h2> of sanitised HTML (attributes quoted and escaped, no ids left) an id. */
function addHeadingIds(html: string, nextId: AnchorAllocator): string {
  return html.replace(
    /<h2(\s[^>]*)?>([\s\S]*?)<\/h2>/g,
    (_whole, attributes: string | undefined, inner: string) => `<h2 id="${nextId(headingText(inner))}"${attributes ?? ''}>${inner}</h2>`,
  );
}

/** Renders markdown (which may contain HTML) to sanitised HTML with renderer-owned heading ids. */
export function renderMarkdown(source: string, options: RenderMarkdownOptions = {}): string {
  const html = sanitizeHtml(marked.parse(source, { async: false }));
  const anchors = options.anchors ?? createAnchorAllocator(shortHash(options.scope ?? source));
  return addHeadingIds(html, anchors);
}

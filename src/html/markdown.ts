/**
 * Markdown of the content system to safe HTML (docs/content-blocks.md §6): links, line breaks and inline HTML are
 * allowed; the output goes through the one sanitiser, which drops every content-supplied `id`.
 * The renderer owns the heading ids: each level-2 heading gets an `h-…` anchor from
 * src/html/anchors.ts, in document order —
 * - markdown `##` and `#` (demoted to <h2>) through marked's `heading` renderer;
 * - HTML <h2> and <h1> (demoted by the sanitiser) in a block of HTML through marked's `html`
 *   renderer, which finds them with an HTML parser and adds the id to their start tag.
 * The ids carry a random per-call marker through the sanitiser, which keeps only ids with the
 * marker (and removes it), so content cannot forge or keep an id of its own.
 *
 * Uniqueness on a page: pass one allocator (`createAnchorAllocator()`) to every renderMarkdown call
 * of the page for plain ids (`h-intro`, `h-intro-2`). Without one, ids are scoped by a short hash of
 * the `scope` given (a block id) or else of the source (`h-intro-1x9k2q`), so two different texts
 * with the same heading on one page never share an id.
 */
import { Parser } from 'htmlparser2';
import { Marked, type RendererObject } from 'marked';
import { createAnchorAllocator, shortHash, type AnchorAllocator } from './anchors.ts';
import { sanitizeHtml } from './sanitize.ts';

export interface RenderMarkdownOptions {
  /** The page's allocator, shared by every text of the page. */
  anchors?: AnchorAllocator | undefined;
  /** Without `anchors`: what scopes this text's ids (e.g. the block's id); default: the source. */
  scope?: string | undefined;
}

/** Elements whose text a reader never sees as heading text (the sanitiser drops them with it). */
const hiddenText = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noscript', 'noembed', 'noframes', 'template', 'svg', 'math']);

/** Collects the text a reader sees, skipping the text of `hiddenText` elements. */
function visibleText() {
  let hidden = 0;
  return {
    text: '',
    onopentagname(name: string) {
      if (hiddenText.has(name)) hidden++;
    },
    onclosetag(name: string) {
      if (hiddenText.has(name)) hidden = Math.max(0, hidden - 1);
    },
    ontext(chunk: string) {
      if (!hidden) this.text += chunk;
    },
  };
}

/** The text a browser shows for an HTML fragment: its visible text nodes, entities decoded. */
function textOf(html: string): string {
  const collector = visibleText();
  new Parser(collector, { decodeEntities: true }).end(html);
  return collector.text;
}

/** Whether a tag name is one of the headings that become level 2. */
const isLevelTwo = (name: string) => name === 'h1' || name === 'h2';

/**
 * Adds ` id="…"` to the start tag of every <h1>/<h2> of a block of HTML, from the heading's text.
 * Positions come from the parser; an id the HTML already has comes after ours and is ignored
 * (the first of two equal attributes counts) and then dropped by the sanitiser.
 */
function withHeadingIds(html: string, idFor: (text: string) => string): string {
  const open: Array<{ at: number; text: ReturnType<typeof visibleText> }> = [];
  const inserts: Array<{ at: number; id: string }> = [];
  const parser = new Parser(
    {
      onopentagname(name) {
        for (const heading of open) heading.text.onopentagname(name);
        // The id goes right after `<h2`.
        if (isLevelTwo(name)) open.push({ at: parser.startIndex + 1 + name.length, text: visibleText() });
      },
      ontext(chunk) {
        for (const heading of open) heading.text.ontext(chunk);
      },
      onclosetag(name) {
        const heading = isLevelTwo(name) ? open.pop() : undefined;
        if (heading) inserts.push({ at: heading.at, id: idFor(heading.text.text) });
        for (const other of open) other.text.onclosetag(name);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  // Ids in document order, inserted from the end so earlier positions stay valid.
  let result = html;
  for (const { at, id } of inserts.sort((a, b) => b.at - a.at)) result = `${result.slice(0, at)} id="${id}"${result.slice(at)}`;
  return result;
}

/**
 * Renders markdown (which may contain HTML) to sanitised HTML with renderer-owned heading ids.
 * Each call parses with its own marked instance, whose renderer allocates ids from `anchors`.
 */
export function renderMarkdown(source: string, options: RenderMarkdownOptions = {}): string {
  const anchors = options.anchors ?? createAnchorAllocator(shortHash(options.scope ?? source));
  const marker = `m${crypto.randomUUID().replaceAll('-', '')}-`;
  const markedId = (text: string) => `${marker}${anchors(text)}`;

  const renderer: RendererObject<string, string> = {
    heading({ tokens, depth }) {
      const inner = this.parser.parseInline(tokens);
      if (depth > 2) return `<h${depth}>${inner}</h${depth}>\n`;
      return `<h2 id="${markedId(textOf(inner))}">${inner}</h2>\n`;
    },
    html({ text, block }) {
      // Inline HTML arrives tag by tag: only a block of HTML holds whole headings.
      return block ? withHeadingIds(text, markedId) : text;
    },
  };
  const marked = new Marked({ gfm: true, breaks: true, async: false, renderer });
  const html = marked.parse(source, { async: false });
  return sanitizeHtml(html, {
    headingId: (id) => (id.startsWith(marker) ? id.slice(marker.length) : undefined),
  });
}

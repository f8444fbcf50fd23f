/**
 * Markdown of the content system to safe HTML (SPEC §9): links, line breaks and inline HTML are
 * allowed, level-2 headings get id anchors; the output then goes through the one sanitiser.
 */
import { Marked, type Tokens } from 'marked';
import { createAnchorIds } from './anchors.ts';
import { sanitizeHtml } from './sanitize.ts';

const stripTags = (html: string): string => html.replace(/<[^>]*>/g, '');

let nextAnchorId: (text: string) => string = createAnchorIds();

const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    heading({ tokens, depth, text }: Tokens.Heading): string {
      const inner = this.parser.parseInline(tokens);
      if (depth !== 2) return `<h${depth}>${inner}</h${depth}>\n`;
      return `<h2 id="${nextAnchorId(stripTags(text))}">${inner}</h2>\n`;
    },
  },
});

/** Renders markdown (which may contain HTML) to sanitised HTML. */
export function renderMarkdown(source: string): string {
  nextAnchorId = createAnchorIds();
  const html = marked.parse(source, { async: false });
  return sanitizeHtml(html);
}

/**
 * Finds markup that can run script in HTML, by parsing it (htmlparser2) and looking at every
 * element and attribute. Shared by the XSS unit tests (tests/unit/html) and the check of the built
 * site (tests/e2e/built-html.spec.ts).
 *
 * - `scriptingProblems`: what no page may contain, layout included: inline event handlers (`on…`)
 *   and script URLs (`javascript:`, `vbscript:`) in URL attributes;
 * - `contentProblems`: what sanitised content may not contain: additionally any tag outside the
 *   sanitiser's allowlist, `style`/`srcdoc`/`formaction`/`action`, URLs with other schemes than
 *   http(s), mailto and tel (plus raster `data:image/…` in `img src`) and iframes from other hosts.
 */
import { Parser } from 'htmlparser2';

/** Attributes whose value a browser treats as a URL. */
// prettier-ignore
const urlAttributes = new Set([
  'href', 'src', 'srcset', 'action', 'formaction', 'poster', 'data', 'xlink:href', 'background',
  'cite', 'codebase', 'archive', 'longdesc', 'lowsrc', 'dynsrc', 'ping', 'manifest', 'icon', 'usemap',
  'imagesrcset',
]);

/** A URL as a browser reads its scheme: whitespace and control characters removed, lower case. */
function compactUrl(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
}

/** Whether a URL attribute value holds a script URL (anywhere: srcset has several URLs). */
function hasScriptUrl(value: string): boolean {
  return /(?:javascript|vbscript|livescript):/.test(compactUrl(value));
}

/** Whether an attribute holds a URL: the URL attributes and a meta refresh's `content`. */
function isUrlAttribute({ name, attributes }: Element, attribute: string): boolean {
  if (attribute === 'content') return name === 'meta' && attributes['http-equiv']?.toLowerCase() === 'refresh';
  return urlAttributes.has(attribute);
}

interface Element {
  name: string;
  attributes: Record<string, string>;
}

/** Every element of an HTML document or fragment with its (decoded) attributes. */
function elementsOf(html: string): Element[] {
  const elements: Element[] = [];
  const parser = new Parser(
    { onopentag: (name, attributes) => elements.push({ name, attributes }) },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return elements;
}

/** The tag names of every element, in document order. */
export function tagsOf(html: string): string[] {
  return elementsOf(html).map(({ name }) => name);
}

/** Inline event handlers and script URLs. */
export function scriptingProblems(html: string): string[] {
  const problems: string[] = [];
  for (const element of elementsOf(html)) {
    const { name, attributes } = element;
    for (const [attribute, value] of Object.entries(attributes)) {
      if (attribute.startsWith('on')) problems.push(`<${name}> has an event handler ${attribute}="${value}"`);
      if (isUrlAttribute(element, attribute) && hasScriptUrl(value)) problems.push(`<${name}> has a script URL in ${attribute}="${value}"`);
    }
  }
  return problems;
}

/** The tags sanitised content may contain (src/html/sanitize.ts, written out again). */
// prettier-ignore
const contentTags = new Set([
  'p', 'br', 'hr', 'div', 'span', 'blockquote', 'q', 'cite', 'address', 'pre', 'code',
  'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup', 'small', 'mark', 'abbr',
  'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'a', 'img', 'figure', 'figcaption', 'iframe',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
]);

const forbiddenAttributes = new Set(['style', 'srcdoc', 'formaction', 'action', 'xmlns', 'is', 'autofocus']);
const linkSchemes = new Set(['http', 'https', 'mailto', 'tel']);
const imageDataUrl = /^data:image\/(?:png|jpeg|gif|webp|avif)[;,]/;

/** Everything of `scriptingProblems` and more: see the file comment. */
export function contentProblems(html: string, { iframeHosts = [] }: { iframeHosts?: readonly string[] } = {}): string[] {
  const problems = scriptingProblems(html);
  if (/<script/i.test(html)) problems.push('contains "<script"');
  for (const { name, attributes } of elementsOf(html)) {
    if (!contentTags.has(name)) problems.push(`<${name}> is not an allowed tag`);
    for (const [attribute, value] of Object.entries(attributes)) {
      if (forbiddenAttributes.has(attribute) || attribute.includes(':')) problems.push(`<${name}> has ${attribute}="${value}"`);
      if (!urlAttributes.has(attribute)) continue;
      const url = compactUrl(value);
      const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)?.[1];
      if (url.startsWith('//')) problems.push(`<${name}> has a protocol-relative ${attribute}="${value}"`);
      if (scheme === undefined || linkSchemes.has(scheme)) continue;
      if (name === 'img' && attribute === 'src' && imageDataUrl.test(url)) continue;
      problems.push(`<${name}> has a ${scheme}: URL in ${attribute}="${value}"`);
    }
    if (name === 'iframe') {
      const src = attributes.src ?? '';
      const host = URL.canParse(src) ? new URL(src) : undefined;
      if (!host || host.protocol !== 'https:' || !iframeHosts.includes(host.hostname)) problems.push(`<iframe> from ${src}`);
    }
  }
  return problems;
}

/**
 * Other files: sitemaps, robots.txt, calendar files, anything else outside the asset folders, compared by
 * their normalised content (XML as sorted records, text as lines; binary files byte for byte). A calendar
 * file's `DTSTAMP` (when the file was written: the build's day) is left out, since two builds may fall on
 * either side of midnight.
 */
import { isTag, isText, type AnyNode, type Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { describeListDiff, diffLists, difference } from './describe.ts';
import { normaliseUrlsInText } from './normalise.ts';
import { collapse } from './page.ts';
import type { CompareOptions, SiteDifference } from './types.ts';

/** An XML element's opening tag with its attributes sorted and normalised, without `>`. */
function xmlOpenTag(element: Element, ids: boolean): string {
  const attributes = Object.entries(element.attribs)
    .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => ` ${name}="${normaliseUrlsInText(value, ids)}"`);
  return `<${element.name}${attributes.join('')}`;
}

/** A compact, normalised form of an XML node: `<url><loc>…</loc><xhtml:link href="…" …/></url>`. */
function describeXml(node: AnyNode, ids: boolean): string {
  if (isText(node)) return normaliseUrlsInText(collapse(node.data), ids);
  if (!isTag(node)) return '';
  const inner = node.children.map((child) => describeXml(child, ids)).join('');
  return inner ? `${xmlOpenTag(node, ids)}>${inner}</${node.name}>` : `${xmlOpenTag(node, ids)}/>`;
}

/**
 * The records of an XML file: the root's opening tag, then each child element of the root (`<url>`
 * of a sitemap, `<sitemap>` of an index), sorted, because the sitemap orders pages by a key that may
 * contain entry ids.
 */
function xmlRecords(xml: string, ids: boolean): string[] {
  const root = parseDocument(xml, { xmlMode: true }).children.find(isTag);
  if (!root) return textLines(xml, ids);
  const records = root.children.filter(isTag).map((child) => describeXml(child, ids));
  return [`${xmlOpenTag(root, ids)}>`, ...records.sort()];
}

/** The lines of a text file, normalised, without trailing whitespace and blank lines. */
function textLines(text: string, ids: boolean): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => normaliseUrlsInText(line.trimEnd(), ids))
    .filter((line) => line !== '');
}

/** The lines of a calendar file without its `DTSTAMP` (RFC 5545: the time the file was made). */
function calendarLines(text: string, ids: boolean): string[] {
  return textLines(text, ids).filter((line) => !/^DTSTAMP[:;]/.test(line));
}

const isBinary = (bytes: Uint8Array): boolean => bytes.subarray(0, 8192).includes(0);

/** The difference between two files that are no pages, or null when they agree once normalised. */
export function compareOtherFile(file: string, a: Uint8Array, b: Uint8Array, options: CompareOptions = {}): SiteDifference | null {
  const ids = options.normaliseIds ?? true;
  if (isBinary(a) || isBinary(b)) return Buffer.compare(a, b) === 0 ? null : difference(file, 'content', 'content differs (binary file)');
  const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);
  const split = file.endsWith('.xml') ? xmlRecords : file.endsWith('.ics') ? calendarLines : textLines;
  const { removed, added } = diffLists(split(decode(a), ids), split(decode(b), ids));
  if (removed.length === 0 && added.length === 0) return null;
  return difference(file, 'content', `content differs: ${describeListDiff(removed, added)}`);
}

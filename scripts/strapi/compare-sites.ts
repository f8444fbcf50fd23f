/**
 * Compares two static builds of the same site made from the same content served by two content
 * backends (the embedded content server and a Strapi 3.6 with that content imported), and names
 * every difference a visitor or a search engine could notice.
 *
 * What is compared:
 * 1. the set of HTML pages and of the other files outside the asset folders (`sitemap*.xml`,
 *    `robots.txt`, `favicon.svg` …), the latter by their normalised content;
 * 2. per page: the title, the meta description, the visible text of the body (whitespace collapsed;
 *    script, style and template contents left out) and the links in document order (`a[href]`,
 *    `link[rel=canonical|alternate]` with hreflang, `form[action]`);
 * 3. per page: the media it references (img src/srcset/size/alt, source srcset, video poster/src,
 *    audio and track src, iframe src, og:image, links to downloads) and the scripts and styles it
 *    loads (`script[src]`, stylesheets, island components).
 *
 * Normalisation removes only what legitimately differs between the two backends (see
 * `normaliseUrl`): the random part of an upload's hash in `/uploads/…` and `/_img/…` file names,
 * the digest of the upload's size and pixel dimensions in `/_img/…` names (Strapi may re-encode an
 * original on upload, "size optimization"), Astro's content hash in `/_astro/…` names, and numeric
 * entry ids: the `{id}` segment of article detail paths (`…/financial-reports/annual-report-2023/21/`,
 * `…/directors-dealings/34/`) and the id in a link fragment built from a component id
 * (`#tabs-12-headline`). The rest of each name stays, so a different image, download or page is still
 * a difference. Element ids and other attributes derived from component ids
 * (`footer-newsletter-1`, `form-7-email`, `tile-3-label`) are not compared at all.
 *
 * Pages whose paths are equal once ids are replaced (`directors-dealings/34/` and `…/35/`) are
 * paired by identical content first, then in path order.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { selectOne } from 'css-select';
import { isTag, isText, type AnyNode, type Document, type Element } from 'domhandler';
import { getAttributeValue, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';

export interface CompareOptions {
  /** Replace numeric entry/component ids in URL paths and link fragments (default true). */
  normaliseIds?: boolean | undefined;
  /** Files read and parsed at once (default 8). */
  concurrency?: number | undefined;
}

export type DifferenceKind = 'only-in-a' | 'only-in-b' | 'title' | 'description' | 'text' | 'links' | 'media' | 'assets' | 'content';

export interface SiteDifference {
  /** The page or file, relative to the site root (A's path; B's after `~` when it is another). */
  page: string;
  kind: DifferenceKind;
  /** The whole difference as one line, page first: `de/kontakt/index.html: text differs: "…" vs "…"`. */
  message: string;
}

/** Folders of build assets whose files are only compared through the references of the pages. */
const ASSET_FOLDERS = new Set(['_astro', '_img', 'uploads']);

/** How many `+`/`-` entries one message shows before "(N more)". */
const SHOWN_ENTRIES = 4;

/** Longest text excerpt in a message. */
const EXCERPT_LENGTH = 90;

// ---------------------------------------------------------------------------------------------
// Normalisation
// ---------------------------------------------------------------------------------------------

/**
 * An upload's file name without the random part of its hash. Strapi 3 and the embedded content
 * server name an upload `<name>_<10 hex><ext>` and its formats `<format>_<name>_<10 hex><ext>`;
 * an image variant without hash uses `url_<16 hex>` (src/images/plan.ts `cacheKey`).
 * `hero_wafer_7bd7463c0e.jpg` → `hero_wafer_{hash}.jpg`.
 */
export function normaliseUploadName(name: string): string {
  return name.replace(/_[0-9a-f]{10}(?=[.-]|$)/g, '_{hash}').replace(/(^|_)url_[0-9a-f]{16}(?=[.-]|$)/g, '$1url_{hash}');
}

/**
 * An image variant's name (src/images/plan.ts: `<upload hash>-<ext>-<size digest>-<settings>-<width>.<format>`)
 * with the upload hash normalised and the size digest replaced; ext, settings, width and format stay.
 * `bond_stack_32d7b3406b-jpg-2db8cb-ef5862-1080.avif` → `bond_stack_{hash}-jpg-{digest}-ef5862-1080.avif`.
 */
export function normaliseVariantName(name: string): string {
  const match = /^(.+)-([a-z0-9]+)-[0-9a-f]{6}-([0-9a-f]+)-(\d+)\.([a-z0-9]+)$/.exec(name);
  if (!match) return normaliseUploadName(name);
  const [, key = '', ext, settings, width, format] = match;
  return `${normaliseUploadName(key)}-${ext}-{digest}-${settings}-${width}.${format}`;
}

/** An Astro bundle's name without its content hash: `MegaMenu.C2VBaFGw.js` → `MegaMenu.{hash}.js`. */
export function normaliseAstroName(name: string): string {
  return name.replace(/\.[A-Za-z0-9_-]{8}\.([a-z0-9]+)$/, '.{hash}.$1');
}

/**
 * Is `segments[index]` an entry id? The last segment of a path (before `index.html`), all digits,
 * at least two segments deep (so `/de/404/` is not) and not a page number (`…/page/2/`).
 */
function isIdSegment(segments: readonly string[], index: number): boolean {
  const segment = segments[index] ?? '';
  if (!/^\d+$/.test(segment) || segments[index - 1] === 'page') return false;
  const after = segments.slice(index + 1);
  const before = segments.slice(0, index).filter((part) => part !== '');
  return before.length >= 2 && after.every((part) => part === '' || part === 'index.html');
}

function normaliseSegment(segments: readonly string[], index: number, ids: boolean): string {
  const segment = segments[index] ?? '';
  const folder = segments[index - 1];
  if (folder === 'uploads') return normaliseUploadName(segment);
  if (folder === '_img') return normaliseVariantName(segment);
  if (folder === '_astro') return normaliseAstroName(segment);
  return ids && isIdSegment(segments, index) ? '{id}' : segment;
}

/** A URL path (or a file path relative to the site root) with hashes and entry ids replaced. */
export function normalisePath(urlPath: string, ids = true): string {
  const segments = urlPath.split('/');
  return segments.map((_, index) => normaliseSegment(segments, index, ids)).join('/');
}

/** A link fragment with the first numeric part (a component id) replaced: `#tabs-12-iso-9001` → `#tabs-{id}-iso-9001`. */
function normaliseFragment(fragment: string, ids: boolean): string {
  return ids ? fragment.replace(/(^#|[-_])\d+(?=[-_]|$)/, '$1{id}') : fragment;
}

/**
 * A URL as both backends' builds should agree on it: origin and query kept, the path through
 * normalisePath, the fragment through normaliseFragment. `mailto:`, `tel:` and the like pass as
 * they are. `/uploads/annual_report_2023_3315a45d1d.pdf` → `/uploads/annual_report_2023_{hash}.pdf`.
 */
export function normaliseUrl(url: string, ids = true): string {
  const match = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)?([^?#]*)(\?[^#]*)?(#.*)?$/i.exec(url.trim());
  if (!match) return url.trim();
  const [, origin = '', urlPath = '', query = '', fragment = ''] = match;
  return `${origin}${normalisePath(urlPath, ids)}${query}${normaliseFragment(fragment, ids)}`;
}

/** Every absolute or root-relative URL in a text (sitemaps, robots.txt) normalised. */
export function normaliseUrlsInText(text: string, ids = true): string {
  return text.replace(/(?:[a-z][a-z0-9+.-]*:\/\/[^\s"'<>/]+)?\/[^\s"'<>]*/gi, (url) => normaliseUrl(url, ids));
}

/**
 * A srcset with each URL normalised, written compactly when its candidates differ only in the width
 * in the file name: `/_img/x_{hash}-jpg-{digest}-ef5862-{w}.avif [320w 480w 640w]`.
 */
export function normaliseSrcset(srcset: string, ids = true): string {
  const candidates = srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url = '', descriptor = '']) => ({ url: normaliseUrl(url, ids), descriptor }));
  const templates = candidates.map(({ url, descriptor }) => {
    const width = /^(\d+)w$/.exec(descriptor)?.[1];
    return width !== undefined && url.includes(`-${width}.`) ? url.replace(`-${width}.`, '-{w}.') : null;
  });
  const [first] = templates;
  if (first && templates.every((template) => template === first)) {
    return `${first} [${candidates.map((candidate) => candidate.descriptor).join(' ')}]`;
  }
  return candidates.map(({ url, descriptor }) => `${url} ${descriptor}`.trim()).join(', ');
}

// ---------------------------------------------------------------------------------------------
// What a page says: text, links, media, assets
// ---------------------------------------------------------------------------------------------

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

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

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

// ---------------------------------------------------------------------------------------------
// Describing differences
// ---------------------------------------------------------------------------------------------

/** Entries only in A (`removed`) and only in B (`added`), in order, from a longest common subsequence. */
export function diffLists(a: readonly string[], b: readonly string[]): { removed: string[]; added: string[] } {
  if (a.length * b.length > 4_000_000) return diffMultisets(a, b);
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * width + j] =
        a[i] === b[j] ? (lcs[(i + 1) * width + j + 1] ?? 0) + 1 : Math.max(lcs[(i + 1) * width + j] ?? 0, lcs[i * width + j + 1] ?? 0);
    }
  }
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) [i, j] = [i + 1, j + 1];
    else if ((lcs[(i + 1) * width + j] ?? 0) >= (lcs[i * width + j + 1] ?? 0)) removed.push(a[i++] ?? '');
    else added.push(b[j++] ?? '');
  }
  return { removed: [...removed, ...a.slice(i)], added: [...added, ...b.slice(j)] };
}

/** The order-blind fallback of diffLists for very long lists. */
function diffMultisets(a: readonly string[], b: readonly string[]): { removed: string[]; added: string[] } {
  const counts = new Map<string, number>();
  for (const entry of b) counts.set(entry, (counts.get(entry) ?? 0) + 1);
  const removed = a.filter((entry) => {
    const count = counts.get(entry) ?? 0;
    if (count > 0) counts.set(entry, count - 1);
    return count === 0;
  });
  const added = [...counts].flatMap(([entry, count]) => Array.from({ length: count }, () => entry));
  return { removed, added };
}

const shorten = (text: string, length = EXCERPT_LENGTH * 2): string => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/**
 * Long entries cut to the part around their first difference from the entry at the same position
 * on the other side (a sitemap `<url>` that differs in one alternate link shows that link).
 */
function excerptsOfPairs(removed: readonly string[], added: readonly string[]): [string[], string[]] {
  const shownA = [...removed];
  const shownB = [...added];
  for (let index = 0; index < Math.min(shownA.length, shownB.length); index++) {
    const [a = '', b = ''] = [shownA[index], shownB[index]];
    if (a.length > EXCERPT_LENGTH * 2 || b.length > EXCERPT_LENGTH * 2) [shownA[index], shownB[index]] = textExcerpts(a, b);
  }
  return [shownA, shownB];
}

/** `- x  - y  + z  (+3 more)`: what only A has (`-`) and what only B has (`+`). */
function describeListDiff(removed: readonly string[], added: readonly string[]): string {
  const side = (sign: string, entries: readonly string[]): string[] => [
    ...entries.slice(0, SHOWN_ENTRIES).map((entry) => `${sign} ${shorten(entry)}`),
    ...(entries.length > SHOWN_ENTRIES ? [`(${sign}${entries.length - SHOWN_ENTRIES} more)`] : []),
  ];
  const [shownA, shownB] = excerptsOfPairs(removed, added);
  const listed = [...side('-', shownA), ...side('+', shownB)].join('  ');
  const moved = removed.length === added.length && [...removed].sort().join('\n') === [...added].sort().join('\n');
  return moved ? `same entries in another order: ${listed}`.trim() : listed;
}

/** The part of two texts around their first difference, cut at word boundaries. */
export function textExcerpts(a: string, b: string): [string, string] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const from = Math.max(0, a.lastIndexOf(' ', Math.max(0, start - 30)) + 1);
  const cut = (text: string): string => {
    const to = Math.min(text.length - end + 20, from + EXCERPT_LENGTH, text.length);
    const stop = text.indexOf(' ', to);
    const excerpt = text.slice(from, stop === -1 || stop > to + 15 ? to : stop);
    return `${from > 0 ? '…' : ''}${excerpt}${from + excerpt.length < text.length ? '…' : ''}`;
  };
  return [cut(a), cut(b)];
}

const difference = (page: string, kind: DifferenceKind, detail: string): SiteDifference => ({
  page,
  kind,
  message: kind === 'only-in-a' || kind === 'only-in-b' ? `${detail}: ${page}` : `${page}: ${detail}`,
});

/** The differences between two pages' summaries. */
export function comparePageSummaries(page: string, a: PageSummary, b: PageSummary): SiteDifference[] {
  const result: SiteDifference[] = [];
  for (const kind of ['title', 'description', 'text'] as const) {
    if (a[kind] === b[kind]) continue;
    const [inA, inB] = textExcerpts(a[kind], b[kind]);
    result.push(difference(page, kind, `${kind} differs: ${JSON.stringify(inA)} vs ${JSON.stringify(inB)}`));
  }
  for (const kind of ['links', 'media', 'assets'] as const) {
    const { removed, added } = diffLists(a[kind], b[kind]);
    const reordered = removed.length === 0 && added.length === 0 && a[kind].join('\n') !== b[kind].join('\n');
    if (removed.length > 0 || added.length > 0 || reordered) {
      result.push(difference(page, kind, `${kind} differ: ${describeListDiff(removed, added)}`));
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Other files: sitemaps, robots.txt, anything else outside the asset folders
// ---------------------------------------------------------------------------------------------

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

const isBinary = (bytes: Uint8Array): boolean => bytes.subarray(0, 8192).includes(0);

/** The difference between two files that are no pages, or null when they agree once normalised. */
export function compareOtherFile(file: string, a: Uint8Array, b: Uint8Array, options: CompareOptions = {}): SiteDifference | null {
  const ids = options.normaliseIds ?? true;
  if (isBinary(a) || isBinary(b)) return Buffer.compare(a, b) === 0 ? null : difference(file, 'content', 'content differs (binary file)');
  const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);
  const split = file.endsWith('.xml') ? xmlRecords : textLines;
  const { removed, added } = diffLists(split(decode(a), ids), split(decode(b), ids));
  if (removed.length === 0 && added.length === 0) return null;
  return difference(file, 'content', `content differs: ${describeListDiff(removed, added)}`);
}

// ---------------------------------------------------------------------------------------------
// Walking and pairing the two sites
// ---------------------------------------------------------------------------------------------

/** Every file of a site outside the asset folders, as POSIX paths relative to its root. */
async function listSiteFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !ASSET_FOLDERS.has(file.split('/')[0] ?? ''))
    .sort(naturalOrder);
}

const collator = new Intl.Collator('en', { numeric: true });
const naturalOrder = (x: string, y: string): number => collator.compare(x, y);

interface FileGroup {
  key: string;
  a: string[];
  b: string[];
}

/** The files of both sites grouped by their normalised path (usually one file on each side). */
function groupFiles(filesA: readonly string[], filesB: readonly string[], ids: boolean): FileGroup[] {
  const groups = new Map<string, FileGroup>();
  const add = (file: string, side: 'a' | 'b'): void => {
    const key = normalisePath(file, ids);
    const group = groups.get(key) ?? { key, a: [], b: [] };
    group[side].push(file);
    groups.set(key, group);
  };
  for (const file of filesA) add(file, 'a');
  for (const file of filesB) add(file, 'b');
  return [...groups.values()];
}

interface Side {
  file: string;
  bytes: Uint8Array;
}

/** The page name of a pair: A's path, and B's after `~` when it is another one. */
const pairName = (a: string, b: string): string => (a === b ? a : `${a} ~ ${b}`);

/** Compares one pair of files (a page or another file). */
function comparePair(a: Side, b: Side, options: CompareOptions): SiteDifference[] {
  const page = pairName(a.file, b.file);
  if (!a.file.endsWith('.html')) {
    const found = compareOtherFile(page, a.bytes, b.bytes, options);
    return found ? [found] : [];
  }
  const decode = (side: Side): PageSummary => summarisePage(new TextDecoder().decode(side.bytes), options);
  return comparePageSummaries(page, decode(a), decode(b));
}

/**
 * Pairs the files of a group: one each side is the common case; with several (pages whose paths
 * differ only in entry ids) identical ones pair first, then the rest in path order.
 */
function pairGroup(a: Side[], b: Side[], options: CompareOptions): Array<[Side, Side]> {
  if (a.length === 1 && b.length === 1) return [[a[0] as Side, b[0] as Side]];
  const prints = new Map<Side, string>();
  const fingerprint = (side: Side): string => {
    const print =
      prints.get(side) ??
      (side.file.endsWith('.html')
        ? JSON.stringify(summarisePage(new TextDecoder().decode(side.bytes), options))
        : Buffer.from(side.bytes).toString('base64'));
    prints.set(side, print);
    return print;
  };
  const pairs: Array<[Side, Side]> = [];
  const restB = [...b];
  const restA = a.filter((sideA) => {
    const print = fingerprint(sideA);
    const match = restB.findIndex((sideB) => fingerprint(sideB) === print);
    if (match === -1) return true;
    pairs.push([sideA, restB.splice(match, 1)[0] as Side]);
    return false;
  });
  restA.forEach((sideA, index) => {
    const sideB = restB[index];
    if (sideB) pairs.push([sideA, sideB]);
  });
  return pairs;
}

/** All differences of one group of files. */
async function compareGroup(group: FileGroup, dirA: string, dirB: string, options: CompareOptions): Promise<SiteDifference[]> {
  const load = async (dir: string, file: string): Promise<Side> => ({ file, bytes: await readFile(path.join(dir, file)) });
  const a = await Promise.all(group.a.map((file) => load(dirA, file)));
  const b = await Promise.all(group.b.map((file) => load(dirB, file)));
  const pairs = pairGroup(a, b, options);
  const paired = new Set(pairs.flat());
  return [
    ...pairs.flatMap(([sideA, sideB]) => comparePair(sideA, sideB, options)),
    ...a.filter((side) => !paired.has(side)).map((side) => difference(side.file, 'only-in-a', `${kindOf(side.file)} only in A`)),
    ...b.filter((side) => !paired.has(side)).map((side) => difference(side.file, 'only-in-b', `${kindOf(side.file)} only in B`)),
  ];
}

const kindOf = (file: string): string => (file.endsWith('.html') ? 'page' : 'file');

/** Runs `task` over `items` with at most `limit` at once, results in the order of `items`. */
async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/**
 * Every difference between the builds in `dirA` and `dirB`, sorted by page: pages and files only
 * on one side, then per page what its text, links, media and assets say differently.
 */
export async function compareSites(dirA: string, dirB: string, options: CompareOptions = {}): Promise<SiteDifference[]> {
  const ids = options.normaliseIds ?? true;
  const [filesA, filesB] = await Promise.all([listSiteFiles(dirA), listSiteFiles(dirB)]);
  const groups = groupFiles(filesA, filesB, ids).sort((x, y) => naturalOrder(x.key, y.key));
  const found = await mapLimited(groups, options.concurrency ?? 8, (group) => compareGroup(group, dirA, dirB, options));
  return found.flat();
}

/**
 * The report of a comparison: at most `max` differences, one a line, then a count. A legend line
 * explains `-` (only in A) and `+` (only in B).
 */
export function formatReport(differences: readonly SiteDifference[], max = 50): string[] {
  if (differences.length === 0) return ['no differences'];
  const shown = differences.slice(0, max).map((entry) => entry.message);
  const pages = new Set(differences.map((entry) => entry.page)).size;
  const more = differences.length > max ? ` (first ${max} shown)` : '';
  return [
    '(- only in A, + only in B)',
    ...shown,
    `${differences.length} difference${differences.length === 1 ? '' : 's'} in ${pages} file${pages === 1 ? '' : 's'}${more}`,
  ];
}

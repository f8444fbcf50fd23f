/**
 * Normalisation removes only what legitimately differs between the two backends (see
 * `normaliseUrl`): the random part of an upload's hash in `/uploads/…` and `/_img/…` file names,
 * the digest of the upload's size and pixel dimensions in `/_img/…` names (Strapi may re-encode an
 * original on upload, "size optimization"), Astro's content hash in `/_astro/…` names, and entry ids
 * (numbers, or Strapi 5's 24-character documentIds): the `{id}` segment of article detail paths
 * (`…/financial-reports/annual-report-2023/21/`, `…/directors-dealings/ms370jd9gw98wffxs8t5hrn0/`) and the
 * numeric id in a link fragment built from a component id
 * (`#tabs-12-headline`). The rest of each name stays, so a different image, download or page is still
 * a difference. Element ids and other attributes derived from component ids
 * (`footer-newsletter-1`, `form-7-email`, `tile-3-label`) are not compared at all.
 */
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
function normaliseVariantName(name: string): string {
  const match = /^(.+)-([a-z0-9]+)-[0-9a-f]{6}-([0-9a-f]+)-(\d+)\.([a-z0-9]+)$/.exec(name);
  if (!match) return normaliseUploadName(name);
  const [, key = '', ext, settings, width, format] = match;
  return `${normaliseUploadName(key)}-${ext}-{digest}-${settings}-${width}.${format}`;
}

/** An Astro bundle's name without its content hash: `MegaMenu.C2VBaFGw.js` → `MegaMenu.{hash}.js`. */
function normaliseAstroName(name: string): string {
  return name.replace(/\.[A-Za-z0-9_-]{8}\.([a-z0-9]+)$/, '.{hash}.$1');
}

/** A Strapi 5 documentId: 24 lower-case letters and digits (cuid2), with at least one digit. */
const DOCUMENT_ID = /^(?=[a-z]*\d)[a-z0-9]{24}$/;

/**
 * Is `segments[index]` an entry id? The last segment of a path (before `index.html`), all digits or a
 * documentId, at least two segments deep (so `/de/404/` is not) and not a page number (`…/page/2/`).
 */
function isIdSegment(segments: readonly string[], index: number): boolean {
  const segment = segments[index] ?? '';
  if (!(/^\d+$/.test(segment) || DOCUMENT_ID.test(segment)) || segments[index - 1] === 'page') return false;
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

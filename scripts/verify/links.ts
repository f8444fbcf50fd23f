/**
 * Gate 1, links and anchors: every same-origin URL a page references (scripts/lib/site-links.ts
 * `elementUrls`: a/area/link href, src, srcset, poster, form action, formaction, object data, meta
 * refresh) resolves to a file of the build (a folder's index.html, `<path>.html`, query ignored,
 * percent-encoding decoded), and every fragment of a link (`#id` on the same page or another) names an
 * element of the target page (`id`, or `<a name>`). `#`, `#top` and text fragments (`#:~:text=`)
 * need no element (the HTML standard scrolls to the top / to the text). Error pages (404) are served
 * at any URL that has no file, so a relative URL on them (`../x/`) is reported: it resolves against
 * whatever was requested.
 *
 * It streams (`createLinkChecker`): each page is checked while the shared pass has it parsed; a
 * fragment into another page is checked against that page's ids (its summary) at once when that page
 * has been read, else at the end. A page leaves behind only its problems and those pending
 * fragments, never its list of references.
 */
import type { UrlReference } from '../lib/site-links.ts';
import type { GateResult, Problem } from './report.ts';
import { detach, hasId, isJavascriptUrl, type PageFacts } from './page-facts.ts';
import type { SiteIndex } from './site.ts';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const NAVIGATING_TAGS = new Set(['a', 'area']);

/** How a problem names the reference: `<a href="/x/">` (built only for a problem: most references have none). */
const describe = (ref: UrlReference, url: string): string => `<${ref.tag} ${ref.attribute}="${url}">`;

/** The element id a fragment names, or undefined when it needs none. */
function fragmentId(hash: string): string | undefined {
  const raw = hash.replace(/^#/, '');
  if (raw === '' || raw.toLowerCase() === 'top' || raw.startsWith(':~:')) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** A fragment into another page, checked once every page is summarized: `<a href="…">`, target file, id. */
type Pending = readonly [what: string, file: string, id: string];

/** What a page leaves behind, in the order of its references: problems, and fragments to check later. */
interface PageOutcome {
  index: number;
  path: string;
  items: Array<string | Pending>;
}

export interface LinkChecker {
  /** Checks one page (`index`: its place in the checked list, which orders the problems). */
  check(page: PageFacts, index: number): void;
  /** The gate's result, once every checked page has been through `check` and is known to the site. */
  result(): GateResult;
}

export function createLinkChecker(site: SiteIndex): LinkChecker {
  const outcomes: PageOutcome[] = [];
  let ms = 0;
  let pages = 0;
  let links = 0;
  let anchors = 0;
  return {
    check(page, index) {
      const started = performance.now();
      pages++;
      const items: PageOutcome['items'] = [];
      // What is kept is detached from the page's HTML (a URL as parsed is a slice of it).
      const keep = (item: string | Pending): number =>
        items.push(typeof item === 'string' ? detach(item) : [detach(item[0]), item[1], item[2]]);
      for (const ref of page.refs) {
        const raw = ref.url.trim();
        if (raw === '' || isJavascriptUrl(raw)) continue; // the page itself; javascript: is gate 6's
        if (SCHEME.test(raw) && !/^https?:/i.test(raw)) continue; // mailto:, tel:, data: …
        if (page.errorPage && !raw.startsWith('/') && !raw.startsWith('#') && !SCHEME.test(raw)) {
          keep(`${describe(ref, raw)}: relative URL on an error page (it is served at any missing URL; use a root-relative one)`);
          continue;
        }
        let url: URL | undefined;
        try {
          url = site.sameOrigin(raw, page);
        } catch {
          keep(`${describe(ref, raw)}: malformed URL`);
          continue;
        }
        if (!url) continue; // another origin
        links++;
        const file = site.fileFor(url.pathname);
        if (file === undefined) {
          keep(`${describe(ref, raw)}: no such file in the build`);
          continue;
        }
        const id = NAVIGATING_TAGS.has(ref.tag) && file.endsWith('.html') ? fragmentId(url.hash) : undefined;
        if (id === undefined) continue;
        anchors++;
        if (file === page.file) {
          if (!hasId(page, id)) keep(`${describe(ref, raw)}: no element with id "${id}" on this page`);
          continue;
        }
        const target = site.summaryOf(file);
        if (!target) keep([describe(ref, raw), file, id]);
        else if (!hasId(target, id)) keep(`${describe(ref, raw)}: no element with id "${id}" on ${target.path}`);
      }
      // Only pages with something to report or check later leave anything behind.
      if (items.length > 0) outcomes.push({ index, path: page.path, items });
      ms += performance.now() - started;
    },
    result() {
      const started = performance.now();
      const problems: Problem[] = [];
      outcomes.sort((a, b) => a.index - b.index);
      for (const outcome of outcomes) {
        const reported = new Set<string>();
        for (const item of outcome.items) {
          let message: string | undefined = typeof item === 'string' ? item : undefined;
          if (typeof item !== 'string') {
            const [what, file, id] = item;
            const target = site.factsOf(file);
            if (target && !hasId(target, id)) message = `${what}: no element with id "${id}" on ${target.path}`;
          }
          if (message === undefined || reported.has(message)) continue;
          reported.add(message);
          problems.push({ page: outcome.path, message });
        }
      }
      outcomes.length = 0;
      ms += performance.now() - started;
      return {
        gate: 'links',
        summary: `${links.toLocaleString('en-US')} same-origin links, ${anchors.toLocaleString('en-US')} with a #fragment, on ${pages} pages`,
        problems,
        ms,
        scales: 'pages',
      };
    },
  };
}

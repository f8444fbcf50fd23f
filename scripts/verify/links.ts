/**
 * Gate 1, links and anchors: every same-origin URL a page references (scripts/lib/site-links.ts
 * `elementUrls`: a/area/link href, src, srcset, poster, form action, formaction, object data, meta
 * refresh) resolves to a file of the build (a folder's index.html, `<path>.html`, query ignored,
 * percent-encoding decoded), and every fragment of a link (`#id` on the same page or another) names an
 * element of the target page (`id`, or `<a name>`). `#`, `#top` and text fragments (`#:~:text=`)
 * need no element (the HTML standard scrolls to the top / to the text). Error pages (404) are served
 * at any URL that has no file, so a relative URL on them (`../x/`) is reported: it resolves against
 * whatever was requested.
 */
import type { GateResult, Problem } from './report.ts';
import { isJavascriptUrl, type PageFacts } from './page-facts.ts';
import type { SiteIndex } from './site.ts';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const NAVIGATING_TAGS = new Set(['a', 'area']);

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

export function checkLinks(pages: readonly PageFacts[], site: SiteIndex): GateResult {
  const started = performance.now();
  const problems: Problem[] = [];
  let links = 0;
  let anchors = 0;
  for (const page of pages) {
    const reported = new Set<string>();
    const report = (message: string): void => {
      if (reported.has(message)) return;
      reported.add(message);
      problems.push({ page: page.path, message });
    };
    for (const ref of page.refs) {
      const raw = ref.url.trim();
      if (raw === '' || isJavascriptUrl(raw)) continue; // the page itself; javascript: is gate 6's
      if (SCHEME.test(raw) && !/^https?:/i.test(raw)) continue; // mailto:, tel:, data: …
      const what = `<${ref.tag} ${ref.attribute}="${raw}">`;
      if (page.errorPage && !raw.startsWith('/') && !raw.startsWith('#') && !SCHEME.test(raw)) {
        report(`${what}: relative URL on an error page (it is served at any missing URL; use a root-relative one)`);
        continue;
      }
      let url: URL | undefined;
      try {
        url = site.sameOrigin(raw, page);
      } catch {
        report(`${what}: malformed URL`);
        continue;
      }
      if (!url) continue; // another origin
      links++;
      const file = site.fileFor(url.pathname);
      if (file === undefined) {
        report(`${what}: no such file in the build`);
        continue;
      }
      const id = NAVIGATING_TAGS.has(ref.tag) && file.endsWith('.html') ? fragmentId(url.hash) : undefined;
      if (id === undefined) continue;
      anchors++;
      const target = file === page.file ? page : site.factsOf(file);
      if (target && !target.ids.has(id)) {
        report(`${what}: no element with id "${id}" on ${target === page ? 'this page' : target.path}`);
      }
    }
  }
  return {
    gate: 'links',
    summary: `${links.toLocaleString('en-US')} same-origin links, ${anchors.toLocaleString('en-US')} with a #fragment, on ${pages.length} pages`,
    problems,
    ms: performance.now() - started,
    scales: 'pages',
  };
}

/**
 * Gate 4, hreflang reciprocity. For every page that declares `<link rel="alternate" hreflang>`:
 * - each value is a language tag (`de`, `zh-CN`, …) or `x-default`, each at most once;
 * - the page lists itself (its own hreflang is the one the others must use for it);
 * - every alternate is a same-origin page of the build whose `<html lang>` is the hreflang value,
 *   that lists the page back under the page's own value, and lists itself under the value it was
 *   given (the cluster agrees on names);
 * - with `x-default`, every alternate declares the same `x-default`, and it is a page of the build.
 * A duplicate page — an alias URL whose `<link rel="canonical">` names another page of the build —
 * is not a member of the cluster: its alternates must be exactly those of its canonical page.
 */
import type { GateResult, Problem } from './report.ts';
import type { PageSummary } from './page-facts.ts';
import type { SiteIndex } from './site.ts';

const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z]{4})?(-([a-z]{2}|\d{3}))?$/i;

interface Resolved {
  hreflang: string;
  href: string;
  file: string | undefined;
}

/** The page's alternates resolved to files of the build (undefined: another origin or no such page). */
function resolveAlternates(page: PageSummary, site: SiteIndex): Resolved[] {
  return page.alternates.map(({ hreflang, href }) => {
    let file: string | undefined;
    try {
      const url = site.sameOrigin(href, page);
      file = url ? site.fileFor(url.pathname) : undefined;
    } catch {
      file = undefined;
    }
    return { hreflang, href, file };
  });
}

/** The file of the page's canonical URL, when it has one on the site's origin. */
function canonicalFile(page: PageSummary, site: SiteIndex): string | undefined {
  if (!page.canonical) return undefined;
  try {
    const url = site.sameOrigin(page.canonical, page);
    return url ? site.fileFor(url.pathname) : undefined;
  } catch {
    return undefined;
  }
}

const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

export function checkHreflang(pages: readonly PageSummary[], site: SiteIndex): GateResult {
  const started = performance.now();
  const problems: Problem[] = [];
  const cache = new Map<string, Resolved[]>();
  const alternatesOf = (page: PageSummary): Resolved[] => {
    let resolved = cache.get(page.file);
    if (!resolved) cache.set(page.file, (resolved = resolveAlternates(page, site)));
    return resolved;
  };
  let declared = 0;
  let pagesWith = 0;
  for (const page of pages) {
    if (page.alternates.length === 0) continue;
    pagesWith++;
    const report = (message: string): void => void problems.push({ page: page.path, message });
    const alternates = alternatesOf(page);
    declared += alternates.length;
    const seen = new Set<string>();
    for (const { hreflang } of alternates) {
      if (hreflang !== 'x-default' && !LANGUAGE_TAG.test(hreflang)) report(`hreflang="${hreflang}" is not a language tag`);
      if (seen.has(hreflang.toLowerCase())) report(`hreflang="${hreflang}" is declared more than once`);
      seen.add(hreflang.toLowerCase());
    }
    const canonical = canonicalFile(page, site);
    if (canonical !== undefined && canonical !== page.file) {
      // A duplicate (an alias URL whose canonical is another page) repeats its canonical page's cluster.
      const original = site.factsOf(canonical);
      const theirs = original ? alternatesOf(original) : [];
      const key = (list: Resolved[]): string =>
        list
          .map((alternate) => `${alternate.hreflang.toLowerCase()}→${alternate.file}`)
          .sort()
          .join(' ');
      if (key(theirs) !== key(alternates))
        report(`its hreflang alternates differ from those of its canonical page ${original?.path ?? canonical}`);
      continue;
    }
    const self = alternates.find((alternate) => alternate.hreflang !== 'x-default' && alternate.file === page.file);
    if (!self) {
      report('does not list itself among its hreflang alternates');
      continue;
    }
    const xDefault = alternates.find((alternate) => alternate.hreflang === 'x-default');
    if (xDefault && xDefault.file === undefined) report(`x-default → ${xDefault.href}: no such page in the build`);
    for (const alternate of alternates) {
      if (alternate.hreflang === 'x-default' || alternate.file === page.file) continue;
      const name = `hreflang="${alternate.hreflang}" → ${alternate.href}`;
      const target = alternate.file === undefined ? undefined : site.factsOf(alternate.file);
      if (!target) {
        report(`${name}: no such page in the build (or on another origin)`);
        continue;
      }
      if (target.lang && !same(target.lang, alternate.hreflang)) report(`${name}: that page's <html lang> is "${target.lang}"`);
      const back = alternatesOf(target);
      const toPage = back.filter((candidate) => candidate.file === page.file && candidate.hreflang !== 'x-default');
      if (toPage.length === 0) report(`${name}: ${target.path} does not link back to this page`);
      else if (!toPage.some((candidate) => same(candidate.hreflang, self.hreflang))) {
        report(`${name}: ${target.path} links back as hreflang="${toPage[0]!.hreflang}", not "${self.hreflang}"`);
      }
      const targetSelf = back.find((candidate) => candidate.file === target.file && candidate.hreflang !== 'x-default');
      if (targetSelf && !same(targetSelf.hreflang, alternate.hreflang)) {
        report(`${name}: ${target.path} names itself hreflang="${targetSelf.hreflang}"`);
      }
      if (xDefault) {
        const theirs = back.find((candidate) => candidate.hreflang === 'x-default');
        if (!theirs || theirs.file !== xDefault.file) report(`${name}: ${target.path} does not declare the same x-default`);
      }
    }
  }
  return {
    gate: 'hreflang',
    summary: `${declared.toLocaleString('en-US')} alternates on ${pagesWith} pages`,
    problems,
    ms: performance.now() - started,
    scales: 'pages',
  };
}

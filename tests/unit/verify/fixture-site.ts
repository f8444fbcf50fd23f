/**
 * Tiny built sites for the quality-gate tests, written into a temporary folder: a clean two-language
 * site that passes every gate (`cleanSite`), and `page()` to write a page from parts so a test can
 * break one thing at a time.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ORIGIN = 'https://www.example.test';

export interface PageParts {
  lang?: string;
  title?: string;
  template?: string;
  /** Extra tags for <head> (alternates, canonical). */
  head?: string;
  body: string;
}

export function page({ lang = 'en', title = 'Page', template = 'content', head = '', body }: PageParts): string {
  return `<!DOCTYPE html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>
    ${head}
  </head>
  <body data-template="${template}">
    <main>
      <h1>${title}</h1>
      ${body}
    </main>
  </body>
</html>
`;
}

/** hreflang alternates of a page that exists in English (`/en/…`) and German (`/de/…`), with x-default English. */
export const alternates = (en: string, de: string): string =>
  [
    `<link rel="canonical" href="${ORIGIN}${en}">`,
    `<link rel="alternate" hreflang="en" href="${ORIGIN}${en}">`,
    `<link rel="alternate" hreflang="de" href="${ORIGIN}${de}">`,
    `<link rel="alternate" hreflang="x-default" href="${ORIGIN}${en}">`,
  ].join('\n    ');

export function writeSite(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'verify-site-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const SQUARE = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

/** A site that passes every gate; `overrides` replace or add files. */
export function cleanSite(overrides: Record<string, string> = {}): string {
  const deHead = alternates('/en/', '/de/').replace(`canonical" href="${ORIGIN}/en/"`, `canonical" href="${ORIGIN}/de/"`);
  return writeSite({
    'index.html': page({ template: 'root', title: 'Vantoro', body: '<p><a href="/en/">English</a> <a href="/de/">Deutsch</a></p>' }),
    '404.html': page({ template: 'not-found', title: 'Not found', body: '<p><a href="/en/">Home</a></p>' }),
    'en/index.html': page({
      title: 'Home',
      template: 'home',
      head: alternates('/en/', '/de/'),
      body: `<p id="intro">Welcome. <a href="/de/#einleitung">Deutsch</a>, <a href="#intro">top of the text</a>,
        <a href="/en/about/?ref=home#team">the team</a>, <a href="about/">about</a>, <a href="mailto:info@example.test">mail</a>,
        <a href="https://elsewhere.example/">elsewhere</a>, <a href="${ORIGIN}/en/about/">about (absolute)</a>.</p>
      <img src="/_img/square.svg" srcset="/_img/square.svg 1x, /_img/square.svg 2x" alt="A dark square" width="10" height="10">
      <script type="module" src="/_astro/app.js"></script>`,
    }),
    'de/index.html': page({
      lang: 'de',
      title: 'Startseite',
      template: 'home',
      head: deHead,
      body: '<p id="einleitung">Willkommen. <a href="/en/">English</a></p>',
    }),
    'en/about/index.html': page({ title: 'About', body: '<h2 id="team">Team</h2><p><a href="/en/#intro">Home</a></p>' }),
    '_img/square.svg': SQUARE,
    '_astro/app.js': 'import "./dep.js";\nconsole.log("app");\n',
    '_astro/dep.js': 'export const dep = 1;\n',
    ...overrides,
  });
}

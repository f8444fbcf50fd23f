/**
 * Helpers of tests/e2e/csp.spec.ts: record every Content-Security-Policy violation a page reports
 * (a `securitypolicyviolation` listener registered before any script of the page runs, and the
 * console messages Chromium writes for blocked loads and policy errors), and find one built page of
 * every template (`data-template` on `<body>`) in the site the tests built.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

declare global {
  interface Window {
    __reportCspViolation?: (violation: Violation) => Promise<void>;
  }
}

/**
 * Starts recording (call before `page.goto`): every violation of every document the page loads, the
 * thank-you page after a form or the page after a redirect included. Returns the recorded lines.
 */
export async function recordViolations(page: Page): Promise<() => string[]> {
  const lines: string[] = [];
  await page.exposeFunction('__reportCspViolation', (v: Violation) => {
    lines.push(`${v.directive} blocked ${v.blocked || '(inline)'} at ${v.source} ${v.sample}`.trim());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void window.__reportCspViolation?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Permissions-Policy|Refused to/i.test(text)) lines.push(`console ${message.type()}: ${text}`);
  });
  return () => [...lines];
}

/** Every HTML file of the built site, as the URL path that serves it. */
function builtPages(siteDir: string): Array<{ url: string; file: string }> {
  const pages: Array<{ url: string; file: string }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && !entry.name.startsWith('_') && entry.name !== 'uploads') walk(full);
      else if (entry.isFile() && entry.name.endsWith('.html')) {
        const relative = path.relative(siteDir, full).split(path.sep).join('/');
        pages.push({ url: `/${relative.replace(/(^|\/)index\.html$/, '$1')}`, file: full });
      }
    }
  };
  walk(siteDir);
  return pages.sort((a, b) => a.url.localeCompare(b.url));
}

export function builtHtml(siteDir: string): Array<{ url: string; html: string }> {
  return builtPages(siteDir).map(({ url, file }) => ({ url, html: readFileSync(file, 'utf8') }));
}

/** One URL per template (`root` for the root page), English pages first. */
export function pagePerTemplate(siteDir: string): Map<string, string> {
  const byTemplate = new Map<string, string>();
  const pages = builtHtml(siteDir).sort((a, b) => Number(!a.url.startsWith('/en/')) - Number(!b.url.startsWith('/en/')));
  for (const { url, html } of pages) {
    const template = /<body\b[^>]*\sdata-template="([^"]+)"/.exec(html)?.[1] ?? 'root';
    if (!byTemplate.has(template)) byTemplate.set(template, url);
  }
  return byTemplate;
}

/** The `<meta http-equiv="content-security-policy">` of a page, as directive name → sources. */
export function metaPolicy(html: string): Map<string, string[]> | undefined {
  const content = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1];
  if (content === undefined) return undefined;
  const policy = new Map<string, string[]>();
  for (const directive of content.replace(/&#39;/g, "'").split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) policy.set(name, sources);
  }
  return policy;
}

/** The texts of the inline `<script>` and `<style>` elements of a page. */
export function inlineElements(html: string): { scripts: string[]; styles: string[] } {
  // Data blocks (`type="application/json"`, JSON-LD) are never run, so no policy applies to them.
  const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) => match[1] ?? '',
  );
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '');
  return { scripts, styles };
}

export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

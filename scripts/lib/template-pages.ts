/**
 * One page of each page template of a built site: the templates are the `data-template` values the
 * layout writes on `<body>` (`root` for the root redirect page, which has none). Of a template's pages
 * in one locale the one with the largest HTML is picked, the heaviest case of the template.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface TemplatePage {
  template: string;
  /** Site path, e.g. `/en/company/`. */
  page: string;
  /** HTML bytes of the page. */
  bytes: number;
}

const SKIPPED_FOLDERS = new Set(['_astro', '_img', 'uploads', 'pagefind']);

/** Every `.html` file under `dir`, relative, with `/` separators. */
export function htmlFilesOf(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : htmlFilesOf(dir, relative);
    return entry.name.endsWith('.html') ? [relative] : [];
  });
}

/** `en/company/index.html` → `/en/company/`; `404.html` → `/404.html`. */
export function sitePathOf(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
}

function templateOf(html: string): string {
  return /<body\b[^>]*\sdata-template="([^"]+)"/.exec(html)?.[1] ?? 'root';
}

/**
 * The heaviest page of each template under the locale folder `locale` (and the root redirect page,
 * template `root`, when `includeRoot`), sorted by template name.
 */
export function templatePages(siteDir: string, locale: string, options: { includeRoot?: boolean } = {}): TemplatePage[] {
  const files = htmlFilesOf(siteDir, locale).concat(options.includeRoot ? ['index.html'] : []);
  const byTemplate = new Map<string, TemplatePage>();
  for (const file of files) {
    const full = path.join(siteDir, file);
    const template = templateOf(readFileSync(full, 'utf8'));
    const bytes = statSync(full).size;
    const current = byTemplate.get(template);
    if (!current || bytes > current.bytes) byTemplate.set(template, { template, page: sitePathOf(file), bytes });
  }
  return [...byTemplate.values()].sort((a, b) => a.template.localeCompare(b.template));
}

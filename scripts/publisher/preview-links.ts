/**
 * `GET /_preview?model=<model>&documentId=<id>[&locale=<code>]` on the preview site: what a content
 * system's "Preview" button opens (Strapi 5's admin, configured by scripts/strapi5's admin config), signed
 * (./preview-access.ts checks the signature and starts the browser's session before this is asked). The
 * answer is a redirect to the entry's page in the current preview release, read from the release's
 * `/preview-pages.json` (src/preview/entry-pages.ts): in the language asked for where the page exists
 * there, else in English, else in the first language it has. An entry without a page of its own, or one
 * the release does not have yet (its build still runs), gets a short page that says so (404).
 *
 * `locale` may be a site language (`de`, `jp`) or what a content system calls it (`ja`, `zh-Hant`).
 *
 * `GET /_preview?path=/de/…` (what `npm run publisher -- --preview-link <path>` signs) leads to that page of
 * the preview: a path of this site only, never another host.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLocale, localeCodes, type LocaleCode } from '../../src/i18n/locales.ts';
import { PREVIEW_PAGES_FILE, type PreviewModel, type PreviewPages } from '../../src/preview/entry-pages.ts';

export const PREVIEW_LINK_PATH = '/_preview';

/** A content system's locale codes (Strapi's i18n: ISO) → the site's. */
const LOCALE_ALIASES: Readonly<Record<string, LocaleCode>> = {
  ja: 'jp',
  'ja-jp': 'jp',
  zh: 'cn',
  'zh-cn': 'cn',
  'zh-hans': 'cn',
  'zh-tw': 'tw',
  'zh-hant': 'tw',
  'en-us': 'en',
  'en-gb': 'en',
  'de-de': 'de',
};

function siteLocale(code: string | null): LocaleCode | undefined {
  if (!code) return undefined;
  const lower = code.toLowerCase();
  return (localeCodes as readonly string[]).includes(lower) ? (lower as LocaleCode) : LOCALE_ALIASES[lower];
}

export type PreviewLinkAnswer = { status: 302; location: string } | { status: 400 | 404; message: string };

/** A page of the preview by its path (with its query); anything that would leave the site is refused. */
function pageLink(target: string): PreviewLinkAnswer {
  const base = 'http://preview.invalid';
  if (target.startsWith('/') && target.length <= 2000) {
    const url = new URL(target, base);
    if (url.origin === base) return { status: 302, location: `${url.pathname}${url.search}` };
  }
  return { status: 400, message: 'The preview link needs a path of the preview site, such as /en/.' };
}

/** Where `/_preview?…` leads in the release at `releaseDir` (pure apart from reading its table). */
export function resolvePreviewLink(releaseDir: string, query: URLSearchParams): PreviewLinkAnswer {
  const target = query.get('path');
  if (target !== null) return pageLink(target);
  const model = query.get('model') ?? '';
  const documentId = query.get('documentId') ?? '';
  if (!/^[a-z0-9-]{1,100}$/.test(model) || !/^[A-Za-z0-9_-]{1,100}$/.test(documentId)) {
    return { status: 400, message: 'The preview link needs a model (e.g. product-page) and a documentId.' };
  }
  let table: PreviewPages;
  try {
    table = JSON.parse(readFileSync(path.join(releaseDir, PREVIEW_PAGES_FILE), 'utf8')) as PreviewPages;
  } catch {
    return { status: 404, message: 'This preview release has no table of entry pages (is it a preview build?).' };
  }
  const pages = Object.hasOwn(table, model) ? table[model as PreviewModel] : undefined;
  if (!pages) return { status: 404, message: `Entries of "${model}" have no page of their own; they show on the pages that use them.` };
  const row = Object.hasOwn(pages, documentId) ? pages[documentId] : undefined;
  if (!row)
    return { status: 404, message: 'This entry has no page in the preview yet: its build may still be running. Try again in a minute.' };
  const wanted = siteLocale(query.get('locale'));
  const location = (wanted && row[wanted]) ?? row[defaultLocale] ?? localeCodes.map((code) => row[code]).find(Boolean);
  if (!location) return { status: 404, message: 'This entry has no page in any language.' };
  return { status: 302, location };
}

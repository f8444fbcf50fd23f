/**
 * Editor HTML in several languages (docs/content-blocks.md §3.1): a render-html block has one HTML field for every
 * locale, so an editor who writes it in several languages marks each version's top-level elements with `lang`
 * (`<p lang="de">…</p><p lang="ja">…</p>`). A page shows the elements of its own language, else the English ones,
 * and always what carries no `lang` at the top level (shared markup). HTML without a `lang` at its top level is
 * shown as it is, in every locale.
 */
import { getOuterHTML } from 'domutils';
import { isTag, type ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { fallbackLocale, isoOf, type LocaleCode } from '../i18n/locales.ts';

const langOf = (node: ChildNode): string | undefined => (isTag(node) ? node.attribs['lang']?.trim().toLowerCase() || undefined : undefined);

/** Whether a `lang` value is the language of the ISO code (`ja-JP` is `ja`; `zh-TW` is not `zh-CN`). */
function sameLanguage(lang: string, iso: string): boolean {
  const wanted = iso.toLowerCase();
  if (lang === wanted) return true;
  // A bare language (`ja`, `de`) is ours when we have no region, and a region-tagged one when we have none.
  return !wanted.includes('-') && lang.split('-')[0] === wanted;
}

/** The part of sanitised editor HTML that `locale`'s page shows (see above). */
export function htmlInLanguage(html: string, locale: LocaleCode): string {
  if (!/\slang\s*=/i.test(html)) return html;
  const nodes = parseDocument(html).children;
  const tagged = nodes.map(langOf);
  if (!tagged.some(Boolean)) return html;
  const present = (iso: string) => tagged.some((lang) => lang && sameLanguage(lang, iso));
  const shown = present(isoOf(locale)) ? isoOf(locale) : present(isoOf(fallbackLocale)) ? isoOf(fallbackLocale) : undefined;
  return nodes
    .filter((node, i) => {
      const lang = tagged[i];
      return lang === undefined || (shown !== undefined && sameLanguage(lang, shown));
    })
    .map((node) => getOuterHTML(node, { encodeEntities: 'utf8' }))
    .join('')
    .trim();
}

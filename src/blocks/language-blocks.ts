/**
 * Which language-specific blocks a page shows (docs/content-blocks.md §3.2): of the
 * language-specific accordions, those in the page's language; when the page has none in that
 * language, its English ones (English stands in, docs/locales-and-urls.md §3). Every other block is shown.
 */
import { fallbackLocale, getLocale, type LocaleCode } from '../i18n/locales.ts';

interface Block {
  __typename: string;
  language?: string | null;
}

const LANGUAGE_SPECIFIC = 'ComponentContentLanguageSpecificAccordion';

export function blocksForLocale<T extends Block>(blocks: readonly T[], locale: LocaleCode): T[] {
  const specific = blocks.filter((block) => block.__typename === LANGUAGE_SPECIFIC);
  if (specific.length === 0) return [...blocks];
  const own = getLocale(locale).contentKey;
  const shown = specific.some((block) => block.language === own) ? own : getLocale(fallbackLocale).contentKey;
  return blocks.filter((block) => block.__typename !== LANGUAGE_SPECIFIC || block.language === shown);
}

/**
 * Which language-specific blocks a page shows (SPEC §2.10 "language-specific accordions"): of the
 * language-specific accordions, those in the page's language; when the page has none in that
 * language, its English ones (English stands in, SPEC §1). Every other block is shown.
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

/**
 * What the article views show of a NewsArticle: its headline (English standing in), the label of
 * its category (the name of the list it belongs to), and the list's name. Pure.
 */
import type { LocaleCode } from '../i18n/locales.ts';
import { translate, type LocalizedText, type TranslatedValue } from '../i18n/translate.ts';
import { t, type UiKey } from '../i18n/ui.ts';
import { articleListOf, articleLists, type ArticleListKey } from '../routing/article-lists.ts';

/** The name of a list in the visitor's language. */
export function listName(locale: LocaleCode, list: ArticleListKey): LocalizedText {
  return t(locale, articleLists[list].labelKey as UiKey);
}

/** The heading of a list page: the list's name, with the year on a page of the year filter ("Press releases 2025"). */
export function listHeading(locale: LocaleCode, list: ArticleListKey, year: number | null): LocalizedText {
  const name = listName(locale, list);
  return year === null ? name : t(locale, 'list.ofYear', { list: name.text, year });
}

const mainCategoryKeys: Readonly<Record<string, UiKey>> = {
  corporateNews: 'category.corporateNews',
  investorRelationsNews: 'category.investorRelationsNews',
  technicalPublications: 'category.technicalPublications',
};

/** The label of an article's main category (corporate news, investor relations, technical publication). */
function articleMainCategoryLabel(locale: LocaleCode, article: { newsMainCategory?: string | null }): LocalizedText | null {
  const key = article.newsMainCategory ? mainCategoryKeys[article.newsMainCategory] : undefined;
  return key ? t(locale, key) : null;
}

/**
 * The category label of an article: the name of its list (ad-hoc releases, voting rights, …),
 * else the name of its main category; null when it has neither.
 */
export function articleCategoryLabel(
  locale: LocaleCode,
  article: { newsMainCategory?: string | null; newsSubCategory?: string | null },
): LocalizedText | null {
  const list = articleListOf(article);
  return list ? listName(locale, list) : articleMainCategoryLabel(locale, article);
}

/** The headline of an article in `locale`, else English (lang en); never null (falls back to its slug). */
export function articleHeadline(
  article: { Headline?: TranslatedValue | null; slug?: string | null; id: string },
  locale: LocaleCode,
): LocalizedText {
  return translate(article.Headline, locale) ?? { text: article.slug ?? article.id, lang: 'en' };
}

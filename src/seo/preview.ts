/**
 * What a draft preview build (`CMS_PUBLICATION_STATE=PREVIEW`, src/cms/config.ts `isPreviewBuild`)
 * changes in the head of every page: search engines may neither index it nor follow its links, and
 * the document title starts with "[Preview] " in the page's language. The banner is
 * src/components/PreviewBanner.astro; robots.txt and the sitemap are src/seo/sitemap.ts.
 */
import type { LocaleCode } from '../i18n/locales.ts';
import { t } from '../i18n/ui.ts';

/** The robots meta of every page of a preview build. */
export const PREVIEW_ROBOTS = 'noindex, nofollow';

/** "[Preview] <title>" with the label in the locale's language ("[Vorschau] …" in German). */
export function previewTitle(locale: LocaleCode, title: string): string {
  return `[${t(locale, 'preview.label').text}] ${title}`;
}

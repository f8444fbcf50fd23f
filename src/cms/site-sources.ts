/** What each content collection of the site reads from the content system. */
import type { FooterQuery } from './generated/graphql.ts';
import { ContentPagesQuery } from './operations/content-page.ts';
import { FooterQuery as FooterDocument } from './operations/footer.ts';
import { LocalesQuery } from './operations/locales.ts';
import { MetaMenuLinksQuery } from './operations/meta-menu.ts';
import { NewsArticlesQuery } from './operations/news.ts';
import { ProductCategoriesQuery } from './operations/product-categories.ts';
import { ProductPagesQuery } from './operations/product-page.ts';
import { HomepageQuery } from './operations/tiles.ts';
import { TranslationsQuery } from './operations/translations.ts';
import { listSource, singleSource } from './sources.ts';

export const HOMEPAGE_ID = 'homepage';
const FOOTER_ID = 'footer';

/** What the build log says when the meta menu query fails (docs/architecture.md §10); the site is built without meta links. */
export const META_MENU_ERROR = 'Error while fetching metaMenu data:';

export const siteSources = {
  contentPages: listSource(ContentPagesQuery, (data) => data.contentPages),
  productPages: listSource(ProductPagesQuery, (data) => data.productPages),
  newsArticles: listSource(NewsArticlesQuery, (data) => data.newsArticles),
  productCategories: listSource(ProductCategoriesQuery, (data) => data.productCategories),
  metaMenuLinks: listSource(MetaMenuLinksQuery, (data) => data.metaMenuLinks),
  translations: listSource(TranslationsQuery, (data) => data.translations),
  locales: listSource(LocalesQuery, (data) => data.locales),
  homepage: singleSource(HOMEPAGE_ID, HomepageQuery, (data) => data.homepageInformationTile),
  footer: singleSource(FOOTER_ID, FooterDocument, (data): FooterQuery | null => (data.footer || data.footerCompanyInfo ? data : null)),
};

/**
 * Navigation data in the content: the main Menu with its ParentMenuLinks (product
 * categories via ComponentMenuProductPageCategory, pages via ComponentMenuContentPageLink)
 * and the meta menu links of the top bar (docs/navigation.md §2, §4).
 */
import type { SeedBuilder } from './ids.ts';
import { pageRef } from './pages/blocks.ts';
import { categories, productsOf } from './products/catalog.ts';
import { productPageRef } from './products/index.ts';
import { t } from './text.ts';

const SUBS = ['Automated', 'SemiAutomated', 'Manual'] as const;

export function addMenus(b: SeedBuilder): void {
  const menuId = b.ref('Menu', 'main');
  const pageLink = (slug: string) => ({ __typename: 'ComponentMenuContentPageLink', content_page: pageRef(b, slug) });

  const parents = [
    b.add('ParentMenuLink', 'productsAndSolutions', {
      BackendLabel: 'productsAndSolutions',
      translationString: 'menu.productsSolutions',
      Label: t('Produkte und Lösungen', 'Products and Solutions', '产品与解决方案', '製品とソリューション', '產品與解決方案'),
      menu: menuId,
      Linktype: [
        ...categories.map((c) => ({
          __typename: 'ComponentMenuProductPageCategory',
          Label: c.label,
          ProductSubCategory: SUBS.filter((sub) => productsOf(c.category).some((p) => p.sub === sub)).map((sub) => ({
            BackendName: `${c.category}-${sub}`,
            Category: sub,
            ProductPageLink: productsOf(c.category)
              .filter((p) => p.sub === sub)
              .map((p) => ({ product_page: productPageRef(b, p.slug) })),
          })),
        })),
        pageLink('imprint-lithografie'),
        pageLink('service'),
        pageLink('schulung'),
      ],
    }),
    b.add('ParentMenuLink', 'company', {
      BackendLabel: 'company',
      translationString: 'menu.company',
      Label: t('Unternehmen', 'Company', '公司简介', '会社情報', '公司簡介'),
      menu: menuId,
      Linktype: ['organisation', 'nachhaltigkeit', 'forschung-entwicklung', 'qualitaetsmanagement', 'einkauf', 'veranstaltungen'].map(
        pageLink,
      ),
    }),
    b.add('ParentMenuLink', 'contact', {
      BackendLabel: 'contact',
      translationString: 'menu.contact',
      Label: t('Kontakt', 'Contact', '联系我们', 'お問い合わせ', '聯絡我們'),
      menu: menuId,
      Linktype: ['kontakt', 'service', 'service-kontakt'].map(pageLink),
    }),
  ];
  b.add('Menu', 'main', { Name: 'Main navigation', ParentMenuLinks: parents });

  const meta: Array<[string, string, string, boolean, ReturnType<typeof t>]> = [
    [
      'investorRelations',
      'investor-relations',
      'investor-relations',
      false,
      t('Investor Relations', 'Investor Relations', '投资者关系', '投資家情報', '投資人關係'),
    ],
    ['career', 'karriere', 'careers', true, t('Karriere', 'Careers', '加入我们', '採用情報', '加入我們')],
    ['news', 'news', 'news', false, t('News', 'News', '新闻', 'ニュース', '新聞')],
    ['imageArchive', 'bildarchiv', 'image-archive', true, t('Bildarchiv', 'Image Archive', '图片库', '画像アーカイブ', '圖片庫')],
    ['contact', 'kontakt', 'contact', true, t('Kontakt', 'Contact', '联系我们', 'お問い合わせ', '聯絡我們')],
  ];
  meta.forEach(([backendLabel, slug, internationalSlug, isContentPage, label], i) => {
    b.add('MetaMenuLink', backendLabel, { backendLabel, slug, internationalSlug, label, isContentPage, order: i + 1 });
  });
}

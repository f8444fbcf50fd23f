/**
 * The main navigation (docs/navigation.md §2): static data bundled with the site, not fetched (docs/architecture.md §7). Order,
 * labels in five languages, the children of each main item, the anchor entries, and which child
 * is a product category. What this data cannot know — the product pages of each category and
 * sub-category, the anchor navigation an editor gives a page — comes from the content at build
 * time (./build.ts).
 *
 * Pages are named by their slugs (German `slug`, `internationalSlug` for the other locales, and the
 * page category where the page lives under one); ./build.ts resolves them to built pages through
 * the URL module, so a page that is not built renders as plain text and is named in the build log.
 */
import type { ContentKey } from '../i18n/locales.ts';
import type { PageCategory, ProductCategory } from '../routing/segments.ts';
import { DEFAULT_ACTIVE_SUBMENU } from './defaults.ts';

/** Labels in the five languages (the content model's all-languages keys). */
type MenuLabels = { readonly [K in ContentKey]: string };

/** A content page, named as the named target `content-page` / `page-category-content-page` (docs/locales-and-urls.md §6) wants it. */
export interface MenuPageRef {
  slug: string;
  internationalSlug: string;
  pageCategory?: PageCategory;
}

/** An anchor entry of a child's detail list (docs/navigation.md §2): the page plus `#anchorId`. */
interface MenuAnchor {
  anchorId: string;
  labels: MenuLabels;
}

export type MenuChild =
  | {
      kind: 'productCategory';
      /** The active-submenu id of a child with product sub-categories (docs/navigation.md §2). */
      id: string;
      category: ProductCategory;
      labels: MenuLabels;
      /** The category content page (Metrology links straight to its product page instead, docs/navigation.md §2). */
      page: MenuPageRef;
    }
  | {
      kind: 'page';
      /** The active-submenu id when the page has anchor navigation (docs/navigation.md §2). */
      id: string;
      labels: MenuLabels;
      page: MenuPageRef;
      /** Anchor entries given here; without them the page's own anchor navigation (content) is used. */
      anchors?: readonly MenuAnchor[];
    };

export interface MainMenuItem {
  id: string;
  order: number;
  backendLabel: string;
  labels: MenuLabels;
  /** Where the main item links (docs/navigation.md §2): `/de/{slug}`, `/{locale}/{internationalSlug}`. */
  pageLink: { slug: string; internationalSlug: string };
  /**
   * The one main item whose drawer is wider (docs/navigation.md §3): the item
   * whose children carry product lists, so the detail column has room for three sub-categories.
   */
  wide: boolean;
  children: readonly MenuChild[];
}

const labels = (german: string, english: string, chinese: string, japanese: string, taiwanese: string): MenuLabels => ({
  german,
  english,
  chinese,
  japanese,
  taiwanese,
});

const customerService: MenuChild = {
  kind: 'page',
  id: 'customer-service',
  labels: labels('Kundenservice', 'Customer Service', '客户服务', 'カスタマーサービス', '客戶服務'),
  page: { slug: 'service', internationalSlug: 'service' },
};

const productCategory = (id: string, category: ProductCategory, names: MenuLabels, slug: string, internationalSlug: string): MenuChild => ({
  kind: 'productCategory',
  id,
  category,
  labels: names,
  page: { slug, internationalSlug, pageCategory: 'ProductsAndSolutions' },
});

const page = (id: string, names: MenuLabels, slug: string, internationalSlug: string, pageCategory?: PageCategory): MenuChild => ({
  kind: 'page',
  id,
  labels: names,
  page: pageCategory ? { slug, internationalSlug, pageCategory } : { slug, internationalSlug },
});

const items: MainMenuItem[] = [
  {
    id: 'products-solutions',
    order: 1,
    backendLabel: 'productsAndSolutions',
    labels: labels('Produkte und Lösungen', 'Products and Solutions', '产品与解决方案', '製品とソリューション', '產品與解決方案'),
    pageLink: { slug: 'produkte-loesungen', internationalSlug: 'products-solutions' },
    wide: true,
    children: [
      productCategory(
        DEFAULT_ACTIVE_SUBMENU,
        'CoaterAndDeveloper',
        labels('Belacker und Entwickler', 'Coater and Developer', '涂胶显影设备', 'コーター・デベロッパー', '塗佈顯影設備'),
        'belacker-und-entwickler',
        'coater-and-developer',
      ),
      productCategory(
        'inkjet-printing',
        'InkjetPrinting',
        labels('Tintenstrahldruck', 'Inkjet Printing', '喷墨打印', 'インクジェット印刷', '噴墨列印'),
        'tintenstrahldruck',
        'inkjet-printing',
      ),
      productCategory(
        'mask-aligner',
        'MaskAligner',
        labels('Mask Aligner', 'Mask Aligner', '掩模对准曝光机', 'マスクアライナー', '光罩對準曝光機'),
        'mask-aligner',
        'mask-aligner',
      ),
      productCategory(
        'metrology',
        'Metrology',
        labels('Metrologie', 'Metrology', '量测设备', '計測装置', '量測設備'),
        'metrology',
        'metrology',
      ),
      productCategory(
        'wafer-bonder',
        'WaferBonder',
        labels('Wafer-Bonder', 'Wafer Bonder', '晶圆键合机', 'ウェーハボンダー', '晶圓鍵合機'),
        'wafer-bonder',
        'wafer-bonder',
      ),
      productCategory(
        'photomask-equipment',
        'PhotomaskEquipment',
        labels('Fotomasken-Systeme', 'Photomask Equipment', '光掩模设备', 'フォトマスク装置', '光罩設備'),
        'fotomasken-systeme',
        'photomask-equipment',
      ),
      productCategory(
        'projection-scanner',
        'ProjectionScanner',
        labels('Projektions-Scanner', 'Projection Scanner', '投影扫描曝光机', '投影スキャナー', '投影掃描曝光機'),
        'projektions-scanner',
        'projection-scanner',
      ),
      page(
        'imprint-lithography',
        labels('Imprint-Lithografie', 'Imprint Lithography', '压印光刻', 'インプリントリソグラフィ', '壓印微影'),
        'imprint-lithografie',
        'imprint-lithography',
        'ProductsAndSolutions',
      ),
      customerService,
      page('training', labels('Schulung', 'Training', '培训', 'トレーニング', '培訓'), 'schulung', 'training', 'ProductsAndSolutions'),
    ],
  },
  {
    id: 'company',
    order: 2,
    backendLabel: 'company',
    labels: labels('Unternehmen', 'Company', '公司简介', '会社情報', '公司簡介'),
    pageLink: { slug: 'unternehmen', internationalSlug: 'company' },
    wide: false,
    children: [
      page(
        'organization',
        labels('Organisation', 'Organization', '组织架构', '組織', '組織架構'),
        'organisation',
        'organization',
        'Company',
      ),
      page(
        'sustainability',
        labels('Nachhaltigkeit', 'Sustainability', '可持续发展', 'サステナビリティ', '永續發展'),
        'nachhaltigkeit',
        'sustainability',
        'Company',
      ),
      page(
        'research-development',
        labels('Forschung und Entwicklung', 'Research and Development', '研究与开发', '研究開発', '研究與開發'),
        'forschung-entwicklung',
        'research-development',
        'Company',
      ),
      page(
        'quality-management',
        labels('Qualitätsmanagement', 'Quality Management', '质量管理', '品質管理', '品質管理'),
        'qualitaetsmanagement',
        'quality-management',
        'Company',
      ),
      page('purchasing', labels('Einkauf', 'Purchasing', '采购', '購買', '採購'), 'einkauf', 'purchasing', 'Company'),
      page('events', labels('Veranstaltungen', 'Events', '活动', 'イベント', '活動'), 'veranstaltungen', 'events', 'Company'),
    ],
  },
  {
    id: 'contact',
    order: 3,
    backendLabel: 'contact',
    labels: labels('Kontakt', 'Contact', '联系我们', 'お問い合わせ', '聯絡我們'),
    pageLink: { slug: 'kontakt', internationalSlug: 'contact' },
    wide: false,
    children: [
      {
        kind: 'page',
        id: 'contact-page',
        labels: labels('Kontakt', 'Contact', '联系我们', 'お問い合わせ', '聯絡我們'),
        page: { slug: 'kontakt', internationalSlug: 'contact' },
        anchors: [{ anchorId: 'locations', labels: labels('Standorte', 'Locations', '分支机构', '拠点', '據點') }],
      },
      customerService,
      page(
        'ir-contact',
        labels('IR-Kontakt', 'IR Contact', '投资者关系联系', 'IRお問い合わせ', '投資人關係聯絡'),
        'service-kontakt',
        'service-contact',
        'InvestorRelations',
      ),
    ],
  },
];

/** The main navigation, ordered (docs/navigation.md §2). */
export const mainMenu: readonly MainMenuItem[] = items.sort((a, b) => a.order - b.order);

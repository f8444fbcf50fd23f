/**
 * Footer data (single Footer) and the company address block (single FooterCompanyInfo),
 * docs/navigation.md §8. Links-category blocks carry a backendLabel ("investorRelations", "career", …)
 * so the site's visibility rules can find them. Legal links of the bottom bar are not in
 * this data: they are the fixed legal pages of docs/navigation.md §8 (plus "firmenregistrierung" /
 * "company-registration" for the Chinese registration notice); the footer's own bottom links are the mainland
 * Chinese website records (ICP licence, public security record), shown in cn only.
 *
 * A link's `locales` names the locales that show it (empty: all): the cn footer offers WeChat and Bilibili
 * instead of YouTube and Instagram, which are blocked in mainland China; LinkedIn shows everywhere.
 */
import { siteConfig } from '../../../src/site.config.ts';
import type { SeedBuilder } from './ids.ts';
import { bilibiliChannel, icpLicence, psbRecord } from './china.ts';
import { pageRef } from './pages/blocks.ts';
import { same, t, type AllLanguages } from './text.ts';

const link = (b: SeedBuilder, label: AllLanguages, slug: string, anchor: string | null = null, locales: string | null = null) => ({
  label, url: null, content_page: pageRef(b, slug), anchor, locales,
});
const urlLink = (label: AllLanguages, url: string, locales: string | null = null) => ({ label, url, content_page: null, anchor: null, locales });

/** The locales that show YouTube and Instagram: every one but cn (both are blocked in mainland China). */
const OUTSIDE_MAINLAND_CHINA = 'de, en, jp, tw';

export function addFooter(b: SeedBuilder): void {
  const a = siteConfig.address;
  b.single('FooterCompanyInfo', {
    html:
      `<p><strong>${siteConfig.name}</strong><br>${a.street}<br>${a.postalCode} ${a.city}<br>${a.country}</p>` +
      `<p>Tel. <a href="tel:${a.phone.replace(/\s/g, '')}">${a.phone}</a><br><a href="mailto:${a.email}">${a.email}</a></p>`,
  });

  const columns = [
    [
      { __typename: 'ComponentFooterSimpleText', backendLabel: 'companyAddress', text: t(siteConfig.taglines.de, siteConfig.taglines.en, siteConfig.taglines.cn, siteConfig.taglines.jp, siteConfig.taglines.tw) },
      { __typename: 'ComponentFooterLinkWithIcon', backendLabel: 'contactForm', icon: 'mail', link: link(b, t('Kontaktformular', 'Contact form', '联系表单', 'お問い合わせフォーム', '聯絡表單'), 'kontakt', 'contact-form') },
      { __typename: 'ComponentFooterLinkWithIcon', backendLabel: 'events', icon: 'calendar', link: link(b, t('Veranstaltungen', 'Events', '活动', 'イベント', '活動'), 'veranstaltungen') },
    ],
    [
      {
        __typename: 'ComponentFooterLinksCategory', backendLabel: 'productsAndSolutions',
        headline: t('Produkte und Lösungen', 'Products and Solutions', '产品与解决方案', '製品とソリューション', '產品與解決方案'),
        links: [
          link(b, t('Belacker und Entwickler', 'Coater and Developer', '涂胶显影设备', 'コーター・デベロッパー', '塗佈顯影設備'), 'belacker-und-entwickler'),
          link(b, t('Tintenstrahldruck', 'Inkjet Printing', '喷墨打印', 'インクジェット印刷', '噴墨列印'), 'tintenstrahldruck'),
          link(b, t('Mask Aligner', 'Mask Aligner', '掩模对准曝光机', 'マスクアライナー', '光罩對準曝光機'), 'mask-aligner'),
          link(b, t('Wafer-Bonder', 'Wafer Bonder', '晶圆键合机', 'ウェーハボンダー', '晶圓鍵合機'), 'wafer-bonder'),
          link(b, t('Fotomasken-Systeme', 'Photomask Equipment', '光掩模设备', 'フォトマスク装置', '光罩設備'), 'fotomasken-systeme'),
          link(b, t('Imprint-Lithografie', 'Imprint Lithography', '压印光刻', 'インプリントリソグラフィ', '壓印微影'), 'imprint-lithografie'),
          link(b, t('Kundenservice', 'Customer Service', '客户服务', 'カスタマーサービス', '客戶服務'), 'service'),
          link(b, t('Schulung', 'Training', '培训', 'トレーニング', '培訓'), 'schulung'),
          link(b, t('Prozesstechnologien', 'Process Technologies', '工艺技术', 'プロセス技術', '製程技術'), 'prozesstechnologien'),
        ],
      },
    ],
    [
      {
        __typename: 'ComponentFooterLinksCategory', backendLabel: 'company',
        headline: t('Unternehmen', 'Company', '公司简介', '会社情報', '公司簡介'),
        links: [
          link(b, t('Organisation', 'Organization', '组织架构', '組織', '組織架構'), 'organisation'),
          link(b, t('Nachhaltigkeit', 'Sustainability', '可持续发展', 'サステナビリティ', '永續發展'), 'nachhaltigkeit'),
          link(b, t('Forschung und Entwicklung', 'Research and Development', '研究与开发', '研究開発', '研究與開發'), 'forschung-entwicklung'),
          link(b, t('Qualitätsmanagement', 'Quality Management', '质量管理', '品質管理', '品質管理'), 'qualitaetsmanagement'),
          link(b, t('Einkauf', 'Purchasing', '采购', '購買', '採購'), 'einkauf'),
          link(b, t('Veranstaltungen', 'Events', '活动', 'イベント', '活動'), 'veranstaltungen'),
        ],
      },
    ],
    [
      {
        __typename: 'ComponentFooterLinksCategory', backendLabel: 'investorRelations',
        headline: t('Investor Relations', 'Investor Relations', '投资者关系', '投資家情報', '投資人關係'),
        links: [
          link(b, t('Corporate Governance', 'Corporate Governance', '公司治理', 'コーポレートガバナンス', '公司治理'), 'corporate-governance'),
          link(b, t('Aktie', 'Share', '股票信息', '株式情報', '股票資訊'), 'aktie'),
          link(b, t('Hauptversammlung', "Shareholders' Meeting", '股东大会', '株主総会', '股東大會'), 'hauptversammlung'),
          link(b, t('Publikationen', 'Publications', '出版物', '刊行物', '出版品'), 'publikationen'),
          link(b, t('IR-Kontakt', 'IR Contact', '投资者关系联系', 'IRお問い合わせ', '投資人關係聯絡'), 'service-kontakt'),
        ],
      },
      {
        __typename: 'ComponentFooterLinksCategory', backendLabel: 'career',
        headline: t('Karriere', 'Careers', '加入我们', '採用情報', '加入我們'),
        links: [
          link(b, t('Wer wir sind', 'Who we are', '关于我们', '私たちについて', '關於我們'), 'wer-wir-sind'),
          link(b, t('Berufserfahrene', 'Professionals', '社会招聘', '経験者採用', '專業人才招募'), 'berufserfahrene'),
          link(b, t('Karriere-FAQ', 'Careers FAQ', '招聘常见问题', '採用FAQ', '招募常見問題'), 'karriere-faq'),
          link(b, t('Offene Stellen', 'Open positions', '招聘职位', '募集職種', '職缺'), 'offene-stellen'),
          link(b, t('Young Professionals', 'Young Professionals', '校园招聘', '新卒・若手採用', '校園招募'), 'young-professionals'),
        ],
      },
      {
        __typename: 'ComponentFooterLinksCategory', backendLabel: 'news',
        headline: t('News', 'News', '新闻', 'ニュース', '新聞'),
        links: [
          link(b, t('Alle News', 'All news', '全部新闻', 'ニュース一覧', '全部新聞'), 'news'),
          link(b, t('Bildarchiv', 'Image archive', '图片库', '画像アーカイブ', '圖片庫'), 'bildarchiv'),
        ],
      },
    ],
    [
      {
        __typename: 'ComponentFooterNewsletterSignup', backendLabel: 'newsletter',
        headline: t('Newsletter', 'Newsletter', '新闻通讯', 'ニュースレター', '電子報'),
        text: t('Neuigkeiten einmal im Monat.', 'News once a month.', '每月一期新闻。', '月1回のニュースをお届けします。', '每月一期新聞。'),
        buttonLabel: t('Abonnieren', 'Subscribe', '订阅', '購読する', '訂閱'),
      },
      { __typename: 'ComponentFooterLinkWithIcon', backendLabel: 'social-linkedin', icon: 'linkedin', link: urlLink(same('LinkedIn'), 'https://www.linkedin.com/company/vantoro-example') },
      { __typename: 'ComponentFooterLinkWithIcon', backendLabel: 'social-youtube', icon: 'youtube', link: urlLink(same('YouTube'), 'https://www.youtube.com/@vantoro-example', OUTSIDE_MAINLAND_CHINA) },
      { __typename: 'ComponentFooterLinkWithIcon', backendLabel: 'social-instagram', icon: 'instagram', link: urlLink(same('Instagram'), 'https://www.instagram.com/vantoro.example', OUTSIDE_MAINLAND_CHINA) },
      // The official account's page with its QR code (a visitor scans it with WeChat; the page also names the account).
      {
        __typename: 'ComponentFooterLinkWithIcon', backendLabel: 'social-wechat', icon: 'wechat',
        link: link(b, t('WeChat', 'WeChat', '微信公众号', 'WeChat', '微信公眾號'), 'wechat', null, 'cn'),
      },
      { __typename: 'ComponentFooterLinkWithIcon', backendLabel: 'social-bilibili', icon: 'bilibili', link: urlLink(t('Bilibili', 'Bilibili', '哔哩哔哩', 'bilibili', '嗶哩嗶哩'), bilibiliChannel, 'cn') },
    ],
  ];

  b.single('Footer', {
    bottomText: t(
      `© ${siteConfig.name}. Alle Rechte vorbehalten.`,
      `© ${siteConfig.name}. All rights reserved.`,
      `© ${siteConfig.name}。保留所有权利。`,
      `© ${siteConfig.name} 無断転載を禁じます。`,
      `© ${siteConfig.name}。保留所有權利。`,
    ),
    columns: columns.map((blocks, i) => ({ order: i + 1, blocks })),
    bottomLinks: [urlLink(same(icpLicence.number), icpLicence.url, 'cn'), urlLink(same(psbRecord.number), psbRecord.url, 'cn')],
  });
}

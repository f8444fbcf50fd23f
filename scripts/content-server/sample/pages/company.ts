/** Company child pages (pageCategory Company, docs/navigation.md §2). */
import { addPdf } from '../files.ts';
import type { SeedBuilder } from '../ids.ts';
import { img } from '../images.ts';
import { md, t } from '../text.ts';
import {
  accordion, addPage, anchorNavigation, languageAccordion, onPageAnchor, pageRef, subPageLink, tabGroup, textareaAll, textWithDownload, textWithEmployeeCard,
  textWithImage, threeColumns, twoColumns, youtube,
} from './blocks.ts';
import { addEventsPage } from './events.ts';
import { employees, type Employees } from './people.ts';

export function addCompanyPages(b: SeedBuilder): void {
  const people = employees(b);
  addOrganisationPage(b);
  addSustainabilityPage(b);
  addResearchPage(b);
  addQualityPage(b);
  addPurchasingPage(b, people);
  addEventsPage(b);
}

function addOrganisationPage(b: SeedBuilder): void {
  const MANAGEMENT = t('Vorstand', 'Management Board', '管理委员会', '取締役会', '管理委員會');
  const SUPERVISORY = t('Aufsichtsrat', 'Supervisory Board', '监事会', '監査役会', '監事會');
  const STRUCTURE = t('Konzernstruktur', 'Group structure', '集团结构', 'グループ構成', '集團架構');

  addPage(b, {
    slug: 'organisation',
    internationalSlug: 'organization',
    BackendName: 'Company: Organization',
    Headline: t('Organisation', 'Organization', '组织架构', '組織', '組織架構'),
    pageCategory: 'Company',
    anchorNavigation: anchorNavigation([['management', MANAGEMENT], ['supervisory-board', SUPERVISORY], ['structure', STRUCTURE]]),
    // On-page anchors (one written without its '#', one with), a company page and the investor link
    // that the sub-navigation hides in tw, jp and cn (docs/navigation.md §7, §9).
    pageSubNavigation: [
      onPageAnchor('management', MANAGEMENT),
      onPageAnchor('#supervisory-board', SUPERVISORY),
      onPageAnchor('structure', STRUCTURE),
      subPageLink({ label: t('Nachhaltigkeit', 'Sustainability', '可持续发展', 'サステナビリティ', '永續發展'), page: pageRef(b, 'nachhaltigkeit') }),
      subPageLink({ label: t('Corporate Governance', 'Corporate Governance', '公司治理', 'コーポレートガバナンス', '公司治理'), page: pageRef(b, 'corporate-governance') }),
    ],
    content: [
      twoColumns([
        t(
          md('## Vorstand', '**Dr. Jonas Wendelin** – Vorsitzender, Strategie und Vertrieb', '**Dr. Aiko Brandstätter** – Technologie', '**Dr. Miriam Falkenrath** – Finanzen'),
          md('## Management Board', '**Dr Jonas Wendelin** – Chief Executive Officer, strategy and sales', '**Dr Aiko Brandstätter** – Chief Technology Officer', '**Dr Miriam Falkenrath** – Chief Financial Officer'),
          md('## 管理委员会', '**Jonas Wendelin 博士** – 首席执行官，负责战略与销售', '**Aiko Brandstätter 博士** – 首席技术官', '**Miriam Falkenrath 博士** – 首席财务官'),
          md('## 取締役会', '**ヨナス・ヴェンデリン博士** – 最高経営責任者（戦略・営業）', '**アイコ・ブラントシュテッター博士** – 最高技術責任者', '**ミリアム・ファルケンラート博士** – 最高財務責任者'),
          md('## 管理委員會', '**Jonas Wendelin 博士** – 執行長，負責策略與業務', '**Aiko Brandstätter 博士** – 技術長', '**Miriam Falkenrath 博士** – 財務長'),
        ),
        t(
          md('## Aufsichtsrat', '**Prof. Dr. Ilse Hovland** – Vorsitzende', '**Rainer Ostendorf** – stellvertretender Vorsitzender', '**Dr. Chen Weiling**, **Markus Tiefenbrunner** – Mitglieder'),
          md('## Supervisory Board', '**Prof. Dr Ilse Hovland** – Chair', '**Rainer Ostendorf** – Deputy Chair', '**Dr Chen Weiling**, **Markus Tiefenbrunner** – Members'),
          md('## 监事会', '**Ilse Hovland 教授** – 主席', '**Rainer Ostendorf** – 副主席', '**陈伟玲博士**、**Markus Tiefenbrunner** – 成员'),
          md('## 監査役会', '**イルゼ・ホヴラン教授** – 議長', '**ライナー・オステンドルフ** – 副議長', '**陳偉玲博士**、**マルクス・ティーフェンブルンナー** – 監査役'),
          md('## 監事會', '**Ilse Hovland 教授** – 主席', '**Rainer Ostendorf** – 副主席', '**陳偉玲博士**、**Markus Tiefenbrunner** – 成員'),
        ),
      ], 'management'),
      textareaAll(
        t(
          'Der Aufsichtsrat überwacht und berät den Vorstand. Er hat einen Prüfungs- und einen Technologieausschuss gebildet.',
          'The Supervisory Board monitors and advises the Management Board. It has formed an audit committee and a technology committee.',
          '监事会监督并为管理委员会提供建议，下设审计委员会和技术委员会。',
          '監査役会は取締役会を監督し助言します。監査委員会と技術委員会を設置しています。',
          '監事會監督並為管理委員會提供建議，下設審計委員會與技術委員會。',
        ),
        'supervisory-board',
      ),
      textWithImage(
        t(
          md('## Konzernstruktur', 'Die Vantoro Process Systems SE ist die Muttergesellschaft von vier Vertriebs- und Servicegesellschaften in den USA, Japan, Taiwan und China.'),
          md('## Group structure', 'Vantoro Process Systems SE is the parent company of four sales and service companies in the USA, Japan, Taiwan and China.'),
          md('## 集团结构', 'Vantoro Process Systems SE 是其在美国、日本、台湾和中国的四家销售与服务公司的母公司。'),
          md('## グループ構成', 'Vantoro Process Systems SEは、米国、日本、台湾、中国にある4つの販売・サービス会社の親会社です。'),
          md('## 集團架構', 'Vantoro Process Systems SE 是其在美國、日本、台灣與中國四家銷售與服務公司的母公司。'),
        ),
        img(b, 'world-locations'),
        'right',
        'structure',
      ),
    ],
  });
}

function addSustainabilityPage(b: SeedBuilder): void {
  addPage(b, {
    slug: 'nachhaltigkeit',
    internationalSlug: 'sustainability',
    BackendName: 'Company: Sustainability',
    Headline: t('Nachhaltigkeit', 'Sustainability', '可持续发展', 'サステナビリティ', '永續發展'),
    pageCategory: 'Company',
    content: [
      textWithImage(
        t(
          md('## Weniger Energie pro Wafer', 'Die größte Wirkung haben unsere Anlagen beim Kunden. Seit 2020 haben wir den Energiebedarf pro belichtetem Wafer um 31 % gesenkt – durch LED-Lichtquellen, Standby-Modi und effiziente Abluftführung.'),
          md('## Less energy per wafer', 'Our greatest impact is at the customer\'s fab. Since 2020 we have cut the energy needed per exposed wafer by 31 % – through LED light sources, standby modes and efficient exhaust design.'),
          md('## 每片晶圆更少能耗', '我们的设备在客户工厂中影响最大。自 2020 年以来，通过 LED 光源、待机模式和高效排风设计，每片曝光晶圆的能耗降低了 31%。'),
          md('## ウェーハあたりのエネルギーを削減', '当社の影響が最も大きいのはお客様の工場です。2020年以降、LED光源、スタンバイモード、効率的な排気設計により、露光ウェーハ1枚あたりのエネルギーを31 %削減しました。'),
          md('## 每片晶圓更少能耗', '我們的設備在客戶工廠中影響最大。自 2020 年以來，透過 LED 光源、待機模式與高效排氣設計，每片曝光晶圓的能耗降低了 31%。'),
        ),
        img(b, 'bond-sustainability'),
        'left',
      ),
      threeColumns([
        t('**Umwelt**\n\n100 % Ökostrom an allen deutschen Standorten.', '**Environment**\n\n100 % green electricity at all German sites.', '**环境**\n\n德国所有工厂均使用 100% 绿色电力。', '**環境**\n\nドイツの全拠点で再生可能電力100 %。', '**環境**\n\n德國所有據點均使用 100% 綠色電力。'),
        t('**Soziales**\n\n38 Ausbildungsplätze und 120 Werkstudierende.', '**Social**\n\n38 apprenticeships and 120 working students.', '**社会**\n\n38 个学徒岗位和 120 名在职学生。', '**社会**\n\n職業訓練生38名、ワーキングスチューデント120名。', '**社會**\n\n38 個學徒職缺與 120 名工讀生。'),
        t('**Unternehmensführung**\n\nVerhaltenskodex für alle Lieferanten.', '**Governance**\n\nCode of conduct for all suppliers.', '**公司治理**\n\n所有供应商均须遵守行为准则。', '**ガバナンス**\n\n全サプライヤーに行動規範を適用。', '**公司治理**\n\n所有供應商均須遵守行為準則。'),
      ]),
      textWithDownload(
        t('Unser Nachhaltigkeitsbericht 2025 mit allen Kennzahlen.', 'Our Sustainability Report 2025 with all key figures.', '包含全部指标的《2025 年可持续发展报告》。', '全指標を掲載したサステナビリティレポート2025。', '包含全部指標的《2025 年永續報告書》。'),
        addPdf(b, { key: 'sustainability-report-2025', name: 'vantoro-sustainability-report-2025', title: 'Vantoro Sustainability Report 2025', lines: ['Energy per exposed wafer: -31 % since 2020', 'Green electricity at German sites: 100 %', 'Scope 1 and 2 emissions: -42 % since 2019'] }),
      ),
    ],
  });
}

function addResearchPage(b: SeedBuilder): void {
  addPage(b, {
    slug: 'forschung-entwicklung',
    internationalSlug: 'research-development',
    BackendName: 'Company: Research and Development',
    Headline: t('Forschung und Entwicklung', 'Research and Development', '研究与开发', '研究開発', '研究與開發'),
    pageCategory: 'Company',
    content: [
      textWithImage(
        t(
          md('## 240 Köpfe, ein Ziel', 'Unsere Entwicklungsteams in Garching und Hsinchu arbeiten an der nächsten Generation von Hybridbond-, Imprint- und Inkjet-Prozessen. 14 % des Umsatzes fließen in Forschung und Entwicklung.'),
          md('## 240 minds, one goal', 'Our development teams in Garching and Hsinchu work on the next generation of hybrid bonding, imprint and inkjet processes. 14 % of revenue goes into research and development.'),
          md('## 240 位研发人员，一个目标', '我们位于加兴和新竹的研发团队致力于下一代混合键合、压印和喷墨工艺。营收的 14% 投入研发。'),
          md('## 240名、ひとつの目標', 'ガルヒンクと新竹の開発チームが、次世代のハイブリッド接合、インプリント、インクジェットプロセスに取り組んでいます。売上高の14 %を研究開発に投資しています。'),
          md('## 240 位研發人員，一個目標', '我們位於加興與新竹的研發團隊致力於下一代混合鍵合、壓印與噴墨製程。營收的 14% 投入研發。'),
        ),
        img(b, 'circuit-detail'),
        'right',
      ),
      youtube(t('Einblick ins Anwendungslabor', 'Inside the application lab', '走进应用实验室', 'アプリケーションラボの紹介', '走進應用實驗室'), 'vNt0LabTour'),
      twoColumns([
        t('**Partnerschaften**\n\nWir forschen mit Universitäten und Instituten in sechs Ländern.', '**Partnerships**\n\nWe do research with universities and institutes in six countries.', '**合作伙伴**\n\n我们与六个国家的大学和研究机构开展合作研究。', '**パートナーシップ**\n\n6か国の大学・研究機関と共同研究を行っています。', '**合作夥伴**\n\n我們與六個國家的大學與研究機構合作研究。'),
        t('**Patente**\n\nÜber 900 aktive Patentfamilien.', '**Patents**\n\nMore than 900 active patent families.', '**专利**\n\n900 多个有效专利族。', '**特許**\n\n900以上の有効な特許ファミリー。', '**專利**\n\n900 多個有效專利家族。'),
      ]),
    ],
  });
}

function addQualityPage(b: SeedBuilder): void {
  addPage(b, {
    slug: 'qualitaetsmanagement',
    internationalSlug: 'quality-management',
    BackendName: 'Company: Quality Management',
    Headline: t('Qualitätsmanagement', 'Quality Management', '质量管理', '品質管理', '品質管理'),
    pageCategory: 'Company',
    content: [
      textareaAll(
        t(
          'Jede Anlage durchläuft vor der Auslieferung einen Abnahmetest mit den Prozessen des Kunden. Unser Managementsystem ist nach ISO 9001, ISO 14001 und ISO 45001 zertifiziert.',
          'Every system passes an acceptance test with the customer\'s processes before it ships. Our management system is certified to ISO 9001, ISO 14001 and ISO 45001.',
          '每台设备在交付前都会使用客户的工艺进行验收测试。我们的管理体系已通过 ISO 9001、ISO 14001 和 ISO 45001 认证。',
          'すべての装置は出荷前にお客様のプロセスで受入試験を行います。当社のマネジメントシステムはISO 9001、ISO 14001、ISO 45001の認証を取得しています。',
          '每台設備在出貨前都會以客戶的製程進行驗收測試。我們的管理系統已通過 ISO 9001、ISO 14001 與 ISO 45001 認證。',
        ),
      ),
      tabGroup(t('Zertifikate', 'Certificates', '证书', '認証', '證書'), 'white', [
        [t('ISO 9001', 'ISO 9001', 'ISO 9001', 'ISO 9001', 'ISO 9001'), t('Qualitätsmanagement seit 1994.', 'Quality management since 1994.', '自 1994 年起实施质量管理。', '1994年から品質マネジメントを実施。', '自 1994 年起實施品質管理。')],
        [t('ISO 14001', 'ISO 14001', 'ISO 14001', 'ISO 14001', 'ISO 14001'), t('Umweltmanagement seit 2008.', 'Environmental management since 2008.', '自 2008 年起实施环境管理。', '2008年から環境マネジメントを実施。', '自 2008 年起實施環境管理。')],
        [t('ISO 45001', 'ISO 45001', 'ISO 45001', 'ISO 45001', 'ISO 45001'), t('Arbeitsschutz seit 2021.', 'Occupational health and safety since 2021.', '自 2021 年起实施职业健康安全管理。', '2021年から労働安全衛生マネジメントを実施。', '自 2021 年起實施職業安全衛生管理。')],
      ]),
      textWithDownload(
        t('Zertifikat ISO 9001 (PDF)', 'ISO 9001 certificate (PDF)', 'ISO 9001 证书（PDF）', 'ISO 9001認証書（PDF）', 'ISO 9001 證書（PDF）'),
        addPdf(b, { key: 'iso-9001-certificate', name: 'vantoro-iso-9001-certificate', title: 'Certificate ISO 9001:2015', lines: ['Vantoro Process Systems SE, Garching', 'Scope: development, production and service of process equipment', 'Valid until 2027-05-31'] }),
      ),
    ],
  });
}

function addPurchasingPage(b: SeedBuilder, people: Employees): void {
  addPage(b, {
    slug: 'einkauf',
    internationalSlug: 'purchasing',
    BackendName: 'Company: Purchasing',
    Headline: t('Einkauf', 'Purchasing', '采购', '購買', '採購'),
    pageCategory: 'Company',
    content: [
      textareaAll(
        t(
          'Rund 60 % des Werts unserer Anlagen kaufen wir zu: Präzisionsmechanik, Optik, Vakuumtechnik und Elektronik. Wir suchen Partner, die mit uns über Generationen planen.',
          'About 60 % of the value of our systems is bought in: precision mechanics, optics, vacuum technology and electronics. We are looking for partners who plan with us across generations.',
          '我们设备约 60% 的价值来自外购：精密机械、光学、真空技术和电子元件。我们寻找愿与我们长期合作的伙伴。',
          '装置価値の約60 %は、精密機械、光学、真空技術、電子部品の調達によるものです。世代を超えて共に計画できるパートナーを求めています。',
          '我們設備約 60% 的價值來自外購：精密機械、光學、真空技術與電子元件。我們尋找願與我們長期合作的夥伴。',
        ),
      ),
      textWithEmployeeCard(t('Ansprechpartnerin Einkauf', 'Purchasing contact', '采购联系人', '購買担当', '採購聯絡人'), people.purchasing),
      textWithDownload(
        t('Verhaltenskodex für Lieferanten', 'Supplier code of conduct', '供应商行为准则', 'サプライヤー行動規範', '供應商行為準則'),
        addPdf(b, { key: 'supplier-code-of-conduct', name: 'vantoro-supplier-code-of-conduct', title: 'Supplier Code of Conduct', lines: ['Human rights and fair labour', 'Environmental protection', 'Business ethics and anti-corruption'] }),
      ),
      languageAccordion('german', 'Lieferantenportal', [
        ['Wie registriere ich mich?', 'Die Registrierung erfolgt über das Lieferantenportal mit Ihrer USt-IdNr.'],
        ['Welche Zahlungsziele gelten?', 'Standardmäßig 30 Tage netto; abweichende Vereinbarungen sind möglich.'],
      ]),
      languageAccordion('english', 'Supplier portal', [
        ['How do I register?', 'Register through the supplier portal with your VAT ID.'],
        ['What payment terms apply?', '30 days net as standard; other terms can be agreed.'],
      ]),
      languageAccordion('chinese', '供应商门户', [
        ['如何注册？', '请使用贵公司的统一社会信用代码或增值税识别号在供应商门户中注册。'],
        ['适用哪些付款条件？', '标准付款条件为 30 天净额，也可另行约定。'],
      ]),
      languageAccordion('japanese', 'サプライヤーポータル', [
        ['登録方法を教えてください。', 'サプライヤーポータルから、貴社の法人番号または付加価値税番号でご登録ください。'],
        ['支払条件はどうなっていますか？', '標準は請求後30日以内の支払いです。別途の条件もご相談いただけます。'],
      ]),
      languageAccordion('taiwanese', '供應商入口網站', [
        ['如何註冊？', '請以貴公司的統一編號或營業稅籍編號於供應商入口網站註冊。'],
        ['適用哪些付款條件？', '標準付款條件為月結 30 天，亦可另行約定。'],
      ]),
      accordion(t('Einkaufsbedingungen', 'Terms of purchase', '采购条款', '購買条件', '採購條款'), [
        [t('Geltungsbereich', 'Scope', '适用范围', '適用範囲', '適用範圍'), t('Für alle Bestellungen der Vantoro-Gruppe.', 'For all orders of the Vantoro group.', '适用于 Vantoro 集团的所有订单。', 'Vantoroグループのすべての注文に適用されます。', '適用於 Vantoro 集團的所有訂單。')],
      ]),
    ],
  });
}

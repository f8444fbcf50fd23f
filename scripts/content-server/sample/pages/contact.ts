/** Contact pages: contact (with locations), customer service and the IR contact (docs/navigation.md §2). */
import type { SeedBuilder } from '../ids.ts';
import { img } from '../images.ts';
import { md, meta, t } from '../text.ts';
import {
  accordion, addPage, anchorNavigation, contactForm, iframe, locations, newsletterSignup, onPageAnchor, tabGroup, textareaAll, textWithEmployeeCard, textWithImage,
} from './blocks.ts';
import { employees, locationList, type Employees } from './people.ts';

const LOCATIONS = t('Standorte', 'Locations', '分支机构', '拠点', '據點');
const FORM = t('Kontaktformular', 'Contact form', '联系表单', 'お問い合わせフォーム', '聯絡表單');

export function addContactPages(b: SeedBuilder): void {
  const people = employees(b);
  addContactPage(b);
  addCustomerServicePage(b, people);
  addInvestorContactPage(b, people);
}

function addContactPage(b: SeedBuilder): void {
  addPage(b, {
    slug: 'kontakt',
    internationalSlug: 'contact',
    BackendName: 'Main: Contact',
    Headline: t('Kontakt', 'Contact', '联系我们', 'お問い合わせ', '聯絡我們'),
    meta: meta(
      t('Kontakt', 'Contact', '联系我们', 'お問い合わせ', '聯絡我們'),
      t(
        'Schreiben Sie uns oder finden Sie den Vantoro-Standort in Ihrer Nähe.',
        'Write to us or find the Vantoro location near you.',
        '给我们留言，或查找离您最近的 Vantoro 分支机构。',
        'メッセージをお送りいただくか、最寄りのVantoro拠点をお探しください。',
        '留言給我們，或查詢離您最近的 Vantoro 據點。',
      ),
    ),
    anchorNavigation: anchorNavigation([
      ['contact-form', FORM],
      ['locations', LOCATIONS],
    ]),
    pageSubNavigation: [onPageAnchor('contact-form', FORM), onPageAnchor('#locations', LOCATIONS)],
    content: [
      textareaAll(
        t(
          'Ob Angebot, Prozessfrage oder Besuch im Anwendungslabor: Wir melden uns innerhalb eines Werktags.',
          'Whether you need a quote, have a process question or want to visit our application lab: we reply within one working day.',
          '无论是询价、工艺咨询还是参观应用实验室：我们将在一个工作日内回复。',
          'お見積り、プロセスに関するご質問、アプリケーションラボのご見学など、1営業日以内にご返信します。',
          '無論是詢價、製程諮詢或參觀應用實驗室：我們將在一個工作天內回覆。',
        ),
      ),
      contactForm(
        t('Wir freuen uns auf Ihre Nachricht.', 'We look forward to your message.', '期待您的留言。', 'ご連絡をお待ちしております。', '期待您的來信。'),
        {
          recipient: 'info@vantoro.example', productline: true, requestType: true, machineType: true, serialNumber: false, salutation: true,
          company: true, firstName: true, lastName: true, phone: true, zipCode: true, city: true, country: true, newletterAgreement: true,
        },
        'contact-form',
      ),
      locations(LOCATIONS, locationList, 'locations'),
      iframe(
        t('Anfahrt Garching', 'Directions to Garching', '加兴总部交通指南', 'ガルヒンク本社へのアクセス', '加興總部交通指南'),
        'https://www.openstreetmap.org/export/embed.html?bbox=11.64%2C48.24%2C11.69%2C48.27&layer=mapnik',
        420,
        'directions',
      ),
    ],
  });
}

function addCustomerServicePage(b: SeedBuilder, people: Employees): void {
  addPage(b, {
    slug: 'service',
    internationalSlug: 'service',
    BackendName: 'Contact: Customer Service',
    Headline: t('Kundenservice', 'Customer Service', '客户服务', 'カスタマーサービス', '客戶服務'),
    meta: meta(
      t('Kundenservice', 'Customer Service', '客户服务', 'カスタマーサービス', '客戶服務'),
      t(
        'Ersatzteile, Wartung, Fernsupport und Upgrades für Vantoro-Anlagen weltweit.',
        'Spare parts, maintenance, remote support and upgrades for Vantoro systems worldwide.',
        '为全球 Vantoro 设备提供备件、维护、远程支持和升级服务。',
        '世界中のVantoro装置向けにスペアパーツ、メンテナンス、リモートサポート、アップグレードを提供します。',
        '為全球 Vantoro 設備提供備品、維護、遠端支援與升級服務。',
      ),
    ),
    content: [
      textWithImage(
        t(
          md('## Service über den ganzen Lebenszyklus', '250 Servicetechnikerinnen und -techniker in 14 Ländern halten Ihre Anlagen am Laufen – mit Ersatzteilen ab Lager und Fernzugriff in Minuten.'),
          md('## Service across the entire life cycle', '250 field service engineers in 14 countries keep your systems running – with spare parts from stock and remote access within minutes.'),
          md('## 覆盖全生命周期的服务', '分布在 14 个国家的 250 名现场服务工程师保障您的设备持续运行——备件现货供应，远程接入只需数分钟。'),
          md('## ライフサイクル全体のサービス', '14か国250名のフィールドサービスエンジニアが装置の稼働を支えます。スペアパーツは在庫から即納、リモート接続は数分で可能です。'),
          md('## 涵蓋全生命週期的服務', '分布在 14 個國家的 250 名現場服務工程師確保您的設備持續運作——備品現貨供應，遠端連線只需數分鐘。'),
        ),
        img(b, 'cleanroom-training'),
        'right',
      ),
      tabGroup(t('Unsere Leistungen', 'Our services', '我们的服务', 'サービス内容', '我們的服務'), 'lightblue', [
        [t('Ersatzteile', 'Spare parts', '备件', 'スペアパーツ', '備品'), t('Über 40 000 Teile ab Lager, Versand am selben Tag.', 'More than 40,000 parts in stock, same-day shipping.', '超过 40000 种备件现货，当日发货。', '4万点以上の部品を在庫、当日出荷。', '超過 40000 種備品現貨，當日出貨。')],
        [t('Wartung', 'Maintenance', '维护', 'メンテナンス', '維護'), t('Vorbeugende Wartung nach Plan, abgestimmt auf Ihre Produktionsfenster.', 'Scheduled preventive maintenance, aligned with your production windows.', '按计划进行预防性维护，与您的生产窗口相协调。', '生産スケジュールに合わせた計画的な予防保守。', '依計畫進行預防性維護，配合您的生產時段。')],
        [t('Fernsupport', 'Remote support', '远程支持', 'リモートサポート', '遠端支援'), t('Sichere Fernverbindung, Diagnose durch Prozessexperten.', 'Secure remote connection, diagnosis by process experts.', '安全的远程连接，由工艺专家进行诊断。', 'セキュアなリモート接続とプロセス専門家による診断。', '安全的遠端連線，由製程專家進行診斷。')],
        [t('Upgrades', 'Upgrades', '升级', 'アップグレード', '升級'), t('Neue Prozessmodule und Software für installierte Anlagen.', 'New process modules and software for installed systems.', '为已安装设备提供新的工艺模块和软件。', '既設装置向けの新しいプロセスモジュールとソフトウェア。', '為已安裝設備提供新的製程模組與軟體。')],
      ], 'services'),
      textWithEmployeeCard(
        t('Ihr Draht zu uns', 'Your line to us', '联系我们', 'お問い合わせ窓口', '聯絡我們'),
        people.service,
      ),
      accordion(t('Häufige Fragen', 'Frequently asked questions', '常见问题', 'よくある質問', '常見問題'), [
        [
          t('Wie schnell ist ein Techniker vor Ort?', 'How quickly can an engineer be on site?', '工程师多快能到现场？', 'エンジニアはどのくらいで現地に来られますか？', '工程師多快能到現場？'),
          t('In Europa, den USA und Asien in der Regel innerhalb von 24 Stunden.', 'In Europe, the USA and Asia usually within 24 hours.', '在欧洲、美国和亚洲通常在 24 小时内。', '欧州、米国、アジアでは通常24時間以内です。', '在歐洲、美國與亞洲通常在 24 小時內。'),
        ],
        [
          t('Wie lange gibt es Ersatzteile?', 'How long are spare parts available?', '备件供应多长时间？', 'スペアパーツはいつまで供給されますか？', '備品供應多久？'),
          t('Mindestens 15 Jahre nach Auslieferung der letzten Anlage eines Typs.', 'At least 15 years after the last system of a type has shipped.', '至少在同型号最后一台设备交付后 15 年内。', '同型式の最終出荷から少なくとも15年間です。', '至少在同型號最後一台設備交貨後 15 年內。'),
        ],
      ], 'faq'),
      contactForm(
        t('Serviceanfrage stellen', 'Request service', '提交服务请求', 'サービス依頼', '提交服務請求'),
        { recipient: 'service@vantoro.example', requestType: true, machineType: true, serialNumber: true, salutation: true, company: true, firstName: true, lastName: true, phone: true, country: true },
        'service-request',
      ),
    ],
  });
}

function addInvestorContactPage(b: SeedBuilder, people: Employees): void {
  addPage(b, {
    slug: 'service-kontakt',
    internationalSlug: 'service-contact',
    BackendName: 'Contact: Investor Relations contact',
    Headline: t('Investor-Relations-Kontakt', 'Investor Relations Contact', '投资者关系联系方式', 'IRお問い合わせ', '投資人關係聯絡方式'),
    pageCategory: 'InvestorRelations',
    content: [
      textWithEmployeeCard(
        t(
          'Wir informieren Aktionärinnen, Analysten und Journalisten zeitnah und transparent.',
          'We inform shareholders, analysts and journalists promptly and transparently.',
          '我们及时、透明地向股东、分析师和记者通报信息。',
          '株主、アナリスト、報道関係者の皆様に迅速かつ透明性の高い情報をお届けします。',
          '我們即時、透明地向股東、分析師與記者發布資訊。',
        ),
        people.ir,
      ),
      contactForm(
        t('Informationsmaterial anfordern', 'Request information material', '索取资料', '資料請求', '索取資料'),
        { recipient: 'ir@vantoro.example', salutation: true, company: true, firstName: true, lastName: true, zipCode: true, city: true, country: true, annualReport: true, affiliation: true },
        'ir-request',
      ),
      newsletterSignup(
        t('IR-Newsletter', 'IR newsletter', '投资者关系通讯', 'IRニュースレター', '投資人關係電子報'),
        t(
          'Ad-hoc-Meldungen und Finanzberichte per E-Mail erhalten.',
          'Receive ad-hoc releases and financial reports by email.',
          '通过电子邮件接收临时公告和财务报告。',
          '適時開示と財務報告をメールでお届けします。',
          '透過電子郵件接收重大訊息與財務報告。',
        ),
      ),
    ],
  });
}

/**
 * Legal pages (docs/navigation.md §8) and the company-registration notice of the Chinese footer, as a German
 * company with subsidiaries in China, Japan and Taiwan keeps them:
 * - Imprint: a German legal requirement, its body German and English (ComponentContentTextarea); in cn, jp and tw
 *   a short note in the language says so and names the local subsidiary (from ../facts.ts).
 * - Privacy policy: in every language. Visitors from mainland China get the notice China's Personal Information
 *   Protection Law expects (processor, transfer abroad to Germany with separate consent, their rights); Japan's
 *   and Taiwan's readers get theirs under their own laws.
 * - Terms of use: in every language.
 * - Terms and conditions: the binding General Terms of Sale and Delivery stay German and English (the PDF); the
 *   page's text says so in every language.
 */
import { siteConfig } from '../../../../src/site.config.ts';
import { icpLicence, psbRecord } from '../china.ts';
import { offices } from '../facts.ts';
import { addPdf } from '../files.ts';
import type { SeedBuilder } from '../ids.ts';
import { md, t } from '../text.ts';
import { addPage, textarea, textareaAll, textWithDownload } from './blocks.ts';

const a = siteConfig.address;

/** The office of a subsidiary, by a part of its name (../facts.ts). */
function office(name: string) {
  const found = offices.find((entry) => entry.name.includes(name));
  if (!found) throw new Error(`facts.ts has no office "${name}"`);
  return found;
}

/** The subsidiaries the imprint and the privacy policy name in their languages. */
const shanghai = office('Shanghai');
const japan = office('Japan');
const taiwan = office('Taiwan');
/** An address of several lines on one. */
const oneLine = (address: string | null) => (address ?? '').replace(/\n/g, ' ');

export function addLegalPages(b: SeedBuilder): void {
  addImprintPage(b);
  addPrivacyPolicyPage(b);
  addTermsOfUsePage(b);
  addTermsAndConditionsPage(b);
  addCompanyRegistrationPage(b);
}

function addImprintPage(b: SeedBuilder): void {
  addPage(b, {
    slug: 'impressum',
    internationalSlug: 'imprint',
    BackendName: 'Legal: Imprint',
    Headline: t('Impressum', 'Imprint', '法律声明', 'サイト運営者情報', '法律聲明'),
    content: [
      textareaAll(t(
        'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG).',
        'Information pursuant to Section 5 of the German Digital Services Act (DDG).',
        `本网站由德国 ${siteConfig.name} 运营。以下为德国法律要求的网站运营者信息，以英文提供。中国境内联系方式：${shanghai.name}，${oneLine(shanghai.address.chinese)}，电话 ${shanghai.phone}，电子邮件 ${shanghai.email}。`,
        `当ウェブサイトはドイツの${siteConfig.name}が運営しています。以下はドイツの法律で義務付けられている運営者情報で、英語で掲載しています。日本でのお問い合わせ先：${japan.name}（${oneLine(japan.address.japanese)}、電話 ${japan.phone}、メール ${japan.email}）。`,
        `本網站由德國 ${siteConfig.name} 經營。以下為德國法律規定之網站經營者資訊，以英文提供。台灣聯絡窗口：${taiwan.name}，${oneLine(taiwan.address.taiwanese)}，電話 ${taiwan.phone}，電子郵件 ${taiwan.email}。`,
      )),
      textarea(
        md(
          `**${siteConfig.name}**  \n${a.street}  \n${a.postalCode} ${a.city}  \n${a.country === 'Germany' ? 'Deutschland' : a.country}`,
          `Telefon: ${a.phone}  \nE-Mail: ${a.email}`,
          '## Vertretungsberechtigter Vorstand',
          'Dr. Jonas Wendelin (Vorsitzender), Dr. Aiko Brandstätter',
          '## Registereintrag',
          'Amtsgericht München, HRB 000000 (Beispiel)  \nUSt-IdNr.: DE000000000 (Beispiel)',
          '## Hinweis',
          'Diese Website ist ein Beispielauftritt eines fiktiven Unternehmens. Alle Namen, Zahlen und Anschriften sind erfunden.',
        ),
        md(
          `**${siteConfig.name}**  \n${a.street}  \n${a.postalCode} ${a.city}  \n${a.country}`,
          `Phone: ${a.phone}  \nEmail: ${a.email}`,
          '## Management Board',
          'Dr Jonas Wendelin (Chair), Dr Aiko Brandstätter',
          '## Commercial register',
          'Local court of Munich, HRB 000000 (sample)  \nVAT ID: DE000000000 (sample)',
          '## Note',
          'This website is a sample presence of a fictional company. All names, figures and addresses are invented.',
        ),
      ),
    ],
  });
}

function addPrivacyPolicyPage(b: SeedBuilder): void {
  addPage(b, {
    slug: 'datenschutzerklaerung',
    internationalSlug: 'privacy-policy',
    BackendName: 'Legal: Privacy policy',
    Headline: t('Datenschutzerklärung', 'Privacy Policy', '隐私政策', 'プライバシーポリシー', '隱私權政策'),
    content: [
      textareaAll(t(
        md(
          '## Verantwortlicher',
          `${siteConfig.name}, ${a.street}, ${a.postalCode} ${a.city}. Datenschutzbeauftragte: datenschutz@vantoro.example`,
          '## Welche Daten wir verarbeiten',
          'Beim Besuch dieser Website speichert der Server technisch notwendige Zugriffsdaten (IP-Adresse gekürzt, Zeitpunkt, aufgerufene Seite) für sieben Tage. Angaben aus Kontakt- und Newsletter-Formularen verwenden wir ausschließlich zur Bearbeitung Ihrer Anfrage.',
          '## Cookies',
          'Wir setzen nur ein Cookie, das Ihre Sprachwahl speichert (i18n_redirected, 365 Tage).',
          '## Ihre Rechte',
          'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch.',
        ),
        md(
          '## Controller',
          `${siteConfig.name}, ${a.street}, ${a.postalCode} ${a.city}, Germany. Data protection officer: privacy@vantoro.example`,
          '## What data we process',
          'When you visit this website, the server stores technically necessary access data (shortened IP address, time, page requested) for seven days. We use data from contact and newsletter forms only to handle your request.',
          '## Cookies',
          'We set only one cookie, which stores your language choice (i18n_redirected, 365 days).',
          '## Your rights',
          'You have the right of access, rectification, erasure, restriction of processing, data portability and objection.',
        ),
        md(
          '## 个人信息处理者',
          `${siteConfig.name}（德国 ${a.postalCode} ${a.city}，${a.street}）。中国境内联系方式：${shanghai.name}，${oneLine(shanghai.address.chinese)}，电子邮件 privacy@vantoro.example。`,
          '## 我们处理哪些个人信息',
          '您访问本网站时，服务器会保存技术上必要的访问数据（截短的 IP 地址、访问时间、所访问的页面），保存期限为七天。您在联系表单和新闻通讯表单中填写的信息，仅用于处理您的请求。',
          '## 向境外提供个人信息',
          `本网站的服务器以及处理您请求的团队位于德国。提交表单前，我们会就将您的个人信息传输至德国单独征得您的同意。境外接收方：${siteConfig.name}，联系方式同上。您可以通过上述联系方式向境外接收方行使您的权利。`,
          '## Cookie',
          '我们仅设置一个 Cookie，用于保存您的语言选择（i18n_redirected，有效期 365 天）。',
          '## 您的权利',
          '根据《中华人民共和国个人信息保护法》，您有权查阅、复制、更正、补充和删除您的个人信息，有权撤回您的同意，并有权要求我们对个人信息处理规则进行解释说明。',
        ),
        md(
          '## 個人情報取扱事業者',
          `${siteConfig.name}（ドイツ ${a.city}、${a.street}）。日本でのお問い合わせ窓口：${japan.name}（${oneLine(japan.address.japanese)}）、メール privacy@vantoro.example`,
          '## 取得する情報と利用目的',
          '当ウェブサイトにアクセスされると、サーバーは技術的に必要なアクセスデータ（短縮したIPアドレス、日時、閲覧したページ）を7日間保存します。お問い合わせフォームおよびニュースレターのフォームでご提供いただいた情報は、お問い合わせへの対応にのみ利用します。',
          '## 外国にある第三者への提供',
          'お問い合わせはドイツの本社で処理します。ドイツには EU 一般データ保護規則（GDPR）が適用され、個人情報保護委員会は EU を日本と同等の水準の個人情報保護制度を有する地域として指定しています。',
          '## Cookie',
          '当サイトが設定する Cookie は、言語の選択を保存するもの1つのみです（i18n_redirected、365日間）。',
          '## 開示等の請求',
          '保有個人データの利用目的の通知、開示、訂正・追加・削除、利用停止・消去、第三者提供の停止を請求いただけます。上記の窓口までご連絡ください。',
        ),
        md(
          '## 個人資料蒐集者',
          `${siteConfig.name}（德國 ${a.city}，${a.street}）。台灣聯絡窗口：${taiwan.name}，${oneLine(taiwan.address.taiwanese)}，電子郵件 privacy@vantoro.example。`,
          '## 蒐集之個人資料及目的',
          '您造訪本網站時，伺服器會保存技術上必要之存取資料（截短之 IP 位址、時間、瀏覽頁面），保存期間為七天。您於聯絡表單及電子報表單所提供之資料，僅用於處理您的需求。',
          '## 國際傳輸',
          '您的需求由位於德國的總公司處理；德國適用歐盟一般資料保護規則（GDPR）。',
          '## Cookie',
          '本網站僅設定一個 Cookie，用以記住您選擇的語言（i18n_redirected，保存 365 天）。',
          '## 您的權利',
          '依個人資料保護法第 3 條，您得就您的個人資料請求查詢或閱覽、製給複製本、補充或更正、停止蒐集、處理或利用，以及請求刪除。',
        ),
      )),
    ],
  });
}

function addTermsOfUsePage(b: SeedBuilder): void {
  addPage(b, {
    slug: 'nutzungsbedingungen',
    internationalSlug: 'terms-of-use',
    BackendName: 'Legal: Terms of use',
    Headline: t('Nutzungsbedingungen', 'Terms of Use', '使用条款', '利用規約', '使用條款'),
    content: [
      textareaAll(t(
        md('Die Inhalte dieser Website dienen der allgemeinen Information. Technische Daten können sich ohne Ankündigung ändern; verbindlich sind allein Angebote und Auftragsbestätigungen.', 'Texte, Bilder und Grafiken sind urheberrechtlich geschützt. Eine Verwendung außerhalb der privaten Nutzung bedarf unserer Zustimmung.'),
        md('The content of this website is provided for general information. Technical data may change without notice; only quotations and order confirmations are binding.', 'Texts, images and graphics are protected by copyright. Any use beyond private use requires our consent.'),
        md('本网站内容仅供一般参考。技术数据如有变更，恕不另行通知；仅报价单和订单确认书具有约束力。', '本网站的文字、图片和图形受著作权保护。超出个人使用范围的任何使用，均须事先征得我们的同意。'),
        md('当ウェブサイトの内容は一般的な情報提供を目的としています。技術データは予告なく変更されることがあります。拘束力を持つのはお見積書と注文請書のみです。', '文章、画像、図版は著作権で保護されています。私的使用の範囲を超えてご利用になる場合は、当社の同意が必要です。'),
        md('本網站內容僅供一般參考。技術資料如有變更，恕不另行通知；僅報價單及訂單確認書具有約束力。', '本網站之文字、圖片及圖形受著作權保護。超出個人使用範圍之任何使用，均須事先取得本公司同意。'),
      )),
    ],
  });
}

function addTermsAndConditionsPage(b: SeedBuilder): void {
  addPage(b, {
    slug: 'agb',
    internationalSlug: 'terms',
    BackendName: 'Legal: Terms and conditions',
    Headline: t('Allgemeine Geschäftsbedingungen', 'Terms and Conditions', '一般商业条款', '取引約款', '一般商業條款'),
    content: [
      textareaAll(t(
        'Für Lieferungen und Leistungen der Vantoro Process Systems SE gelten ausschließlich unsere Allgemeinen Verkaufs- und Lieferbedingungen in der jeweils aktuellen Fassung.',
        'Deliveries and services of Vantoro Process Systems SE are subject exclusively to our General Terms of Sale and Delivery in their current version.',
        'Vantoro Process Systems SE 的供货与服务仅适用其现行有效的《一般销售与交货条件》。该条件为具有约束力的德文版和英文版（见下方 PDF）。',
        'Vantoro Process Systems SEによる納入およびサービスには、最新版の一般販売・納入条件のみが適用されます。拘束力を持つ条件書はドイツ語版と英語版です（下記PDF）。',
        'Vantoro Process Systems SE 之交貨與服務，僅適用其現行有效之《一般銷售與交貨條件》。具約束力者為德文版及英文版（見下方 PDF）。',
      )),
      textWithDownload(
        t('Allgemeine Verkaufs- und Lieferbedingungen (PDF)', 'General Terms of Sale and Delivery (PDF)', '一般销售与交货条件（PDF，英文）', '一般販売・納入条件（PDF・英語）', '一般銷售與交貨條件（PDF，英文）'),
        addPdf(b, { key: 'general-terms-of-sale', name: 'vantoro-general-terms-of-sale', title: 'General Terms of Sale and Delivery', lines: ['Vantoro Process Systems SE', 'Version: January 2026', 'Sample document of a fictional company'] }),
      ),
    ],
  });
}

function addCompanyRegistrationPage(b: SeedBuilder): void {
  addPage(b, {
    slug: 'firmenregistrierung',
    internationalSlug: 'company-registration',
    BackendName: 'Legal: Company registration notice (China)',
    Headline: t('Hinweis zur Unternehmensregistrierung', 'Company Registration Notice', '企业备案信息', '企業登録に関するお知らせ', '企業登記資訊'),
    content: [
      textareaAll(t(
        'Die chinesische Tochtergesellschaft Vantoro (Shanghai) Co., Ltd. ist beim Marktaufsichtsamt Shanghai registriert. Registrierungsnummer: 91310000MA0000000X (Beispiel).',
        'The Chinese subsidiary Vantoro (Shanghai) Co., Ltd. is registered with the Shanghai Administration for Market Regulation. Registration number: 91310000MA0000000X (sample).',
        md('Vantoro（上海）有限公司已在上海市市场监督管理局登记注册。', '统一社会信用代码：91310000MA0000000X（示例）', `网站备案号：${icpLicence.number}（示例）`, `公安备案号：${psbRecord.number}（示例）`),
        '中国子会社Vantoro（上海）有限公司は上海市市場監督管理局に登録されています。登録番号：91310000MA0000000X（サンプル）。',
        'Vantoro（上海）有限公司已於上海市市場監督管理局登記註冊。統一社會信用代碼：91310000MA0000000X（範例）。',
      )),
    ],
  });
}

/**
 * Legal pages (docs/navigation.md §8) and the company-registration notice of the Chinese footer.
 * Legal bodies are German and English (ComponentContentTextarea); the headlines are translated.
 */
import { site } from '../../../../src/site.config.ts';
import { addPdf } from '../files.ts';
import type { SeedBuilder } from '../ids.ts';
import { deEn, md, t } from '../text.ts';
import { addPage, textarea, textareaAll, textWithDownload } from './blocks.ts';

const a = site.address;

export function addLegalPages(b: SeedBuilder): void {
  addPage(b, {
    slug: 'impressum',
    internationalSlug: 'imprint',
    BackendName: 'Legal: Imprint',
    Headline: t('Impressum', 'Imprint', '法律声明', 'サイト運営者情報', '法律聲明'),
    content: [
      textarea(
        md(
          `**${site.name}**  \n${a.street}  \n${a.postalCode} ${a.city}  \n${a.country === 'Germany' ? 'Deutschland' : a.country}`,
          `Telefon: ${a.phone}  \nE-Mail: ${a.email}`,
          '## Vertretungsberechtigter Vorstand',
          'Dr. Jonas Wendelin (Vorsitzender), Dr. Aiko Brandstätter',
          '## Registereintrag',
          'Amtsgericht München, HRB 000000 (Beispiel)  \nUSt-IdNr.: DE000000000 (Beispiel)',
          '## Hinweis',
          'Diese Website ist ein Beispielauftritt eines fiktiven Unternehmens. Alle Namen, Zahlen und Anschriften sind erfunden.',
        ),
        md(
          `**${site.name}**  \n${a.street}  \n${a.postalCode} ${a.city}  \n${a.country}`,
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

  addPage(b, {
    slug: 'datenschutzerklaerung',
    internationalSlug: 'privacy-policy',
    BackendName: 'Legal: Privacy policy',
    Headline: t('Datenschutzerklärung', 'Privacy Policy', '隐私政策', 'プライバシーポリシー', '隱私權政策'),
    content: [
      textarea(
        md(
          '## Verantwortlicher',
          `${site.name}, ${a.street}, ${a.postalCode} ${a.city}. Datenschutzbeauftragte: datenschutz@vantoro.example`,
          '## Welche Daten wir verarbeiten',
          'Beim Besuch dieser Website speichert der Server technisch notwendige Zugriffsdaten (IP-Adresse gekürzt, Zeitpunkt, aufgerufene Seite) für sieben Tage. Angaben aus Kontakt- und Newsletter-Formularen verwenden wir ausschließlich zur Bearbeitung Ihrer Anfrage.',
          '## Cookies',
          'Wir setzen nur ein Cookie, das Ihre Sprachwahl speichert (i18n_redirected, 365 Tage).',
          '## Ihre Rechte',
          'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch.',
        ),
        md(
          '## Controller',
          `${site.name}, ${a.street}, ${a.postalCode} ${a.city}, Germany. Data protection officer: privacy@vantoro.example`,
          '## What data we process',
          'When you visit this website, the server stores technically necessary access data (shortened IP address, time, page requested) for seven days. We use data from contact and newsletter forms only to handle your request.',
          '## Cookies',
          'We set only one cookie, which stores your language choice (i18n_redirected, 365 days).',
          '## Your rights',
          'You have the right of access, rectification, erasure, restriction of processing, data portability and objection.',
        ),
      ),
    ],
  });

  addPage(b, {
    slug: 'nutzungsbedingungen',
    internationalSlug: 'terms-of-use',
    BackendName: 'Legal: Terms of use',
    Headline: t('Nutzungsbedingungen', 'Terms of Use', '使用条款', '利用規約', '使用條款'),
    content: [
      textarea(
        md('Die Inhalte dieser Website dienen der allgemeinen Information. Technische Daten können sich ohne Ankündigung ändern; verbindlich sind allein Angebote und Auftragsbestätigungen.', 'Texte, Bilder und Grafiken sind urheberrechtlich geschützt. Eine Verwendung außerhalb der privaten Nutzung bedarf unserer Zustimmung.'),
        md('The content of this website is provided for general information. Technical data may change without notice; only quotations and order confirmations are binding.', 'Texts, images and graphics are protected by copyright. Any use beyond private use requires our consent.'),
      ),
    ],
  });

  addPage(b, {
    slug: 'agb',
    internationalSlug: 'terms',
    BackendName: 'Legal: Terms and conditions',
    Headline: t('Allgemeine Geschäftsbedingungen', 'Terms and Conditions', '一般商业条款', '取引約款', '一般商業條款'),
    content: [
      textarea(
        'Für Lieferungen und Leistungen der Vantoro Process Systems SE gelten ausschließlich unsere Allgemeinen Verkaufs- und Lieferbedingungen in der jeweils aktuellen Fassung.',
        'Deliveries and services of Vantoro Process Systems SE are subject exclusively to our General Terms of Sale and Delivery in their current version.',
      ),
      textWithDownload(
        deEn('Allgemeine Verkaufs- und Lieferbedingungen (PDF)', 'General Terms of Sale and Delivery (PDF)'),
        addPdf(b, { key: 'general-terms-of-sale', name: 'vantoro-general-terms-of-sale', title: 'General Terms of Sale and Delivery', lines: ['Vantoro Process Systems SE', 'Version: January 2026', 'Sample document of a fictional company'] }),
      ),
    ],
  });

  addPage(b, {
    slug: 'firmenregistrierung',
    internationalSlug: 'company-registration',
    BackendName: 'Legal: Company registration notice (China)',
    Headline: t('Hinweis zur Unternehmensregistrierung', 'Company Registration Notice', '企业备案信息', '企業登録に関するお知らせ', '企業登記資訊'),
    content: [
      textareaAll(t(
        'Die chinesische Tochtergesellschaft Vantoro (Shanghai) Co., Ltd. ist beim Marktaufsichtsamt Shanghai registriert. Registrierungsnummer: 91310000MA0000000X (Beispiel).',
        'The Chinese subsidiary Vantoro (Shanghai) Co., Ltd. is registered with the Shanghai Administration for Market Regulation. Registration number: 91310000MA0000000X (sample).',
        md('Vantoro（上海）有限公司已在上海市市场监督管理局登记注册。', '统一社会信用代码：91310000MA0000000X（示例）', '网站备案号：沪ICP备00000000号（示例）'),
        '中国子会社Vantoro（上海）有限公司は上海市市場監督管理局に登録されています。登録番号：91310000MA0000000X（サンプル）。',
        'Vantoro（上海）有限公司已於上海市市場監督管理局登記註冊。統一社會信用代碼：91310000MA0000000X（範例）。',
      )),
    ],
  });
}

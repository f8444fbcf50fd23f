/**
 * Investor-relations pages: the overview and the footer targets of docs/navigation.md §8 (corporate
 * governance, share, shareholders' meeting, publications). Their body texts are German and
 * English only (ComponentContentTextarea), as investor pages are offered in de and en.
 */
import { addPdf } from '../files.ts';
import type { SeedBuilder } from '../ids.ts';
import { img } from '../images.ts';
import { calendar, dividends, figures, longDate, millions, percent, strategyTarget, year } from '../facts.ts';
import { reportBySlug, reportDocument, reportTitle } from '../news/financial-documents.ts';
import { deEn, md, t } from '../text.ts';
import {
  accordion, addPage, fullSizeImage, iframe, investorAccordion, pageMetaNavigation, pageRef, textarea, textWithDownload, textWithImage, twoColumns,
} from './blocks.ts';

/** The figures of the last annual report (2025), as the overview states them. */
const latest = year(2025);

/** The German editions of the current reports (the English ones are the reports' list entries). */
const GERMAN_EDITIONS = ['annual-report-2025', 'quarterly-statement-q3-2026', 'half-year-report-2026', 'quarterly-statement-q1-2026'];

export function addInvestorPages(b: SeedBuilder): void {
  addPage(b, {
    slug: 'investor-relations',
    internationalSlug: 'investor-relations',
    BackendName: 'Investor Relations: overview',
    Headline: t('Investor Relations', 'Investor Relations', '投资者关系', '投資家情報', '投資人關係'),
    pageCategory: 'InvestorRelations',
    content: [
      textWithImage(
        deEn(
          md(
            '## Vantoro auf einen Blick',
            `Umsatz 2025: **${millions(latest.revenue, 'de')}** · EBIT-Marge: **${percent(latest.ebitMargin, 'de')}** · Auftragsbestand: **${millions(latest.backlog, 'de')}**`,
            `Der Geschäftsbericht 2025 ist am ${longDate(calendar.annualReport2025, 'de')} erschienen, die Quartalsmitteilung Q3 2026 am ${longDate(calendar.q3Statement2026, 'de')}.`,
          ),
          md(
            '## Vantoro at a glance',
            `Revenue 2025: **${millions(latest.revenue, 'en')}** · EBIT margin: **${percent(latest.ebitMargin, 'en')}** · Order backlog: **${millions(latest.backlog, 'en')}**`,
            `The Annual Report 2025 was published on ${longDate(calendar.annualReport2025, 'en')}, the Quarterly Statement Q3 2026 on ${longDate(calendar.q3Statement2026, 'en')}.`,
          ),
        ),
        img(b, 'investor-chart'),
        'right',
        'at-a-glance',
      ),
      investorAccordion(deEn('Ad-hoc-Meldungen', 'Ad-hoc releases'), 'adhocReleases', 'adhoc'),
      investorAccordion(deEn('Finanzberichte', 'Financial reports'), 'financialReports', 'reports'),
      investorAccordion(deEn('Finanzkalender', 'Financial calendar'), 'financialCalendar', 'calendar'),
      pageMetaNavigation(t('Mehr für Investoren', 'More for investors', '投资者专区', '投資家の皆様へ', '投資人專區'), [
        { label: deEn('Corporate Governance', 'Corporate governance'), page: pageRef(b, 'corporate-governance') },
        { label: deEn('Aktie', 'Share'), page: pageRef(b, 'aktie') },
        { label: deEn('Hauptversammlung', "Shareholders' meeting"), page: pageRef(b, 'hauptversammlung') },
        { label: deEn('Publikationen', 'Publications'), page: pageRef(b, 'publikationen') },
        { label: deEn('IR-Kontakt', 'IR contact'), page: pageRef(b, 'service-kontakt') },
      ]),
    ],
  });

  addPage(b, {
    slug: 'corporate-governance',
    internationalSlug: 'corporate-governance',
    BackendName: 'Investor Relations: Corporate governance',
    Headline: t('Corporate Governance', 'Corporate Governance', '公司治理', 'コーポレートガバナンス', '公司治理'),
    pageCategory: 'InvestorRelations',
    content: [
      textarea(
        md('Vorstand und Aufsichtsrat der Vantoro Process Systems SE bekennen sich zu einer verantwortungsvollen, auf langfristige Wertschöpfung ausgerichteten Unternehmensführung.', 'Den Empfehlungen des Deutschen Corporate Governance Kodex wird mit zwei begründeten Ausnahmen entsprochen.'),
        md('The Management Board and Supervisory Board of Vantoro Process Systems SE are committed to responsible corporate governance focused on long-term value creation.', 'The recommendations of the German Corporate Governance Code are followed with two justified exceptions.'),
      ),
      accordion(deEn('Dokumente', 'Documents'), [
        [deEn('Satzung', 'Articles of association'), deEn('Fassung vom 12. Juni 2025.', 'Version of 12 June 2025.')],
        [deEn('Vergütungssystem', 'Remuneration system'), deEn('Von der Hauptversammlung 2024 gebilligt.', 'Approved by the 2024 Annual General Meeting.')],
      ]),
      textWithDownload(
        deEn('Entsprechenserklärung 2025', 'Declaration of conformity 2025'),
        addPdf(b, { key: 'declaration-of-conformity-2025', name: 'vantoro-declaration-of-conformity-2025', title: 'Declaration of Conformity 2025', lines: ['German Corporate Governance Code', 'Management Board and Supervisory Board', 'Garching, December 2025'] }),
      ),
    ],
  });

  addPage(b, {
    slug: 'aktie',
    internationalSlug: 'share',
    BackendName: 'Investor Relations: Share',
    Headline: t('Aktie', 'Share', '股票信息', '株式情報', '股票資訊'),
    pageCategory: 'InvestorRelations',
    content: [
      twoColumns([
        deEn(md('## Stammdaten', 'WKN: VNT100', 'Börsenkürzel: VNTR', 'Marktsegment: Prime Standard'), md('## Key data', 'WKN: VNT100', 'Ticker: VNTR', 'Market segment: Prime Standard')),
        deEn(md('## Aktionärsstruktur', 'Streubesitz: 81 %', 'Brenntal Invest GmbH: 5,0 %', 'Gründerfamilie: 14 %'), md('## Shareholder structure', 'Free float: 81 %', 'Brenntal Invest GmbH: 5.0 %', 'Founding family: 14 %')),
      ]),
      iframe(deEn('Aktienkurs', 'Share price'), 'https://charts.vantoro.example/share-price?lang=auto', 360),
      investorAccordion(deEn('Stimmrechtsmitteilungen', 'Voting rights notifications'), 'votingRights', 'voting-rights'),
      investorAccordion(deEn('Gesamtzahl der Stimmrechte', 'Total voting rights'), 'totalVotingRights', 'total-voting-rights'),
      investorAccordion(deEn('Directors’ Dealings', 'Directors’ dealings'), 'directorsDealings', 'directors-dealings'),
    ],
  });

  addPage(b, {
    slug: 'hauptversammlung',
    internationalSlug: 'shareholders-meeting',
    BackendName: "Investor Relations: Shareholders' meeting",
    Headline: t('Hauptversammlung', "Shareholders' Meeting", '股东大会', '株主総会', '股東大會'),
    pageCategory: 'InvestorRelations',
    content: [
      textarea(
        `Die ordentliche Hauptversammlung 2026 fand am ${longDate(calendar.agm2026, 'de')} virtuell statt; alle Tagesordnungspunkte wurden mit großer Mehrheit angenommen. Die Hauptversammlung 2027 ist für den ${longDate(calendar.agm2027, 'de')} geplant. Aktionärinnen und Aktionäre stimmen über das Aktionärsportal ab und reichen dort Fragen ein.`,
        `The Annual General Meeting 2026 was held virtually on ${longDate(calendar.agm2026, 'en')}; all agenda items were approved by a large majority. The Annual General Meeting 2027 is planned for ${longDate(calendar.agm2027, 'en')}. Shareholders vote and submit questions via the shareholder portal.`,
      ),
      textWithDownload(
        deEn('Einladung und Tagesordnung 2026', 'Invitation and agenda 2026'),
        addPdf(b, { key: 'agm-2026-agenda', name: 'vantoro-agm-2026-agenda', title: 'Annual General Meeting 2026 - Agenda', lines: ['1. Annual financial statements 2025', `2. Appropriation of profit: EUR ${dividends[2025]!.toFixed(2)} per share`, '3. Discharge of the boards', '4. Election of the auditor'] }),
      ),
      fullSizeImage(img(b, 'investor-report'), deEn('Abstimmungsergebnisse 2026: alle Tagesordnungspunkte angenommen.', 'Voting results 2026: all agenda items approved.')),
    ],
  });

  addPage(b, {
    slug: 'publikationen',
    internationalSlug: 'publications',
    BackendName: 'Investor Relations: Publications',
    Headline: t('Publikationen', 'Publications', '出版物', '刊行物', '出版品'),
    pageCategory: 'InvestorRelations',
    content: [
      textarea('Geschäfts- und Quartalsberichte, Präsentationen und Nachhaltigkeitsberichte zum Herunterladen.', 'Annual and quarterly reports, presentations and sustainability reports to download.'),
      investorAccordion(deEn('Finanzberichte', 'Financial reports'), 'financialReports'),
      ...GERMAN_EDITIONS.map((slug) => {
        const report = reportBySlug(slug);
        return textWithDownload(
          deEn(`${reportTitle(report, 'de')} (deutsche Ausgabe, PDF)`, `${reportTitle(report, 'en')} (German edition, PDF)`),
          addPdf(b, { key: `${slug}-de`, name: `vantoro-${slug}-de`, ...reportDocument(report, 'de') }),
        );
      }),
      textWithDownload(
        deEn('Unternehmenspräsentation (November 2026)', 'Company presentation (November 2026)'),
        addPdf(b, { key: 'company-presentation-2026-11', name: 'vantoro-company-presentation-2026-11', title: 'Vantoro Company Presentation', lines: ['November 2026', `Strategy ${strategyTarget.year}: EUR ${strategyTarget.revenue} million revenue target`, `Revenue 9M 2026: ${millions(figures({ year: 2026, quarter: 3, cumulative: true }).revenue, 'en')}`, 'Growth areas: hybrid bonding, fan-out coating, metrology'] }),
      ),
    ],
  });
}

/**
 * Investor-relations lists: financial reports, financial calendar, voting rights, total
 * voting rights and directors' dealings (German and English, see releases.ts).
 */
import { calendar } from '../facts.ts';
import { deEn, md } from '../text.ts';
import { keyFacts, reportBySlug, reportDocument, reportTitle } from './financial-documents.ts';
import type { NewsDef } from './types.ts';

const IR = 'investorRelationsNews' as const;

/**
 * The list entry of a financial report (./financial-documents.ts): dated the day the calendar gives, its
 * headline the report's title, its text the key facts, its PDF the English edition.
 */
function reportEntry(key: string, slug: string, image?: string): NewsDef {
  const report = reportBySlug(slug);
  const intro =
    report.kind === 'annual'
      ? deEn(
          `Der ${reportTitle(report, 'de')} mit Konzernabschluss, Lagebericht und Nachhaltigkeitsbericht.`,
          `The ${reportTitle(report, 'en')} with consolidated financial statements, management report and sustainability report.`,
        )
      : null;
  const facts = (lang: 'de' | 'en'): string => keyFacts(report, lang).join(' · ');
  return {
    key,
    slug,
    date: calendar[report.published],
    main: IR,
    sub: 'financialReports',
    ...(image ? { image } : {}),
    pdf: reportDocument(report, 'en'),
    headline: deEn(reportTitle(report, 'de'), reportTitle(report, 'en')),
    content: deEn(md(...[intro?.german, facts('de')].filter((text): text is string => Boolean(text))), md(...[intro?.english, facts('en')].filter((text): text is string => Boolean(text)))),
  };
}

/** A calendar entry: the day comes from the facts' calendar. */
function calendarEntry(key: string, slug: string, day: keyof typeof calendar, headline: [string, string], content: [string, string]): NewsDef {
  return { key, slug, date: calendar[day], main: IR, sub: 'financialCalendar', headline: deEn(...headline), content: deEn(...content) };
}

const CALL_CET: [string, string] = ['Telefonkonferenz für Analysten um 10:00 Uhr MEZ.', 'Analyst conference call at 10:00 a.m. CET.'];

export const financialReports: NewsDef[] = [
  reportEntry('ir-report-2023-annual', 'annual-report-2023', 'investor-report'),
  reportEntry('ir-report-2025-half-year', 'half-year-report-2025'),
  reportEntry('ir-report-2026-q1', 'quarterly-statement-q1-2026'),
];

export const financialCalendar: NewsDef[] = [
  calendarEntry('ir-cal-2025-annual-report', 'publication-annual-report-2024', 'annualReport2024', ['Veröffentlichung Geschäftsbericht 2024', 'Publication of the Annual Report 2024'], CALL_CET),
  calendarEntry('ir-cal-2025-agm', 'annual-general-meeting-2025', 'agm2025', ['Ordentliche Hauptversammlung 2025', 'Annual General Meeting 2025'], ['Haus der Technik, München, Beginn 10:00 Uhr.', 'Haus der Technik, Munich, starting at 10:00 a.m.']),
  calendarEntry('ir-cal-2026-agm', 'annual-general-meeting-2026', 'agm2026', ['Ordentliche Hauptversammlung 2026', 'Annual General Meeting 2026'], ['Virtuelle Hauptversammlung, Beginn 10:00 Uhr MESZ.', 'Virtual Annual General Meeting, starting at 10:00 a.m. CEST.']),
  calendarEntry(
    'ir-cal-2026-q3',
    'publication-quarterly-statement-q3-2026',
    'q3Statement2026',
    ['Veröffentlichung Quartalsmitteilung Q3 2026', 'Publication of the Quarterly Statement Q3 2026'],
    ['Veröffentlichung vor Börsenbeginn, Telefonkonferenz um 14:00 Uhr MEZ.', 'Publication before market opening, conference call at 2:00 p.m. CET.'],
  ),
];

/**
 * Reports and dates added later (added after the entries above, so their ids stay as they were): the annual
 * reports 2024 and 2025, the calendar's dates since 2026, then the half-year report and Q3 statement 2026.
 */
export const financialCalendarAdded: NewsDef[] = [
  reportEntry('ir-report-2024-annual', 'annual-report-2024', 'investor-report'),
  reportEntry('ir-report-2025-annual', 'annual-report-2025', 'investor-report'),
  calendarEntry('ir-cal-2026-annual-report', 'publication-annual-report-2025', 'annualReport2025', ['Veröffentlichung Geschäftsbericht 2025', 'Publication of the Annual Report 2025'], CALL_CET),
  calendarEntry('ir-cal-2027-annual-report', 'publication-annual-report-2026', 'annualReport2026', ['Veröffentlichung Geschäftsbericht 2026', 'Publication of the Annual Report 2026'], CALL_CET),
  calendarEntry(
    'ir-cal-2027-q1',
    'quarterly-statement-q1-2027',
    'q1Statement2027',
    ['Veröffentlichung Quartalsmitteilung Q1 2027', 'Publication of the Quarterly Statement Q1 2027'],
    ['Veröffentlichung vor Börsenbeginn, Telefonkonferenz um 14:00 Uhr MESZ.', 'Publication before market opening, conference call at 2:00 p.m. CEST.'],
  ),
  calendarEntry('ir-cal-2027-agm', 'annual-general-meeting-2027', 'agm2027', ['Ordentliche Hauptversammlung 2027', 'Annual General Meeting 2027'], ['Haus der Technik, München, Beginn 10:00 Uhr MESZ.', 'Haus der Technik, Munich, starting at 10:00 a.m. CEST.']),
  // The reports of 2026 since the first quarter, and their days in the calendar.
  reportEntry('ir-report-2026-half-year', 'half-year-report-2026', 'investor-report'),
  reportEntry('ir-report-2026-q3', 'quarterly-statement-q3-2026'),
  calendarEntry(
    'ir-cal-2026-q1',
    'publication-quarterly-statement-q1-2026',
    'q1Statement2026',
    ['Veröffentlichung Quartalsmitteilung Q1 2026', 'Publication of the Quarterly Statement Q1 2026'],
    ['Veröffentlichung vor Börsenbeginn, Telefonkonferenz um 14:00 Uhr MESZ.', 'Publication before market opening, conference call at 2:00 p.m. CEST.'],
  ),
  calendarEntry(
    'ir-cal-2026-half-year',
    'publication-half-year-report-2026',
    'halfYear2026',
    ['Veröffentlichung Halbjahresfinanzbericht 2026', 'Publication of the Half-Year Report 2026'],
    ['Veröffentlichung vor Börsenbeginn, Telefonkonferenz um 14:00 Uhr MESZ.', 'Publication before market opening, conference call at 2:00 p.m. CEST.'],
  ),
];

export const votingRights: NewsDef[] = [
  {
    key: 'ir-vr-2023-kestrelmoor',
    slug: 'voting-rights-kestrelmoor-capital',
    date: '2023-09-05',
    main: IR,
    sub: 'votingRights',
    headline: deEn('Stimmrechtsmitteilung: Kestrelmoor Capital LLP', 'Voting rights notification: Kestrelmoor Capital LLP'),
    content: deEn(
      'Kestrelmoor Capital LLP, London, hat die Schwelle von 3 % am 31. August 2023 überschritten. Der Stimmrechtsanteil beträgt nun 3,12 % (764 400 Stimmrechte).',
      'Kestrelmoor Capital LLP, London, exceeded the 3 % threshold on 31 August 2023. Its share of voting rights is now 3.12 % (764,400 voting rights).',
    ),
  },
  {
    key: 'ir-vr-2024-brenntal',
    slug: 'voting-rights-brenntal-invest',
    date: '2024-11-26',
    main: IR,
    sub: 'votingRights',
    headline: deEn('Stimmrechtsmitteilung: Brenntal Invest GmbH', 'Voting rights notification: Brenntal Invest GmbH'),
    content: deEn(
      'Die Brenntal Invest GmbH, Stuttgart, hält seit dem 21. November 2024 5,04 % der Stimmrechte (1 234 800 Stimmrechte).',
      'Brenntal Invest GmbH, Stuttgart, has held 5.04 % of the voting rights (1,234,800 voting rights) since 21 November 2024.',
    ),
  },
  {
    key: 'ir-vr-2026-aurelline',
    slug: 'voting-rights-aurelline-asset-management',
    date: '2026-01-14',
    main: IR,
    sub: 'votingRights',
    headline: deEn('Stimmrechtsmitteilung: Aurelline Asset Management', 'Voting rights notification: Aurelline Asset Management'),
    content: deEn(
      'Aurelline Asset Management S.A., Luxemburg, hat die Schwelle von 3 % am 9. Januar 2026 unterschritten. Der Stimmrechtsanteil beträgt 2,87 %.',
      'Aurelline Asset Management S.A., Luxembourg, fell below the 3 % threshold on 9 January 2026. Its share of voting rights is 2.87 %.',
    ),
  },
];

export const totalVotingRights: NewsDef[] = [
  {
    key: 'ir-tvr-2023-12',
    slug: 'total-voting-rights-december-2023',
    date: '2023-12-29',
    main: IR,
    sub: 'totalVotingRights',
    headline: deEn('Gesamtzahl der Stimmrechte zum 29. Dezember 2023', 'Total number of voting rights as of 29 December 2023'),
    content: deEn('Das Grundkapital ist in 24 500 000 Stückaktien eingeteilt; die Gesamtzahl der Stimmrechte beträgt 24 500 000.', 'The share capital is divided into 24,500,000 no-par shares; the total number of voting rights is 24,500,000.'),
  },
  {
    key: 'ir-tvr-2025-06',
    slug: 'total-voting-rights-june-2025',
    date: '2025-06-30',
    main: IR,
    sub: 'totalVotingRights',
    headline: deEn('Gesamtzahl der Stimmrechte zum 30. Juni 2025', 'Total number of voting rights as of 30 June 2025'),
    content: deEn('Nach Ausgabe von Mitarbeiteraktien beträgt die Gesamtzahl der Stimmrechte 24 612 000.', 'Following the issue of employee shares, the total number of voting rights is 24,612,000.'),
  },
  {
    key: 'ir-tvr-2026-09',
    slug: 'total-voting-rights-september-2026',
    date: '2026-09-30',
    main: IR,
    sub: 'totalVotingRights',
    headline: deEn('Gesamtzahl der Stimmrechte zum 30. September 2026', 'Total number of voting rights as of 30 September 2026'),
    content: deEn('Die Gesamtzahl der Stimmrechte beträgt 24 690 500.', 'The total number of voting rights is 24,690,500.'),
  },
];

export const directorsDealings: NewsDef[] = [
  {
    key: 'ir-dd-2023-ceo-purchase',
    slug: 'managers-transaction-ceo-purchase-2023',
    date: '2023-05-16',
    main: IR,
    sub: 'directorsDealings',
    headline: deEn('Eigengeschäft von Führungskräften: Kauf durch Dr. Jonas Wendelin (CEO)', "Managers' transaction: purchase by Dr Jonas Wendelin (CEO)"),
    content: deEn('Kauf von 5 000 Aktien zu 38,20 € an der Börse Xetra am 12. Mai 2023. Gesamtvolumen 191 000 €.', 'Purchase of 5,000 shares at €38.20 on Xetra on 12 May 2023. Total volume €191,000.'),
  },
  {
    key: 'ir-dd-2025-supervisory',
    slug: 'managers-transaction-supervisory-board-2025',
    date: '2025-08-12',
    main: IR,
    sub: 'directorsDealings',
    headline: deEn('Eigengeschäft von Führungskräften: Kauf durch Prof. Dr. Ilse Hovland (Aufsichtsrat)', "Managers' transaction: purchase by Prof. Dr Ilse Hovland (Supervisory Board)"),
    content: deEn('Kauf von 1 200 Aktien zu 51,75 € am 8. August 2025. Gesamtvolumen 62 100 €.', 'Purchase of 1,200 shares at €51.75 on 8 August 2025. Total volume €62,100.'),
  },
  {
    key: 'ir-dd-2026-cto-sale',
    slug: 'managers-transaction-cto-sale-2026',
    date: '2026-03-24',
    main: IR,
    sub: 'directorsDealings',
    headline: deEn('Eigengeschäft von Führungskräften: Verkauf durch Dr. Aiko Brandstätter (CTO)', "Managers' transaction: sale by Dr Aiko Brandstätter (CTO)"),
    content: deEn('Verkauf von 2 500 Aktien zu 63,10 € am 20. März 2026 zur Ausübung von Optionsrechten. Gesamtvolumen 157 750 €.', 'Sale of 2,500 shares at €63.10 on 20 March 2026 to exercise option rights. Total volume €157,750.'),
  },
];

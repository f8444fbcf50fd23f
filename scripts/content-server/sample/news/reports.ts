/**
 * Investor-relations lists: financial reports, financial calendar, voting rights, total
 * voting rights and directors' dealings (German and English, see releases.ts).
 */
import { deEn, md } from '../text.ts';
import type { NewsDef } from './types.ts';

const IR = 'investorRelationsNews' as const;

export const financialReports: NewsDef[] = [
  {
    key: 'ir-report-2023-annual',
    slug: 'annual-report-2023',
    date: '2024-03-28',
    main: IR,
    sub: 'financialReports',
    image: 'investor-report',
    pdf: { title: 'Vantoro Annual Report 2023', lines: ['Revenue: EUR 374 million', 'EBIT margin: 11.8 %', 'Employees: 1,420'] },
    headline: deEn('Geschäftsbericht 2023', 'Annual Report 2023'),
    content: deEn('Der Geschäftsbericht 2023 mit Konzernabschluss, Lagebericht und Nachhaltigkeitsbericht.', 'The Annual Report 2023 with consolidated financial statements, management report and sustainability report.'),
  },
  {
    key: 'ir-report-2025-half-year',
    slug: 'half-year-report-2025',
    date: '2025-08-07',
    main: IR,
    sub: 'financialReports',
    pdf: { title: 'Vantoro Half-Year Report 2025', lines: ['Revenue H1: EUR 231 million', 'Order intake H1: EUR 268 million', 'EBIT margin H1: 13.6 %'] },
    headline: deEn('Halbjahresfinanzbericht 2025', 'Half-Year Report 2025'),
    content: deEn(
      md('Umsatz im ersten Halbjahr: 231 Mio. € (+9 %). Auftragseingang: 268 Mio. €.', 'Die Prognose für das Gesamtjahr wird bestätigt.'),
      md('Revenue in the first half: €231 million (+9 %). Order intake: €268 million.', 'The full-year guidance is confirmed.'),
    ),
  },
  {
    key: 'ir-report-2026-q1',
    slug: 'quarterly-statement-q1-2026',
    date: '2026-05-07',
    main: IR,
    sub: 'financialReports',
    pdf: { title: 'Vantoro Quarterly Statement Q1 2026', lines: ['Revenue Q1: EUR 121 million', 'Order intake Q1: EUR 139 million', 'Backlog: EUR 402 million'] },
    headline: deEn('Quartalsmitteilung Q1 2026', 'Quarterly Statement Q1 2026'),
    content: deEn('Umsatz 121 Mio. €, Auftragseingang 139 Mio. €, Auftragsbestand 402 Mio. €.', 'Revenue €121 million, order intake €139 million, order backlog €402 million.'),
  },
];

export const financialCalendar: NewsDef[] = [
  {
    key: 'ir-cal-2025-annual-report',
    slug: 'publication-annual-report-2024',
    date: '2025-03-27',
    main: IR,
    sub: 'financialCalendar',
    headline: deEn('Veröffentlichung Geschäftsbericht 2024', 'Publication of the Annual Report 2024'),
    content: deEn('Telefonkonferenz für Analysten um 10:00 Uhr MEZ.', 'Analyst conference call at 10:00 a.m. CET.'),
  },
  {
    key: 'ir-cal-2025-agm',
    slug: 'annual-general-meeting-2025',
    date: '2025-06-12',
    main: IR,
    sub: 'financialCalendar',
    headline: deEn('Ordentliche Hauptversammlung 2025', 'Annual General Meeting 2025'),
    content: deEn('Haus der Technik, München, Beginn 10:00 Uhr.', 'Haus der Technik, Munich, starting at 10:00 a.m.'),
  },
  {
    key: 'ir-cal-2026-agm',
    slug: 'annual-general-meeting-2026',
    date: '2026-06-18',
    main: IR,
    sub: 'financialCalendar',
    headline: deEn('Ordentliche Hauptversammlung 2026', 'Annual General Meeting 2026'),
    content: deEn('Virtuelle Hauptversammlung, Beginn 10:00 Uhr MESZ.', 'Virtual Annual General Meeting, starting at 10:00 a.m. CEST.'),
  },
  {
    key: 'ir-cal-2026-q3',
    slug: 'quarterly-statement-q3-2026',
    date: '2026-11-12',
    main: IR,
    sub: 'financialCalendar',
    headline: deEn('Quartalsmitteilung Q3 2026', 'Quarterly Statement Q3 2026'),
    content: deEn('Veröffentlichung vor Börsenbeginn, Telefonkonferenz um 14:00 Uhr MEZ.', 'Publication before market opening, conference call at 2:00 p.m. CET.'),
  },
];

/**
 * Reports and dates added later (added after every other sample article, so the ids of the entries
 * above stay as they were): the annual reports 2024 and 2025 and the calendar's dates since 2026.
 */
export const financialCalendarAdded: NewsDef[] = [
  {
    key: 'ir-report-2024-annual',
    slug: 'annual-report-2024',
    date: '2025-03-27',
    main: IR,
    sub: 'financialReports',
    image: 'investor-report',
    pdf: { title: 'Vantoro Annual Report 2024', lines: ['Revenue: EUR 426 million (+14 %)', 'EBIT margin: 13.1 %', 'Order backlog: EUR 388 million', 'Employees: 1,510'] },
    headline: deEn('Geschäftsbericht 2024', 'Annual Report 2024'),
    content: deEn('Der Geschäftsbericht 2024 mit Konzernabschluss, Lagebericht und Nachhaltigkeitsbericht.', 'The Annual Report 2024 with consolidated financial statements, management report and sustainability report.'),
  },
  {
    key: 'ir-report-2025-annual',
    slug: 'annual-report-2025',
    date: '2026-03-26',
    main: IR,
    sub: 'financialReports',
    image: 'investor-report',
    pdf: { title: 'Vantoro Annual Report 2025', lines: ['Revenue: EUR 468 million (+10 %)', 'EBIT margin: 13.6 %', 'Order backlog: EUR 412 million', 'Employees: 1,580'] },
    headline: deEn('Geschäftsbericht 2025', 'Annual Report 2025'),
    content: deEn('Der Geschäftsbericht 2025 mit Konzernabschluss, Lagebericht und Nachhaltigkeitsbericht.', 'The Annual Report 2025 with consolidated financial statements, management report and sustainability report.'),
  },
  {
    key: 'ir-cal-2026-annual-report',
    slug: 'publication-annual-report-2025',
    date: '2026-03-26',
    main: IR,
    sub: 'financialCalendar',
    headline: deEn('Veröffentlichung Geschäftsbericht 2025', 'Publication of the Annual Report 2025'),
    content: deEn('Telefonkonferenz für Analysten um 10:00 Uhr MEZ.', 'Analyst conference call at 10:00 a.m. CET.'),
  },
  {
    key: 'ir-cal-2027-annual-report',
    slug: 'publication-annual-report-2026',
    date: '2027-03-25',
    main: IR,
    sub: 'financialCalendar',
    headline: deEn('Veröffentlichung Geschäftsbericht 2026', 'Publication of the Annual Report 2026'),
    content: deEn('Telefonkonferenz für Analysten um 10:00 Uhr MEZ.', 'Analyst conference call at 10:00 a.m. CET.'),
  },
  {
    key: 'ir-cal-2027-q1',
    slug: 'quarterly-statement-q1-2027',
    date: '2027-05-06',
    main: IR,
    sub: 'financialCalendar',
    headline: deEn('Quartalsmitteilung Q1 2027', 'Quarterly Statement Q1 2027'),
    content: deEn('Veröffentlichung vor Börsenbeginn, Telefonkonferenz um 14:00 Uhr MESZ.', 'Publication before market opening, conference call at 2:00 p.m. CEST.'),
  },
  {
    key: 'ir-cal-2027-agm',
    slug: 'annual-general-meeting-2027',
    date: '2027-06-17',
    main: IR,
    sub: 'financialCalendar',
    headline: deEn('Ordentliche Hauptversammlung 2027', 'Annual General Meeting 2027'),
    content: deEn('Haus der Technik, München, Beginn 10:00 Uhr MESZ.', 'Haus der Technik, Munich, starting at 10:00 a.m. CEST.'),
  },
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

/**
 * The financial reports of the sample as documents (../pdf.ts) and as list entries (./reports.ts):
 * the annual reports and the quarterly, half-year and nine-month statements, in German and English,
 * every figure and date read from ../facts.ts. A report has its key facts, a letter to the
 * shareholders, its key figures with a bar chart of revenue and order intake per quarter, the
 * segments (adding up to the group's revenue) and the outlook with the next dates of the calendar.
 */
import {
  board, calendar, change, count, decimal, dividends, employeesAtYearEnd, figures, guidance, longDate, millions, percent, perShare,
  segmentNames, year as yearFigures, type Period, type PeriodFigures,
} from '../facts.ts';
import type { PdfContent, PdfSection } from '../pdf.ts';

export type ReportLang = 'de' | 'en';

export interface ReportDef {
  /** The report's name in its listing and file: annual-report-2025, quarterly-statement-q3-2026 … */
  slug: string;
  kind: 'annual' | 'half-year' | 'quarterly';
  period: Period;
  /** The key of its publication day in `calendar`. */
  published: keyof typeof calendar;
  /** Written in German as well (the current reports; the older ones are offered in English). */
  german: boolean;
}

const reports: ReportDef[] = [
  { slug: 'annual-report-2023', kind: 'annual', period: { year: 2023, quarter: 4, cumulative: true }, published: 'annualReport2023', german: false },
  { slug: 'annual-report-2024', kind: 'annual', period: { year: 2024, quarter: 4, cumulative: true }, published: 'annualReport2024', german: false },
  { slug: 'half-year-report-2025', kind: 'half-year', period: { year: 2025, quarter: 2, cumulative: true }, published: 'halfYear2025', german: false },
  { slug: 'annual-report-2025', kind: 'annual', period: { year: 2025, quarter: 4, cumulative: true }, published: 'annualReport2025', german: true },
  { slug: 'quarterly-statement-q1-2026', kind: 'quarterly', period: { year: 2026, quarter: 1, cumulative: true }, published: 'q1Statement2026', german: true },
  { slug: 'half-year-report-2026', kind: 'half-year', period: { year: 2026, quarter: 2, cumulative: true }, published: 'halfYear2026', german: true },
  { slug: 'quarterly-statement-q3-2026', kind: 'quarterly', period: { year: 2026, quarter: 3, cumulative: true }, published: 'q3Statement2026', german: true },
];

export const reportBySlug = (slug: string): ReportDef => {
  const found = reports.find((report) => report.slug === slug);
  if (!found) throw new Error(`financial documents: no report "${slug}"`);
  return found;
};

const pick = (lang: ReportLang, de: string, en: string): string => (lang === 'de' ? de : en);

/** The period's short name: 2025, Q1 2026, H1 2026, 9M 2026 (de: 9M, H1 as well; Q1 → Q1). */
function periodName(period: Period, lang: ReportLang): string {
  if (period.quarter === 4 && period.cumulative) return pick(lang, `GJ ${period.year}`, `FY ${period.year}`);
  if (!period.cumulative || period.quarter === 1) return `Q${period.quarter} ${period.year}`;
  return `${period.quarter === 2 ? 'H1' : '9M'} ${period.year}`;
}

/** The report's title: Geschäftsbericht 2025 / Annual Report 2025, Quartalsmitteilung Q3 2026 … */
export function reportTitle(report: ReportDef, lang: ReportLang): string {
  const { year, quarter } = report.period;
  if (report.kind === 'annual') return pick(lang, `Geschäftsbericht ${year}`, `Annual Report ${year}`);
  if (report.kind === 'half-year') return pick(lang, `Halbjahresfinanzbericht ${year}`, `Half-Year Report ${year}`);
  return pick(lang, `Quartalsmitteilung Q${quarter} ${year}`, `Quarterly Statement Q${quarter} ${year}`);
}

/** The period's end: 31. Dezember 2025 / 30 September 2026. */
function periodEnd(period: Period, lang: ReportLang): string {
  const day = ['03-31', '06-30', '09-30', '12-31'][period.quarter - 1]!;
  return longDate(`${period.year}-${day}`, lang);
}

const previous = (period: Period): Period => ({ ...period, year: period.year - 1 });

/** The report's key facts (its first page, and the text of its list entry). */
export function keyFacts(report: ReportDef, lang: ReportLang): string[] {
  const now = figures(report.period);
  const before = figures(previous(report.period));
  const name = report.kind === 'annual' ? String(report.period.year) : periodName(report.period, lang);
  const growth = ` (${change(now.revenue, before.revenue)})`;
  const lines = [
    pick(lang, `Umsatz ${name}: ${millions(now.revenue, 'de')}${growth}`, `Revenue ${name}: ${millions(now.revenue, 'en')}${growth}`),
    pick(lang, `Auftragseingang ${name}: ${millions(now.orderIntake, 'de')}`, `Order intake ${name}: ${millions(now.orderIntake, 'en')}`),
    pick(lang, `EBIT-Marge ${name}: ${percent(now.ebitMargin, 'de')}`, `EBIT margin ${name}: ${percent(now.ebitMargin, 'en')}`),
    pick(lang, `Auftragsbestand am ${periodEnd(report.period, 'de')}: ${millions(now.backlog, 'de')}`, `Order backlog at ${periodEnd(report.period, 'en')}: ${millions(now.backlog, 'en')}`),
  ];
  if (report.kind === 'annual') {
    const staff = employeesAtYearEnd[report.period.year]!;
    lines.push(pick(lang, `Mitarbeitende am Jahresende: ${count(staff, 'de')}`, `Employees at year end: ${count(staff, 'en')}`));
    const dividend = dividends[report.period.year];
    if (dividend !== undefined) lines.push(pick(lang, `Dividendenvorschlag: ${perShare(dividend, 'de')} je Aktie`, `Proposed dividend: ${perShare(dividend, 'en')} per share`));
  }
  return lines;
}

/** The figures table of a period against the year before. */
function figuresTable(columns: Array<[string, PeriodFigures]>, lang: ReportLang, employees?: [number, number | undefined]): NonNullable<PdfSection['table']> {
  const money = (value: number, digits = 0): string => (lang === 'de' ? decimal(value, lang, digits) : decimal(value, lang, digits).replace(/\B(?=(\d{3})+(?!\d))/g, ','));
  const rows: string[][] = [
    [pick(lang, 'Umsatz (Mio. €)', 'Revenue (€ million)'), ...columns.map(([, f]) => money(f.revenue))],
    [pick(lang, 'Auftragseingang (Mio. €)', 'Order intake (€ million)'), ...columns.map(([, f]) => money(f.orderIntake))],
    [pick(lang, 'EBIT (Mio. €)', 'EBIT (€ million)'), ...columns.map(([, f]) => money(f.ebit, 1))],
    [pick(lang, 'EBIT-Marge (%)', 'EBIT margin (%)'), ...columns.map(([, f]) => decimal(f.ebitMargin, lang))],
    [pick(lang, 'Auftragsbestand zum Stichtag (Mio. €)', 'Order backlog at period end (€ million)'), ...columns.map(([, f]) => money(f.backlog))],
  ];
  if (employees) rows.push([pick(lang, 'Mitarbeitende zum 31. Dezember', 'Employees at 31 December'), count(employees[0], lang), employees[1] === undefined ? '–' : count(employees[1], lang)]);
  return { columns: ['', ...columns.map(([name]) => name)], rows };
}

/**
 * Revenue and order intake per quarter, from the first quarter of the year before to the report's (per year for
 * the years before the quarterly figures, 2024).
 */
function quarterChart(report: ReportDef, lang: ReportLang): PdfSection['chart'] {
  const groups: Array<{ label: string; values: number[] }> = [];
  for (let y = report.period.year - 1; y <= report.period.year && y < 2024; y++) {
    const own = yearFigures(y);
    groups.push({ label: String(y), values: [own.revenue, own.orderIntake] });
  }
  for (let y = Math.max(2024, report.period.year - 1); y <= report.period.year; y++) {
    for (let q = 1; q <= (y === report.period.year ? report.period.quarter : 4); q++) {
      const own = figures({ year: y, quarter: q as Period['quarter'], cumulative: false });
      groups.push({ label: `Q${q} ${String(y).slice(2)}`, values: [own.revenue, own.orderIntake] });
    }
  }
  return {
    caption: report.period.year < 2024 ? pick(lang, 'Umsatz und Auftragseingang je Geschäftsjahr in Mio. €', 'Revenue and order intake per fiscal year, € million') : pick(lang, 'Umsatz und Auftragseingang je Quartal in Mio. €', 'Revenue and order intake per quarter, € million'),
    series: [pick(lang, 'Umsatz', 'Revenue'), pick(lang, 'Auftragseingang', 'Order intake')],
    groups,
  };
}

/** Revenue per segment: the period against the year before, each one's share, and the total. */
function segmentSection(report: ReportDef, lang: ReportLang): PdfSection {
  const now = figures(report.period);
  const before = figures(previous(report.period));
  const name = periodName(report.period, lang);
  const last = periodName(previous(report.period), lang);
  const names = segmentNames[lang];
  const strongest = now.segments.map((value, index) => [value / before.segments[index]!, index] as const).sort((a, b) => b[0] - a[0])[0]![1];
  return {
    heading: pick(lang, 'Segmente', 'Segments'),
    newPage: true,
    paragraphs: [
      pick(
        lang,
        `Alle vier Segmente haben zum Umsatz von ${millions(now.revenue, 'de')} beigetragen. Am stärksten wuchs das Segment ${names[strongest]} (${change(now.segments[strongest]!, before.segments[strongest]!)}), getragen von Anlagen für Advanced Packaging und 3D-Integration.`,
        `All four segments contributed to revenue of ${millions(now.revenue, 'en')}. ${names[strongest]} grew fastest (${change(now.segments[strongest]!, before.segments[strongest]!)}), driven by equipment for advanced packaging and 3D integration.`,
      ),
    ],
    table: {
      columns: [pick(lang, 'Umsatz nach Segment (Mio. €)', 'Revenue by segment (€ million)'), name, last, pick(lang, 'Veränderung', 'Change'), pick(lang, 'Anteil', 'Share')],
      rows: [
        ...names.map((segment, index) => [segment, count(now.segments[index]!, lang), count(before.segments[index]!, lang), change(now.segments[index]!, before.segments[index]!), percent((now.segments[index]! / now.revenue) * 100, lang, 0)]),
        [pick(lang, 'Konzern', 'Group'), count(now.revenue, lang), count(before.revenue, lang), change(now.revenue, before.revenue), '100 %'],
      ],
      total: true,
    },
  };
}

/** The next dates of the financial calendar after the report appeared. */
function nextDates(report: ReportDef, lang: ReportLang): string[][] {
  const names: Partial<Record<keyof typeof calendar, [string, string]>> = {
    annualReport2025: ['Geschäftsbericht 2025', 'Annual Report 2025'],
    q1Statement2026: ['Quartalsmitteilung Q1 2026', 'Quarterly Statement Q1 2026'],
    agm2026: ['Hauptversammlung 2026', 'Annual General Meeting 2026'],
    halfYear2026: ['Halbjahresfinanzbericht 2026', 'Half-Year Report 2026'],
    q3Statement2026: ['Quartalsmitteilung Q3 2026', 'Quarterly Statement Q3 2026'],
    annualReport2026: ['Geschäftsbericht 2026', 'Annual Report 2026'],
    q1Statement2027: ['Quartalsmitteilung Q1 2027', 'Quarterly Statement Q1 2027'],
    agm2027: ['Hauptversammlung 2027', 'Annual General Meeting 2027'],
  };
  const from = calendar[report.published];
  return (Object.entries(calendar) as Array<[keyof typeof calendar, string]>)
    .filter(([key, day]) => day > from && names[key])
    .slice(0, 3)
    .map(([key, day]) => [pick(lang, names[key]![0], names[key]![1]), longDate(day, lang)]);
}

function range(values: readonly [number, number], lang: ReportLang, unit: 'money' | 'percent'): string {
  if (unit === 'percent') return pick(lang, `${decimal(values[0], 'de', values[0] % 1 ? 1 : 0)} bis ${percent(values[1], 'de', values[1] % 1 ? 1 : 0)}`, `${decimal(values[0], 'en', values[0] % 1 ? 1 : 0)} to ${percent(values[1], 'en', values[1] % 1 ? 1 : 0)}`);
  return pick(lang, `${values[0]} bis ${millions(values[1], 'de')}`, `€${values[0]} to ${values[1]} million`);
}

function outlookSection(report: ReportDef, lang: ReportLang): PdfSection {
  const target = report.kind === 'annual' ? report.period.year + 1 : report.period.year;
  const forecast = guidance[target]!;
  const paragraphs =
    report.kind === 'annual'
      ? [
          pick(
            lang,
            `Für das Geschäftsjahr ${target} erwartet der Vorstand einen Umsatz von ${range(forecast.revenue, 'de', 'money')} und eine EBIT-Marge von ${range(forecast.ebitMargin, 'de', 'percent')}. Der Auftragsbestand von ${millions(figures(report.period).backlog, 'de')} zum Jahresende sichert die Auslastung bis weit in das Jahr.`,
            `For fiscal year ${target}, the Management Board expects revenue of ${range(forecast.revenue, 'en', 'money')} and an EBIT margin of ${range(forecast.ebitMargin, 'en', 'percent')}. The order backlog of ${millions(figures(report.period).backlog, 'en')} at year end secures capacity utilisation well into the year.`,
          ),
        ]
      : [
          pick(
            lang,
            `Der Vorstand bestätigt die Prognose für das Geschäftsjahr ${target}: Umsatz von ${range(forecast.revenue, 'de', 'money')}, EBIT-Marge von ${range(forecast.ebitMargin, 'de', 'percent')}.`,
            `The Management Board confirms its guidance for fiscal year ${target}: revenue of ${range(forecast.revenue, 'en', 'money')} and an EBIT margin of ${range(forecast.ebitMargin, 'en', 'percent')}.`,
          ),
        ];
  paragraphs.push(
    pick(
      lang,
      'Die Prognose beruht auf den Annahmen zur Entwicklung der Halbleitermärkte zum Zeitpunkt der Veröffentlichung; tatsächliche Ergebnisse können abweichen.',
      'The guidance rests on the assumptions about the semiconductor markets at the time of publication; actual results may differ.',
    ),
  );
  const dates = nextDates(report, lang);
  return {
    heading: pick(lang, 'Ausblick', 'Outlook'),
    newPage: report.kind === 'annual',
    paragraphs,
    ...(dates.length ? { table: { columns: [pick(lang, 'Finanzkalender', 'Financial calendar'), pick(lang, 'Datum', 'Date')], rows: dates } } : {}),
  };
}

function letterSection(report: ReportDef, lang: ReportLang): PdfSection {
  const now = figures(report.period);
  const before = figures(previous(report.period));
  const { year } = report.period;
  const name = periodName(report.period, lang);
  const paragraphs =
    report.kind === 'annual'
      ? [
          pick(lang, 'Sehr geehrte Aktionärinnen und Aktionäre,', 'Dear shareholders,'),
          pick(
            lang,
            `${year} war für Vantoro ein Jahr des Wachstums: Der Umsatz stieg um ${change(now.revenue, before.revenue).slice(1)} auf ${millions(now.revenue, 'de')}, der Auftragseingang erreichte ${millions(now.orderIntake, 'de')}. Mit einer EBIT-Marge von ${percent(now.ebitMargin, 'de')} haben wir unsere Prognose erfüllt.`,
            `${year} was a year of growth for Vantoro: revenue rose by ${change(now.revenue, before.revenue).slice(1)} to ${millions(now.revenue, 'en')}, and order intake reached ${millions(now.orderIntake, 'en')}. With an EBIT margin of ${percent(now.ebitMargin, 'en')}, we met our guidance.`,
          ),
          pick(
            lang,
            `Getragen wurde das Jahr von Advanced Packaging: Hybridbonden, Belackung für Fan-out-Packaging und Messtechnik im Regelkreis sind die Wachstumsfelder unserer Strategie ${2028}. ${count(employeesAtYearEnd[year]!, 'de')} Mitarbeiterinnen und Mitarbeiter haben dazu beigetragen – ihnen gilt unser Dank.`,
            `Advanced packaging carried the year: hybrid bonding, coating for fan-out packaging and closed-loop metrology are the growth areas of our 2028 strategy. ${count(employeesAtYearEnd[year]!, 'en')} employees contributed to it, and we thank them.`,
          ),
          dividends[year] !== undefined
            ? pick(
                lang,
                `Sie sollen daran teilhaben: Vorstand und Aufsichtsrat schlagen der Hauptversammlung eine Dividende von ${perShare(dividends[year], 'de')} je Aktie vor (Vorjahr: ${dividends[year - 1] === undefined ? '–' : perShare(dividends[year - 1]!, 'de')}).`,
                `You should share in it: the Management Board and Supervisory Board propose a dividend of ${perShare(dividends[year], 'en')} per share to the Annual General Meeting (previous year: ${dividends[year - 1] === undefined ? '–' : perShare(dividends[year - 1]!, 'en')}).`,
              )
            : pick(lang, 'Wir danken Ihnen für Ihr Vertrauen.', 'We thank you for your trust.'),
        ]
      : [
          pick(lang, 'Sehr geehrte Aktionärinnen und Aktionäre,', 'Dear shareholders,'),
          pick(
            lang,
            `im Zeitraum ${name} hat Vantoro ${millions(now.revenue, 'de')} umgesetzt (${change(now.revenue, before.revenue)} gegenüber dem Vorjahr) und Aufträge über ${millions(now.orderIntake, 'de')} erhalten. Die EBIT-Marge lag bei ${percent(now.ebitMargin, 'de')}.`,
            `in ${name}, Vantoro generated revenue of ${millions(now.revenue, 'en')} (${change(now.revenue, before.revenue)} on the previous year) and received orders worth ${millions(now.orderIntake, 'en')}. The EBIT margin was ${percent(now.ebitMargin, 'en')}.`,
          ),
          pick(
            lang,
            `Der Auftragsbestand wuchs bis zum ${periodEnd(report.period, 'de')} auf ${millions(now.backlog, 'de')}. Die meisten neuen Aufträge kamen aus Asien, für Bond- und Belackungsanlagen im Advanced Packaging.`,
            `The order backlog grew to ${millions(now.backlog, 'en')} by ${periodEnd(report.period, 'en')}. Most new orders came from Asia, for bonding and coating equipment in advanced packaging.`,
          ),
        ];
  const cfo = calendar[report.published] >= board.cfo.since;
  return {
    heading: pick(lang, 'Brief an die Aktionärinnen und Aktionäre', 'Letter to the shareholders'),
    newPage: true,
    paragraphs,
    signature: [
      pick(lang, `${board.ceo.de}, Vorsitzender des Vorstands`, `${board.ceo.en}, Chief Executive Officer`),
      ...(cfo ? [pick(lang, `${board.cfo.de}, Finanzvorständin`, `${board.cfo.en}, Chief Financial Officer`)] : []),
      pick(lang, `Garching, ${longDate(calendar[report.published], 'de')}`, `Garching, ${longDate(calendar[report.published], 'en')}`),
    ],
  };
}

/** The report as a document in `lang`. */
export function reportDocument(report: ReportDef, lang: ReportLang): PdfContent {
  const now = figures(report.period);
  const { year, quarter } = report.period;
  const sections: PdfSection[] = [letterSection(report, lang)];
  if (report.kind === 'annual') {
    const columns: Array<[string, PeriodFigures]> = [[String(year), now], [String(year - 1), yearFigures(year - 1)]];
    sections.push({
      heading: pick(lang, 'Kennzahlen', 'Key figures'),
      newPage: true,
      table: figuresTable(columns, lang, [employeesAtYearEnd[year]!, employeesAtYearEnd[year - 1]]),
      chart: quarterChart(report, lang),
    });
  } else {
    const alone = { ...report.period, cumulative: false };
    const columns: Array<[string, PeriodFigures]> = [
      [periodName(alone, lang), figures(alone)],
      [periodName(previous(alone), lang), figures(previous(alone))],
    ];
    if (quarter > 1) columns.push([periodName(report.period, lang), now], [periodName(previous(report.period), lang), figures(previous(report.period))]);
    sections.push({ heading: pick(lang, 'Kennzahlen', 'Key figures'), newPage: true, table: figuresTable(columns, lang), chart: quarterChart(report, lang) });
  }
  sections.push(segmentSection(report, lang), outlookSection(report, lang));
  return { title: `Vantoro ${reportTitle(report, lang)}`, lines: keyFacts(report, lang), language: lang, sections };
}

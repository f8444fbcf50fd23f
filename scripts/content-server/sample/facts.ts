/**
 * The company's facts in the sample content, in one place: its offices (addresses, phone numbers), its size and
 * history, and (with the investor-relations figures) the numbers and dates its pages, tiles and PDF documents
 * state. Every text of the sample that names one of these reads it from here, so the pages, the documents and the
 * tiles cannot disagree; tests/unit/sample/facts.test.ts looks for a contradiction across the whole sample.
 */
import { siteConfig } from '../../../src/site.config.ts';
import type { LocationDef } from './pages/blocks.ts';
import { same, t } from './text.ts';

/** The company as a whole. */
export const company = {
  name: siteConfig.name,
  /** Founded as a workshop for optical measuring instruments. */
  founded: 1954,
  /** People employed worldwide (the Annual Report 2025's figure, at 31 December 2025). */
  employees: 1600,
  /** Nations the employees come from. */
  nations: 48,
  /** Countries its systems are in use in (stated as "more than"). */
  countries: 40,
} as const;

/** The locale codes of the sample; a document or text in one of them formats the facts its way. */
export type Lang = 'de' | 'en' | 'cn' | 'jp' | 'tw';

/** The sample's reference day: the site is "today" in late November 2026 (what has appeared, what is to come). */
export const today = '2026-11-28';

/** The members of the Management Board who sign the reports (CFO since 1 September 2026). */
export const board = {
  ceo: { de: 'Dr. Jonas Wendelin', en: 'Dr Jonas Wendelin' },
  cfo: { de: 'Dr. Miriam Falkenrath', en: 'Dr Miriam Falkenrath', since: '2026-09-01' },
} as const;

/** The four segments, in report order; their revenues add up to the group's. */
export const segmentNames = {
  de: ['Lithografie', 'Belackung', 'Bonden', 'Messtechnik'],
  en: ['Lithography', 'Coating', 'Bonding', 'Metrology'],
} as const;

/** One quarter's figures in EUR million. */
export interface QuarterFigures {
  revenue: number;
  orderIntake: number;
  ebit: number;
}

/**
 * The quarters the reports state (EUR million): revenue, order intake, EBIT. The half-years, nine months and
 * years are their sums; the order backlog follows from them (backlog + order intake − revenue).
 */
export const quarters: Readonly<Record<string, QuarterFigures>> = {
  '2024-Q1': { revenue: 103, orderIntake: 104, ebit: 12.9 },
  '2024-Q2': { revenue: 109, orderIntake: 142, ebit: 14.3 },
  '2024-Q3': { revenue: 104, orderIntake: 107, ebit: 13.6 },
  '2024-Q4': { revenue: 110, orderIntake: 109, ebit: 15.0 },
  '2025-Q1': { revenue: 112, orderIntake: 131, ebit: 15.1 },
  '2025-Q2': { revenue: 119, orderIntake: 137, ebit: 16.3 },
  '2025-Q3': { revenue: 117, orderIntake: 108, ebit: 15.8 },
  '2025-Q4': { revenue: 120, orderIntake: 116, ebit: 16.4 },
  '2026-Q1': { revenue: 121, orderIntake: 139, ebit: 16.8 },
  '2026-Q2': { revenue: 128, orderIntake: 146, ebit: 18.3 },
  '2026-Q3': { revenue: 132, orderIntake: 151, ebit: 19.0 },
};

/** The order backlog at the end of 2023 (EUR million), from which the later ones follow. */
const BACKLOG_2023 = 352;

/** Fiscal years before the quarters above: their totals (EUR million). */
const EARLIER_YEARS: Readonly<Record<number, QuarterFigures & { backlog: number }>> = {
  2022: { revenue: 341, orderIntake: 350, ebit: 37.2, backlog: 345 },
  2023: { revenue: 374, orderIntake: 381, ebit: 44.1, backlog: BACKLOG_2023 },
};

/** People employed at the end of each fiscal year; the last is `company.employees`. */
export const employeesAtYearEnd: Readonly<Record<number, number>> = { 2022: 1350, 2023: 1420, 2024: 1510, 2025: company.employees };

/** The dividend per share for a fiscal year (EUR), paid after the next Annual General Meeting. */
export const dividends: Readonly<Record<number, number>> = { 2024: 0.3, 2025: 0.45 };

/** Shares entitled to dividend (the total voting rights in 2026). */
export const shares = 24_612_000;

/** Each segment's share of revenue per fiscal year (lithography, coating, bonding, metrology). */
const SEGMENT_SHARES: Readonly<Record<number, readonly [number, number, number, number]>> = {
  2022: [0.44, 0.26, 0.2, 0.1],
  2023: [0.428, 0.257, 0.217, 0.098],
  2024: [0.418, 0.256, 0.221, 0.105],
  2025: [0.397, 0.259, 0.239, 0.105],
  2026: [0.384, 0.257, 0.251, 0.108],
};

/** A period a report covers: a quarter alone, the quarters of a year up to one (Q1, H1, 9M), a year. */
export type Period = { year: number; quarter: 1 | 2 | 3 | 4; cumulative: boolean };

export interface PeriodFigures {
  revenue: number;
  orderIntake: number;
  ebit: number;
  /** EBIT over revenue in %, one decimal. */
  ebitMargin: number;
  /** At the period's end. */
  backlog: number;
  /** Revenue per segment (`segmentNames` order), adding up to `revenue`. */
  segments: number[];
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

/** Splits `total` by `shares` into whole numbers that add up to it (largest remainder). */
function split(total: number, shares: readonly number[]): number[] {
  const raw = shares.map((share) => (total * share) / shares.reduce((sum, s) => sum + s, 0));
  const parts = raw.map(Math.floor);
  const order = raw.map((value, index) => [value - Math.floor(value), index] as const).sort((a, b) => b[0] - a[0]);
  for (let left = total - parts.reduce((sum, part) => sum + part, 0), k = 0; left > 0; left--, k++) parts[order[k]![1]]! += 1;
  return parts;
}

/** The order backlog at the end of a quarter (EUR million). */
function backlogAt(year: number, quarter: number): number {
  let backlog = BACKLOG_2023;
  for (const [key, figures] of Object.entries(quarters)) {
    const [y, q] = [Number(key.slice(0, 4)), Number(key.slice(6))];
    if (y < year || (y === year && q <= quarter)) backlog += figures.orderIntake - figures.revenue;
  }
  return backlog;
}

/** The figures of a period: one quarter (`cumulative: false`) or the year up to that quarter (Q1, H1, 9M, year). */
export function figures(period: Period): PeriodFigures {
  const early = EARLIER_YEARS[period.year];
  if (early) {
    const segments = split(early.revenue, SEGMENT_SHARES[period.year]!);
    return { ...early, ebitMargin: round1((early.ebit / early.revenue) * 100), segments };
  }
  const first = period.cumulative ? 1 : period.quarter;
  const sum = { revenue: 0, orderIntake: 0, ebit: 0 };
  for (let quarter = first; quarter <= period.quarter; quarter++) {
    const own = quarters[`${period.year}-Q${quarter}`];
    if (!own) throw new Error(`facts: no figures for Q${quarter} ${period.year}`);
    sum.revenue += own.revenue;
    sum.orderIntake += own.orderIntake;
    sum.ebit = round1(sum.ebit + own.ebit);
  }
  return {
    ...sum,
    ebitMargin: round1((sum.ebit / sum.revenue) * 100),
    backlog: backlogAt(period.year, period.quarter),
    segments: split(sum.revenue, SEGMENT_SHARES[period.year]!),
  };
}

/** A fiscal year's figures. */
export const year = (value: number): PeriodFigures => figures({ year: value, quarter: 4, cumulative: true });

/** A forecast for a fiscal year: revenue (EUR million) and EBIT margin (%), from–to. */
export interface Guidance {
  revenue: readonly [number, number];
  ebitMargin: readonly [number, number];
}

/**
 * The guidance for each fiscal year, as the annual report before it gave it; 2024's was raised in July 2024
 * (the ad-hoc release), the others were confirmed during the year.
 */
export const guidance: Readonly<Record<number, Guidance & { raised?: Guidance & { on: string } }>> = {
  2024: { revenue: [380, 400], ebitMargin: [12, 14], raised: { revenue: [410, 430], ebitMargin: [12, 14], on: '2024-07-18' } },
  2025: { revenue: [450, 480], ebitMargin: [13, 14] },
  2026: { revenue: [500, 520], ebitMargin: [13.5, 14.5] },
};

/** The revenue target of the 2028 strategy (Capital Markets Day 2023), EUR million. */
export const strategyTarget = { year: 2028, revenue: 600 } as const;

/**
 * The financial calendar: the day each report appears (or appeared) and the Annual General Meetings.
 * The reports list, the calendar entries, the IR pages and the documents all read these.
 */
export const calendar = {
  annualReport2023: '2024-03-28',
  halfYear2024: '2024-08-08',
  annualReport2024: '2025-03-27',
  agm2025: '2025-06-12',
  halfYear2025: '2025-08-07',
  dividendProposal2025: '2026-03-19',
  annualReport2025: '2026-03-26',
  q1Statement2026: '2026-05-07',
  agm2026: '2026-06-18',
  halfYear2026: '2026-08-06',
  q3Statement2026: '2026-11-12',
  annualReport2026: '2027-03-25',
  q1Statement2027: '2027-05-06',
  agm2027: '2027-06-17',
} as const;

const GROUPING: Record<Lang, string> = { de: ' ', en: ',', cn: '', jp: ',', tw: '' };

/** A whole number as the language writes it: 1 600 (de), 1,600 (en, jp), 1600 (cn, tw). */
export function count(value: number, lang: Lang): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, GROUPING[lang]);
}

/** A decimal with `digits` places: 13,6 (de), 13.6 (others). */
export function decimal(value: number, lang: Lang, digits = 1): string {
  const text = value.toFixed(digits);
  return lang === 'de' ? text.replace('.', ',') : text;
}

/** A percentage: 13,6 % (de), 13.6 % (others). */
export const percent = (value: number, lang: Lang, digits = 1): string => `${decimal(value, lang, digits)} %`;

/** An amount in EUR million: 468 Mio. € (de), €468 million (en); `ascii` writes EUR for plain-text contexts. */
export function millions(value: number, lang: 'de' | 'en', digits = 0): string {
  const number = digits ? decimal(value, lang, digits) : count(value, lang);
  return lang === 'de' ? `${number} Mio. €` : `€${number} million`;
}

/** A per-share amount: 0,45 € (de), €0.45 (en). */
export const perShare = (value: number, lang: 'de' | 'en'): string =>
  lang === 'de' ? `${decimal(value, lang, 2)} €` : `€${decimal(value, lang, 2)}`;

/** The change from `before` to `after` in whole percent, signed: +10 %. */
export const change = (after: number, before: number): string => {
  const value = Math.round((after / before - 1) * 100);
  return `${value >= 0 ? '+' : '−'}${Math.abs(value)} %`;
};

const MONTHS = {
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
} as const;

/** A calendar day (YYYY-MM-DD) as the language writes it: 26. März 2026 (de), 26 March 2026 (en), 2026年3月26日 (cn, jp, tw). */
export function longDate(day: string, lang: Lang): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  if (lang === 'de') return `${d}. ${MONTHS.de[m - 1]} ${y}`;
  if (lang === 'en') return `${d} ${MONTHS.en[m - 1]} ${y}`;
  return `${y}年${m}月${d}日`;
}

/** The offices, headquarters first (the contact pages' locations block; the PDFs' office page). */
export const offices: LocationDef[] = [
  {
    name: siteConfig.name,
    address: same(`${siteConfig.address.street}\n${siteConfig.address.postalCode} ${siteConfig.address.city}`),
    country: t('Deutschland', 'Germany', '德国', 'ドイツ', '德國'),
    phone: siteConfig.address.phone,
    fax: '+49 89 5550 1099',
    email: siteConfig.address.email,
  },
  {
    name: 'Vantoro Inc.',
    address: same('2400 Riverside Technology Drive, Suite 300\nAustin, TX 78741'),
    country: t('USA', 'USA', '美国', 'アメリカ', '美國'),
    phone: '+1 512 555 0140',
    fax: null,
    email: 'usa@vantoro.example',
  },
  {
    name: 'Vantoro Japan K.K.',
    address: t(
      'Shin-Yokohama Square 8F, 2-5-1 Shin-Yokohama\nKohoku-ku, Yokohama 222-0033',
      'Shin-Yokohama Square 8F, 2-5-1 Shin-Yokohama\nKohoku-ku, Yokohama 222-0033',
      '日本横滨市港北区新横滨 2-5-1，新横滨广场 8 楼',
      '〒222-0033 神奈川県横浜市港北区新横浜2-5-1 新横浜スクエア8F',
      '日本橫濱市港北區新橫濱 2-5-1，新橫濱廣場 8 樓',
    ),
    country: t('Japan', 'Japan', '日本', '日本', '日本'),
    phone: '+81 45 555 0180',
    fax: '+81 45 555 0181',
    email: 'japan@vantoro.example',
  },
  {
    name: 'Vantoro Taiwan Ltd.',
    address: t(
      'No. 18, Gongye East 3rd Road\nHsinchu Science Park, Hsinchu 300',
      'No. 18, Gongye East 3rd Road\nHsinchu Science Park, Hsinchu 300',
      '台湾新竹科学园区工业东三路 18 号',
      '台湾新竹サイエンスパーク 工業東三路18号',
      '新竹科學園區工業東三路 18 號',
    ),
    country: t('Taiwan', 'Taiwan', '台湾', '台湾', '台灣'),
    phone: '+886 3 555 0160',
    fax: null,
    email: 'taiwan@vantoro.example',
  },
  {
    name: 'Vantoro (Shanghai) Co., Ltd.',
    address: t(
      'Zhangjiang Hi-Tech Park, 1288 Keyuan Road, Building 5\nPudong, Shanghai 201203',
      'Zhangjiang Hi-Tech Park, 1288 Keyuan Road, Building 5\nPudong, Shanghai 201203',
      '上海市浦东新区科苑路 1288 号张江高科技园区 5 号楼，邮编 201203',
      '上海市浦東新区 科苑路1288号 張江ハイテクパーク5号棟',
      '上海市浦東新區科苑路 1288 號張江高科技園區 5 號樓',
    ),
    country: t('China', 'China', '中国', '中国', '中國'),
    phone: '+86 21 5555 0120',
    fax: null,
    email: 'china@vantoro.example',
  },
];

/**
 * The sample states one set of facts: whatever a visitor can read — every string of every entry in every
 * language, and the text of every PDF document — names the offices' phone numbers and addresses, the staff,
 * the founding year, the key figures and the reports' days as scripts/content-server/sample/facts.ts has them.
 *
 * The documents' text is read from the written PDF bytes (the glyphs of each text line, through the font's
 * ToUnicode map), not from the writer's input: so the test sees what a reader sees, for documents written by
 * any module, and needs no PDF library (PDFKit embeds one font per document, whose map gives all its text).
 */
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  calendar,
  company,
  count,
  dividends,
  employeesAtYearEnd,
  figures,
  guidance,
  offices,
  quarters,
  strategyTarget,
  today,
  type Lang,
} from '../../../scripts/content-server/sample/facts.ts';
import { buildSampleContent } from '../../../scripts/content-server/sample/index.ts';
import type { Seed } from '../../../scripts/content-server/seed-types.ts';
import { siteConfig } from '../../../src/site.config.ts';

interface Place {
  where: string;
  lang: Lang | 'any';
  text: string;
}

const LANGS: Record<string, Lang> = { german: 'de', english: 'en', chinese: 'cn', japanese: 'jp', taiwanese: 'tw' };

/** Every string of the entries, with where it is and its language (from the field's language key). */
function entryTexts(seed: Seed): Place[] {
  const places: Place[] = [];
  const walk = (value: unknown, where: string, lang: Lang | 'any'): void => {
    if (typeof value === 'string') places.push({ where, lang, text: value });
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where}.${index}`, lang));
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, `${where}.${key}`, LANGS[key] ?? lang);
  };
  for (const [type, entries] of Object.entries(seed.collections))
    for (const entry of entries ?? []) walk(entry, `${type} ${String(entry.slug ?? entry.BackendName ?? entry.name ?? entry.id)}`, 'any');
  for (const [key, value] of Object.entries(seed).filter(([key]) => key !== 'collections' && key !== 'uploads')) walk(value, key, 'any');
  return places;
}

/** The decompressed streams of a PDF. */
function streams(pdf: Uint8Array): string[] {
  const text = Buffer.from(pdf).toString('latin1');
  return [...text.matchAll(/stream\r?\n/g)].map((match) => {
    const start = match.index + match[0].length;
    const raw = Buffer.from(text.slice(start, text.indexOf('endstream', start)), 'latin1');
    try {
      return inflateSync(raw).toString('latin1');
    } catch {
      return raw.toString('latin1');
    }
  });
}

/** The text of a PDF written by PDFKit: each text object a line, its glyphs read through the ToUnicode map. */
export function pdfText(pdf: Uint8Array): string {
  const all = streams(pdf);
  const maps = all.filter((body) => body.includes('begincmap'));
  if (maps.length !== 1) throw new Error(`expected one embedded font, found ${maps.length}`);
  const map = new Map<number, string>();
  for (const [, from, to, list] of maps[0]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
    const targets = [...list!.matchAll(/<([0-9a-f\s]+)>/gi)].map(([, hex]) => hex!.replace(/\s+/g, ''));
    for (let code = parseInt(from!, 16), index = 0; code <= parseInt(to!, 16); code++, index++)
      map.set(code, String.fromCodePoint(...(targets[index]!.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16))));
  }
  const lines: string[] = [];
  for (const body of all.filter((stream) => stream.includes('BT'))) {
    for (const [block] of body.matchAll(/BT[\s\S]*?ET/g)) {
      const glyphs = [...block.matchAll(/<([0-9a-f]+)>/gi)].flatMap(([, hex]) => hex!.match(/.{4}/g) ?? []);
      lines.push(glyphs.map((unit) => map.get(parseInt(unit, 16)) ?? '').join(''));
    }
  }
  return lines.join('\n');
}

let places: Place[];
let seed: Seed;
beforeAll(async () => {
  seed = await buildSampleContent();
  places = entryTexts(seed);
  for (const entry of seed.collections.UploadFile!.filter((file) => file.mime === 'application/pdf')) {
    const upload = seed.uploads.find((file) => `/uploads/${file.path}` === entry.url)!;
    const text = pdfText(upload.data);
    const lang = /\/Lang \((\w+)/.exec(Buffer.from(upload.data).toString('latin1'))?.[1];
    places.push({
      where: `PDF ${String(entry.name)}`,
      lang: lang === 'de' ? 'de' : lang === 'ja' ? 'jp' : lang === 'zh' ? 'any' : 'en',
      text,
    });
  }
}, 180_000);

/** A text with markdown emphasis removed and runs of white space as one space (a line break inside a phrase). */
const plain = (text: string): string => text.replace(/\*\*/g, '').replace(/\s+/g, ' ');

/** The problems found by `check` in every place, each naming the place, what it says and what the facts say. */
function problems(check: (place: Place, text: string) => string[]): string[] {
  return places.flatMap((place) => check(place, plain(place.text)).map((problem) => `${place.where} [${place.lang}]: ${problem}`));
}

const digits = (text: string): string => text.replace(/\D/g, '');

describe('the sample states one set of facts: offices, staff, founding', () => {
  it('names only the offices’ phone and fax numbers', () => {
    const known = new Set(offices.flatMap((office) => [office.phone, office.fax].filter(Boolean).map((number) => digits(number!))));
    const switchboard = digits(siteConfig.address.phone).slice(0, -4);
    const found = problems((_, text) =>
      [...text.matchAll(/\+(?:49|1|81|86|886) ?\(?\d[\d ()/-]{5,16}\d/g)]
        .map(([number]) => number)
        // Direct lines of the headquarters share its switchboard number.
        .filter((number) => !known.has(digits(number)) && !digits(number).startsWith(switchboard))
        .map((number) => `phone ${number}, the offices have ${[...offices].map((office) => office.phone).join(', ')}`),
    );
    expect(found).toEqual([]);
  });

  it('gives the offices the addresses of the facts, in every script', () => {
    const patterns: Array<[string, RegExp]> = [
      ['street', /([\p{Script=Han}]{1,6}[路道街])\s*(\d+)\s*[号號]/gu],
      ['block', /(?<![\d-])(\d{1,2}-\d{1,2}-\d{1,2})(?![\d-])/g],
      ['street', /\b(\d+)\s+((?:[A-Z][\w-]*\s+)+(?:Road|Drive|Street|Avenue))\b/g],
      ['street', /\b([A-Z][\w]*-(?:Allee|Straße|Strasse|Weg|Ring))\s+(\d+)/g],
      ['street', /No\.\s*(\d+),\s*((?:[A-Z0-9][\w]*\s)+Road)/g],
    ];
    const keyOf = (match: RegExpMatchArray): string => match.slice(1).filter(Boolean).join(' ');
    const facts = [...offices.flatMap((office) => Object.values(office.address)), `${siteConfig.address.street}`]
      .filter(Boolean)
      .map((text) => plain(text!));
    const known = new Set(facts.flatMap((text) => patterns.flatMap(([, pattern]) => [...text.matchAll(pattern)].map(keyOf))));
    const found = problems((_, text) =>
      patterns.flatMap(([kind, pattern]) =>
        [...text.matchAll(pattern)]
          .filter((match) => !known.has(keyOf(match)))
          .map((match) => `office ${kind} "${match[0]}", the facts know ${[...known].join(' | ')}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('states the staff as the facts do, in the language’s number format', () => {
    const number = String.raw`(\d{1,3}(?:[,.  ]\d{3})+|\d{3,})`;
    const patterns = [
      // "1,600 employees", "1 600 Mitarbeitende", "1600 名员工", "1,600名、" (not a row label: "Mitarbeitende zum 31. Dezember").
      new RegExp(
        String.raw`${number}\+?\s*(?:employees|people|staff|Mitarbeiter\w*|Mitarbeitende|Menschen|Beschäftigte|全球员工|全球員工|世界の従業員数|名\s*(?=员工|員工|の?従業員|の?社員))(?!\s(?:zum|am|at|per)\b)`,
        'g',
      ),
      // "1,600名、" (a head count of a thousand and more: smaller ones name a team).
      /(\d{1,3}(?:,\d{3})+|\d{4,})\s*名(?=[、。])/g,
      new RegExp(
        String.raw`(?:Employees|employees|Mitarbeitende|Mitarbeiter(?:innen)?|员工|員工|従業員)\b[^\d]{0,30}?${number}(?!\d|[.,]\d|\s?(?:%|Mio|million|m²|Nationen|nations))`,
        'g',
      ),
    ];
    const found = problems(({ lang }, text) => {
      const years = [...text.matchAll(/\b(20\d\d)\b/g)].map(([, year]) => Number(year));
      const allowed = new Set([company.employees, ...years.map((year) => employeesAtYearEnd[year]).filter((value) => value !== undefined)]);
      return patterns.flatMap((pattern) =>
        [...text.matchAll(pattern)].flatMap(([phrase, written]) => {
          const value = Number(digits(written!));
          if (value >= 1900 && value <= 2100) return []; // a year, not a head count
          if (!allowed.has(value))
            return [
              `staff "${phrase}", the facts say ${count(company.employees, 'en')}${years.length ? ` (${years.map((year) => `${year}: ${employeesAtYearEnd[year] ?? '–'}`).join(', ')})` : ''}`,
            ];
          if (lang !== 'any' && written !== count(value, lang))
            return [`staff written "${written}", the ${lang} way is "${count(value, lang)}"`];
          return [];
        }),
      );
    });
    expect(found).toEqual([]);
  });

  it('names the founding year of the facts', () => {
    const found = problems((_, text) =>
      [
        ...text.matchAll(/(?:founded|gegründet|established)\s+(?:in\s+)?(1[89]\d\d)/gi),
        ...text.matchAll(/(1[89]\d\d)\s*年?[^.。\d]{0,50}?(?:gegründet|founded|创立|創業|創立|起家)/g),
      ]
        .filter(([, year]) => Number(year) !== company.founded)
        .map(([phrase]) => `founding "${phrase}", the facts say ${company.founded}`),
    );
    expect(found).toEqual([]);
  });
});

describe('the sample states one set of facts: figures and reports', () => {
  it('states revenue, order backlog and EBIT margin as the facts have them', () => {
    const periods = [2022, 2023, 2024, 2025, 2026].flatMap((year) =>
      [1, 2, 3, 4].flatMap((quarter) =>
        [true, false]
          .filter((cumulative) => year >= 2024 || (quarter === 4 && cumulative))
          .filter(() => quarters[`${year}-Q${quarter}`] || year < 2024)
          .map((cumulative) => figures({ year, quarter: quarter as 1 | 2 | 3 | 4, cumulative })),
      ),
    );
    const forecasts = Object.values(guidance).flatMap((forecast) => [forecast, ...(forecast.raised ? [forecast.raised] : [])]);
    const revenues = new Set([
      ...periods.flatMap((period) => [period.revenue, ...period.segments]),
      ...forecasts.flatMap((forecast) => forecast.revenue),
      strategyTarget.revenue,
    ]);
    const backlogs = new Set(periods.map((period) => period.backlog));
    const margins = new Set([...periods.map((period) => period.ebitMargin), ...forecasts.flatMap((forecast) => forecast.ebitMargin)]);
    const amount = String.raw`(?:€|EUR )?\s?(\d{2,3}(?:[.,]\d)?)\s?(?:Mio\. €|million)`;
    const checks: Array<[string, RegExp, Set<number>]> = [
      ['revenue', new RegExp(String.raw`(?:Revenue|revenue|Umsatz)(?![a-z])[^\n€]{0,50}?${amount}`, 'g'), revenues],
      ['order backlog', new RegExp(String.raw`(?:[Bb]acklog|Auftragsbestand)[^\n€]{0,50}?${amount}`, 'g'), backlogs],
      ['EBIT margin', /EBIT[- ]?[Mm]ar(?:ge|gin)[^\d\n]{0,40}?(\d{1,2}(?:[.,]\d)?) ?(?:bis|to|–|-|%)/g, margins],
    ];
    const found = problems((_, text) => [
      ...checks.flatMap(([name, pattern, allowed]) =>
        [...text.matchAll(pattern)]
          .filter(([, value]) => !allowed.has(Number(value!.replace(',', '.'))))
          .map(([phrase]) => `${name} "${phrase}" is no ${name} of the facts (${[...allowed].sort((a, b) => a - b).join(', ')})`),
      ),
      // A year named with the figure: that year's.
      ...[...text.matchAll(/(?:Revenue|Umsatz) (20\d\d): (?:€|EUR )?(\d{3}) ?(?:Mio|million)/g)]
        .filter(
          ([, year, value]) =>
            Number(year) <= 2025 && figures({ year: Number(year), quarter: 4, cumulative: true }).revenue !== Number(value),
        )
        .map(
          ([phrase, year]) =>
            `"${phrase}", the facts' revenue ${year} is ${figures({ year: Number(year), quarter: 4, cumulative: true }).revenue}`,
        ),
      ...[...text.matchAll(/(?:dividend of|Dividende von) (?:€|EUR )?(\d[.,]\d\d)/g)]
        .filter(([, value]) => !Object.values(dividends).includes(Number(value!.replace(',', '.'))))
        .map(([phrase]) => `"${phrase}", the facts' dividends are ${Object.values(dividends).join(', ')}`),
    ]);
    expect(found).toEqual([]);
  });

  it('lists the reports the calendar says have appeared, on the calendar’s day', () => {
    const articles = seed.collections.NewsArticle!;
    const documentOf = (headline: unknown): string | undefined =>
      /^(?:Publication of the )?(Annual Report|Half-Year Report|Quarterly Statement Q\d) (\d{4})$/i
        .exec(String((headline as { english?: string }).english ?? ''))
        ?.slice(1)
        .join(' ')
        .toLowerCase();
    const listed = new Map(articles.filter((a) => a.newsSubCategory === 'financialReports').map((a) => [documentOf(a.Headline), a]));
    const dated = articles.filter((a) => a.newsSubCategory === 'financialCalendar' && documentOf(a.Headline));
    const found: string[] = [];
    for (const [name, report] of listed) {
      if (String(report.publishingDate) > today)
        found.push(
          `report "${name}" (${String(report.slug)}) is listed as published on ${String(report.publishingDate)}, after today ${today}`,
        );
    }
    for (const entry of dated) {
      const name = documentOf(entry.Headline)!;
      const report = listed.get(name);
      if (report && report.publishingDate !== entry.publishingDate)
        found.push(
          `report "${name}" listed on ${String(report.publishingDate)} (${String(report.slug)}), the calendar entry ${String(entry.slug)} says ${String(entry.publishingDate)}`,
        );
      if (!report && String(entry.publishingDate) < today)
        found.push(
          `the calendar entry ${String(entry.slug)} says "${name}" appeared on ${String(entry.publishingDate)} (before today, ${today}), but the reports list has no such report`,
        );
    }
    // A text that says when a report appeared (or will) names the calendar's day.
    const days = new Map<string, string>([...listed].map(([name, report]) => [name!, String(report.publishingDate)]));
    for (const entry of dated) days.set(documentOf(entry.Headline)!, String(entry.publishingDate));
    const months = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ];
    found.push(
      ...problems((_, text) =>
        [
          ...text.matchAll(
            /(Annual Report|Half-Year Report|Quarterly Statement Q\d) (\d{4})[^.]{0,40}? (?:was|will be) published on (\d{1,2}) (\w+) (\d{4})/gi,
          ),
        ].flatMap(([phrase, kind, year, day, month, yearOf]) => {
          const said = `${yearOf}-${String(months.indexOf(month!) + 1).padStart(2, '0')}-${day!.padStart(2, '0')}`;
          const known = days.get(`${kind} ${year}`.toLowerCase());
          return known && known !== said ? [`"${phrase}", the reports list and calendar say ${known}`] : [];
        }),
      ),
    );
    expect(found).toEqual([]);
    expect(calendar.q3Statement2026 < today).toBe(true);
  });
});

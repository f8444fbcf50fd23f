/**
 * The company's facts (./facts.ts) as the texts of each language write them: a count with the language's digit
 * grouping (German 1 600 with a no-break space, English and Japanese 1,600, Chinese 1600). Texts that state the
 * staff number, the founding year or the nations read them through here instead of repeating the numbers.
 */
import { company } from './facts.ts';

export type Lang = 'de' | 'en' | 'cn' | 'jp' | 'tw';

/** A whole number as a text of `lang` writes it. */
function count(value: number, lang: Lang): string {
  if (lang === 'cn' || lang === 'tw' || value < 1000) return String(value);
  const grouped = value.toLocaleString('en-US');
  return lang === 'de' ? grouped.replace(/,/g, '\u00a0') : grouped;
}

/** The people employed worldwide, in `lang`. */
export const employees = (lang: Lang): string => count(company.employees, lang);

/** The nations the employees come from, in `lang`. */
export const nations = (lang: Lang): string => count(company.nations, lang);

/** The founding year. */
export const founded = String(company.founded);

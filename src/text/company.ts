/**
 * Company name normalisation (docs/content-blocks.md §9). Variants of one
 * name in spacing, punctuation of the legal form and all-caps writing map to one canonical form:
 *
 *   "Vantoro Process Systems SE", "VANTORO PROCESS SYSTEMS S.E.", " Vantoro Process Systems  SE "
 *     → "Vantoro Process Systems SE"
 *
 * Rules: whitespace trimmed and collapsed; a trailing legal form in any spelling (S.E., se,
 * G.m.b.H., Inc, Ltd, Limited, Incorporated, L.L.C., …) written canonically (SE, GmbH, Inc.,
 * Ltd., LLC, …) and separated by one space (a comma before it is dropped); a name written wholly
 * in capitals gets its words capitalised (short all-letter words of ≤ 3 letters such as "IBM"
 * stay as they are only when the name is not all caps). `companyNameKey` gives a key to compare
 * names by (case-insensitive).
 */
const legalFormSources: ReadonlyArray<{ canonical: string; pattern: RegExp }> = [
  { canonical: 'GmbH & Co. KG', pattern: /g\.?\s*m\.?\s*b\.?\s*h\.?\s*&\s*co\.?\s*k\.?\s*g\.?/iy },
  { canonical: 'GmbH', pattern: /g\.?\s*m\.?\s*b\.?\s*h\.?/iy },
  { canonical: 'KGaA', pattern: /k\.?\s*g\.?\s*a\.?\s*a\.?/iy },
  { canonical: 'AG', pattern: /a\.?\s*g\.?/iy },
  { canonical: 'SE', pattern: /s\.?\s*e\.?/iy },
  { canonical: 'KG', pattern: /k\.?\s*g\.?/iy },
  { canonical: 'Inc.', pattern: /(?:inc\.?|incorporated)/iy },
  { canonical: 'Ltd.', pattern: /(?:ltd\.?|limited)/iy },
  { canonical: 'LLC', pattern: /l\.?\s*l\.?\s*c\.?/iy },
  { canonical: 'LLP', pattern: /l\.?\s*l\.?\s*p\.?/iy },
  { canonical: 'PLC', pattern: /p\.?\s*l\.?\s*c\.?/iy },
  { canonical: 'Corp.', pattern: /(?:corp\.?|corporation)/iy },
  { canonical: 'S.A.', pattern: /s\.?\s*a\.?/iy },
  { canonical: 'B.V.', pattern: /b\.?\s*v\.?/iy },
  { canonical: 'N.V.', pattern: /n\.?\s*v\.?/iy },
];

/** Each legal form anchored at the end of the name (sticky: tried at a given start). */
const legalForms = legalFormSources.map(({ canonical, pattern }) => ({ canonical, pattern: new RegExp(`(?:${pattern.source})$`, 'iy') }));

/** The legal form at the end of `name` (after a space or comma), if any. */
function splitLegalForm(name: string): { base: string; form: string | null } {
  for (let start = 1; start < name.length; start += 1) {
    if (!/[\s,]/.test(name[start - 1]!)) continue;
    for (const { canonical, pattern } of legalForms) {
      pattern.lastIndex = start;
      const match = pattern.exec(name);
      if (match) {
        return { base: name.slice(0, start).replace(/[\s,]+$/, ''), form: canonical };
      }
    }
  }
  return { base: name, form: null };
}

function capitalise(word: string): string {
  return word.toLowerCase().replace(/(^|[-'’])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

export function normalizeCompanyName(name: string | null | undefined): string {
  const collapsed = (name ?? '').replace(/\s+/g, ' ').trim();
  if (!collapsed) return '';
  const { base, form } = splitLegalForm(collapsed);
  const allCaps = /\p{Lu}/u.test(base) && base === base.toUpperCase();
  const words = allCaps ? base.split(' ').map(capitalise).join(' ') : base;
  return form ? (words ? `${words} ${form}` : form) : words;
}

/** A key two variants of one company name share: the normalised name, lowercased. */
export function companyNameKey(name: string | null | undefined): string {
  return normalizeCompanyName(name).toLowerCase();
}

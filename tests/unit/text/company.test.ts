import { describe, expect, it } from 'vitest';
import { companyNameKey, normalizeCompanyName } from '../../../src/text/company.ts';

describe('normalizeCompanyName (docs/content-blocks.md §9: company name variants are normalised)', () => {
  it.each([
    ['Vantoro Process Systems SE', 'Vantoro Process Systems SE'],
    ['VANTORO PROCESS SYSTEMS S.E.', 'Vantoro Process Systems SE'],
    ['Vantoro Process Systems  SE ', 'Vantoro Process Systems SE'],
    ['Vantoro Process Systems, SE', 'Vantoro Process Systems SE'],
    ['Vantoro Process Systems se', 'Vantoro Process Systems SE'],
    ['Brenntal Invest GMBH', 'Brenntal Invest GmbH'],
    ['Brenntal Invest G.m.b.H.', 'Brenntal Invest GmbH'],
    ['Muster AG', 'Muster AG'],
    ['Muster A.G.', 'Muster AG'],
    ['Muster GmbH & Co. KG', 'Muster GmbH & Co. KG'],
    ['Kestrelmoor Capital llp', 'Kestrelmoor Capital LLP'],
    ['Aurelline Asset Management Inc', 'Aurelline Asset Management Inc.'],
    ['Aurelline Asset Management, Incorporated', 'Aurelline Asset Management Inc.'],
    ['Harbour Holdings LIMITED', 'Harbour Holdings Ltd.'],
    ['Harbour Holdings ltd', 'Harbour Holdings Ltd.'],
    ['Northwind L.L.C.', 'Northwind LLC'],
    ['IBM Deutschland GmbH', 'IBM Deutschland GmbH'],
    ['Aurelline Asset Management', 'Aurelline Asset Management'],
    ['  ', ''],
    [null, ''],
  ] as const)('%o → %o', (name, expected) => {
    expect(normalizeCompanyName(name)).toBe(expected);
  });

  it('gives variants one key', () => {
    const variants = [
      'Vantoro Process Systems SE',
      'VANTORO PROCESS SYSTEMS S.E.',
      'Vantoro Process Systems  SE ',
      'vantoro process systems se',
    ];
    expect(new Set(variants.map(companyNameKey)).size).toBe(1);
  });
});

/** `CMS_DIALECT` in readCmsConfig: `contract` by default, `strapi5`, anything else a CmsConfigError naming the allowed values. */
import { describe, expect, it } from 'vitest';
import { readCmsConfig, readDialect } from '../../../src/cms/config.ts';
import { CmsConfigError } from '../../../src/cms/errors.ts';

const endpoint = 'http://127.0.0.1:1337/graphql';

describe('CMS_DIALECT', () => {
  it.each([
    [undefined, 'contract'],
    ['', 'contract'],
    ['contract', 'contract'],
    ['strapi5', 'strapi5'],
    [' Strapi5 ', 'strapi5'],
  ])('%j → %s', (value, expected) => {
    expect(readCmsConfig({ CMS_GRAPHQL_URL: endpoint, CMS_DIALECT: value }).dialect).toBe(expected);
    expect(readDialect({ CMS_DIALECT: value })).toBe(expected);
  });

  it('rejects an unknown dialect with the allowed values', () => {
    const read = (): unknown => readCmsConfig({ CMS_GRAPHQL_URL: endpoint, CMS_DIALECT: 'strapi4' });
    expect(read).toThrow(CmsConfigError);
    expect(read).toThrow('CMS_DIALECT must be contract or strapi5, got "strapi4"');
  });
});

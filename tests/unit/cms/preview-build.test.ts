/** `isPreviewBuild`: the one reading of CMS_PUBLICATION_STATE, the same as `readCmsConfig`'s. */
import { describe, expect, it } from 'vitest';
import { isPreviewBuild, readCmsConfig } from '../../../src/cms/config.ts';

const endpoint = 'http://127.0.0.1:1337/graphql';

describe('isPreviewBuild', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['LIVE', false],
    ['live', false],
    ['PREVIEW', true],
    [' preview ', true],
  ])('CMS_PUBLICATION_STATE=%j → %s, as readCmsConfig reads it', (state, expected) => {
    const env = { CMS_GRAPHQL_URL: endpoint, CMS_PUBLICATION_STATE: state };
    expect(isPreviewBuild(env)).toBe(expected);
    expect(readCmsConfig(env).publicationState === 'PREVIEW').toBe(expected);
  });

  it('does not need CMS_GRAPHQL_URL (pages and tests ask it anywhere)', () => {
    expect(isPreviewBuild({ CMS_PUBLICATION_STATE: 'PREVIEW' })).toBe(true);
    expect(isPreviewBuild({})).toBe(false);
  });

  it('rejects an unknown state like readCmsConfig does, instead of quietly building a live site', () => {
    expect(() => isPreviewBuild({ CMS_PUBLICATION_STATE: 'draft' })).toThrow(/CMS_PUBLICATION_STATE must be LIVE or PREVIEW/);
    expect(() => readCmsConfig({ CMS_GRAPHQL_URL: endpoint, CMS_PUBLICATION_STATE: 'draft' })).toThrow(/LIVE or PREVIEW/);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderedBlockTypes } from '../../../src/blocks/block-types.ts';
import { blockComponent, blockComponents, unknownBlockTypes } from '../../../src/blocks/registry.ts';
import { resetUnknownBlockWarnings, warnUnknownBlocks } from '../../../src/blocks/unknown-blocks.ts';

const implemented = [
  'ComponentContentTextarea',
  'ComponentContentTextareaAllLanguages',
  'ComponentContentTwoColumnContent',
  'ComponentContentThreeColumnContent',
  'ComponentContentTextWithImage',
  'ComponentContentFullSizeImage',
  'ComponentContentInformationTiles',
  'ComponentNavigationPageMetaNavigation',
  'ComponentContentAccordion',
  'ComponentContentTextWithDownload',
  'ComponentContentPlusLink',
  'ComponentContentLanguageSpecificAccordion',
  'ComponentContentTextWithEmployeeCard',
  'ComponentMediaIframe',
  'ComponentProductProductsOnPage',
  'ComponentProductProductHighlights',
  'ComponentProductProductDetails',
  'ComponentProductProductOptions',
  'ComponentProductProductDownloads',
  'ComponentProductRelatedNews',
  'ComponentContentEvents',
  'ComponentContentLocations',
  'ComponentContentInvestorRelationsAccordion',
];

describe('block registry', () => {
  it('has a component for every block type rendered so far', () => {
    for (const typename of implemented) expect(blockComponent(typename), typename).toBeTypeOf('function');
    expect(Object.keys(blockComponents).sort()).toEqual([...implemented].sort());
    expect([...renderedBlockTypes].sort()).toEqual([...implemented].sort());
  });

  it('has none for unknown types, including prototype names', () => {
    expect(blockComponent('ComponentContentSomethingNew')).toBeUndefined();
    expect(blockComponent('toString')).toBeUndefined();
    expect(blockComponent('__proto__')).toBeUndefined();
  });

  it('lists the unknown types of a page once each', () => {
    const blocks = [
      { __typename: 'ComponentContentTextarea' },
      { __typename: 'ComponentFormsContactForm' },
      null,
      { __typename: 'ComponentMediaYoutubeVideo' },
      { __typename: 'ComponentFormsContactForm' },
    ];
    expect(unknownBlockTypes(blocks)).toEqual(['ComponentFormsContactForm', 'ComponentMediaYoutubeVideo']);
  });
});

describe('unknown block warning', () => {
  afterEach(() => resetUnknownBlockWarnings());

  it('names each unknown type once per build', () => {
    const log = vi.fn();
    warnUnknownBlocks(['A', 'B'], 'page 1', log);
    warnUnknownBlocks(['B', 'C'], 'page 2', log);
    warnUnknownBlocks(['A'], 'page 3', log);
    warnUnknownBlocks([], 'page 4', log);
    expect(log.mock.calls).toEqual([
      ['[blocks] No component for block types A, B (first seen on page 1); not rendered.'],
      ['[blocks] No component for block type C (first seen on page 2); not rendered.'],
    ]);
  });
});

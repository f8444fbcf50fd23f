import { readFileSync } from 'node:fs';
import { buildSchema, isUnionType } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderedBlockTypes } from '../../../src/blocks/block-types.ts';
import { blockComponent, blockComponents, unknownBlockTypes } from '../../../src/blocks/registry.ts';
import { reportUnknownBlocks } from '../../../src/blocks/unknown-blocks.ts';
import { readerFor, siteFixture, type FixtureContent } from '../site/fixture.ts';

/** Every member of the content block union of the contract (docs/content-blocks.md §2). */
const contentUnion = (() => {
  const schema = buildSchema(readFileSync(new URL('../../../scripts/content-server/schema.graphql', import.meta.url), 'utf8'));
  const union = schema.getType('ContentPageContentDynamicZone');
  if (!isUnionType(union)) throw new Error('ContentPageContentDynamicZone is not a union');
  return union.getTypes().map((type) => type.name);
})();

describe('block registry', () => {
  it('has a component for every block type of the content union, and for nothing else', () => {
    expect(contentUnion.length).toBeGreaterThanOrEqual(33);
    for (const typename of contentUnion) expect(blockComponent(typename), typename).toBeTypeOf('function');
    expect(Object.keys(blockComponents).sort()).toEqual([...contentUnion].sort());
    expect([...renderedBlockTypes].sort()).toEqual([...contentUnion].sort());
  });

  it('has none for unknown types, including prototype names', () => {
    expect(blockComponent('ComponentContentSomethingNew')).toBeUndefined();
    expect(blockComponent('toString')).toBeUndefined();
    expect(blockComponent('__proto__')).toBeUndefined();
  });

  it('lists the unknown types of a page once each', () => {
    const blocks = [
      { __typename: 'ComponentContentTextarea' },
      { __typename: 'ComponentFormsSomethingNew' },
      null,
      { __typename: 'ComponentMediaHologram' },
      { __typename: 'ComponentFormsSomethingNew' },
    ];
    expect(unknownBlockTypes(blocks)).toEqual(['ComponentFormsSomethingNew', 'ComponentMediaHologram']);
  });
});

describe('unknown block types', () => {
  /**
   * A site whose content page karriere uses A, product page dsm8 uses B and A, and content page
   * leer has no blocks (A and B are no block types of the contract).
   */
  const content: FixtureContent = {
    contentPages: [
      { id: '1', slug: 'karriere', content: [{ __typename: 'A' }, null] as never },
      { id: '2', slug: 'leer', content: null },
    ],
    productPages: [{ id: 'p1', slug: 'dsm8', dynamicComponents: [{ __typename: 'B' }, { __typename: 'A' }] as never }],
  };

  it('names each unknown type once per build, with every entry that uses it', () => {
    const { model } = siteFixture(content);
    const log = vi.fn();
    const options = { log, env: {} };
    // Every page has its own reader of the build's model: the report is still once per build.
    reportUnknownBlocks(['A', 'B'], 'page 1', readerFor(model).site, options);
    reportUnknownBlocks(['B', 'C'], 'page 2', readerFor(model).site, options);
    reportUnknownBlocks(['A'], 'page 3', readerFor(model).site, options);
    reportUnknownBlocks([], 'page 4', readerFor(model).site, options);
    expect(log.mock.calls).toEqual([
      ['[blocks] No component for block type A, used by content page "karriere", product page "dsm8"; not rendered.'],
      ['[blocks] No component for block type B, used by product page "dsm8"; not rendered.'],
      ['[blocks] No component for block type C, used by page 2; not rendered.'],
    ]);
  });

  it('names them again in the next build (a new model)', () => {
    const log = vi.fn();
    reportUnknownBlocks(['B'], 'page 1', readerFor(siteFixture(content).model).site, { log, env: {} });
    reportUnknownBlocks(['B'], 'page 1', readerFor(siteFixture(content).model).site, { log, env: {} });
    expect(log.mock.calls).toEqual([
      ['[blocks] No component for block type B, used by product page "dsm8"; not rendered.'],
      ['[blocks] No component for block type B, used by product page "dsm8"; not rendered.'],
    ]);
  });

  it('fails the build under STRICT_CONTENT=1, naming the entries', () => {
    const { site } = readerFor(siteFixture(content).model);
    expect(() => reportUnknownBlocks(['A'], 'page 1', site, { log: () => {}, env: { STRICT_CONTENT: '1' } })).toThrow(
      /No component for block type A, used by content page "karriere", product page "dsm8".*STRICT_CONTENT/,
    );
  });
});

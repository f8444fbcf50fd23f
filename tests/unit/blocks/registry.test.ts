import { readFileSync } from 'node:fs';
import { buildSchema, isUnionType } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderedBlockTypes } from '../../../src/blocks/block-types.ts';
import { blockComponent, blockComponents, unknownBlockTypes } from '../../../src/blocks/registry.ts';
import { reportUnknownBlocks, resetUnknownBlockWarnings } from '../../../src/blocks/unknown-blocks.ts';

/** Every member of the content block union of the contract (SPEC §2.10). */
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
  afterEach(() => resetUnknownBlockWarnings());
  const carriers = async () => [
    { kind: 'content page' as const, slug: 'karriere', blocks: [{ __typename: 'A' }, null] },
    { kind: 'product page' as const, slug: 'dsm8', blocks: [{ __typename: 'B' }, { __typename: 'A' }] },
    { kind: 'content page' as const, slug: 'leer', blocks: null },
  ];

  it('names each unknown type once per build, with every entry that uses it', async () => {
    const log = vi.fn();
    const options = { log, env: {}, carriers };
    await reportUnknownBlocks(['A', 'B'], 'page 1', options);
    await reportUnknownBlocks(['B', 'C'], 'page 2', options);
    await reportUnknownBlocks(['A'], 'page 3', options);
    await reportUnknownBlocks([], 'page 4', options);
    expect(log.mock.calls).toEqual([
      ['[blocks] No component for block type A, used by content page "karriere", product page "dsm8"; not rendered.'],
      ['[blocks] No component for block type B, used by product page "dsm8"; not rendered.'],
      ['[blocks] No component for block type C, used by page 2; not rendered.'],
    ]);
  });

  it('fails the build under STRICT_CONTENT=1, naming the entries', async () => {
    await expect(reportUnknownBlocks(['A'], 'page 1', { log: () => {}, env: { STRICT_CONTENT: '1' }, carriers })).rejects.toThrow(
      /No component for block type A, used by content page "karriere", product page "dsm8".*STRICT_CONTENT/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { effectiveLimit, effectiveStart, parseListArgs, selectDocs, type RawListArgs } from '../../../scripts/content-server/query.ts';
import { page } from '../../../scripts/content-server/query/paging.ts';
import { parseSort, sortDocs } from '../../../scripts/content-server/query/sort.ts';
import { docsOf, idsOf, model, previewLookup } from './fixtures/docs.ts';

function sorted(sort: string, type = 'Page'): string[] {
  return idsOf(sortDocs(docsOf(type), parseSort(model, type, sort) ?? [], previewLookup));
}

describe('sort', () => {
  it.each<[string, string[]]>([
    ['order', ['4', '1', '3', '2', '5']],
    ['order:asc', ['4', '1', '3', '2', '5']],
    ['order:DESC', ['5', '2', '3', '1', '4']],
    [' order : desc ', ['5', '2', '3', '1', '4']],
    ['title', ['4', '3', '1', '2', '5']],
    ['rating:desc,order:asc', ['1', '5', '2', '4', '3']],
    ['rating:desc,order:desc', ['5', '1', '2', '3', '4']],
    ['id:desc', ['5', '4', '3', '2', '1']],
    ['Headline.english', ['3', '5', '4', '2', '1']],
    ['meta.title.german:desc', ['1', '2', '3', '4', '5']],
    ['parent.slug', ['1', '5', '2', '3', '4']],
    ['date', ['3', '4', '5', '1', '2']],
    ['featured', ['3', '4', '5', '2', '1']],
    ['', ['1', '2', '3', '4', '5']],
  ])('%j', (sort, expected) => {
    expect(sorted(sort)).toEqual(expected);
  });

  it('sorts integer ids numerically (9 before 10)', () => {
    const docs = [{ id: '10' }, { id: '9' }, { id: '2' }, { id: 'x' }];
    expect(idsOf(sortDocs(docs, parseSort(model, 'Article', 'id') ?? [], previewLookup))).toEqual(['2', '9', '10', 'x']);
    const query = parseListArgs(model, 'Article', { where: { id_gt: 9 } });
    expect(idsOf(selectDocs(docs.slice(0, 3), query, previewLookup))).toEqual(['10']);
  });

  it('is stable: equal keys keep their order', () => {
    expect(sorted('category')).toEqual(['3', '5', '2', '1', '4']);
    expect(sorted('category:desc')).toEqual(['1', '4', '2', '3', '5']);
  });

  it.each<[string, RegExp]>([
    ['slugg:asc', /^sort: unknown field "slugg" on Page \(in "slugg:asc"\)$/],
    ['order:up', /direction "up" in "order:up" on Page must be asc or desc/],
    ['order:', /direction "" in "order:" on Page must be asc or desc/],
    ['order:asc:desc', /malformed entry "order:asc:desc"/],
    ['order:asc,', /malformed entry ""/],
    [':asc', /malformed entry ":asc"/],
    ['articles', /field "articles" on Page .* cannot be sorted/],
    ['Headline', /field "Headline" on Page .* cannot be sorted/],
    ['links.label', /"links" on Page .* is not a single relation or component/],
    ['slug.x', /"slug" on Page .* is not a single relation or component/],
    ['extra', /field "extra" on Page .* cannot be sorted/],
    ['Headline.nope', /unknown field "nope" on ComponentTranslated/],
  ])('rejects %j', (sort, message) => {
    expect(() => parseSort(model, 'Page', sort)).toThrow(message);
  });
});

describe('paging: the cap of 100, exactly like Strapi v3', () => {
  it.each<[number | null | undefined, number]>([
    [undefined, 100],
    [null, 100],
    [-1, 100],
    [500, 100],
    [101, 100],
    [100, 100],
    [20, 20],
    [0, 0],
    [-2, 0],
    [-500, 0],
  ])('limit %j → %i', (limit, expected) => {
    expect(effectiveLimit(limit)).toBe(expected);
  });

  it.each<[number | null | undefined, number]>([
    [undefined, 0],
    [-5, 0],
    [0, 0],
    [7, 7],
  ])('start %j → %i', (start, expected) => {
    expect(effectiveStart(start)).toBe(expected);
  });

  const many = Array.from({ length: 250 }, (_, i) => i);
  it.each<[RawListArgs, number, number | undefined]>([
    [{}, 100, 0],
    [{ limit: 500 }, 100, 0],
    [{ limit: -1 }, 100, 0],
    [{ limit: -3 }, 0, undefined],
    [{ start: 200 }, 50, 200],
    [{ start: -10, limit: 5 }, 5, 0],
    [{ start: 240, limit: 50 }, 10, 240],
  ])('page(%j) has %i items starting at %j', (args, length, first) => {
    const result = page(many, args.start, args.limit);
    expect(result).toHaveLength(length);
    expect(result[0]).toBe(first);
  });
});

describe('selectDocs: where → sort → page', () => {
  it('filters, then sorts, then pages', () => {
    const query = parseListArgs(model, 'Page', { where: { order_null: false }, sort: 'order:desc', start: 1, limit: 2 });
    expect(idsOf(selectDocs(docsOf('Page'), query, previewLookup))).toEqual(['2', '3']);
  });
});

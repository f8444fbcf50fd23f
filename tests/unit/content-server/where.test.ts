import { describe, expect, it } from 'vitest';
import { filterDocs, type Lookup } from '../../../scripts/content-server/query.ts';
import { parseWhere } from '../../../scripts/content-server/query/where.ts';
import { docsOf, idsOf, liveLookup, model, previewLookup } from './fixtures/docs.ts';

function select(where: unknown, type = 'Page', lookup: Lookup = previewLookup): string[] {
  const node = parseWhere(model, type, where);
  return idsOf(filterDocs(docsOf(type), node ? [node] : [], lookup));
}

describe('where: operators', () => {
  it.each<[string, unknown, string[]]>([
    ['no where', undefined, ['1', '2', '3', '4', '5']],
    ['field', { slug: 'kontakt' }, ['2']],
    ['field is case-sensitive', { slug: 'Kontakt' }, []],
    ['_eq', { slug_eq: 'kontakt' }, ['2']],
    ['_ne (nulls never match)', { order_ne: 1 }, ['2', '3', '5']],
    ['_lt', { order_lt: 3 }, ['1', '3']],
    ['_lte', { order_lte: 3 }, ['1', '2', '3']],
    ['_gt', { order_gt: 2 }, ['2', '5']],
    ['_gte', { order_gte: 2 }, ['2', '3', '5']],
    ['_gt with a numeric string', { order_gt: '2' }, ['2', '5']],
    ['_gt on a float', { rating_gt: 3.5 }, ['1', '5']],
    ['_in', { slug_in: ['home', 'kontakt', 'nope'] }, ['1', '2']],
    ['_nin', { slug_nin: ['home', 'kontakt'] }, ['3', '4', '5']],
    ['array value means _in', { slug: ['home', 'draft'] }, ['1', '3']],
    ['_contains is case-insensitive', { title_contains: 'US' }, ['4']],
    ['_containss is case-sensitive', { title_containss: 'Us' }, ['4']],
    ['_containss misses other case', { title_containss: 'us' }, []],
    ['_ncontains', { title_ncontains: 'o' }, ['3', '5']],
    ['_null true: null or missing', { order_null: true }, ['4']],
    ['_null false: present', { category_null: false }, ['1', '2', '4']],
    ['_null with a string boolean', { category_null: 'true' }, ['3', '5']],
    ['field: null means _null', { category: null }, ['3', '5']],
    ['boolean', { featured: true }, ['1']],
    ['boolean false', { featured: false }, ['2']],
    ['enum', { category: 'Company' }, ['1', '4']],
    ['id compares as a string', { id: 2 }, ['2']],
    ['id_in with numbers', { id_in: [1, '3'] }, ['1', '3']],
    ['date-time by instant', { date_gt: '2024-01-15' }, ['2']],
    ['date-time equality across formats', { date: '2024-01-10T00:00:00Z' }, ['1']],
    ['published_at (underscore field name)', { published_at_null: true }, ['3']],
    ['list scalar: any element', { tags: 'b' }, ['1']],
    ['list scalar contains', { tags_contains: 'b' }, ['1', '4']],
    ['several keys are and-ed', { category: 'Company', tags_null: false }, ['1', '4']],
  ])('%s', (_name, where, expected) => {
    expect(select(where)).toEqual(expected);
  });
});

describe('where: _or / _and', () => {
  it('_or is a disjunction of clauses', () => {
    expect(select({ _or: [{ slug: 'home' }, { order_gte: 5 }] })).toEqual(['1', '5']);
  });
  it('_or combines with sibling keys by and', () => {
    expect(select({ category: 'Company', _or: [{ slug: 'home' }, { slug: 'kontakt' }] })).toEqual(['1']);
  });
  it('_and is a conjunction', () => {
    expect(select({ _and: [{ order_gt: 1 }, { order_lt: 5 }] })).toEqual(['2', '3']);
  });
  it('_or nested inside a relation object', () => {
    expect(select({ parent: { _or: [{ slug: 'home' }, { slug: 'kontakt' }] } })).toEqual(['2', '3', '4']);
  });
});

describe('where: relations and components', () => {
  it('nested relation object', () => {
    expect(select({ parent: { slug: 'kontakt' } })).toEqual(['4']);
  });
  it('dotted relation key', () => {
    expect(select({ 'parent.slug': 'home' })).toEqual(['2', '3']);
  });
  it('a relation compared with an id', () => {
    expect(select({ parent: '1' })).toEqual(['2', '3']);
    expect(select({ parent_in: [2] })).toEqual(['4']);
  });
  it('a relation _null', () => {
    expect(select({ parent_null: true })).toEqual(['1', '5']);
  });
  it('a list relation matches when any element matches', () => {
    expect(select({ articles: { slug: 'beta' } })).toEqual(['1']);
    expect(select({ 'articles.Headline_contains': 'news' })).toEqual(['1']);
  });
  it('clauses of one nested object hold for the same element', () => {
    expect(select({ articles: { slug: 'alpha', Headline: 'Gamma' } })).toEqual([]);
    expect(select({ articles: { slug: 'gamma', Headline: 'Gamma' } })).toEqual(['1', '2']);
  });
  it('relations to drafts are invisible under LIVE', () => {
    expect(select({ articles: { slug: 'gamma' } }, 'Page', liveLookup)).toEqual(['1', '2']);
    expect(select({ page: { slug: 'draft' } }, 'Article', previewLookup)).toEqual(['3']);
    expect(select({ page: { slug: 'draft' } }, 'Article', liveLookup)).toEqual([]);
  });
  it('two levels deep', () => {
    expect(select({ parent: { parent: { slug: 'home' } } })).toEqual(['4']);
    expect(select({ 'parent.parent.slug': 'home' })).toEqual(['4']);
  });
  it('component fields, nested and dotted', () => {
    expect(select({ Headline: { english: 'Contact' } })).toEqual(['2']);
    expect(select({ 'meta.title.german_contains': 'kontakt' })).toEqual(['2']);
    expect(select({ meta: { rank_gte: 2 } })).toEqual(['1']);
  });
  it('component lists and relations inside components', () => {
    expect(select({ 'links.label': 'A' })).toEqual(['1']);
    expect(select({ links: { pages: { slug: 'about-us' } } })).toEqual(['1']);
  });
  it('component _null', () => {
    expect(select({ Headline_null: true })).toEqual(['3', '5']);
  });
  it('union (dynamic zone) fields support _null', () => {
    expect(select({ content_null: false })).toEqual(['1']);
  });
});

describe('where: keys with unknown suffixes', () => {
  it('a suffix that is no operator is part of the field name', () => {
    expect(select({ published_at: '2024-01-01T00:00:00.000Z' })).toEqual(['1', '2', '4', '5']);
  });
});

describe('where: errors name the key and the type', () => {
  it.each<[string, unknown, RegExp]>([
    ['unknown field', { slugg: 'x' }, /^where: unknown field "slugg" on Page$/],
    ['unknown field with operator', { slugg_contains: 'x' }, /unknown field "slugg" on Page \(in "slugg_contains"\)/],
    ['unknown nested field', { parent: { slugg: 'x' } }, /unknown field "slugg" on Page \(in "parent\.slugg"\)/],
    ['unknown dotted head', { 'nope.slug': 'x' }, /unknown field "nope" on Page/],
    ['dotted through a scalar', { 'slug.x': 1 }, /"slug" on Page is not a relation or component/],
    ['_in with a non-array', { slug_in: 'home' }, /"slug_in" on Page expects an array, got "home"/],
    ['_lt with an object', { order_lt: { a: 1 } }, /"order_lt" on Page expects a Int value, got an object/],
    ['number expected', { order: 'abc' }, /"order" on Page expects a number, got "abc"/],
    ['boolean expected', { featured: 'yes' }, /"featured" on Page expects a boolean/],
    ['date expected', { date_gt: 'soon' }, /"date_gt" on Page expects a date/],
    ['_null with a number', { slug_null: 1 }, /"slug_null" on Page expects true or false/],
    ['_contains with an object', { slug_contains: {} }, /"slug_contains" on Page expects a string/],
    ['_lt on a relation', { parent_lt: 3 }, /_lt is not supported on parent/],
    ['_eq on a JSON field', { extra: 'x' }, /not supported on extra \(JSON\)/],
    ['object on a scalar field', { slug: { a: 1 } }, /"slug" on Page expects a String value, got an object/],
    ['_or with a non-object', { _or: [1] }, /"_or" on Page expects an array of objects/],
    ['where not an object', 'slug=home', /where: expected an object on Page/],
    ['malformed dotted key', { 'parent.': 1 }, /malformed key "parent\." on Page/],
  ])('%s', (_name, where, message) => {
    expect(() => select(where)).toThrow(message);
  });
});

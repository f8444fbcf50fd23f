/**
 * The Strapi 5 translation of the site's operations (src/cms/dialect/translate.ts): every operation
 * translates, validates against the schema of a real Strapi 5.54 generated from the contract
 * (fixtures/strapi5-schema.graphql) and against a Strapi 5–like schema derived from the contract today
 * (helpers/strapi5-schema.ts), and keeps the contract's response keys, so answers need no rewriting;
 * and the single rules.
 */
import { readFileSync } from 'node:fs';
import { buildSchema, Kind, parse, print, validate, visit, type DocumentNode, type SelectionSetNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { contractModel } from '../../../src/cms/dialect/contract-schema.ts';
import { strapi5Operation, translateOperation } from '../../../src/cms/dialect/translate.ts';
import { CmsDialectError } from '../../../src/cms/errors.ts';
import * as generated from '../../../src/cms/generated/graphql.ts';
import { strapi5LikeSchema } from './helpers/strapi5-schema.ts';

const model = contractModel();
const strapi5 = strapi5LikeSchema(model);
const real = buildSchema(readFileSync(new URL('./fixtures/strapi5-schema.graphql', import.meta.url), 'utf8'));

function isDocument(value: unknown): value is DocumentNode {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === Kind.DOCUMENT;
}

const operations = Object.entries(generated).filter(
  (entry): entry is [string, DocumentNode] => entry[0].endsWith('Document') && !entry[0].endsWith('FragmentDoc') && isDocument(entry[1]),
);

function translated(source: string): string {
  return print(translateOperation(parse(source), model).document);
}

/** Every response key path an operation's answer can have (fragments expanded; the added Error member left out). */
function responsePaths(document: DocumentNode): string[] {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const paths = new Set<string>();
  const walk = (set: SelectionSetNode, prefix: string): void => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const path = `${prefix}/${(selection.alias ?? selection.name).value}`;
        paths.add(path);
        if (selection.selectionSet) walk(selection.selectionSet, path);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (selection.typeCondition?.name.value !== 'Error') walk(selection.selectionSet, prefix);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet, prefix);
      }
    }
  };
  for (const definition of document.definitions) if (definition.kind === Kind.OPERATION_DEFINITION) walk(definition.selectionSet, '');
  return [...paths].sort();
}

describe('the Strapi 5 translation of every site operation', () => {
  it('covers the operations the site sends', () => {
    expect(operations.map(([name]) => name)).toEqual(expect.arrayContaining(['ContentPagesDocument', 'FooterDocument', 'FilesDocument']));
    expect(operations.length).toBeGreaterThanOrEqual(12);
  });

  it.each(operations)('%s validates against the schema of a real Strapi 5.54', (_name, document) => {
    expect(validate(real, strapi5Operation(document).document).map((error) => error.message)).toEqual([]);
  });

  it.each(operations)('%s validates against a Strapi 5–like schema derived from the contract', (_name, document) => {
    expect(validate(strapi5, strapi5Operation(document).document).map((error) => error.message)).toEqual([]);
  });

  it.each(operations)('%s does not validate untranslated (the schemas are Strapi 5 ones)', (_name, document) => {
    expect(validate(real, document).length).toBeGreaterThan(0);
    expect(validate(strapi5, document).length).toBeGreaterThan(0);
  });

  it.each(operations)('%s keeps the response keys of the contract', (_name, document) => {
    expect(responsePaths(strapi5Operation(document).document)).toEqual(responsePaths(document));
  });

  it.each(operations)('%s sends no argument of the contract dialect', (_name, document) => {
    const names = new Set<string>();
    visit(strapi5Operation(document).document, { Argument: (node) => void names.add(node.name.value) });
    expect([...names].filter((name) => ['publicationState', 'where', 'limit', 'start'].includes(name))).toEqual([]);
    expect(print(strapi5Operation(document).document)).not.toMatch(/\bPublicationState\b/);
  });

  it('is made once per document', () => {
    const [, document] = operations[0] ?? [];
    if (!document) throw new Error('no operation');
    expect(strapi5Operation(document)).toBe(strapi5Operation(document));
  });
});

describe('translation rules', () => {
  it('pages root lists with pagination { start, limit }, sorts with a list and reads status', () => {
    const text = translated(
      'query Q($limit: Int!, $start: Int!, $publicationState: PublicationState) { contentPages(sort: "publishingDate:desc,id:desc", limit: $limit, start: $start, publicationState: $publicationState) { slug } }',
    );
    expect(text).toContain('query Q($limit: Int!, $start: Int!, $publicationState: PublicationStatus)');
    expect(text).toContain('pagination: {start: $start, limit: $limit}');
    expect(text).toContain('sort: ["publishingDate:desc", "id:desc"]');
    expect(text).toContain('status: $publicationState');
  });

  it('translates where into filters, _or into or, operator suffixes into operators, and a literal limit', () => {
    const text = translated(
      'query Q($slug: String!, $intl: String!) { contentPages(where: { _or: [{ slug: $slug }, { internationalSlug: $intl }], id_in: ["1", "2"], published_at_null: false }, limit: 1, publicationState: PREVIEW) { slug } }',
    );
    expect(text).toContain(
      'filters: {or: [{slug: {eq: $slug}}, {internationalSlug: {eq: $intl}}], documentId: {in: ["1", "2"]}, publishedAt: {null: false}}',
    );
    expect(text).toContain('pagination: {limit: 1}');
    expect(text).toContain('status: DRAFT');
    expect(text).not.toContain('sort');
  });

  it('aliases documentId as id on entities (pages, files, the footer column), but not on components', () => {
    const text = translated(
      '{ footer { id columns { id order } bottomText { id german } } contentPages { id published_at Headline { id } Productimage: metaInformation { title { id } } } files { id url } }',
    );
    expect(text).toMatch(/footer \{\s+id: documentId/);
    expect(text).toMatch(/columns\(pagination: \{limit: -1\}\) \{\s+id: documentId/);
    expect(text).toMatch(/bottomText \{\s+id\s/);
    expect(text).toMatch(/contentPages \{\s+id: documentId\s+published_at: publishedAt/);
    expect(text).toMatch(/Headline \{\s+id\s/);
    expect(text).toMatch(/title \{\s+id\s/);
    expect(text).toMatch(/files: uploadFiles \{\s+id: documentId\s+url/);
  });

  it('pages every nested list (relation, repeatable component, multiple media) and merges its sort, but not dynamic zones', () => {
    const text = translated(
      '{ productPages { News(sort: "publishingDate:desc,id:desc") { slug } Highlights { german } dynamicComponents { __typename } } contentPages { content { __typename ... on ComponentContentImageArchive { images { url } } } } }',
    );
    expect(text).toContain('News(pagination: {limit: -1}, sort: ["publishingDate:desc", "id:desc"])');
    expect(text).toContain('Highlights(pagination: {limit: -1})');
    expect(text).toContain('images(pagination: {limit: -1})');
    expect(text).toMatch(/dynamicComponents \{\s+__typename\s+\.\.\. on Error \{\s+__typename\s+code\s+message\s+\}/);
    expect(text).toMatch(/content \{\s+__typename/);
    expect(text).not.toMatch(/(content|dynamicComponents)\(/);
    expect(text).not.toMatch(/productPages\(/);
  });

  it('maps the publication state variables LIVE → PUBLISHED and PREVIEW → DRAFT, and its default', () => {
    const operation = translateOperation(
      parse('query Q($publicationState: PublicationState = PREVIEW, $slug: String) { footer(publicationState: $publicationState) { id } }'),
      model,
    );
    expect(print(operation.document)).toContain('$publicationState: PublicationStatus = DRAFT');
    expect(operation.variables({ publicationState: 'LIVE', slug: 'x' })).toEqual({ publicationState: 'PUBLISHED', slug: 'x' });
    expect(operation.variables({ publicationState: 'PREVIEW' })).toEqual({ publicationState: 'DRAFT' });
    const unset = { slug: 'x' };
    expect(operation.variables(unset)).toBe(unset);
    expect(() => operation.variables({ publicationState: 'DRAFT' })).toThrow(/\$publicationState must be LIVE or PREVIEW/);
  });

  it.each([
    ['a connection', '{ contentPagesConnection { values { id } } }', /contentPagesConnection.*_connection/],
    ['a mutation', 'mutation M { deleteContentPage(input: { where: { id: "1" } }) { contentPage { id } } }', /only queries/],
    ['a where variable', 'query Q($w: JSON) { contentPages(where: $w) { id } }', /"where" must be an object.*\$w/],
    ['a sort variable', 'query Q($s: String) { contentPages(sort: $s) { id } }', /"sort" must be a string.*\$s/],
    ['a relation filter', '{ productCategories(where: { categoryPage: { slug: "x" } }) { id } }', /relation/],
    ['an enum variable', 'query Q($c: ENUM_CONTENTPAGE_PAGECATEGORY) { contentPages { id } }', /ENUM_CONTENTPAGE_PAGECATEGORY/],
    ['a type condition on the footer column', '{ footer { columns { ... on ComponentFooterColumn { order } } } }', /ComponentFooterColumn/],
  ])('throws a CmsDialectError naming the operation for %s', (_name, source, message) => {
    expect(() => translated(source)).toThrow(CmsDialectError);
    expect(() => translated(source)).toThrow(message);
  });
});

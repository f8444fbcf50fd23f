/**
 * Every operation the site sends validates against the content contract (schema.graphql), and the
 * union fragments select every member of their union, so schema drift fails here.
 */
import { readFileSync } from 'node:fs';
import { buildSchema, isUnionType, Kind, validate, type DocumentNode, type FragmentDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../../../src/cms/generated/graphql.ts';

const schemaPath = new URL('../../../scripts/content-server/schema.graphql', import.meta.url);
const schema = buildSchema(readFileSync(schemaPath, 'utf8'));

function isDocument(value: unknown): value is DocumentNode {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === Kind.DOCUMENT;
}

const documents = Object.entries(generated).filter((entry): entry is [string, DocumentNode] => isDocument(entry[1]));
const operations = documents.filter(([name]) => name.endsWith('Document') && !name.endsWith('FragmentDoc'));

function fragment(name: string): FragmentDefinitionNode {
  for (const [, document] of documents) {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === name) return definition;
    }
  }
  throw new Error(`no fragment ${name}`);
}

/** Type conditions of the inline fragments directly in a fragment's selection set. */
function inlineTypeConditions(definition: FragmentDefinitionNode): string[] {
  return definition.selectionSet.selections.flatMap((selection) =>
    selection.kind === Kind.INLINE_FRAGMENT && selection.typeCondition ? [selection.typeCondition.name.value] : [],
  );
}

function unionMembers(name: string): string[] {
  const type = schema.getType(name);
  if (!isUnionType(type)) throw new Error(`${name} is not a union`);
  return type.getTypes().map((member) => member.name);
}

describe('operations', () => {
  it('include the operations the site sends', () => {
    const names = operations.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'ContentPagesDocument',
        'ContentPageDocument',
        'ErrorPageDocument',
        'ProductPagesDocument',
        'NewsArticlesDocument',
        'ProductCategoriesDocument',
        'MetaMenuLinksDocument',
        'TranslationsDocument',
        'LocalesDocument',
        'HomepageDocument',
        'FooterDocument',
        'FilesDocument',
      ]),
    );
  });

  it.each(operations)('%s validates against schema.graphql', (_name, document) => {
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
  });

  it('every paged list read sends sort, limit and start (the server caps pages at 100)', () => {
    const listFields = new Set(
      Object.values(schema.getQueryType()?.getFields() ?? {})
        .filter((field) => field.args.some((arg) => arg.name === 'limit'))
        .map((field) => field.name),
    );
    for (const [name, document] of operations) {
      if (name === 'ContentPageDocument' || name === 'ErrorPageDocument') continue; // by slug: a handful at most
      for (const definition of document.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
        for (const selection of definition.selectionSet.selections) {
          if (selection.kind !== Kind.FIELD || !listFields.has(selection.name.value)) continue;
          const args = selection.arguments?.map((arg) => arg.name.value) ?? [];
          expect(args, `${name} ${selection.name.value}`).toEqual(expect.arrayContaining(['limit', 'start', 'sort']));
        }
      }
    }
  });

  it.each([
    ['ContentBlock', 'ContentPageContentDynamicZone'],
    ['PageSubNavigationItem', 'ContentPagePageSubNavigationDynamicZone'],
    ['FooterBlock', 'FooterColumnBlocksDynamicZone'],
  ])('fragment %s selects every member of %s', (fragmentName, unionName) => {
    expect(inlineTypeConditions(fragment(fragmentName)).sort()).toEqual(unionMembers(unionName).sort());
  });
});

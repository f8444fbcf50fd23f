/**
 * The schema compatibility check (scripts/strapi/schema-compat.ts): the contract compared with itself
 * and with edited copies of its SDL (a renamed field, a list turned single, an enum value or a union
 * member gone, a renamed type), and the site's GraphQL operations validated against both.
 */
import { readFileSync } from 'node:fs';
import { buildSchema, Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../../../src/cms/generated/graphql.ts';
import { compareSchemas, contractSchema, CONTRACT_SCHEMA_FILE, validateOperations } from '../../../scripts/strapi/schema-compat.ts';

const CONTRACT_SDL = readFileSync(CONTRACT_SCHEMA_FILE, 'utf8');
const contract = contractSchema();

/** Applies `edit` to the block of one definition (`type X {…}`, `enum X {…}`) of the contract SDL. */
function editBlock(kind: 'type' | 'enum', name: string, edit: (block: string) => string): string {
  const pattern = new RegExp(`^${kind} ${name}(?: implements [^{]*)? \\{\\n[\\s\\S]*?^\\}`, 'm');
  const match = pattern.exec(CONTRACT_SDL);
  if (!match) throw new Error(`no ${kind} ${name} in the contract SDL`);
  const block = edit(match[0]);
  if (block === match[0]) throw new Error(`edit of ${kind} ${name} changed nothing`);
  return CONTRACT_SDL.replace(match[0], block);
}

/** Applies `edit` to one line of the contract SDL, which must match `line`. */
function editLine(line: RegExp, edit: (text: string) => string): string {
  const match = line.exec(CONTRACT_SDL);
  if (!match) throw new Error(`no line ${String(line)} in the contract SDL`);
  return CONTRACT_SDL.replace(match[0], edit(match[0]));
}

const renamedHeadline = buildSchema(editBlock('type', 'ContentPage', (b) => b.replace(/^ {2}Headline:/m, '  Headline2:')));

/** The site's operations: every `…Document` export of the generated client, named by its operation. */
const operations = Object.entries(generated)
  .filter(([name]) => name.endsWith('Document'))
  .map(([exportName, document]) => {
    const doc = document as unknown as DocumentNode;
    const operation = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    return { name: operation?.name?.value ?? exportName, document: doc };
  });

describe('compareSchemas', () => {
  it('finds no problem comparing the contract with itself', () => {
    expect(compareSchemas(contract, contract)).toEqual([]);
    expect(compareSchemas(contract, buildSchema(CONTRACT_SDL))).toEqual([]);
  });

  it('names a renamed field', () => {
    const problems = compareSchemas(contract, renamedHeadline);
    expect(problems).toEqual([expect.stringContaining('ContentPage.Headline')]);
    expect(problems[0]).toMatch(/missing/);
  });

  it('names a field whose type changes from a list to a single object', () => {
    const server = buildSchema(editBlock('type', 'ProductPage', (b) => b.replace(/^ {2}News\(.*$/m, '  News: NewsArticle')));
    const problems = compareSchemas(contract, server);
    expect(problems).toEqual([expect.stringContaining('ProductPage.News')]);
    expect(problems[0]).toMatch(/shape \[object\] in the contract, object in the server/);
  });

  it('names a field whose object type is a different one', () => {
    const server = buildSchema(
      editBlock('type', 'ContentPage', (b) =>
        b.replace(/^ {2}Headline: ComponentTranslationAllLanguages$/m, '  Headline: ComponentTranslationMainLanguages'),
      ),
    );
    expect(compareSchemas(contract, server)).toEqual([
      expect.stringMatching(/^ContentPage\.Headline: type ComponentTranslationAllLanguages/),
    ]);
  });

  it('names every field of an enum that loses a value', () => {
    const server = buildSchema(editBlock('enum', 'ENUM_CONTENTPAGE_PAGECATEGORY', (b) => b.replace(/^ {2}Career\n/m, '')));
    const problems = compareSchemas(contract, server);
    expect(problems).toContainEqual(expect.stringMatching(/^ContentPage\.pageCategory: enum values .*Career.* in the contract/));
    for (const problem of problems) expect(problem).toMatch(/^\w+\.\w+: enum values/);
  });

  it('names the field of a union that loses a member', () => {
    const server = buildSchema(
      editLine(/^union ContentPageContentDynamicZone = .*$/m, (line) => line.replace(' | ComponentMediaIframe', '')),
    );
    const problems = compareSchemas(contract, server);
    expect(problems).toEqual([expect.stringMatching(/^ContentPage\.content: union members .*ComponentMediaIframe/)]);
  });

  it('names a field whose scalar type changes', () => {
    const server = buildSchema(editBlock('type', 'ComponentMediaIframe', (b) => b.replace(/^ {2}height: Int$/m, '  height: String')));
    expect(compareSchemas(contract, server)).toEqual([
      expect.stringMatching(/^ComponentMediaIframe\.height: shape Int in the contract, String/),
    ]);
  });

  it('maps a contract type to the server type named in typeRenames', () => {
    const server = buildSchema(CONTRACT_SDL.replace(/\bComponentFooterColumn\b/g, 'FooterColumn'));
    expect(server.getType('ComponentFooterColumn')).toBeUndefined();
    const without = compareSchemas(contract, server);
    expect(without).toContain("ComponentFooterColumn: type missing in the server's schema");
    expect(without).toContainEqual(
      expect.stringMatching(/^Footer\.columns: type ComponentFooterColumn in the contract, FooterColumn in the server/),
    );
    expect(compareSchemas(contract, server, { typeRenames: { ComponentFooterColumn: 'FooterColumn' } })).toEqual([]);
    // A field changed in the renamed type is still found, under the contract's name.
    const changed = buildSchema(
      editBlock('type', 'ComponentFooterColumn', (b) => b.replace(/^ {2}order: Int$/m, '  position: Int')).replace(
        /\bComponentFooterColumn\b/g,
        'FooterColumn',
      ),
    );
    expect(compareSchemas(contract, changed, { typeRenames: { ComponentFooterColumn: 'FooterColumn' } })).toEqual([
      "ComponentFooterColumn.order: field missing in the server's schema",
    ]);
  });

  it('skips the types named in skipTypes', () => {
    expect(compareSchemas(contract, renamedHeadline, { skipTypes: ['ContentPage'] })).toEqual([]);
  });
});

describe('validateOperations', () => {
  it('finds the site operations', () => {
    expect(operations.length).toBeGreaterThanOrEqual(10);
    expect(operations.map((o) => o.name)).toEqual(expect.arrayContaining(['ContentPages', 'ProductPages', 'Footer', 'Translations']));
  });

  it('validates every site operation against the contract', () => {
    expect(validateOperations(contract, operations)).toEqual([]);
  });

  it('names the operations that ask for a field the server lacks', () => {
    const problems = validateOperations(renamedHeadline, operations);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem).toMatch(/^\w+: Cannot query field "Headline" on type "ContentPage"/);
    expect(problems).toContainEqual(expect.stringMatching(/^ContentPages: Cannot query field "Headline" on type "ContentPage"/));
  });

  it('accepts operations as text', () => {
    expect(validateOperations(contract, [{ name: 'Pages', document: '{ contentPages { id slug Headline { german } } }' }])).toEqual([]);
    expect(validateOperations(contract, [{ name: 'Pages', document: '{ contentPages { id nope } }' }])).toEqual([
      expect.stringMatching(/^Pages: Cannot query field "nope" on type "ContentPage"/),
    ]);
  });
});

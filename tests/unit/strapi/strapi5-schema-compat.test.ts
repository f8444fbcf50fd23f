/**
 * strapi5SchemaProblems against the schema of a real Strapi 5.54 generated from the contract
 * (tests/unit/cms/fixtures/strapi5-schema.graphql): no problem; a field missing or named otherwise, or a
 * type the site reads that is gone, is named.
 */
import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { strapi5SchemaProblems } from '../../../scripts/strapi5/schema-compat.ts';

const sdl = readFileSync(new URL('../cms/fixtures/strapi5-schema.graphql', import.meta.url), 'utf8');

describe('strapi5SchemaProblems', () => {
  it('finds none in the schema of the generated Strapi 5', () => {
    expect(strapi5SchemaProblems(buildSchema(sdl))).toEqual([]);
  });

  it('names a renamed field, with the operations it breaks', () => {
    const renamed = sdl.replace(/(type NewsArticle \{[^}]*?)\n {2}publishingDate: Date/, '$1\n  publishedOn: Date');
    expect(renamed).not.toBe(sdl);
    const problems = strapi5SchemaProblems(buildSchema(renamed));
    expect(problems).toContain('NewsArticle.publishingDate: no field NewsArticle.publishingDate');
    expect(problems.some((problem) => /^operation \w+: Cannot query field "publishingDate" on type "NewsArticle"/.test(problem))).toBe(
      true,
    );
  });

  it('names a component type the schema calls otherwise', () => {
    const renamed = sdl.replaceAll('ComponentTranslationAllLanguages', 'ComponentTranslationEveryLanguage');
    const problems = strapi5SchemaProblems(buildSchema(renamed));
    expect(problems).toContain('ComponentTranslationAllLanguages: no type ComponentTranslationAllLanguages');
    expect(problems.some((problem) => /^operation \w+: Unknown type "ComponentTranslationAllLanguages"/.test(problem))).toBe(true);
  });
});

/**
 * Every GraphQL operation the site sends (the documents generated from src/cms/operations) stays
 * under every GraphQL limit of the content server, with the variables the build sends (pages of
 * 100): an operation that grows past one fails here, not in a build. Also asks each of them of a
 * running server, and checks the cost estimate of groupBy, whose groups are the collection's entries.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type * as GraphQL from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateCost } from '../../../scripts/content-server/cost.ts';
import { checkCost, DEFAULT_GRAPHQL_LIMITS as LIMITS, limitedParse, limitRules } from '../../../scripts/content-server/limits.ts';
import { SCHEMA_FILE } from '../../../scripts/content-server/server.ts';
import { siteOperations } from '../../../scripts/strapi-common/site-operations.ts';
import { startWriteServer, type WriteServer } from './fixtures/write-fixture.ts';

// The limits run inside yoga, on yoga's copy of graphql-js; vitest gives this file another copy, whose
// schema objects the other one refuses. Check with yoga's copy, as the server does.
const graphql = createRequire(import.meta.url)('graphql') as typeof GraphQL;
const schema = graphql.buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
/** Many entries everywhere: the estimate of a groupBy would grow with them (the site has none). */
const content = { entries: () => 100_000 };

/** The build's variables: pages of 100, and a value for each other required variable. */
function variablesFor(document: GraphQL.DocumentNode): Record<string, unknown> {
  const variables: Record<string, unknown> = { limit: 100, start: 0, publicationState: 'PREVIEW' };
  for (const definition of document.definitions) {
    if (definition.kind !== graphql.Kind.OPERATION_DEFINITION) continue;
    for (const v of definition.variableDefinitions ?? []) {
      const name = v.variable.name.value;
      if (name in variables || v.type.kind !== graphql.Kind.NON_NULL_TYPE) continue;
      const type = graphql.print(v.type.type);
      variables[name] = type === 'Int' ? 1 : type === 'Boolean' ? true : 'x';
    }
  }
  return variables;
}

const operations = siteOperations().map(({ name, document }) => ({ name, text: graphql.print(document) }));

describe('the site operations under the GraphQL limits', () => {
  it('finds the operations', () => {
    expect(operations.map((o) => o.name)).toEqual(expect.arrayContaining(['ContentPages', 'ProductPages', 'Footer', 'Homepage']));
  });

  it.each(operations)('$name: size, depth, aliases, root fields and estimated cost', ({ text }) => {
    const document = limitedParse(graphql.parse, LIMITS)(text) as GraphQL.DocumentNode;
    expect(graphql.validate(schema, document, [...graphql.specifiedRules, ...limitRules(LIMITS)]).map((e) => e.message)).toEqual([]);
    expect(checkCost({ schema, document, variables: variablesFor(document) }, content, LIMITS)?.message).toBeUndefined();
  });

  it('the heaviest of them leaves room under the cost limit', () => {
    const costs = operations.map(({ text }) => {
      const document = graphql.parse(text);
      return estimateCost({ schema, document, variables: variablesFor(document) }, content, LIMITS.nodes);
    });
    expect(Math.max(...costs)).toBeLessThan(LIMITS.cost / 2);
  });
});

describe('the site operations against a running server', () => {
  let w: WriteServer;
  let editor: string;
  beforeAll(async () => {
    w = await startWriteServer({}, ['editor']);
    editor = await w.login('editor');
  }, 60_000);
  afterAll(() => w.close());

  it.each(operations)('$name is answered without errors', async ({ text }) => {
    const { body } = await w.gql(text, variablesFor(graphql.parse(text)), editor);
    expect(body.errors).toBeUndefined();
  });
});

describe('the cost estimate of groupBy', () => {
  const query = graphql.parse('{ contentPagesConnection { groupBy { id { key connection { aggregate { count } } } } } }');
  it('grows with the square of the entries: one group per entry, and each group filters all entries', () => {
    const cost = (entries: number): number => estimateCost({ schema, document: query }, { entries: () => entries }, LIMITS.nodes);
    expect(cost(10)).toBeLessThan(1000);
    expect(cost(40_000)).toBeGreaterThan(40_000 ** 2);
  });
});

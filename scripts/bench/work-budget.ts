/**
 * `npm run bench:work [-- --pages N]`: what the site's own GraphQL operations spend of the content
 * server's work budget (scripts/content-server/work-budget.ts), and how long their pages take.
 *
 * Starts the embedded content server on the sample content, or with `--pages N` on a generated set
 * of about N built pages (scripts/bench/sets.ts; cached in .data/bench-sets), then sends every
 * operation of the site the way the build does: lists page by page (100 a page) until the last page,
 * other operations once. Prints per operation the pages sent, the most units one page spent and the
 * slowest page, then the heaviest page against the budget.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Kind, parse, print, type DocumentNode } from 'graphql';
import { DEFAULT_GRAPHQL_LIMITS } from '../content-server/limits.ts';
import { startContentServer } from '../content-server/server.ts';
import { WORK_REPORT_HEADER } from '../content-server/work-budget.ts';
import { siteOperations } from '../strapi-common/site-operations.ts';
import { ensureSet, paramsFor } from './sets.ts';

const PAGE = 100;

/** The build's variables: a page of 100 from `start`, and a value for each other required variable. */
function variablesFor(document: DocumentNode, start: number): Record<string, unknown> {
  const variables: Record<string, unknown> = { limit: PAGE, start, publicationState: 'LIVE' };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const v of definition.variableDefinitions ?? []) {
      const name = v.variable.name.value;
      if (name in variables || v.type.kind !== Kind.NON_NULL_TYPE) continue;
      const type = print(v.type.type);
      variables[name] = type === 'Int' ? 1 : type === 'Boolean' ? true : 'x';
    }
  }
  return variables;
}

function pages(document: DocumentNode): boolean {
  return document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      (definition.variableDefinitions ?? []).some((v) => v.variable.name.value === 'start'),
  );
}

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string }>;
  extensions?: { work?: { spent: number; budget: number } };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { pages: { type: 'string' } } });
  const target = values.pages === undefined ? undefined : Number(values.pages);
  if (target !== undefined && (!Number.isInteger(target) || target <= 0))
    throw new Error(`--pages: expected a whole number, got "${values.pages}"`);
  const set = target === undefined ? undefined : ensureSet(paramsFor(target), (line) => console.log(`[bench:work] ${line}`));
  const server = await startContentServer({ port: 0, ...(set ? { dataDir: set.dir } : {}) });
  const rows: Array<{ name: string; pages: number; units: number; ms: number }> = [];
  const began = performance.now();
  try {
    for (const { name, document } of siteOperations()) {
      const text = print(parse(print(document)));
      let row = { name, pages: 0, units: 0, ms: 0 };
      for (let start = 0; ; start += PAGE) {
        const started = performance.now();
        const response = await fetch(server.graphqlUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [WORK_REPORT_HEADER]: '1' },
          body: JSON.stringify({ query: text, variables: variablesFor(document, start) }),
        });
        const answer = (await response.json()) as Answer;
        const ms = performance.now() - started;
        if (answer.errors?.length) throw new Error(`${name} (start ${start}): ${answer.errors[0]?.message}`);
        row = { name, pages: row.pages + 1, units: Math.max(row.units, answer.extensions?.work?.spent ?? 0), ms: Math.max(row.ms, ms) };
        const lists = Object.values(answer.data ?? {}).filter(Array.isArray);
        if (!pages(document) || !lists.some((list) => list.length === PAGE)) break;
      }
      rows.push(row);
    }
  } finally {
    await server.close();
  }
  const totalMs = performance.now() - began;
  rows.sort((a, b) => b.units - a.units);
  const budget = DEFAULT_GRAPHQL_LIMITS.work;
  console.log(
    `\nWork budget per request: ${budget.toLocaleString('en')} units (${set ? `generated set for ${target} pages` : 'sample content'})\n`,
  );
  console.log('| operation | pages sent | most units of one page | slowest page |');
  console.log('|---|---:|---:|---:|');
  for (const row of rows) console.log(`| ${row.name} | ${row.pages} | ${row.units.toLocaleString('en')} | ${Math.round(row.ms)} ms |`);
  const heaviest = rows[0];
  if (heaviest) {
    const share = ((heaviest.units / budget) * 100).toFixed(2);
    console.log(`\nHeaviest: ${heaviest.name}, ${heaviest.units.toLocaleString('en')} units in one page = ${share} % of the budget`);
  }
  const sent = rows.reduce((sum, row) => sum + row.pages, 0);
  console.log(`All ${sent} pages, one after another: ${(totalMs / 1000).toFixed(2)} s`);
  // The file is read so that a generated set's size is shown next to the figures.
  if (set) console.log(`Set: ${set.dir} (${readFileSync(`${set.dir}/params.json`, 'utf8').trim()})`);
}

main().catch((error: unknown) => {
  console.error(`[bench:work] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

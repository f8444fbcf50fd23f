/**
 * Generates scripts/content-server/schema.graphql (the content contract) from the hand-written
 * content types in scripts/content-server/schema/types.graphql.
 *
 *   npm run schema            write schema.graphql
 *   npm run schema -- --check exit 1 when schema.graphql is not current
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildASTSchema, Kind, print, type DocumentNode } from 'graphql';
import { builtinDefinitions } from './builtins.ts';
import { connectionDefinitions } from './connections.ts';
import { completeTypes } from './entity-types.ts';
import { inputDefinitions } from './inputs.ts';
import { operationDefinitions } from './operations.ts';
import { readSource } from './source.ts';

export const TYPES_PATH = fileURLToPath(new URL('./types.graphql', import.meta.url));
export const SCHEMA_PATH = fileURLToPath(new URL('../schema.graphql', import.meta.url));

export const GENERATED_HEADER = [
  '# generated — do not edit; run npm run schema',
  '# source: scripts/content-server/schema/types.graphql (generator: scripts/content-server/schema/generate-schema.ts)',
].join('\n');

/** The full Strapi v3 style schema (SDL text) for the given content types. */
export function generateSchemaSdl(typesSdl: string): string {
  const src = readSource(typesSdl);
  const completed = completeTypes(src);
  const doc: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [
      ...builtinDefinitions(src),
      ...completed.definitions,
      ...connectionDefinitions(src),
      ...inputDefinitions(src),
      ...operationDefinitions(src),
    ],
  };
  buildASTSchema(doc); // throws on an invalid schema: never write a broken contract
  return `${GENERATED_HEADER}\n\n${print(doc)}\n`;
}

function main(argv: readonly string[]): number {
  const sdl = generateSchemaSdl(readFileSync(TYPES_PATH, 'utf8'));
  if (argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(SCHEMA_PATH, 'utf8');
    } catch {
      // missing counts as outdated
    }
    if (current === sdl) return 0;
    console.error(`${SCHEMA_PATH} is not current; run npm run schema`);
    return 1;
  }
  writeFileSync(SCHEMA_PATH, sdl);
  console.log(`wrote ${SCHEMA_PATH}`);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

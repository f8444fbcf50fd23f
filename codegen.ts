/**
 * GraphQL Code Generator: typed documents for every operation in src/cms/operations, derived from
 * the content contract scripts/content-server/schema.graphql. Output: src/cms/generated/ (committed).
 *
 *   npm run codegen
 *
 * tests/unit/cms/codegen-current.test.ts regenerates in memory and fails when the committed output
 * is not current, so schema drift fails the tests.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

export const SCHEMA_PATH = 'scripts/content-server/schema.graphql';
export const DOCUMENTS = ['src/cms/operations/**/*.ts'];
export const GENERATED_DIR = 'src/cms/generated/';

export function codegenConfig(schema: string = SCHEMA_PATH): CodegenConfig {
  return {
    overwrite: true,
    schema,
    documents: DOCUMENTS,
    ignoreNoDocuments: false,
    generates: {
      [GENERATED_DIR]: {
        preset: 'client',
        presetConfig: {
          gqlTagName: 'graphql',
          // Entry types read the fields of their fragments directly (no useFragment unmasking).
          fragmentMasking: false,
        },
        config: {
          useTypeImports: true,
          importExtension: '.ts',
          enumType: 'string-literal',
          // Scalars not listed (the dynamic-zone input scalars) are unknown, never any.
          defaultScalarType: 'unknown',
          scalars: {
            ID: { input: 'string', output: 'string' },
            DateTime: 'string',
            Date: 'string',
            Time: 'string',
            Long: 'number',
            JSON: 'unknown',
            Upload: 'never',
          },
        },
      },
    },
  };
}

export default codegenConfig();

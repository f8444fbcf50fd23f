/** Every GraphQL operation the site sends (the documents graphql-codegen generated from src/cms/operations). */
import type { DocumentNode } from 'graphql';
import * as generated from '../../src/cms/generated/graphql.ts';

export function siteOperations(): Array<{ name: string; document: DocumentNode }> {
  return Object.entries(generated)
    .filter(([name, value]) => name.endsWith('Document') && typeof value === 'object' && value !== null && 'definitions' in value)
    .map(([name, document]) => ({ name: name.replace(/Document$/, ''), document: document as unknown as DocumentNode }));
}

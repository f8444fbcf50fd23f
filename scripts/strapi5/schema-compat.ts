/**
 * Does a Strapi 5's GraphQL schema serve the content contract? Every content type and component of the
 * generated project is a type of the schema with every contract field (on content types `id` and
 * `published_at` are Strapi 5's `documentId` and `publishedAt`), and every operation of the site,
 * translated to the Strapi 5 dialect (src/cms/dialect/), validates against it. Used by
 * `npm run strapi5:check` and the Strapi 5 suite.
 */
import { isObjectType, validate, type GraphQLSchema } from 'graphql';
import { strapi5Operation } from '../../src/cms/dialect/translate.ts';
import { sourceFields } from '../content-server/schema/source.ts';
import { readContract } from '../strapi-common/contract.ts';
import { siteOperations } from '../strapi-common/site-operations.ts';
import { strapi5Model } from './model.ts';

/** Fields of content types that Strapi 5 names its own way. */
const ENTITY_FIELDS: Readonly<Record<string, string>> = { id: 'documentId', published_at: 'publishedAt' };

/** The GraphQL type a contract type is in Strapi 5 (the footer column is a content type: `FooterColumn`). */
function graphqlTypeName(typeName: string, contentTypeName: string | undefined): string {
  if (!contentTypeName) return typeName;
  return contentTypeName.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
}

export function strapi5SchemaProblems(schema: GraphQLSchema): string[] {
  const src = readContract();
  const project = strapi5Model();
  const problems: string[] = [];
  const types = [
    ...project.contentTypes.map((type) => ({ contract: type.typeName, graphql: graphqlTypeName(type.typeName, type.name), entity: true })),
    ...project.components.map((component) => ({ contract: component.typeName, graphql: component.typeName, entity: false })),
  ];
  for (const { contract, graphql, entity } of types) {
    const object = schema.getType(graphql);
    if (!isObjectType(object)) {
      problems.push(`${contract}: no type ${graphql}`);
      continue;
    }
    const fields = object.getFields();
    for (const field of sourceFields(src, contract)) {
      if (field.private) continue;
      const name = entity ? (ENTITY_FIELDS[field.name] ?? field.name) : field.name;
      if (!fields[name]) problems.push(`${contract}.${field.name}: no field ${graphql}.${name}`);
    }
  }
  for (const { name, document } of siteOperations()) {
    for (const error of validate(schema, strapi5Operation(document).document)) problems.push(`operation ${name}: ${error.message}`);
  }
  return problems;
}

/** Query and Mutation root types in the Strapi v3 shapes. */
import { parse, type DefinitionNode } from 'graphql';
import { ACCOUNT_MUTATION_FIELDS, ACCOUNT_QUERY_FIELDS, UPLOAD_MUTATION_FIELDS, hasUploadFile } from './builtins.ts';
import { mutationEntities, operationName } from './inputs.ts';
import type { EntityDecl, SourceModel } from './source.ts';

const LIST_ARGS = 'sort: String, limit: Int, start: Int, where: JSON';

function queryFields(decl: EntityDecl): string[] {
  const t = decl.typeName;
  if (decl.kind === 'single') return [`${decl.name}(publicationState: PublicationState): ${t}`];
  return [
    `${decl.singular}(id: ID!, publicationState: PublicationState): ${t}`,
    `${decl.plural}(${LIST_ARGS}, publicationState: PublicationState): [${t}]`,
    `${decl.plural}Connection(${LIST_ARGS}): ${t}Connection`,
  ];
}

function mutationFields(decl: EntityDecl): string[] {
  const n = operationName(decl);
  if (decl.kind === 'single') {
    return [`update${n}(input: update${n}Input): update${n}Payload`, `delete${n}: delete${n}Payload`];
  }
  return ['create', 'update', 'delete'].map((verb) => `${verb}${n}(input: ${verb}${n}Input): ${verb}${n}Payload`);
}

export function operationDefinitions(src: SourceModel): DefinitionNode[] {
  const query = [...src.entities.flatMap(queryFields), ACCOUNT_QUERY_FIELDS.trim()];
  const mutation = [
    ...mutationEntities(src).flatMap(mutationFields),
    ...(hasUploadFile(src) ? [UPLOAD_MUTATION_FIELDS.trim()] : []),
    ACCOUNT_MUTATION_FIELDS.trim(),
  ];
  const sdl = `type Query {\n${query.join('\n')}\n}\n\ntype Mutation {\n${mutation.join('\n')}\n}`;
  return [...parse(sdl).definitions];
}

/**
 * Translates an operation of the site (contract dialect, src/cms/operations) into the Strapi 5 dialect,
 * once per document: a rewrite of its AST with graphql-js `visit` and a `TypeInfo` over the contract
 * schema (contract-schema.ts), so that Strapi 5 answers in the contract's shape and no answer needs
 * rewriting (docs/architecture.md §2, "The dialect"):
 *
 * - root reads: arguments as in arguments.ts; `files` → `files: uploadFiles`; `…Connection` reads throw;
 * - entity types: `id` → `id: documentId`, `published_at` → `published_at: publishedAt` (components keep `id`);
 * - nested lists (relations, repeatable components, multiple media) get `pagination: { limit: -1 }`;
 * - dynamic zones get `... on Error { __typename code message }` (error-items.ts reports such items);
 * - `$publicationState: PublicationState` → `$publicationState: PublicationStatus`, its value mapped by `variables()`.
 *
 * What it cannot translate throws CmsDialectError before anything is sent.
 */
import {
  getNamedType,
  getNullableType,
  getOperationAST,
  isEnumType,
  isInputObjectType,
  isListType,
  isObjectType,
  isUnionType,
  Kind,
  OperationTypeNode,
  parse,
  typeFromAST,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type FieldNode,
  type InlineFragmentNode,
  type NamedTypeNode,
  type SelectionNode,
  type TypeNode,
  type VariableDefinitionNode,
} from 'graphql';
import { CmsDialectError } from '../errors.ts';
import { translateArguments } from './arguments.ts';
import { enumValue, nameNode, UntranslatableError } from './ast.ts';
import { contractModel, type ContractModel } from './contract-schema.ts';
import {
  CONTRACT_PUBLICATION_TYPE,
  ENTITY_FIELDS,
  ERROR_TYPE_NAME,
  PUBLICATION_STATUS,
  ROOT_FIELDS,
  SHARED_SCALARS,
  STRAPI5_PUBLICATION_TYPE,
} from './strapi5-names.ts';

type Variables = Record<string, unknown>;

export interface Strapi5Operation {
  /** The operation in the Strapi 5 dialect. */
  readonly document: DocumentNode;
  /** The variables of the contract operation for the translated one (publication states mapped). */
  variables(variables: Variables): Variables;
}

const cache = new WeakMap<DocumentNode, Strapi5Operation>();

/** The Strapi 5 translation of a document of the site, translated on first use and kept. */
export function strapi5Operation(document: DocumentNode): Strapi5Operation {
  let translated = cache.get(document);
  if (!translated) {
    translated = translateOperation(document, contractModel());
    cache.set(document, translated);
  }
  return translated;
}

const errorMember: InlineFragmentNode = (() => {
  const selection = getOperationAST(parse(`{ ... on ${ERROR_TYPE_NAME} { __typename code message } }`))?.selectionSet.selections[0];
  if (selection?.kind !== Kind.INLINE_FRAGMENT) throw new Error('unreachable: the Error member is an inline fragment');
  return selection;
})();

export function translateOperation(document: DocumentNode, model: ContractModel): Strapi5Operation {
  try {
    return translate(document, model);
  } catch (error) {
    if (error instanceof UntranslatableError) throw new CmsDialectError(operationName(document), error.message);
    throw error;
  }
}

function translate(document: DocumentNode, model: ContractModel): Strapi5Operation {
  const { schema } = model;
  const typeInfo = new TypeInfo(schema);
  /** Variables of the contract's PublicationState type, whose values `variables()` maps. */
  const stateVariables = new Set<string>();

  const checkTypeCondition = (condition: NamedTypeNode | undefined): void => {
    const type = condition ? schema.getType(condition.name.value) : undefined;
    if (type && model.isComponentEntity(type)) {
      throw new UntranslatableError(`type condition on ${type.name}: Strapi stores it as a collection type of another name`);
    }
  };

  const translated = visit(
    document,
    visitWithTypeInfo(typeInfo, {
      OperationDefinition(node) {
        if (node.operation !== OperationTypeNode.QUERY)
          throw new UntranslatableError(`only queries are translated, not a ${node.operation}`);
      },
      FragmentDefinition(node) {
        checkTypeCondition(node.typeCondition);
      },
      InlineFragment(node) {
        checkTypeCondition(node.typeCondition);
      },
      VariableDefinition: {
        leave(node) {
          const translatedNode = translateVariableDefinition(node, model);
          if (translatedNode !== node) stateVariables.add(node.variable.name.value);
          return translatedNode;
        },
      },
      Field: {
        leave(node) {
          return translateField(node, typeInfo, model);
        },
      },
    }),
  );

  return {
    document: translated,
    variables(variables) {
      let mapped: Variables | undefined;
      for (const name of stateVariables) {
        const value = variables[name];
        if (value === undefined || value === null) continue;
        const status = typeof value === 'string' ? PUBLICATION_STATUS[value] : undefined;
        if (!status) throw new CmsDialectError(operationName(document), `$${name} must be LIVE or PREVIEW, got ${JSON.stringify(value)}`);
        mapped ??= { ...variables };
        mapped[name] = status;
      }
      return mapped ?? variables;
    },
  };
}

function operationName(document: DocumentNode): string {
  return getOperationAST(document)?.name?.value ?? 'anonymous operation';
}

/** `$publicationState: PublicationState = LIVE` → `$publicationState: PublicationStatus = PUBLISHED`; other enums and inputs throw. */
function translateVariableDefinition(node: VariableDefinitionNode, model: ContractModel): VariableDefinitionNode {
  const type = typeFromAST(model.schema, node.type);
  const named = type ? getNamedType(type) : undefined;
  const variable = `$${node.variable.name.value}`;
  if (!named) throw new UntranslatableError(`${variable} has a type the contract does not know`);
  if (named.name === CONTRACT_PUBLICATION_TYPE) {
    let defaultValue = node.defaultValue;
    if (defaultValue?.kind === Kind.ENUM) {
      const status = PUBLICATION_STATUS[defaultValue.value];
      if (!status) throw new UntranslatableError(`${variable} defaults to ${defaultValue.value}, not LIVE or PREVIEW`);
      defaultValue = enumValue(status);
    }
    return { ...node, type: renameNamedType(node.type, STRAPI5_PUBLICATION_TYPE), defaultValue };
  }
  if (isEnumType(named) || isInputObjectType(named) || !SHARED_SCALARS.has(named.name)) {
    throw new UntranslatableError(`${variable} is of type ${named.name}, which Strapi 5 names or shapes differently`);
  }
  return node;
}

function renameNamedType(type: TypeNode, name: string): TypeNode {
  if (type.kind === Kind.NAMED_TYPE) return { ...type, name: nameNode(name) };
  if (type.kind === Kind.LIST_TYPE) return { ...type, type: renameNamedType(type.type, name) };
  const inner = renameNamedType(type.type, name);
  if (inner.kind === Kind.NON_NULL_TYPE) throw new Error('unreachable: non-null of non-null');
  return { ...type, type: inner };
}

function translateField(node: FieldNode, typeInfo: TypeInfo, model: ContractModel): FieldNode {
  const parent = typeInfo.getParentType();
  const definition = typeInfo.getFieldDef();
  const name = node.name.value;
  if (!parent || !definition) throw new UntranslatableError(`field "${name}" is not in the contract`);
  if (name.startsWith('__')) return node;

  const root = parent === model.schema.getQueryType();
  const type = getNullableType(definition.type);
  const list = isListType(type);
  const dynamicZone = list && isUnionType(getNamedType(type));
  let rename: string | undefined;
  if (root) {
    if (name.endsWith('Connection')) {
      throw new UntranslatableError(`"${name}": Strapi 5 has "<plural>_connection" { nodes pageInfo { total } } instead; read the list`);
    }
    rename = ROOT_FIELDS[name];
  } else if (isObjectType(parent) && model.isEntity(parent)) {
    rename = ENTITY_FIELDS[name];
  }
  if (dynamicZone && (node.arguments?.length ?? 0) > 0)
    throw new UntranslatableError(`dynamic zone "${name}" takes no arguments in Strapi 5`);

  const args = dynamicZone ? [] : translateArguments(node.arguments ?? [], { root, pagedList: list });
  const selections: readonly SelectionNode[] | undefined = node.selectionSet?.selections;
  return {
    ...node,
    alias: rename ? (node.alias ?? node.name) : node.alias,
    name: rename ? nameNode(rename) : node.name,
    arguments: args,
    selectionSet:
      node.selectionSet && dynamicZone ? { ...node.selectionSet, selections: [...(selections ?? []), errorMember] } : node.selectionSet,
  };
}

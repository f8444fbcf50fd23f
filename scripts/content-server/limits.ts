/**
 * What one GraphQL request may ask for, checked before anything is resolved (so one request cannot
 * stall the server): the document's size in bytes and tokens when it is parsed; depth, aliases and
 * root fields when it is validated; the estimated cost (cost.ts) with the request's variables just
 * before execution (not in validation: yoga caches validation per document, and the cost depends on
 * the variables). A request over a limit answers one GraphQL error naming the limit, its value and
 * what the request had, e.g. `Query depth limit of 12 exceeded, found 14.` (code
 * GRAPHQL_LIMIT_EXCEEDED, extensions `limit`, `max`).
 *
 * Introspection: `__schema` does not count towards the depth (the standard introspection query is
 * 15 deep); graphql-js's own MaxIntrospectionDepthRule (a specified rule) bounds its nesting.
 */
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  Kind,
  Lexer,
  TokenKind,
  type GraphQLError,
  type ParseOptions,
  type SelectionSetNode,
  Source,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { estimateCost, TooManyNodesError, type CostContext } from './cost.ts';
import { isPlainObject } from './errors.ts';

export interface GraphqlLimits {
  /** Nesting of fields; fragments add none (Strapi 3's depthLimit is 12 too). */
  depth: number;
  /** Aliased fields in the operation (`__typename` aliases are free). */
  aliases: number;
  /** Fields at the root of the operation. */
  rootFields: number;
  /**
   * Fields of one response name in one selection set (fragments included). graphql-js checks that
   * such fields can be merged pair by pair: 1,200 copies of `ParentMenuLinks { id }` took 110 ms.
   */
  fieldRepeats: number;
  /** Estimated fields resolved at most (cost.ts). */
  cost: number;
  /** Selections the cost estimate walks (a fragment once per spread). */
  nodes: number;
  /** Lexical tokens of the document. */
  tokens: number;
  /** UTF-8 bytes of the document. */
  queryBytes: number;
  /**
   * Brackets open at once in the document (`{`, `[`, `(`), and objects and arrays inside one
   * another in the variables: graphql-js parses values, and the resolvers read `where` filters,
   * recursively, so a value nested a few thousand levels deep would exhaust the stack.
   */
  nesting: number;
  /** Clauses of one `where` argument (fields compared, `_or`/`_and`, nested objects). */
  whereClauses: number;
  /** Items of one list in the variables or in a `where` (`id_in: […]`, `_or: […]`). */
  listItems: number;
  /** Keys of one `sort` argument. */
  sortKeys: number;
  /** Units of work one request may spend (work-budget.ts): entries filtered, related, sorted, returned. */
  work: number;
  /** UTF-8 bytes of a request body that is not a file upload (JSON or a GraphQL document). */
  jsonBytes: number;
}

/**
 * The site's heaviest operation (ProductPages: 100 pages, each with its news, details and options
 * lists of up to 100) is estimated at ~8.9 million; tests/unit/content-server/graphql-limits.test.ts
 * checks every operation of the site against these values.
 */
export const DEFAULT_GRAPHQL_LIMITS: Readonly<GraphqlLimits> = Object.freeze({
  depth: 12,
  aliases: 30,
  rootFields: 15,
  fieldRepeats: 20,
  cost: 20_000_000,
  nodes: 20_000,
  tokens: 5_000,
  queryBytes: 100_000,
  nesting: 32,
  whereClauses: 1_000,
  listItems: 1_000,
  sortKeys: 10,
  work: 5_000_000,
  jsonBytes: 256 * 1024,
});

const LABELS: Readonly<Record<keyof GraphqlLimits, string>> = {
  depth: 'Query depth',
  aliases: 'Aliases',
  rootFields: 'Root fields',
  fieldRepeats: 'Repeated fields',
  cost: 'Query cost',
  nodes: 'Query nodes',
  tokens: 'Token',
  queryBytes: 'Query size (bytes)',
  nesting: 'Nesting',
  whereClauses: 'Where clauses',
  listItems: 'List items',
  sortKeys: 'Sort keys',
  work: 'Work budget',
  jsonBytes: 'Request body (bytes)',
};

const LIMIT_EXCEEDED = 'GRAPHQL_LIMIT_EXCEEDED';

export function limitError(limit: keyof GraphqlLimits, max: number, found: number | string): GraphQLError {
  // yoga's createGraphQLError: an instance of the GraphQLError class yoga checks (see errors.ts).
  return createGraphQLError(`${LABELS[limit]} limit of ${max} exceeded, found ${found}.`, {
    extensions: { code: LIMIT_EXCEEDED, limit, max, http: { status: 400 } },
  });
}

/** The limits with the given values in place of the defaults; each must be a positive whole number. */
export function resolveLimits(overrides: Partial<GraphqlLimits> = {}): GraphqlLimits {
  const limits = { ...DEFAULT_GRAPHQL_LIMITS, ...overrides };
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isInteger(value) || value <= 0) throw new Error(`GraphQL limit "${name}": expected a positive whole number, got ${value}`);
  }
  return limits;
}

/** Re-reports a graphql-armor rejection (`Syntax Error: Query depth limit of 12 exceeded, found 14.`) as a limit error. */
function armorReject(limit: 'depth' | 'aliases', max: number) {
  return (context: ValidationContext | null, error: GraphQLError): void => {
    const found = /found (\d+)/.exec(error.message)?.[1] ?? 'more';
    context?.reportError(limitError(limit, max, found));
  };
}

function countRootFields(context: ValidationContext, set: SelectionSetNode, seen: Set<string>): number {
  let count = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) count += 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += countRootFields(context, selection.selectionSet, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) count += countRootFields(context, fragment.selectionSet, seen);
    }
  }
  return count;
}

function rootFieldsRule(max: number): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const found = countRootFields(context, operation.selectionSet, new Set());
      if (found > max) context.reportError(limitError('rootFields', max, found));
    },
  });
}

/**
 * Counts the fields of each response name in a selection set, through its inline fragments and
 * fragment spreads (each fragment once), per type condition: fields on different member types of a
 * union (`... on A { id } ... on B { id }`) are never merged, so they do not count together.
 */
function countResponseNames(
  context: ValidationContext,
  set: SelectionSetNode,
  on: string,
  counts: Map<string, number>,
  seen: Set<string>,
): void {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const key = `${on} ${(selection.alias ?? selection.name).value}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    } else if (selection.kind === Kind.INLINE_FRAGMENT)
      countResponseNames(context, selection.selectionSet, selection.typeCondition?.name.value ?? on, counts, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) countResponseNames(context, fragment.selectionSet, fragment.typeCondition.name.value, counts, seen);
    }
  }
}

function repeatedFieldsRule(max: number): ValidationRule {
  return (context) => ({
    SelectionSet(set) {
      const counts = new Map<string, number>();
      countResponseNames(context, set, '', counts, new Set());
      for (const [key, found] of counts) {
        if (found > max) {
          const name = key.slice(key.indexOf(' ') + 1);
          context.reportError(limitError('fieldRepeats', max, `${found} fields "${name}" in one selection`));
          return false;
        }
      }
      return undefined;
    },
  });
}

/** The validation rules of the document limits (depth, aliases, root fields, repeated fields). */
export function limitRules(limits: GraphqlLimits): ValidationRule[] {
  const armor = { exposeLimits: true, propagateOnRejection: false };
  return [
    maxDepthRule({
      ...armor,
      n: limits.depth,
      flattenFragments: true,
      ignoreIntrospection: true,
      onReject: [armorReject('depth', limits.depth)],
    }),
    maxAliasesRule({ ...armor, n: limits.aliases, onReject: [armorReject('aliases', limits.aliases)] }),
    rootFieldsRule(limits.rootFields),
    repeatedFieldsRule(limits.fieldRepeats),
  ];
}

type ParseFn = (source: string | Source, options?: ParseOptions) => unknown;

const OPENING: ReadonlySet<string> = new Set([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING: ReadonlySet<string> = new Set([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/** The deepest bracket nesting of a document, counted over its tokens (no recursion); undefined when it does not lex (the parser says why). */
function documentNesting(source: Source, maxTokens: number): number | undefined {
  try {
    const lexer = new Lexer(source);
    let depth = 0;
    let deepest = 0;
    for (let token = lexer.advance(), count = 0; token.kind !== TokenKind.EOF && count <= maxTokens; token = lexer.advance(), count++) {
      if (OPENING.has(token.kind)) deepest = Math.max(deepest, ++depth);
      else if (CLOSING.has(token.kind)) depth--;
    }
    return deepest;
  } catch {
    return undefined;
  }
}

/**
 * Checks the shape of the request's variables against the limits, without recursion: objects and
 * arrays nested at most `nesting` deep (`variables` itself does not count), no array longer and no
 * object with more keys than `listItems`. Stops at the first list over the limit, before walking
 * it. Only JSON's objects and arrays are walked: an uploaded file in the variables is a leaf.
 */
function checkVariables(variables: unknown, limits: Pick<GraphqlLimits, 'nesting' | 'listItems'>): void {
  if (!isPlainObject(variables)) return;
  const stack: unknown[] = [variables];
  const depths: number[] = [0];
  while (stack.length > 0) {
    const item = stack.pop();
    const depth = depths.pop()!;
    const children = Array.isArray(item) ? item : isPlainObject(item) ? Object.values(item) : undefined;
    if (children === undefined) continue;
    if (depth > limits.nesting) throw limitError('nesting', limits.nesting, `more than ${limits.nesting} in the variables`);
    if (children.length > limits.listItems) {
      const what = Array.isArray(item) ? `a list of ${children.length}` : `an object of ${children.length} keys`;
      throw limitError('listItems', limits.listItems, `${what} in the variables`);
    }
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      if (typeof child === 'object' && child !== null) {
        stack.push(child);
        depths.push(depth + 1);
      }
    }
  }
}

/** The parser (graphql-js's, as yoga calls it) with the size limits: bytes before lexing, tokens while parsing. */
export function limitedParse<P extends ParseFn>(parse: P, limits: GraphqlLimits): P {
  const limited = (source: string | Source, options?: ParseOptions): unknown => {
    const bytes = Buffer.byteLength(typeof source === 'string' ? source : source.body);
    if (bytes > limits.queryBytes) throw limitError('queryBytes', limits.queryBytes, bytes);
    const nesting = documentNesting(typeof source === 'string' ? new Source(source) : source, limits.tokens);
    if (nesting !== undefined && nesting > limits.nesting) throw limitError('nesting', limits.nesting, nesting);
    try {
      return parse(source, { ...options, maxTokens: limits.tokens });
    } catch (error) {
      // graphql-js: "Syntax Error: Document contains more that N tokens. Parsing aborted."
      if (error instanceof Error && /contains more th\w+ \d+ tokens/.test(error.message))
        throw limitError('tokens', limits.tokens, `more than ${limits.tokens}`);
      throw error;
    }
  };
  return limited as P;
}

/** The estimated cost of an operation, or the error that refuses it. */
export function checkCost(
  request: Parameters<typeof estimateCost>[0],
  content: CostContext,
  limits: GraphqlLimits,
): GraphQLError | undefined {
  try {
    const cost = estimateCost(request, content, limits.nodes);
    return cost > limits.cost ? limitError('cost', limits.cost, cost) : undefined;
  } catch (error) {
    if (error instanceof TooManyNodesError) return limitError('nodes', limits.nodes, `more than ${limits.nodes}`);
    return createGraphQLError(error instanceof Error ? error.message : String(error));
  }
}

/** The yoga plugin enforcing the limits. */
export function useGraphqlLimits(limits: GraphqlLimits, content: CostContext): Plugin {
  const rules = limitRules(limits);
  return {
    onParams({ params }) {
      checkVariables(params.variables, limits);
    },
    onParse({ parseFn, setParseFn }) {
      setParseFn(limitedParse(parseFn, limits));
    },
    onValidate({ params, validateFn, setResult }) {
      // The limits first, on their own: graphql-js's own rules run side by side, and some of them take
      // time that grows faster than the document (pairs of fields to merge); a document over a limit
      // never reaches them.
      const errors = validateFn(params.schema, params.documentAST, rules);
      if (errors.length > 0) setResult(errors);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const request = { schema: args.schema, document: args.document, variables: args.variableValues, operationName: args.operationName };
      const error = checkCost(request, content, limits);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}

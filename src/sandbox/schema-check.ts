/**
 * The sandbox answers only what Shopify would (docs/decisions/115-shopify-published-schemas.md):
 * each document it is sent is validated against Shopify's published schema of that API, and the
 * variables against the operation's variable types, before any operation reads them. An invalid
 * request is answered as Shopify answers one, HTTP 200 with
 * `{ errors: [{ message, locations, extensions: { code } }] }`
 * (https://shopify.dev/changelog/improved-graphql-errors). Validation is cached per document, so
 * the schema is built once per process and each document checked once.
 */
import {
  coerceInputValue,
  type DocumentNode,
  FieldsOnCorrectTypeRule,
  type GraphQLInputType,
  type GraphQLError as GraphQLJsError,
  type GraphQLSchema,
  getLocation,
  isNonNullType,
  KnownArgumentNamesRule,
  KnownTypeNamesRule,
  NoUndefinedVariablesRule,
  NoUnusedVariablesRule,
  type OperationDefinitionNode,
  ProvidedRequiredArgumentsRule,
  parse,
  print,
  specifiedRules,
  typeFromAST,
  VariablesInAllowedPositionRule,
  validate,
} from 'graphql';
import type { ShopifyGraphqlApi } from '../core/shopify/graphql-document';
import { publishedSchema } from '../server/shopify/published-schemas';

/** One error as Shopify words it (graphql-route.ts answers it). */
type GraphQLError = {
  message: string;
  locations?: { line: number; column: number }[];
  extensions: { code: string; [key: string]: unknown };
};

/** graphql-ruby's codes (what Shopify answers) for the rules the shop's documents could break. */
const RULE_CODES = new Map<(typeof specifiedRules)[number], string>([
  [FieldsOnCorrectTypeRule, 'undefinedField'],
  [KnownArgumentNamesRule, 'argumentNotAccepted'],
  [KnownTypeNamesRule, 'undefinedType'],
  [ProvidedRequiredArgumentsRule, 'missingRequiredArguments'],
  [VariablesInAllowedPositionRule, 'variableMismatch'],
  [NoUndefinedVariablesRule, 'variableNotDefined'],
  [NoUnusedVariablesRule, 'variableNotUsed'],
]);

type Checked =
  | { kind: 'unparsed' }
  | { kind: 'invalid'; errors: GraphQLError[] }
  | { kind: 'valid'; document: DocumentNode };

const MAX_CACHED = 1000;
const cache = new Map<string, Checked>();

const shaped = (error: GraphQLJsError, code: string): GraphQLError => ({
  message: error.message,
  ...(error.locations ? { locations: [...error.locations] } : {}),
  extensions: { code },
});

function checkDocument(api: ShopifyGraphqlApi, query: string): Checked {
  const key = `${api}\n${query}`;
  const cached = cache.get(key);
  if (cached) return cached;
  let checked: Checked;
  let document: DocumentNode | undefined;
  try {
    document = parse(query);
  } catch {
    // Syntax is answered by each API's own handling, as before (storefront-api.ts words it).
    checked = { kind: 'unparsed' };
  }
  if (document) {
    const schema = publishedSchema(api);
    const errors = validate(schema, document);
    checked =
      errors.length === 0
        ? { kind: 'valid', document }
        : {
            kind: 'invalid',
            // Each rule again on its own, to name the code of the rule each error breaks.
            errors: specifiedRules.flatMap((rule) =>
              validate(schema, document, [rule]).map((error) =>
                shaped(error, RULE_CODES.get(rule) ?? 'GRAPHQL_VALIDATION_FAILED'),
              ),
            ),
          };
  } else {
    checked = { kind: 'unparsed' };
  }
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value ?? '');
  cache.set(key, checked);
  return checked;
}

/**
 * The parsed document when it is valid against the API's schema (from the same cache), else null:
 * what the sandbox's limits read (storefront-access.ts), so they decide on what would run.
 */
export function validDocument(api: ShopifyGraphqlApi, query: string): DocumentNode | null {
  const checked = checkDocument(api, query);
  return checked.kind === 'valid' ? checked.document : null;
}

/** What Shopify would answer instead of data for this request; empty when it is valid. */
export function schemaErrors(
  api: ShopifyGraphqlApi,
  query: string,
  variables: Record<string, unknown>,
  operationName?: string | null,
): GraphQLError[] {
  const checked = checkDocument(api, query);
  if (checked.kind === 'invalid') return checked.errors;
  if (checked.kind === 'unparsed') return [];
  const operations = checked.document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
  );
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations[0];
  if (!operation) return [];
  return variableErrors(publishedSchema(api), operation, variables);
}

/**
 * Each variable coerced to its declared type, and what is wrong with each that does not coerce,
 * in graphql-ruby's words (Shopify's): `Variable $input of type CartInput! was provided invalid
 * value for lines.0.quantity (…)`, with the value and each problem's path and explanation.
 */
function variableErrors(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): GraphQLError[] {
  return (operation.variableDefinitions ?? []).flatMap((definition) => {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type) return [];
    const given = Object.hasOwn(variables, name);
    const value = variables[name];
    const problems: { path: (string | number)[]; explanation: string }[] = [];
    if (value === undefined || value === null) {
      const defaulted = !given && definition.defaultValue !== undefined;
      if (isNonNullType(type) && !defaulted) {
        problems.push({ path: [], explanation: 'Expected value to not be null' });
      }
    } else {
      coerceInputValue(value, type, (path, _invalid, error) => {
        problems.push({ path: [...path], explanation: error.message });
      });
    }
    const [first] = problems;
    if (!first) return [];
    const where =
      first.path.length > 0 ? ` for ${first.path.join('.')} (${first.explanation})` : '';
    const location = definition.loc
      ? getLocation(definition.loc.source, definition.loc.start)
      : null;
    return [
      {
        message: `Variable $${name} of type ${print(definition.type)} was provided invalid value${where}`,
        ...(location ? { locations: [{ line: location.line, column: location.column }] } : {}),
        extensions: { code: 'INVALID_VARIABLE', value: value ?? null, problems },
      },
    ];
  });
}

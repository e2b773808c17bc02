/**
 * Every answer the sandbox gives fits Shopify's published schema for the document asked
 * (docs/decisions/139-sandbox-answers-fit-the-schema.md). The answer's `data` is executed with
 * graphql-js against the same schema that validated the document (schema-check.ts), as the root
 * value: each selected field is read from the answer under its response key (the alias when
 * there is one), and its value must be what Shopify sends for the field's type. A null where the
 * type is non-null, a field left out, a string where a list is expected (or a list where an
 * object is), a number for a `Decimal`/`Money` string, an `ID` that is not a string, an enum value
 * the enum lacks, or an object whose type cannot be told, is a misfit.
 *
 * Only outside production (config.shopify.sandbox.checkAnswers, on under NODE_ENV=test):
 * graphql-route.ts answers a misfit 500 with the problems listed and records it, and the
 * integration setup fails the test that caused it.
 */
import {
  type DocumentNode,
  executeSync,
  type GraphQLAbstractType,
  type GraphQLFieldResolver,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type GraphQLTypeResolver,
  isEnumType,
  isLeafType,
  isListType,
  isNonNullType,
  responsePathAsArray,
} from 'graphql';
import type { ShopifyGraphqlApi } from '../core/shopify/graphql-document';
import { publishedSchema } from '../server/shopify/published-schemas';
import { rootSelections } from './answer-root';
import { validDocument } from './schema-check';

/** One answer that did not fit, as the route reports it and the test setup fails on it. */
export type AnswerMisfit = {
  api: ShopifyGraphqlApi;
  operation: string;
  problems: string[];
};

/**
 * How Shopify serializes each scalar of the two schemas (their descriptions): the JSON type, and
 * for the string-encoded numbers, the digits. A scalar not named here must be a string, except
 * `JSON`, which is any JSON value.
 */
const DECIMAL = /^-?\d+(\.\d+)?$/;
const WHOLE = /^-?\d+$/;
const UNSIGNED = /^\d+$/;

function scalarProblem(typeName: string, value: unknown): string | null {
  const is = (expected: string) =>
    `${typeName} must be ${expected}, got ${JSON.stringify(value)} (${Array.isArray(value) ? 'array' : typeof value})`;
  switch (typeName) {
    case 'Int':
      return Number.isInteger(value) && Math.abs(value as number) <= 2147483647
        ? null
        : is('a 32-bit integer');
    case 'Float':
      return typeof value === 'number' && Number.isFinite(value) ? null : is('a number');
    case 'Boolean':
      return typeof value === 'boolean' ? null : is('true or false');
    case 'JSON':
      return null;
    case 'Decimal':
    case 'Money':
      return typeof value === 'string' && DECIMAL.test(value) ? null : is('a decimal string');
    case 'BigInt':
      return typeof value === 'string' && WHOLE.test(value) ? null : is('a string of digits');
    case 'UnsignedInt64':
      return typeof value === 'string' && UNSIGNED.test(value) ? null : is('a string of digits');
    default:
      // ID, String and the string scalars (DateTime, URL, HTML, Color, …).
      return typeof value === 'string' ? null : is('a string');
  }
}

/** What is wrong with `value` as a value of `type` at one level (lists walked for leaves). */
function shapeProblem(type: GraphQLOutputType, value: unknown): string | null {
  if (value === null || value === undefined) return null; // non-null is graphql-js's to check
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    if (!Array.isArray(value)) return `expected a list, got ${JSON.stringify(value)}`;
    for (const item of value) {
      const problem = shapeProblem(inner.ofType, item);
      if (problem) return problem;
    }
    return null;
  }
  if (Array.isArray(value)) return `expected ${inner.toString()}, got a list`;
  if (isEnumType(inner)) {
    return typeof value === 'string' && inner.getValue(value)
      ? null
      : `${inner.name} has no value ${JSON.stringify(value)}`;
  }
  if (isLeafType(inner)) return scalarProblem(inner.name, value);
  return typeof value === 'object'
    ? null
    : `expected ${inner.toString()}, got ${JSON.stringify(value)}`;
}

/** What a leaf field that was answered wrongly stands in as, so the fields after it are checked. */
function placeholder(type: GraphQLOutputType): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [];
  if (isEnumType(inner)) return inner.getValues()[0]?.value ?? null;
  if (!isLeafType(inner)) return null;
  if (inner.name === 'Int' || inner.name === 'Float') return 0;
  if (inner.name === 'Boolean') return false;
  return '0';
}

/** The problems found while executing one answer, by response path. */
type Found = Map<string, string>;

const pathOf = (path: GraphQLResolveInfo['path']) => responsePathAsArray(path).join('.');

/**
 * Reads each field from the answer under its response key (answers are keyed by alias, as
 * Shopify's are), and notes a field the answer left out, an object answered under another
 * `__typename`, and a value of the wrong shape (the check goes on past a wrong leaf).
 */
const answerFieldResolver: GraphQLFieldResolver<unknown, Found> = (source, _args, found, info) => {
  const object = source as Record<string, unknown>;
  const key = String(info.path.key);
  const at = pathOf(info.path);
  if (typeof object.__typename === 'string' && object.__typename !== info.parentType.name) {
    found.set(at, `answered as ${object.__typename} where ${info.parentType.name} was resolved`);
    return null;
  }
  if (!Object.hasOwn(object, key)) {
    found.set(at, `the answer has no "${key}" (${info.parentType.name}.${info.fieldName})`);
    return placeholder(info.returnType);
  }
  const value = object[key];
  const problem = shapeProblem(info.returnType, value);
  if (!problem) return value;
  found.set(at, problem);
  return placeholder(info.returnType);
};

const GID = /^gid:\/\/shopify\/([A-Za-z]+)\//;

/**
 * The concrete type of an object answered where an interface or union is expected: its
 * `__typename`, else the type its global id names (gid://shopify/ProductVariant/1 →
 * ProductVariant), else the only type possible there. Otherwise it cannot be told, which
 * graphql-js reports.
 */
function answerTypeResolver(schema: GraphQLSchema): GraphQLTypeResolver<unknown, unknown> {
  return (value, _ctx, _info, abstractType: GraphQLAbstractType) => {
    const object = value as Record<string, unknown>;
    if (typeof object.__typename === 'string') return object.__typename;
    const gid = typeof object.id === 'string' ? GID.exec(object.id) : null;
    if (gid?.[1]) return gid[1];
    const possible = schema.getPossibleTypes(abstractType);
    return possible.length === 1 ? possible[0]?.name : undefined;
  };
}

/**
 * Members the published schemas lack because they came in a version newer than the schema and no
 * newer than the one the shop targets (the gap of decision 115): abstract type → object types.
 * ProductVariant is Publishable from 2026-07
 * (https://shopify.dev/changelog/publish-and-unpublish-product-variants-independently-from-product).
 */
const NEWER_MEMBERS: Record<string, readonly string[]> = { Publishable: ['ProductVariant'] };

const notPossible = /^Runtime Object type "(\w+)" is not a possible type for "(\w+)"\.$/;

/** Whether graphql-js refused a member only because the schema is older than the target. */
function newerMember(message: string): boolean {
  const [, member, abstract] = notPossible.exec(message) ?? [];
  return Boolean(member && abstract && NEWER_MEMBERS[abstract]?.includes(member));
}

/** An error of the answer itself, and where (a path) it says data is missing. */
type AnsweredError = { path?: unknown };

/**
 * Why `answer` is not what Shopify would send for `query` with `variables` (empty when it fits).
 * A document that does not parse or validate gets no data from the sandbox (schema-check.ts
 * answers its errors), so only the shape of the errors is checked then.
 */
export function answerProblems(
  api: ShopifyGraphqlApi,
  query: string,
  variables: Record<string, unknown>,
  operationName: string | null | undefined,
  answer: unknown,
): string[] {
  return inspectAnswer(api, query, variables, operationName, answer).problems;
}

/**
 * The problems of `answer` (answerProblems) and, when it fits, its data as Shopify would send it:
 * graphql-js's execution of the document over the answer, so exactly the fields selected, at
 * every depth, in the document's order (a family may hold more: an order object whole).
 */
export function inspectAnswer(
  api: ShopifyGraphqlApi,
  query: string,
  variables: Record<string, unknown>,
  operationName: string | null | undefined,
  answer: unknown,
): { problems: string[]; data?: unknown } {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) {
    return { problems: ['the answer is not a JSON object'] };
  }
  const body = answer as { data?: unknown; errors?: unknown; extensions?: unknown };
  const problems: string[] = [];
  for (const key of Object.keys(body)) {
    if (key !== 'data' && key !== 'errors' && key !== 'extensions') {
      problems.push(`the answer has "${key}" beside data, errors and extensions`);
    }
  }
  const errors = body.errors;
  if (errors !== undefined) {
    if (!Array.isArray(errors) || errors.length === 0) {
      problems.push('errors must be a non-empty list');
    } else if (
      !errors.every(
        (e) =>
          e && typeof e === 'object' && typeof (e as { message?: unknown }).message === 'string',
      )
    ) {
      problems.push('each error must be an object with a message');
    }
  }
  if (body.data === undefined || body.data === null) {
    if (errors === undefined) problems.push('an answer without data must carry errors');
    return { problems };
  }
  if (typeof body.data !== 'object' || Array.isArray(body.data)) {
    return { problems: [...problems, 'data must be an object'] };
  }
  const document = validDocument(api, query);
  if (!document) {
    return { problems: [...problems, 'data answered to a document the schema refuses'] };
  }
  const { problems: found, data } = executeAnswer(
    api,
    document,
    variables,
    operationName,
    body.data,
  );
  // A field the answer's own errors name (partial data, as Shopify sends) may be null there.
  const answeredPaths = Array.isArray(errors)
    ? errors
        .map((e) => (e as AnsweredError).path)
        .filter((path): path is (string | number)[] => Array.isArray(path))
    : [];
  for (const error of found) {
    const path = error.path ?? [];
    const covered = answeredPaths.some((answered) =>
      answered.every((segment, index) => path[index] === segment),
    );
    if (!covered) problems.push(`${path.join('.') || '(root)'}: ${error.message}`);
  }
  return { problems, data };
}

function executeAnswer(
  api: ShopifyGraphqlApi,
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName: string | null | undefined,
  data: object,
) {
  const schema = publishedSchema(api);
  const found: Found = new Map();
  const result = executeSync({
    schema,
    document,
    rootValue: data,
    contextValue: found,
    variableValues: variables,
    operationName: operationName ?? undefined,
    fieldResolver: answerFieldResolver,
    typeResolver: answerTypeResolver(schema),
  });
  const problems: { message: string; path?: readonly (string | number)[] }[] = [
    ...[...found].map(([at, message]) => ({ message, path: at === '' ? [] : at.split('.') })),
    // graphql-js's own findings (a null where the type is non-null, a type it cannot tell),
    // except where the resolver already named what was wrong.
    ...(result.errors ?? []).filter(
      (error) => !found.has((error.path ?? []).join('.')) && !newerMember(error.message),
    ),
  ];
  // The root: Shopify answers exactly the root fields selected, so one more is a misfit too.
  const selected = new Set(rootSelections(document, operationName).map((s) => s.key));
  for (const key of Object.keys(data)) {
    if (!selected.has(key)) {
      problems.push({
        message: `the answer has root field "${key}", which the document does not select`,
        path: [key],
      });
    }
  }
  return { problems, data: result.data };
}

/** Misfits seen in this process, until the test setup takes them (src/server/test/setup.ts). */
const misfits: AnswerMisfit[] = [];

export function recordAnswerMisfit(misfit: AnswerMisfit): void {
  misfits.push(misfit);
}

/** The misfits recorded since the last call (the integration setup fails a test on any). */
export function takeAnswerMisfits(): AnswerMisfit[] {
  return misfits.splice(0, misfits.length);
}

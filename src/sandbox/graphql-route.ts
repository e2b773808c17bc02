/**
 * The one GraphQL endpoint helper of the sandbox store: the Storefront API and the Admin API
 * (with its inventory, order and subscription operations) read Shopify's request envelope and
 * answer its errors here, once. As Shopify's GraphQL endpoints do: a request that never reaches
 * GraphQL gets an HTTP status (413 too large, 404 for an unknown API version, 401 without a valid
 * token, 400 for a body that is not JSON or has no query; https://shopify.dev/docs/api/usage/response-codes),
 * while a GraphQL error is answered 200 with `{ errors: [{ message, extensions: { code } }] }`
 * (https://shopify.dev/changelog/improved-graphql-errors).
 */
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { ShopifyGraphqlApi } from '../core/shopify/graphql-document';
import type { AppEnv } from '../server/http/app-env';
import { inspectAnswer, recordAnswerMisfit } from './answer-check';
import { answerAtRoot } from './answer-root';
import { schemaErrors } from './schema-check';

export type GraphQLError = {
  message: string;
  locations?: { line: number; column: number }[];
  extensions?: Record<string, unknown>;
};

export const graphqlErrors = (...errors: GraphQLError[]) => ({ errors });

/** One request, past the envelope checks. */
export type GraphQLRequest = {
  /** The document as sent. */
  query: string;
  /** The document without its `#` comments, which the operations' patterns read. */
  document: string;
  /** The variables object ({} when none was sent). */
  variables: Record<string, unknown>;
  /** The API version in the path (`2026-10`, `unstable`). */
  version: string;
};

/** An operation family: its answer (sent 200 as JSON), or null when the request is not its. */
export type GraphQLOperations = (request: GraphQLRequest) => Promise<object | null> | object | null;

const VERSION = /^\d{4}-\d{2}$|^unstable$/;

const requestSchema = z.object({
  query: z.string().min(1),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

const withoutComments = (query: string) => query.replace(/#[^\n]*/g, '');

export function createGraphQLEndpoint(options: {
  /** The API served: its published schema validates every document and its variables. */
  api: ShopifyGraphqlApi;
  /** The route, with a `:version` parameter. */
  path: string;
  maxBodyBytes: number;
  /** Whether the caller holds a token this API accepts. */
  authorized: (c: Context<AppEnv>) => boolean;
  /** The 401 answer's body (the two APIs word it differently, as Shopify's do). */
  unauthorized: object;
  /** Extensions of the 400 answers (the Storefront API names the code; the Admin API does not). */
  badRequestExtensions?: Record<string, unknown>;
  /**
   * Operation families asked first, for a caller holding the token, before the version, body
   * size and envelope checks; a request none answers goes on to those checks and `answer`.
   * (The admin API's inventory, order and subscription operations were answered so when each
   * had its own route; kept, so that no answer changes.)
   */
  first?: GraphQLOperations[];
  /** The answer to a request that passed every check. */
  answer: (request: GraphQLRequest, c: Context<AppEnv>) => Promise<Response> | Response;
  /**
   * Whether each answer is executed against the published schema, a misfit answered 500 with
   * its problems and recorded (answer-check.ts; config.shopify.sandbox.checkAnswers, tests only).
   */
  checkAnswers?: boolean;
}) {
  const badRequest = (message: string): GraphQLError =>
    options.badRequestExtensions
      ? { message, extensions: options.badRequestExtensions }
      : { message };
  const first = options.first ?? [];
  /**
   * The answer as Shopify would send it (only the fields the document selects, at every depth),
   * or, when it does not fit the schema, a 500 naming why.
   */
  const checked = (
    c: Context<AppEnv>,
    request: { query: string; variables: Record<string, unknown>; operationName?: string | null },
    answer: unknown,
  ): { shaped: object } | { misfit: Response } => {
    const { problems, data } = inspectAnswer(
      options.api,
      request.query,
      request.variables,
      request.operationName,
      answer,
    );
    if (problems.length === 0) {
      return { shaped: data === undefined ? (answer as object) : { ...(answer as object), data } };
    }
    const operation = /^\s*(?:query|mutation)\s+(\w+)/.exec(request.query)?.[1] ?? '(anonymous)';
    recordAnswerMisfit({ api: options.api, operation, problems });
    return {
      misfit: c.json(
        graphqlErrors({
          message: `The sandbox's answer to ${operation} does not fit Shopify's ${options.api} schema: ${problems.join('; ')}`,
          extensions: { code: 'SANDBOX_ANSWER_MISFIT', problems },
        }),
        500,
      ),
    };
  };
  return new Hono<AppEnv>().post(
    options.path,
    async (c, next) => {
      if (first.length === 0 || !options.authorized(c)) return next();
      // Leniently, as each family read it: a JSON body with a string query; variables that are
      // not an object count as none.
      let raw: { query?: unknown; variables?: unknown } | null;
      try {
        raw = (await c.req.json()) as typeof raw;
      } catch {
        return next();
      }
      if (typeof raw?.query !== 'string') return next();
      const request: GraphQLRequest = {
        query: raw.query,
        document: withoutComments(raw.query),
        variables:
          raw.variables && typeof raw.variables === 'object'
            ? (raw.variables as Record<string, unknown>)
            : {},
        version: c.req.param('version') ?? '',
      };
      const invalid = schemaErrors(options.api, request.query, request.variables);
      if (invalid.length > 0) return c.json(graphqlErrors(...invalid));
      for (const operations of first) {
        const answered = await operations(request);
        if (answered === null) continue;
        const answer = answerAtRoot(options.api, request.query, null, answered) as object;
        if (!options.checkAnswers) return c.json(answer);
        const result = checked(c, request, answer);
        return 'misfit' in result ? result.misfit : c.json(result.shaped);
      }
      return next();
    },
    bodyLimit({
      maxSize: options.maxBodyBytes,
      onError: (c) => c.json(graphqlErrors({ message: 'Request body is too large' }), 413),
    }),
    async (c) => {
      const version = c.req.param('version') ?? '';
      if (!VERSION.test(version)) {
        return c.json(
          graphqlErrors({ message: 'Not Found', extensions: { code: 'NOT_FOUND' } }),
          404,
        );
      }
      if (!options.authorized(c)) return c.json(options.unauthorized, 401);
      let raw: unknown;
      try {
        raw = await c.req.json();
      } catch {
        return c.json(graphqlErrors(badRequest('Request body is not valid JSON')), 400);
      }
      const envelope = requestSchema.safeParse(raw);
      if (!envelope.success) {
        return c.json(
          graphqlErrors(badRequest('Required parameter missing or invalid: query')),
          400,
        );
      }
      const invalid = schemaErrors(
        options.api,
        envelope.data.query,
        envelope.data.variables ?? {},
        envelope.data.operationName,
      );
      if (invalid.length > 0) return c.json(graphqlErrors(...invalid));
      const request: GraphQLRequest = {
        query: envelope.data.query,
        document: withoutComments(envelope.data.query),
        variables: envelope.data.variables ?? {},
        version,
      };
      const response = await options.answer(request, c);
      if (response.status !== 200) return response;
      const answered: unknown = await response
        .clone()
        .json()
        .catch(() => 'not JSON');
      const operationName = envelope.data.operationName;
      const answer = answerAtRoot(options.api, request.query, operationName, answered);
      if (options.checkAnswers) {
        const result = checked(c, { ...request, operationName }, answer);
        if ('misfit' in result) return result.misfit;
        // The answer's own headers (cost, throttle) go with the shaped body, not its length.
        const headers = new Headers(response.headers);
        headers.delete('content-length');
        return new Response(JSON.stringify(result.shaped), { status: response.status, headers });
      }
      return answer === answered ? response : c.json(answer as object);
    },
  );
}

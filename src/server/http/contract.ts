// The server's side of the typed API contract (src/core/api/contract.ts): a route answers with
// `answer(c, 'GET /api/…', body)`, so its JSON type-checks against the contract entry the web's
// `api()` client reads its type from, and with the entry's status. The key is also checked
// against the route that matched (method and registered path), so an answer cannot be typed by
// another endpoint's entry. docs/decisions/102-typed-api-contract.md
import type { Context } from 'hono';
import { routePath } from 'hono/route';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type {
  ApiEndpoint,
  ApiRefusal,
  ApiRefusalStatus,
  ApiResponse,
  ApiStatus,
  EmptyEndpoint,
  JsonEndpoint,
  SchemaEndpoint,
} from '../../core/api/contract';
import { type ContractSchemaMap, contractSchemas } from '../../core/api/contract-schemas';
import { AppError } from './errors';
import { readJsonBody } from './validate';

/** The contract key of the route that matched: 'GET /api/account/addresses/:id'. */
export function matchedEndpoint(c: Context): string {
  // Hono answers HEAD with the GET route.
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  return `${method} ${routePath(c)}`;
}

/**
 * A programming error (500): the handler answered with another endpoint's contract entry. A
 * router asked directly, not mounted (the server render reads GET /api/store/config's body from
 * its router's `/config`), matches the end of the key; mounted, every route path starts with
 * /api/, so only the whole key matches. contract-routes.test.ts checks every key is a route.
 */
export function assertEndpoint(c: Context, endpoint: ApiEndpoint): void {
  const matched = matchedEndpoint(c);
  const [method, path] = matched.split(' ') as [string, string];
  const mounted = path.startsWith('/api/');
  if (
    mounted ? matched !== endpoint : !endpoint.startsWith(`${method} `) || !endpoint.endsWith(path)
  ) {
    throw new Error(`The route ${matched} answered as the contract's ${endpoint}`);
  }
}

/** The status argument: none for a 200 endpoint, else exactly the contract's. */
type StatusArgs<K extends ApiEndpoint> = ApiStatus<K> extends 200 ? [] : [status: ApiStatus<K>];

/** Answers the endpoint's JSON (c.json, unchanged bytes), typed by its contract entry. */
export function answer<K extends JsonEndpoint>(
  c: Context,
  endpoint: K,
  body: ApiResponse<K>,
  ...[status]: StatusArgs<K>
): Response {
  assertEndpoint(c, endpoint);
  return status === undefined
    ? c.json(body as object)
    : c.json(body as object, status as ContentfulStatusCode);
}

/** Answers a 204 endpoint: no body. */
export function answerEmpty(c: Context, endpoint: EmptyEndpoint): Response {
  assertEndpoint(c, endpoint);
  return c.body(null, 204);
}

/**
 * Answers one of the refusals the endpoint's contract entry lists, with its body (the 409
 * PRICE_CHANGED with the fresh figures): the body must be the entry's for that status, or tsc
 * fails. Refusals that carry only `{ error }` are thrown as AppError as before.
 */
export function refuse<K extends ApiEndpoint, const S extends ApiRefusalStatus<K>>(
  c: Context,
  endpoint: K,
  status: S,
  body: ApiRefusal<K, S>,
): Response {
  assertEndpoint(c, endpoint);
  return c.json(body as object, status as ContentfulStatusCode);
}

/** Endpoints whose map entry is one schema, or a factory of one (not several by name). */
type SingleSchemaEndpoint = {
  [K in SchemaEndpoint]: ContractSchemaMap[K] extends z.ZodType | ((...args: never[]) => unknown)
    ? K
    : never;
}[SchemaEndpoint];

type SchemaOf<K extends SingleSchemaEndpoint> = ContractSchemaMap[K] extends (
  ...args: never[]
) => infer S
  ? S
  : ContractSchemaMap[K];

/** A factory's arguments (the product form's image policy); none for a plain schema. */
type SchemaArgs<K extends SingleSchemaEndpoint> = ContractSchemaMap[K] extends (
  ...args: infer A
) => unknown
  ? A
  : [];

/**
 * The route's JSON body, validated with the schema the endpoint's contract entry names
 * (src/core/api/contract-schemas.ts): 415, 400 `invalid_json` or 400 `validation_failed` with
 * the schema's messages by field, as `readJsonBody`. The key must be the route that matched.
 */
export async function readBody<K extends SingleSchemaEndpoint>(
  c: Context,
  endpoint: K,
  ...args: SchemaArgs<K>
): Promise<z.output<SchemaOf<K> & z.ZodType>> {
  assertEndpoint(c, endpoint);
  const source = contractSchemas[endpoint] as z.ZodType | ((...a: unknown[]) => z.ZodType);
  const schema = typeof source === 'function' ? source(...(args as unknown[])) : source;
  return (await readJsonBody(c, schema)) as z.output<SchemaOf<K> & z.ZodType>;
}

type ManySchemaEndpoint = Exclude<SchemaEndpoint, SingleSchemaEndpoint>;

/** `readBody` for an endpoint that takes one of several bodies: the one named `variant`. */
export async function readBodyOf<
  K extends ManySchemaEndpoint,
  V extends keyof ContractSchemaMap[K] & string,
>(c: Context, endpoint: K, variant: V): Promise<z.output<ContractSchemaMap[K][V] & z.ZodType>> {
  assertEndpoint(c, endpoint);
  const schema = (contractSchemas[endpoint] as Record<string, z.ZodType>)[variant] as z.ZodType;
  return (await readJsonBody(c, schema)) as z.output<ContractSchemaMap[K][V] & z.ZodType>;
}

/**
 * A refusal the endpoint's contract entry lists, to throw (an AppError, answered
 * `{ error: { code, message, fields? } }` by the error handler): the status and the code must be
 * the entry's, or tsc fails, so the browser's handling of them (typed by the same entry) holds.
 */
export function refusal<K extends ApiEndpoint, const S extends ApiRefusalStatus<K>>(
  _endpoint: K,
  status: S,
  code: ApiRefusal<K, S> extends { error: { code: infer C } } ? C : never,
  message: string,
  fields?: Record<string, string[]>,
): AppError {
  return new AppError(code as string, message, {
    status: status as ContentfulStatusCode,
    ...(fields ? { fields } : {}),
  });
}

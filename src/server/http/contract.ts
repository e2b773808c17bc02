// The server's side of the typed API contract (src/core/api/contract.ts): a route answers with
// `answer(c, 'GET /api/…', body)`, so its JSON type-checks against the contract entry the web's
// `api()` client reads its type from, and with the entry's status. The key is also checked
// against the route that matched (method and registered path), so an answer cannot be typed by
// another endpoint's entry. docs/decisions/102-typed-api-contract.md
import type { Context } from 'hono';
import { routePath } from 'hono/route';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type {
  ApiEndpoint,
  ApiResponse,
  ApiStatus,
  EmptyEndpoint,
  JsonEndpoint,
} from '../../core/api/contract';

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

import type { Context } from 'hono';

/** Response headers computed once at start-up: [name, value] pairs. */
export type HeaderList = readonly (readonly [name: string, value: string])[];

type NodeResponseLike = {
  setHeader: (name: string, value: string) => unknown;
  headersSent: boolean;
};

function nodeResponse(c: Context): NodeResponseLike | undefined {
  const outgoing = (c.env as { outgoing?: Partial<NodeResponseLike> } | undefined)?.outgoing;
  return outgoing && typeof outgoing.setHeader === 'function' && outgoing.headersSent === false
    ? (outgoing as NodeResponseLike)
    : undefined;
}

/**
 * Sets response headers before the handler runs (middleware calls this before `next()`).
 *
 * On @hono/node-server the headers go straight onto the Node response (`c.env.outgoing`, the
 * adapter's documented HttpBindings), so Hono never builds a Headers object for them and the
 * adapter keeps its fast path: the handler's Response is written without being materialised.
 * Elsewhere (`app.request()` in tests) they are set with `c.header()`.
 *
 * Either way a header the handler sets itself wins: Node merges the headers of the Response
 * over these when it writes the head, and `c.header()` values are overwritten the same way.
 */
export function presetHeaders(c: Context, headers: HeaderList): void {
  const outgoing = nodeResponse(c);
  if (outgoing) {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
  } else {
    for (const [name, value] of headers) c.header(name, value);
  }
}

/** `presetHeaders` for a single header. */
export function presetHeader(c: Context, name: string, value: string): void {
  const outgoing = nodeResponse(c);
  if (outgoing) outgoing.setHeader(name, value);
  else c.header(name, value);
}

/**
 * A request header by lower-case name. On @hono/node-server it is read from Node's own parsed
 * headers (`c.env.incoming.headers`, repeated fields joined with ", " as the Fetch API does),
 * which skips the name checks of a Headers lookup; elsewhere from `c.req.header()`.
 */
export function requestHeader(c: Context, lowerCaseName: string): string | undefined {
  const incoming = (c.env as { incoming?: { headers?: Record<string, unknown> } } | undefined)
    ?.incoming;
  const headers = incoming?.headers;
  if (!headers) return c.req.header(lowerCaseName);
  const value = headers[lowerCaseName];
  return typeof value === 'string' ? value : undefined;
}

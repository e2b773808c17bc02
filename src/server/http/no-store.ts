import type { MiddlewareHandler } from 'hono';

/**
 * For a router of personal or staff data: its answers are never stored by a browser or proxy
 * cache, unless a handler chose its own Cache-Control.
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
};

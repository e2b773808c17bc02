import type { Context, MiddlewareHandler } from 'hono';
import { errorBody } from './errors';

/**
 * PostgreSQL text cannot hold U+0000: a NUL in a form field or a path reached the database and
 * answered 500 (and better-auth logged the driver's raw error). Refused at the door instead, on
 * every route, with a message that says what to remove.
 */
export const NUL_CHARACTER_MESSAGE =
  'Text cannot contain the NUL character (U+0000). Remove it and try again.';

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, v]) => key.includes('\u0000') || holdsNul(v));
  }
  return false;
}

function pathHoldsNul(c: Context): boolean {
  const url = c.req.url;
  return /%00/i.test(url) || url.includes('\u0000');
}

/** A JSON body holding U+0000 anywhere; a body that is not JSON is left to the route. */
async function bodyHoldsNul(c: Context): Promise<boolean> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().includes('json')) return false;
  const text = await c.req.raw
    .clone()
    .text()
    .catch(() => '');
  if (!text.includes('\u0000') && !/\\u0000/i.test(text)) return false;
  try {
    return holdsNul(JSON.parse(text));
  } catch {
    return text.includes('\u0000');
  }
}

/** 400 for a path, query or JSON body holding U+0000 (webhooks' signed bytes are left alone). */
export const nulGuard: MiddlewareHandler = async (c, next) => {
  const api = c.req.path.startsWith('/api/');
  const refused =
    pathHoldsNul(c) || (api && !c.req.path.startsWith('/api/webhooks/') && (await bodyHoldsNul(c)));
  if (!refused) return next();
  if (api) return c.json(errorBody('validation_failed', NUL_CHARACTER_MESSAGE), 400);
  return c.text(NUL_CHARACTER_MESSAGE, 400);
};

import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from './errors';

/** 413 in the API's error shape. The rest of the body is never read, so the connection cannot be reused: close it. */
export const payloadTooLarge = (c: Context) =>
  c.json(errorBody('payload_too_large', 'Request body is too large'), 413, {
    Connection: 'close',
  });

/**
 * Request body limits of /api/* (hono/body-limit): `webhookMaxSize` under /api/webhooks/,
 * `maxSize` elsewhere. A declared Content-Length is judged from the header; a chunked body is
 * counted as it is read.
 */
export function createApiBodyLimit(options: {
  maxSize: number;
  webhookMaxSize: number;
}): MiddlewareHandler {
  const api = bodyLimit({ maxSize: options.maxSize, onError: payloadTooLarge });
  const webhooks = bodyLimit({ maxSize: options.webhookMaxSize, onError: payloadTooLarge });
  return (c, next) => (c.req.path.startsWith('/api/webhooks/') ? webhooks : api)(c, next);
}

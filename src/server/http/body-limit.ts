import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from './errors';

/** 413 in the API's error shape. The rest of the body is never read, so the connection cannot be reused: close it. */
export const payloadTooLarge = (c: Context) =>
  c.json(errorBody('payload_too_large', 'Request body is too large'), 413, {
    Connection: 'close',
  });

/**
 * Request body limits of /api/*: `webhookMaxSize` under /api/webhooks/, `maxSize` elsewhere.
 * Only for methods with a body: GET and HEAD requests have none (the Fetch API drops it), and
 * the pipeline does not call this for them. A declared Content-Length is checked from the header
 * alone (Node's parser never delivers more than it declares), so the request is not rebuilt; a
 * chunked body is counted as it is read, by hono/body-limit.
 */
export function createApiBodyLimit(options: {
  maxSize: number;
  webhookMaxSize: number;
}): MiddlewareHandler {
  const api = bodyLimit({ maxSize: options.maxSize, onError: payloadTooLarge });
  const webhooks = bodyLimit({ maxSize: options.webhookMaxSize, onError: payloadTooLarge });
  return async (c, next) => {
    const isWebhook = c.req.path.startsWith('/api/webhooks/');
    const length = c.req.header('Content-Length');
    if (length !== undefined && c.req.header('Transfer-Encoding') === undefined) {
      const max = isWebhook ? options.webhookMaxSize : options.maxSize;
      if (Number.parseInt(length || '0', 10) > max) return payloadTooLarge(c);
      return next();
    }
    return (isWebhook ? webhooks : api)(c, next);
  };
}

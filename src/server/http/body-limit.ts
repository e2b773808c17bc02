import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_UPLOAD_PATH,
  MAX_IMAGE_UPLOAD_BYTES,
} from '../../core/api/uploads';
import { errorBody } from './errors';

/** 413 in the API's error shape. The rest of the body is never read, so the connection cannot be reused: close it. */
export const payloadTooLarge = (c: Context) =>
  c.json(errorBody('payload_too_large', 'Request body is too large'), 413, {
    Connection: 'close',
  });

/**
 * Request body limits of /api/* (hono/body-limit): `webhookMaxSize` under /api/webhooks/, the
 * image upload's own limit on its path, `maxSize` elsewhere. A declared Content-Length is judged from the header; a chunked body is
 * counted as it is read.
 */
export function createApiBodyLimit(options: {
  maxSize: number;
  webhookMaxSize: number;
}): MiddlewareHandler {
  const api = bodyLimit({ maxSize: options.maxSize, onError: payloadTooLarge });
  const webhooks = bodyLimit({ maxSize: options.webhookMaxSize, onError: payloadTooLarge });
  const uploads = bodyLimit({
    maxSize: MAX_IMAGE_UPLOAD_BYTES,
    onError: (c) =>
      c.json(errorBody('payload_too_large', IMAGE_TOO_LARGE_MESSAGE), 413, { Connection: 'close' }),
  });
  return (c, next) => {
    if (c.req.path.startsWith('/api/webhooks/')) return webhooks(c, next);
    if (c.req.path === IMAGE_UPLOAD_PATH) return uploads(c, next);
    return api(c, next);
  };
}

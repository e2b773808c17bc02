import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { type Logger, lazyChildLogger } from '../lib/logger';
import type { AppEnv } from './app-env';
import { presetHeader, requestHeader } from './preset-headers';
import { clientAddress } from './rate-limit';

export const REQUEST_ID_HEADER = 'X-Request-Id';
// As hono/request-id: a caller's (or proxy's) id is kept when it is 1–255 word characters, - or =.
const VALID_REQUEST_ID = /^[\w\-=]{1,255}$/;

/**
 * The first step of every request: a request id (the caller's X-Request-Id when valid, else a
 * random UUID) echoed in the X-Request-Id response header, a logger bound to that id (built only
 * if the request logs), and the client's address for rate limits.
 */
export function createRequestContext(options: {
  logger: Logger;
  /** Proxies trusted to append to X-Forwarded-For (0: none). */
  trustProxyHops: number;
}): (c: Context<AppEnv>) => void {
  const { logger, trustProxyHops } = options;
  return (c) => {
    const sent = requestHeader(c, 'x-request-id');
    const requestId = sent !== undefined && VALID_REQUEST_ID.test(sent) ? sent : randomUUID();
    c.set('requestId', requestId);
    c.set('logger', lazyChildLogger(logger, { requestId }));
    c.set('clientIp', clientAddress(c, trustProxyHops));
    presetHeader(c, REQUEST_ID_HEADER, requestId);
  };
}

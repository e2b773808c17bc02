import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { type Logger, logContext } from '../lib/logger';
import type { AppEnv } from './app-env';
import { clientAddress } from './rate-limit';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * The first step of every request: a request id (hono/request-id: the caller's X-Request-Id when
 * it is 1–255 word characters, - or =, else a random UUID) echoed in the X-Request-Id response
 * header, the id on every log line the request causes, and the client's address
 * for rate limits (the socket's, or X-Forwarded-For's only behind trusted proxies).
 */
export function createRequestContext(options: {
  logger: Logger;
  /** Proxies trusted to append to X-Forwarded-For (0: none). */
  trustProxyHops: number;
}): MiddlewareHandler<AppEnv> {
  const { logger, trustProxyHops } = options;
  const withId = requestId({ headerName: REQUEST_ID_HEADER });
  return (c, next) =>
    withId(c, async () => {
      const id = c.get('requestId');
      // Every line logged while this request runs carries its id (lib/logger.ts logContext),
      // through this logger or any other.
      c.set('logger', logger);
      c.set('clientIp', clientAddress(c, trustProxyHops));
      await logContext.run({ requestId: id }, next);
      // A handler that returns a Response of its own (better-auth's) drops the headers set
      // before it ran: the id goes on that one too.
      if (!c.res.headers.has(REQUEST_ID_HEADER)) c.res.headers.set(REQUEST_ID_HEADER, id);
    });
}

import type { MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import type { AppEnv } from './app-env';
import { createApiBodyLimit } from './body-limit';
import { createCompression } from './compression';
import { createCsrfGuard } from './csrf';
import { handleError } from './errors';
import { nulGuard } from './nul-guard';
import { createRequestContext } from './request-context';
import { createSecurityHeaders } from './security-headers';

/**
 * The middleware every request goes through, Hono's own where it has one. In order:
 *
 * 1. request context: request id (hono/request-id, X-Request-Id), logger bound to it, client
 *    address (http/request-context.ts);
 * 2. security headers (hono/secure-headers): the API policy under /api/, the document policy
 *    (full CSP) elsewhere (http/security-headers.ts);
 * 3. compression (hono/compress): a compressible response of 1 KB or more is gzipped or deflated
 *    for a client that accepts it, never one already encoded (http/compression.ts);
 * 4. under /api/, for state-changing methods: the same-origin guard (403 for a foreign origin,
 *    415 for a body that is not JSON; http/csrf.ts), then the body limit (hono/body-limit, 413);
 * 5. 400 for a NUL character in the path, query or an API request's JSON body (http/nul-guard.ts).
 *
 * A refusal in steps 4–5 is answered there (not thrown), so it still gets steps 1–3's headers.
 */
export function createHttpPipeline(options: {
  config: Config;
  logger: Logger;
  apiBodyLimit: number;
  webhookBodyLimit: number;
}): MiddlewareHandler<AppEnv> {
  const csrfGuard = createCsrfGuard(options.config.trustedOrigins);
  const bodyLimit = createApiBodyLimit({
    maxSize: options.apiBodyLimit,
    webhookMaxSize: options.webhookBodyLimit,
  });
  const apiWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    if (!c.req.path.startsWith('/api/')) return next();
    const refused = csrfGuard(c);
    if (refused) return handleError(refused, c);
    return bodyLimit(c, next);
  };
  return every(
    createRequestContext({
      logger: options.logger,
      trustProxyHops: options.config.trustProxyHops,
    }),
    createSecurityHeaders(options.config),
    createCompression(),
    apiWrites,
    nulGuard,
  );
}

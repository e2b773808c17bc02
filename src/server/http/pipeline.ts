import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import type { AppEnv } from './app-env';
import { createApiBodyLimit } from './body-limit';
import { acceptedEncoding, compressResponse, presetVary } from './compression';
import { createCsrfGuard } from './csrf';
import { createRequestContext } from './request-context';
import { createSecurityHeaders } from './security-headers';

/**
 * The middleware every request goes through, as one Hono middleware (one async layer of the
 * middleware chain instead of four). In order:
 *
 * 1. request context: request id (X-Request-Id), logger bound to it, client address;
 * 2. security headers: the API policy under /api/, the document policy (full CSP) elsewhere;
 * 3. under /api/, for state-changing methods: the CSRF guard (403 for a foreign origin, 415 for
 *    a body that is not JSON; http/csrf.ts), then the body limit (413 past the limit);
 * 4. compression: when the client accepts gzip or deflate, a large compressible response is
 *    compressed after the handler (and any compressible response gets `Vary: Accept-Encoding`);
 *    pages and assets carry that Vary always, so a cache never keeps one version for all.
 *
 * Every header is set on the Node response before the handler runs (http/preset-headers.ts), so
 * a plain JSON answer leaves through @hono/node-server's fast path: no Request or Response object
 * is rebuilt, and a request without Accept-Encoding does no work after the handler.
 */
export function createHttpPipeline(options: {
  config: Config;
  logger: Logger;
  apiBodyLimit: number;
  webhookBodyLimit: number;
}): MiddlewareHandler<AppEnv> {
  const context = createRequestContext({
    logger: options.logger,
    trustProxyHops: options.config.trustProxyHops,
  });
  const securityHeaders = createSecurityHeaders(options.config);
  const bodyLimit = createApiBodyLimit({
    maxSize: options.apiBodyLimit,
    webhookMaxSize: options.webhookBodyLimit,
  });
  const csrfGuard = createCsrfGuard(options.config.trustedOrigins);
  return (c, next) => {
    context(c);
    const api = c.req.path.startsWith('/api/');
    securityHeaders(c, api);
    if (!api) presetVary(c);
    const encoding = acceptedEncoding(c);
    const run = encoding ? () => next().then(() => compressResponse(c, encoding)) : next;
    const method = c.req.method;
    if (!api || method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return run();
    const refused = csrfGuard(c);
    if (refused) throw refused;
    return bodyLimit(c, run);
  };
}

import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config';

/**
 * The document policy (hono/secure-headers). CSP allows only this origin plus the configured
 * Shopify hosts (checkout and storefront API), and the optional social widget and map embed.
 * Inline <script> is never allowed: pages carry none (their data is a JSON script, which is not
 * run), so the CSP needs no nonce, and cached pages stay the same for every visitor.
 */
function documentPolicy(config: Config): MiddlewareHandler {
  const shopifyHosts = config.shopify.store
    ? [`https://${config.shopify.store.domain}`, 'https://checkout.shopify.com']
    : [];
  // The social feed widget (Elfsight) loads its script, data and frames from these hosts.
  const widgetHosts = config.socialWidgetId
    ? ['https://static.elfsight.com', 'https://*.elfsight.com', 'https://*.elfsightcdn.com']
    : [];
  const frameHosts = config.mapEmbedUrl ? [new URL(config.mapEmbedUrl).origin] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...widgetHosts],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...shopifyHosts, ...widgetHosts],
      frameSrc: ["'self'", ...frameHosts, ...widgetHosts],
      frameAncestors: ["'none'"],
      formAction: ["'self'", ...shopifyHosts],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: config.isProduction ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    // Headers only browsers and plug-ins long gone read (IE8's download prompt, the XSS auditor
    // Chrome removed in 2019, Flash and Acrobat cross-domain policies): every byte of a page's
    // headers is in its first congestion window (docs/decisions/134-first-paint-in-one-window.md).
    xDownloadOptions: false,
    xXssProtection: false,
    xPermittedCrossDomainPolicies: false,
    // The rest as hono/secure-headers sets them by default: COOP and CORP same-origin,
    // Origin-Agent-Cluster, nosniff, no DNS prefetch.
    overwrite: false,
  });
}

/**
 * The API policy (/api/*: JSON, and the odd download or event stream). Only what applies to a
 * response that is not a page: no MIME sniffing, no cross-origin reads. CSP, framing and the
 * other document headers govern pages, and HSTS is learnt from the pages that call the API (same
 * origin); every page carries them all.
 */
function apiPolicy(): MiddlewareHandler {
  return secureHeaders({
    crossOriginResourcePolicy: true,
    xContentTypeOptions: true,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    overwrite: false,
  });
}

/**
 * Security headers on every response (hono/secure-headers, set after the handler): the API
 * policy under /api/, the document policy (full CSP) everywhere else. A route that sets one of
 * these headers itself keeps its own value (`overwrite: false`).
 */
export function createSecurityHeaders(config: Config): MiddlewareHandler {
  const api = apiPolicy();
  const documents = documentPolicy(config);
  return (c, next) => (c.req.path.startsWith('/api/') ? api : documents)(c, next);
}

import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config';

/**
 * CSP allows only this origin plus the configured Shopify hosts (checkout and storefront API),
 * and the optional social widget and map embed. Inline <script> is never allowed.
 */
export function createSecurityHeaders(config: Config): MiddlewareHandler {
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
    strictTransportSecurity: config.isProduction ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}

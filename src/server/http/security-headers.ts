import type { Context } from 'hono';
import type { Config } from '../config';
import { type HeaderList, presetHeaders } from './preset-headers';

type Directives = Record<string, readonly string[]>;

/** `{ defaultSrc: ["'self'"] }` → `default-src 'self'` (the serialisation of hono/secure-headers). */
function serializeCsp(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) =>
      [name.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`), ...values].join(' '),
    )
    .join('; ');
}

/**
 * The document policy. CSP allows only this origin plus the configured Shopify hosts (checkout
 * and storefront API), and the optional social widget and map embed. Inline <script> is never
 * allowed.
 */
export function documentSecurityHeaders(config: Config): HeaderList {
  const shopifyHosts = config.shopify.store
    ? [`https://${config.shopify.store.domain}`, 'https://checkout.shopify.com']
    : [];
  // The social feed widget (Elfsight) loads its script, data and frames from these hosts.
  const widgetHosts = config.socialWidgetId
    ? ['https://static.elfsight.com', 'https://*.elfsight.com', 'https://*.elfsightcdn.com']
    : [];
  const frameHosts = config.mapEmbedUrl ? [new URL(config.mapEmbedUrl).origin] : [];
  const csp = serializeCsp({
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
  });
  return [
    ['Content-Security-Policy', csp],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ...hsts(config),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}

/**
 * The API policy (/api/*: JSON, and the odd download or event stream). Only what applies to a
 * response that is not a page: no MIME sniffing, no cross-origin reads. CSP, framing and the
 * other document headers govern pages, and HSTS is learnt from the pages that call the API (same
 * origin); every page carries them all.
 */
export function apiSecurityHeaders(): HeaderList {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
  ];
}

function hsts(config: Config): HeaderList {
  return config.isProduction
    ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']]
    : [];
}

/**
 * Security headers on every response, computed once and set before the handler runs (so the
 * response is never rebuilt to add them): the API policy under /api/, the document policy (full
 * CSP) everywhere else. A route that sets one of these headers itself keeps its own value.
 */
export function createSecurityHeaders(config: Config): (c: Context, api: boolean) => void {
  const api = apiSecurityHeaders();
  const documents = documentSecurityHeaders(config);
  return (c, isApi) => presetHeaders(c, isApi ? api : documents);
}

import type { Context } from 'hono';
import { IMAGE_UPLOAD_PATH, IMAGE_UPLOAD_TYPES } from '../../core/api/uploads';
import { AppError } from './errors';

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';
export const JSON_ONLY_MESSAGE = 'Expected a JSON body (application/json)';

const mediaTypeOf = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * The image upload's raw body: an image type or application/octet-stream, none of which a
 * foreign page can send without a CORS preflight (unlike forms and text/plain).
 */
const UPLOAD_MEDIA_TYPES = new Set<string>([...IMAGE_UPLOAD_TYPES, 'application/octet-stream']);

/** `application/json` exactly, parameters allowed (`; charset=utf-8`), nothing else. */
export function isJsonMediaType(contentType: string | undefined): boolean {
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery on the shop's own API (OWASP ASVS 5.0 §3.5).
 * A state-changing request (not GET/HEAD/OPTIONS) under /api/ is refused (403) unless it comes
 * from one of `trustedOrigins`: judged by Origin; without it by Sec-Fetch-Site (same-origin
 * only); without either by Referer. A request with none of the three is not a browser's (every
 * browser sends Origin on such requests), so it carries no ambient credentials to forge. A body
 * must be `application/json` (415 otherwise): HTML forms and `text/plain` beacons, the only
 * bodies a foreign page can send without a CORS preflight the app never grants, are refused. The
 * image upload alone also takes a raw image body (UPLOAD_MEDIA_TYPES).
 *
 * Hono's `csrf` middleware (hono/csrf) is not used: it only judges requests with a form-like
 * content type (a JSON request from a foreign origin passes it) and never looks at Referer,
 * and the API must refuse every state-changing request from a foreign origin.
 *
 * Exempt by design: /api/webhooks/ (Shopify's server calls, authenticated by HMAC over the raw
 * body) and /api/auth/ (better-auth checks Origin against its trustedOrigins itself). The sandbox
 * store (/sandbox/shopify, Shopify-shaped clients with tokens) is not under /api/.
 *
 * Returns the error to answer with, or null to go on.
 */
export function createCsrfGuard(trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins);
  return (c: Context): AppError | null => {
    const path = c.req.path;
    if (path.startsWith('/api/webhooks/') || path.startsWith('/api/auth/')) return null;
    const origin = c.req.header('origin');
    let sameOrigin: boolean;
    if (origin !== undefined) {
      sameOrigin = trusted.has(origin);
    } else {
      const site = c.req.header('sec-fetch-site');
      if (site !== undefined) {
        sameOrigin = site === 'same-origin';
      } else {
        const referer = c.req.header('referer');
        sameOrigin = referer === undefined || trusted.has(originOf(referer) ?? '');
      }
    }
    if (!sameOrigin) return new AppError('forbidden', CROSS_SITE_MESSAGE);
    const hasBody =
      c.req.header('transfer-encoding') !== undefined ||
      Number(c.req.header('content-length') ?? 0) > 0;
    const contentType = c.req.header('content-type');
    const uploadBody =
      path === IMAGE_UPLOAD_PATH && UPLOAD_MEDIA_TYPES.has(mediaTypeOf(contentType));
    if (hasBody && !uploadBody && !isJsonMediaType(contentType)) {
      return new AppError('unsupported_media_type', JSON_ONLY_MESSAGE, { status: 415 });
    }
    return null;
  };
}

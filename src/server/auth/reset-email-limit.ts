import type { MiddlewareHandler } from 'hono';
import { hitKeyedLimit, type RateLimitStore } from '../http/rate-limit';

/**
 * Reset emails per target address: better-auth limits `/request-password-reset` per client
 * address only, so a few addresses could fill one inbox. Counted for every address asked for,
 * known or not, so the answer says nothing about whether an account exists.
 */
export const RESET_EMAIL_LIMIT = { max: 3, windowMs: 60 * 60_000 };
export const RESET_EMAIL_LIMIT_MESSAGE =
  'We have already sent several reset links to this email address. Please check your inbox (and spam folder), or try again in an hour.';

export function limitResetEmailsPerAddress(store: RateLimitStore): MiddlewareHandler {
  return async (c, next) => {
    const body = (await c.req.raw
      .clone()
      .json()
      .catch(() => null)) as { email?: unknown } | null;
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (email === '') return next();
    if (await hitKeyedLimit(store, { name: 'reset-email', key: email, ...RESET_EMAIL_LIMIT })) {
      const seconds = String(RESET_EMAIL_LIMIT.windowMs / 1000);
      // better-auth's error shape, which the auth client shows as the message.
      return c.json({ code: 'TOO_MANY_RESET_EMAILS', message: RESET_EMAIL_LIMIT_MESSAGE }, 429, {
        'Retry-After': seconds,
        'X-Retry-After': seconds,
        'Cache-Control': 'no-store',
      });
    }
    return next();
  };
}

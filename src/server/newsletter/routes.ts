import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { newsletterSubscribers } from '../db/schema/content';
import type { AppEnv } from '../http/app-env';
import { answer, readBody } from '../http/contract';
import { rateLimit } from '../http/rate-limit';

export const NEWSLETTER_RATE_LIMIT = { max: 10, windowMs: 10 * 60_000 } as const;

/**
 * Mounted at /api/newsletter. Stores the address lower-cased; signing up twice is not an error
 * and stores one row (docs/decisions/009-storefront-newsletter-contact-and-head.md: the spec's newsletter makes no call).
 */
export function createNewsletterRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/',
    rateLimit({
      store: deps.rateLimitStore,
      enabled: deps.config.rateLimitsEnabled,
      name: 'newsletter',
      max: NEWSLETTER_RATE_LIMIT.max,
      windowMs: NEWSLETTER_RATE_LIMIT.windowMs,
    }),
    async (c) => {
      const { email } = await readBody(c, 'POST /api/newsletter');
      await deps.db
        .insert(newsletterSubscribers)
        .values({ email: email.toLowerCase() })
        .onConflictDoNothing({ target: newsletterSubscribers.email });
      return answer(c, 'POST /api/newsletter', { ok: true });
    },
  );
}

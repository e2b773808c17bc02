import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { answer, readBody } from '../http/contract';
import { rateLimit } from '../http/rate-limit';
import { submitContactMessage } from './contact-messages';

/** Per client address: 5 messages in 10 minutes. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;
export const CONTACT_RATE_LIMIT_MESSAGE =
  'You have sent several messages in a short time. Please wait a few minutes and try again.';

/** Mounted at /api/contact (submit-contact, docs/spec/accounts-and-back-office.md §7 "Server functions"). */
export function createContactRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/',
    rateLimit({
      store: deps.rateLimitStore,
      enabled: deps.config.rateLimitsEnabled,
      name: 'contact',
      max: CONTACT_RATE_LIMIT.max,
      windowMs: CONTACT_RATE_LIMIT.windowMs,
      message: CONTACT_RATE_LIMIT_MESSAGE,
    }),
    async (c) => {
      const values = await readBody(c, 'POST /api/contact');
      const { id } = await submitContactMessage(deps, values, c.get('logger'));
      return answer(c, 'POST /api/contact', { ok: true, id }, 201);
    },
  );
}

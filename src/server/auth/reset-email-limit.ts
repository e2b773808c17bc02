import { hitKeyedLimit, type RateLimitStore } from '../http/rate-limit';

/**
 * Reset emails per target address: better-auth limits `/request-password-reset` per client
 * address only, so a few addresses could fill one inbox. Counted for every address asked for,
 * known or not, so the answer says nothing about whether an account exists.
 */
export const RESET_EMAIL_LIMIT = { max: 3, windowMs: 60 * 60_000 };
export const RESET_EMAIL_LIMIT_MESSAGE =
  'We have already sent several reset links to this email address. Please check your inbox (and spam folder), or try again in an hour.';

/**
 * For `POST /api/auth/request-password-reset`: null to go on to better-auth, or the 429 answer
 * (better-auth's error shape, which the auth client shows as the message).
 */
export async function refuseOverResetEmailLimit(
  store: RateLimitStore,
  request: Request,
): Promise<Response | null> {
  const path = new URL(request.url).pathname;
  if (request.method !== 'POST' || path !== '/api/auth/request-password-reset') return null;
  const body = (await request
    .clone()
    .json()
    .catch(() => null)) as { email?: unknown } | null;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (email === '') return null;
  if (!(await hitKeyedLimit(store, { name: 'reset-email', key: email, ...RESET_EMAIL_LIMIT }))) {
    return null;
  }
  const seconds = String(RESET_EMAIL_LIMIT.windowMs / 1000);
  return Response.json(
    { code: 'TOO_MANY_RESET_EMAILS', message: RESET_EMAIL_LIMIT_MESSAGE },
    { status: 429, headers: { 'Retry-After': seconds, 'X-Retry-After': seconds } },
  );
}

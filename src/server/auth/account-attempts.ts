import { APIError } from 'better-auth/api';
import { hitKeyedLimit, type RateLimitStore } from '../http/rate-limit';

/**
 * Password and second-factor guesses per account, whatever address they come from (ASVS
 * V6.3.1, docs/decisions/114-refund-limit-and-own-case.md): better-auth counts per client
 * address only, so many addresses could share out the guesses. Each attempt is counted before it
 * is checked (so concurrent guesses cannot slip past the count) and taken back when it was
 * right, so only failures add up: the 11th attempt in 15 minutes after 10 failures is refused,
 * the right password too. Sign-in is keyed on the normalised email as typed, so an unknown
 * address is answered exactly as a known one.
 */
export const ACCOUNT_ATTEMPT_LIMIT = { max: 10, windowMs: 15 * 60_000 };
export const SIGN_IN_ATTEMPTS_MESSAGE =
  'Too many failed sign-in attempts for this email address. Please wait 15 minutes and try again, or reset your password.';
export const SECOND_FACTOR_ATTEMPTS_MESSAGE =
  'Too many wrong codes for this account. Please wait 15 minutes and try again.';
export const TOO_MANY_ATTEMPTS_CODE = 'TOO_MANY_ATTEMPTS_FOR_ACCOUNT';

const RETRY_AFTER = String(ACCOUNT_ATTEMPT_LIMIT.windowMs / 1000);
const retryHeaders = { 'Retry-After': RETRY_AFTER, 'X-Retry-After': RETRY_AFTER };

async function emailOf(request: Request): Promise<string> {
  const body = (await request
    .clone()
    .json()
    .catch(() => null)) as { email?: unknown } | null;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/**
 * For `POST /api/auth/sign-in/email`: counts the attempt on the email, answers 429 (better-auth's
 * error shape) over the limit, else signs in and forgives a successful attempt.
 */
export async function signInWithAccountLimit(
  store: RateLimitStore,
  request: Request,
  signIn: () => Promise<Response>,
): Promise<Response> {
  const path = new URL(request.url).pathname;
  if (request.method !== 'POST' || path !== '/api/auth/sign-in/email') return signIn();
  const email = await emailOf(request);
  if (email === '') return signIn();
  const limit = { name: 'sign-in-account', key: email, ...ACCOUNT_ATTEMPT_LIMIT };
  if (await hitKeyedLimit(store, limit)) {
    return Response.json(
      { code: TOO_MANY_ATTEMPTS_CODE, message: SIGN_IN_ATTEMPTS_MESSAGE },
      { status: 429, headers: retryHeaders },
    );
  }
  const res = await signIn();
  if (res.ok) await store.forgive(`${limit.name}:${limit.key}`, limit.windowMs);
  return res;
}

/** The second-factor paths whose codes are counted per account. */
export const COUNTED_CODE_PATHS = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
]);

/** Counts a code attempt on the account (better-auth before hook); throws 429 over the limit. */
export async function countCodeAttempt(store: RateLimitStore, userId: string): Promise<void> {
  const limit = { name: 'second-factor-account', key: userId, ...ACCOUNT_ATTEMPT_LIMIT };
  if (await hitKeyedLimit(store, limit)) {
    throw new APIError(
      'TOO_MANY_REQUESTS',
      { code: TOO_MANY_ATTEMPTS_CODE, message: SECOND_FACTOR_ATTEMPTS_MESSAGE },
      retryHeaders,
    );
  }
}

/** A right code is not a failure: its attempt is taken back (better-auth after hook). */
export function forgiveCodeAttempt(store: RateLimitStore, userId: string): Promise<void> {
  return store.forgive(`second-factor-account:${userId}`, ACCOUNT_ATTEMPT_LIMIT.windowMs);
}

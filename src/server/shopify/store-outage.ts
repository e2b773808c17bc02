/**
 * How the shop tells a Shopify outage from Shopify's answer (docs/decisions/132-shopify-outage.md):
 * a 5xx, a 429/430, THROTTLED past the retry budget, or no answer at all. `notActed` says whether
 * the store certainly did nothing with the request (503 Service Unavailable, 429/430, THROTTLED,
 * a connection refused): then a change the shop recorded before asking can be undone. Otherwise
 * (a timeout, a connection closed mid-request, a 500/502/504) it may have acted, and the shop
 * keeps its intent for a retry with the same idempotency key.
 * https://shopify.dev/docs/api/usage/response-codes
 * https://shopify.dev/docs/apps/build/apis/graphql-admin/rate-limits
 */

/** Shopify statuses that say the request was not processed. */
const NOT_PROCESSED_STATUSES = new Set([429, 430, 503]);

export function isOutageStatus(status: number): boolean {
  return status >= 500 || NOT_PROCESSED_STATUSES.has(status);
}

export function statusNotActed(status: number): boolean {
  return NOT_PROCESSED_STATUSES.has(status);
}

/** Network failures where the request never reached the store. */
const NEVER_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH']);

/** Whether a fetch failure means the request never reached the store. */
export function fetchFailureNotActed(err: unknown): boolean {
  const cause = (err as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' && NEVER_SENT_CODES.has(cause.code);
}

/** The one message for a fetch failure (a timeout named as one). */
export function fetchFailureMessage(err: unknown): string {
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
    return 'Shopify did not answer in time';
  }
  return `Could not reach Shopify (${err instanceof Error ? err.message : 'network error'})`;
}

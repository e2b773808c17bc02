/**
 * Shopify counts a webhook delivery failed when it is not answered within 5 seconds, and delivers
 * it again (https://shopify.dev/docs/apps/build/webhooks/subscribe/https); failing deliveries can
 * end with the subscription removed. A handler's own call to the Admin API may wait out a
 * throttle for longer than that (the admin client's budget is 10 s, decision 132; a Standard
 * store's bucket runs dry on a renewal day, decision 154), so a handler waits for such a call at
 * most this long. The call goes on after the answer and logs its own failure; what the handler
 * stored is already right in the shop's database.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export const ADMIN_CALL_WAIT_IN_WEBHOOK_MS = 2_000;

/** `work`'s result, or undefined once `ms` have passed (the work goes on). */
export async function waitAtMost<T>(
  work: Promise<T>,
  ms = ADMIN_CALL_WAIT_IN_WEBHOOK_MS,
): Promise<T | undefined> {
  const stop = new AbortController();
  const deadline = sleep(ms, undefined, { signal: stop.signal, ref: false }).catch(() => undefined);
  try {
    return await Promise.race([work, deadline]);
  } finally {
    stop.abort();
  }
}

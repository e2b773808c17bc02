/**
 * The sandbox store's fault switch (docs/decisions/132-shopify-outage.md): while it is on, every
 * request to the store (Storefront API, Admin API, hosted checkout, payment-method page) is
 * answered as a Shopify outage would answer it, so a test can watch the shop survive one.
 * - `unavailable`: HTTP 503 (https://shopify.dev/docs/api/usage/response-codes).
 * - `throttled`: the Admin API's THROTTLED answer, HTTP 200 with the error and the cost extension
 *   showing an empty bucket (https://shopify.dev/docs/apps/build/apis/graphql-admin/rate-limits);
 *   the Storefront API's 429 with THROTTLED and `Retry-After`, as the sandbox's own limits answer
 *   it (storefront-access.ts); the hosted checkout a 429 page.
 * - `unreachable`: the connection is closed without an answer, as a store that cannot be reached
 *   mid-request (the caller cannot tell whether the store acted).
 * Switched from tests (`setSandboxFault`) or, with ENABLE_TEST_ROUTES (refused in production), by
 * `POST /sandbox/shopify/test/fault`. The state is this process's.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../server/http/app-env';

export const SANDBOX_FAULT_MODES = ['off', 'unavailable', 'throttled', 'unreachable'] as const;
export type SandboxFaultMode = (typeof SANDBOX_FAULT_MODES)[number];

/** The bucket a throttled Admin API answer reports: empty, refilling at the Standard plan's rate. */
export const FAULT_THROTTLE_STATUS = {
  maximumAvailable: 2000,
  currentlyAvailable: 0,
  restoreRate: 100,
} as const;
/** The cost a throttled Admin API answer says the request asked for. */
export const FAULT_REQUESTED_COST = 10;

let mode: SandboxFaultMode = 'off';
/** When the fault ends by itself (ms since the epoch), or null: until switched off. */
let until: number | null = null;
let faultedRequests = 0;

/** Turns the fault on (for `ms`, or until switched off) or off. */
export function setSandboxFault(next: SandboxFaultMode, options: { ms?: number } = {}): void {
  mode = next;
  until = next !== 'off' && options.ms !== undefined ? Date.now() + options.ms : null;
}

/** The fault in force now. */
export function currentSandboxFault(): SandboxFaultMode {
  if (until !== null && Date.now() >= until) {
    mode = 'off';
    until = null;
  }
  return mode;
}

/** How many requests this process's sandbox has answered with a fault (tests read it). */
export function countSandboxFaultedRequests(): number {
  return faultedRequests;
}

const SERVICE_UNAVAILABLE_PAGE =
  '<!doctype html><title>Service unavailable</title><h1>Service unavailable</h1><p>This store is temporarily unavailable. Please try again in a few minutes.</p>';
const THROTTLED_PAGE =
  '<!doctype html><title>Too many requests</title><h1>Too many requests</h1><p>Please try again in a few minutes.</p>';

/**
 * Answers every request under the sandbox mount as the fault in force would, except the test
 * routes (the switch itself). Mounted first in routes.ts.
 */
export function sandboxFaults(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const fault = currentSandboxFault();
    if (fault === 'off' || /\/sandbox\/shopify\/test\//.test(c.req.path)) return next();
    faultedRequests++;
    const path = c.req.path;
    const admin = /\/sandbox\/shopify\/admin\//.test(path);
    const storefront = /\/sandbox\/shopify\/api\//.test(path);
    if (fault === 'unreachable') {
      const incoming = (c.env as { incoming?: { socket?: { destroy: () => void } } } | undefined)
        ?.incoming;
      // Never answered: the socket is gone (this response goes nowhere). Without a socket (a
      // test calling app.fetch directly) the caller gets a 503 instead.
      incoming?.socket?.destroy();
      return new Response(null, { status: 503 });
    }
    if (fault === 'unavailable') {
      c.header('Retry-After', '60');
      if (admin || storefront) return c.json({ errors: 'Service Unavailable' }, 503);
      return c.html(SERVICE_UNAVAILABLE_PAGE, 503);
    }
    // throttled
    if (admin) {
      return c.json({
        errors: [
          {
            message: 'Throttled',
            extensions: {
              code: 'THROTTLED',
              documentation: 'https://shopify.dev/api/usage/rate-limits',
            },
          },
        ],
        extensions: {
          cost: {
            requestedQueryCost: FAULT_REQUESTED_COST,
            actualQueryCost: null,
            throttleStatus: FAULT_THROTTLE_STATUS,
          },
        },
      });
    }
    c.header('Retry-After', '60');
    if (storefront) {
      return c.json({ errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] }, 429);
    }
    return c.html(THROTTLED_PAGE, 429);
  };
}

/** `POST /fault {mode, seconds?}` under /sandbox/shopify/test (ENABLE_TEST_ROUTES only). */
export function createSandboxFaultTestRoutes() {
  return new Hono<AppEnv>().post('/fault', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { mode?: unknown; seconds?: unknown };
    const next = SANDBOX_FAULT_MODES.find((m) => m === body.mode);
    const seconds = body.seconds;
    if (
      !next ||
      !(
        seconds === undefined ||
        (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 && seconds <= 3600)
      )
    ) {
      return c.json(
        {
          error: {
            code: 'validation_failed',
            message: `mode is one of ${SANDBOX_FAULT_MODES.join(', ')}; seconds, if given, 1 to 3600`,
          },
        },
        400,
      );
    }
    setSandboxFault(next, seconds === undefined ? {} : { ms: seconds * 1000 });
    return c.json({ mode: next, seconds: seconds ?? null });
  });
}

/**
 * The sandbox's webhook delivery, with Shopify's semantics for HTTPS subscriptions: a delivery
 * counts as failed on a non-2xx answer or after 5 seconds without one, and a failed delivery is
 * retried with exponential backoff, 8 times over about 4 hours, with its original payload,
 * X-Shopify-Webhook-Id, X-Shopify-Event-Id and X-Shopify-Triggered-At (https://shopify.dev/changelog/updates-to-webhook-retry-mechanism,
 * https://shopify.dev/docs/apps/build/webhooks/subscribe/https). It never drops a delivery after
 * seconds, so an app that is briefly overloaded still receives every renewal order.
 * A bounded number of deliveries is open at once (first in, first out): a due day's burst of
 * billing attempts waits here, as it would in Shopify's delivery pipeline, rather than as
 * thousands of sockets inside the app. Each answer is counted by status for tests and the bench.
 */
import { randomUUID } from 'node:crypto';
import { toShopifyJson } from '../server/shopify/shopify-json';
import { webhookPathOf } from '../server/shopify/store-requirements';
import { signedWebhookHeaders } from '../server/shopify/webhook-signature';

export type WebhookTarget = {
  baseUrl: string;
  secret: string;
  apiVersion: string;
  shopDomain: string;
};

/** Shopify's total time for an answer before a delivery counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 5_000;
/** Delays before each retry: ×3 from 5 s, 8 retries, about 4.5 hours in all. */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = Array.from(
  { length: 8 },
  (_, i) => 5_000 * 3 ** i,
);
/** The retry delays scaled for tests that wait on redeliveries (1: Shopify's own schedule). */
export function scaledRetryDelays(scale: number): readonly number[] {
  return WEBHOOK_RETRY_DELAYS_MS.map((ms) => Math.round(ms * scale));
}
/** Deliveries open to the app at once. */
export const WEBHOOK_MAX_IN_FLIGHT = 10;

export type WebhookDeliveryOptions = {
  target: WebhookTarget;
  timeoutMs?: number;
  retryDelaysMs?: readonly number[];
  maxInFlight?: number;
};

type Delivery = {
  topic: string;
  path: string;
  body: string;
  webhookId: string;
  /** Shopify's event id: the same on every try of this delivery. */
  eventId: string;
  triggeredAt: string;
  tries: number;
  /** Told the first try's outcome (later tries are only counted). */
  firstTry: ((delivered: boolean) => void) | null;
};

export type WebhookDeliveryStats = {
  /** Answers by HTTP status, plus 'timeout' and 'network_error'. */
  answers: Record<string, number>;
  delivered: number;
  retried: number;
  /** Given up after the last retry (Shopify would also stop, and may remove the subscription). */
  dropped: number;
  /** Milliseconds from sending to the app's answer, of every try. */
  answerMs: number[];
};

/** Where Shopify delivers `topic` to the shop: the one list in server/shopify/store-requirements.ts. */
export function webhookPath(topic: string): string {
  const path = webhookPathOf(topic);
  if (!path) throw new Error(`The shop handles no webhook topic ${topic}`);
  return path;
}

export function createWebhookDelivery(options: WebhookDeliveryOptions) {
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const retryDelaysMs = options.retryDelaysMs ?? WEBHOOK_RETRY_DELAYS_MS;
  const maxInFlight = options.maxInFlight ?? WEBHOOK_MAX_IN_FLIGHT;
  const queue: Delivery[] = [];
  let inFlight = 0;
  /** Deliveries not yet delivered or dropped (queued, open or waiting for a retry). */
  let unfinished = 0;
  let idle: (() => void)[] = [];
  const stats: WebhookDeliveryStats = {
    answers: {},
    delivered: 0,
    retried: 0,
    dropped: 0,
    answerMs: [],
  };

  function count(answer: string) {
    stats.answers[answer] = (stats.answers[answer] ?? 0) + 1;
  }

  async function attempt(delivery: Delivery): Promise<boolean> {
    const { target } = options;
    const started = performance.now();
    try {
      const response = await fetch(`${target.baseUrl}${delivery.path}`, {
        method: 'POST',
        headers: signedWebhookHeaders({
          topic: delivery.topic,
          body: delivery.body,
          secret: target.secret,
          webhookId: delivery.webhookId,
          eventId: delivery.eventId,
          triggeredAt: delivery.triggeredAt,
          apiVersion: target.apiVersion,
          shopDomain: target.shopDomain,
        }),
        body: delivery.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      count(String(response.status));
      stats.answerMs.push(performance.now() - started);
      return response.ok;
    } catch (err) {
      count(err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'network_error');
      stats.answerMs.push(performance.now() - started);
      return false;
    }
  }

  function finish(delivered: boolean) {
    if (delivered) stats.delivered += 1;
    else stats.dropped += 1;
    unfinished -= 1;
    if (unfinished === 0) {
      const waiting = idle;
      idle = [];
      for (const resolve of waiting) resolve();
    }
  }

  function pump() {
    while (inFlight < maxInFlight && queue.length > 0) {
      const delivery = queue.shift() as Delivery;
      inFlight += 1;
      void attempt(delivery).then((ok) => {
        inFlight -= 1;
        delivery.firstTry?.(ok);
        delivery.firstTry = null;
        const delay = retryDelaysMs[delivery.tries];
        delivery.tries += 1;
        if (ok || delay === undefined) finish(ok);
        else {
          stats.retried += 1;
          setTimeout(() => {
            queue.push(delivery);
            pump();
          }, delay).unref?.();
        }
        pump();
      });
    }
  }

  return {
    stats,
    /**
     * Queues one delivery; resolves with whether its first try was answered 2xx (a sender that
     * waits, like the checkout, waits for one try, not for hours of retries: settle() waits for
     * every delivery).
     */
    send(topic: string, payload: unknown): Promise<boolean> {
      return new Promise<boolean>((firstTry) => {
        unfinished += 1;
        queue.push({
          topic,
          path: webhookPath(topic),
          body: toShopifyJson(payload),
          webhookId: randomUUID(),
          eventId: randomUUID(),
          triggeredAt: new Date().toISOString(),
          tries: 0,
          firstTry,
        });
        pump();
      });
    },
    /** Resolves once every delivery queued so far is delivered or dropped. */
    settle(): Promise<void> {
      if (unfinished === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idle.push(resolve));
    },
  };
}

export type WebhookDelivery = ReturnType<typeof createWebhookDelivery>;

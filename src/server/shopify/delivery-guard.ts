/**
 * What every Shopify webhook route does after the HMAC check and before its handler:
 *  - duplicates: deliveries of one event share X-Shopify-Event-Id
 *    (https://shopify.dev/docs/apps/build/webhooks/ignore-duplicates); the first claims the id and
 *    is handled, a later one answers 200 and changes nothing once that work is stored (409 while
 *    it is not, so Shopify delivers again). A handler that fails gives the claim back, so
 *    Shopify's retry of that delivery is handled; a claimant that died is overtaken after a
 *    lease. Deliveries without the header (older senders) are handled as before: each handler is
 *    idempotent on its own (orders/create on X-Shopify-Webhook-Id and the Shopify order id).
 *  - stale deliveries: Shopify does not promise order, so a handler that stores a resource's state
 *    from the payload calls `claimResourceVersion` in its transaction with the delivery's
 *    X-Shopify-Triggered-At; an older delivery than the one stored does not overwrite it
 *    (https://shopify.dev/docs/apps/build/webhooks/delivery-structure).
 * docs/decisions/054-webhook-duplicates-and-order.md, 125-webhook-claims-complete-with-their-work.md
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app-deps';
import type { Database, Transaction } from '../db/client';
import { preparedOn } from '../db/prepared';
import { shopifyResourceVersions, shopifyWebhookEvents } from '../db/schema/shopify';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/errors';
import { readSignedWebhookBody } from './signed-body';
import {
  SHOPIFY_EVENT_ID_HEADER,
  SHOPIFY_TOPIC_HEADER,
  SHOPIFY_TRIGGERED_AT_HEADER,
  SHOPIFY_WEBHOOK_ID_HEADER,
} from './webhook-signature';

/** The delivery's event id (null when Shopify's header is absent); 400 when it is absurd. */
export function readEventId(c: Context<AppEnv>): string | null {
  const value = c.req.header(SHOPIFY_EVENT_ID_HEADER)?.trim();
  if (!value) return null;
  if (value.length > 200) {
    throw new AppError('validation_failed', `Invalid ${SHOPIFY_EVENT_ID_HEADER} header`);
  }
  return value;
}

/**
 * When Shopify triggered the delivery, at the latest the time it is received (a date in the
 * future would make every later delivery look stale); 400 when missing or not a time.
 */
export function readTriggeredAt(c: Context<AppEnv>): Date {
  const value = c.req.header(SHOPIFY_TRIGGERED_AT_HEADER)?.trim() ?? '';
  const time = value === '' ? Number.NaN : Date.parse(value);
  if (Number.isNaN(time)) {
    throw new AppError('validation_failed', `Missing ${SHOPIFY_TRIGGERED_AT_HEADER} header`);
  }
  return new Date(Math.min(time, Date.now()));
}

/**
 * Route middleware: after the HMAC check (401 first, so a forged request claims nothing), the
 * first delivery of an (event id, topic) claims it and goes on to the handler. Only once the
 * handler has answered 2xx (its work committed) is the claim marked completed, and only a completed
 * claim makes a duplicate answer `{ ok: true, duplicate: true }`. A duplicate of a claim still in
 * progress is answered 409, so Shopify delivers it again; a claim in progress for longer than the
 * lease (its claimant died: kill -9, or PostgreSQL restarted before it could release it) is taken
 * over by the next delivery, so an event is never answered 2xx without its work stored. Handlers
 * are idempotent on their own (the order on its Shopify id, a billing attempt on its state, stock
 * re-read from Shopify, an erasure re-run), so a takeover after the work but before its completion
 * mark stores nothing twice. A handler that fails gives its claim back.
 * docs/decisions/125-webhook-claims-complete-with-their-work.md
 */
/** The claim and completion every delivery runs, prepared once (decision 141). */
function preparedClaims(db: Database) {
  const thisEvent = and(
    eq(shopifyWebhookEvents.eventId, sql.placeholder('eventId')),
    eq(shopifyWebhookEvents.topic, sql.placeholder('topic')),
  );
  return preparedOn(db, 'webhook_event_claims', (on) => ({
    // One statement: a new claim, or the takeover of one left uncompleted past its lease (two
    // deliveries taking over at once: the row lock lets one through, the other sees it fresh).
    claim: on
      .insert(shopifyWebhookEvents)
      .values({
        eventId: sql.placeholder('eventId'),
        topic: sql.placeholder('topic'),
        claimToken: sql.placeholder('claimToken'),
        claimedAt: sql`now()`,
      })
      .onConflictDoUpdate({
        target: [shopifyWebhookEvents.eventId, shopifyWebhookEvents.topic],
        set: { claimToken: sql`excluded.claim_token`, claimedAt: sql`now()` },
        setWhere: sql`${shopifyWebhookEvents.completedAt} is null and ${shopifyWebhookEvents.claimedAt} < now() - make_interval(secs => ${sql.placeholder('leaseSeconds')})`,
      })
      .returning({ eventId: shopifyWebhookEvents.eventId })
      .prepare('webhook_event_claim'),
    complete: on
      .update(shopifyWebhookEvents)
      .set({ completedAt: sql`now()` })
      .where(and(thisEvent, isNull(shopifyWebhookEvents.completedAt)))
      .prepare('webhook_event_complete'),
  }));
}

export function oncePerEvent(deps: Pick<AppDeps, 'db' | 'config'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const eventId = readEventId(c);
    if (eventId === null) return next();
    await readSignedWebhookBody(c, deps.config.shopify.webhookSecret);
    const topic = c.req.header(SHOPIFY_TOPIC_HEADER) ?? '';
    // Built only off the usual path (a duplicate, a failed handler): the claim and completion
    // are prepared.
    const thisEvent = () =>
      and(eq(shopifyWebhookEvents.eventId, eventId), eq(shopifyWebhookEvents.topic, topic));
    const claimToken = randomUUID();
    const leaseMs = deps.config.shopify.webhookClaimLeaseMs;
    const statements = preparedClaims(deps.db);
    const claimed = await statements.claim.execute({
      eventId,
      topic,
      claimToken,
      leaseSeconds: leaseMs / 1000,
    });
    const logged = { eventId, topic, webhookId: c.req.header(SHOPIFY_WEBHOOK_ID_HEADER) };
    if (claimed.length === 0) {
      const [claim] = await deps.db
        .select({ completedAt: shopifyWebhookEvents.completedAt })
        .from(shopifyWebhookEvents)
        .where(thisEvent());
      if (claim?.completedAt) {
        c.get('logger').info(logged, 'duplicate webhook delivery: already handled');
        return c.json({ ok: true, duplicate: true });
      }
      c.get('logger').info(logged, 'duplicate webhook delivery: still being handled');
      throw new AppError('conflict', 'This webhook event is being handled; deliver it again later');
    }
    await next();
    if (c.error || !c.res.ok) {
      // Only this delivery's claim (a takeover's is not ours to give back). Should this fail
      // too (the database is down), the claim lapses after its lease.
      await deps.db
        .delete(shopifyWebhookEvents)
        .where(
          and(
            thisEvent(),
            eq(shopifyWebhookEvents.claimToken, claimToken),
            isNull(shopifyWebhookEvents.completedAt),
          ),
        );
      return;
    }
    // The work is stored: mark it, or answer an error (Shopify delivers again, the handler finds
    // its work done). Whoever finishes marks it, so a claimant overtaken by a takeover still does.
    await statements.complete.execute({ eventId, topic });
  };
}

/**
 * Records that `resource` now holds the data of a delivery triggered at `triggeredAt`, unless a
 * delivery triggered at that time or later is stored already: then returns false and the caller
 * leaves the stored data as it is. Call it inside the transaction that writes the data.
 */
export async function claimResourceVersion(
  tx: Database | Transaction,
  resource: string,
  triggeredAt: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(shopifyResourceVersions)
    .values({ resource, triggeredAt })
    .onConflictDoUpdate({
      target: shopifyResourceVersions.resource,
      set: { triggeredAt: sql`excluded.triggered_at` },
      setWhere: sql`${shopifyResourceVersions.triggeredAt} < excluded.triggered_at`,
    })
    .returning({ resource: shopifyResourceVersions.resource });
  return rows.length > 0;
}

/** Event ids are kept this long: Shopify retries a delivery for about 4 hours, so days suffice. */
const KEEP_EVENT_IDS_DAYS = 14;

/** Forgets event ids older than KEEP_EVENT_IDS_DAYS (the daily reconciliation job calls it). */
export async function pruneWebhookEvents(db: Database): Promise<void> {
  await db
    .delete(shopifyWebhookEvents)
    .where(
      sql`${shopifyWebhookEvents.receivedAt} < now() - make_interval(days => ${KEEP_EVENT_IDS_DAYS})`,
    );
}

/**
 * The steps refunds (refund-intents.ts) and cancellations (order-cancellation.ts) share, each
 * recorded as an intent row before Shopify is asked (docs/decisions/062-refund-intents.md,
 * 081-order-cancellation.md): the order must have been paid through Shopify; the intent is sent;
 * a refusal drops it, any other failure leaves it pending for a retry; Shopify's answer is settled
 * in the database, and a failure there is answered so that the retry settles it.
 * The request sending a pending intent holds it (`sending_until`, stored with the intent or
 * claimed by a retry) until it answers: no other request sends it meanwhile, so a second press,
 * tab or colleague is answered 409 rather than told of what the first one is doing, and Shopify is
 * never asked twice at once (a second orderCancel while the first is still cancelling is refused,
 * and a refusal drops the intent the first one is about to settle).
 */
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/client';
import type { orderCancellations, orderRefunds, orders } from '../db/schema/orders';
import { AppError } from '../http/errors';
import { ShopifyStoreUnavailableError } from '../shopify/admin-client';
import { findOrderRow } from './order-management';

type OrderRow = typeof orders.$inferSelect;

/** The order, refused (409) unless it was paid through Shopify. */
export async function findShopifyPaidOrder(
  db: Database,
  id: string,
  done: 'cancelled' | 'refunded',
): Promise<OrderRow> {
  const { order } = await findOrderRow(db, id);
  if (!order.shopifyOrderId) {
    throw new AppError(
      'conflict',
      `This order was not paid through Shopify, so it cannot be ${done} here.`,
    );
  }
  return order;
}

export function shopifyOrderGid(order: OrderRow): string {
  const id = order.shopifyOrderId ?? '';
  return id.startsWith('gid://') ? id : `gid://shopify/Order/${id}`;
}

type IntentTable = typeof orderRefunds | typeof orderCancellations;

/** How long a request may hold an intent it sends: beyond the admin client's own limits. */
export const INTENT_SENDING_HOLD = sql`now() + interval '2 minutes'`;

/**
 * Takes the pending intent `id` for this request to send, unless another request holds it (or it
 * is settled or gone): then undefined.
 */
export async function claimIntent<T extends IntentTable>(
  db: Database,
  table: T,
  id: string,
): Promise<T['$inferSelect'] | undefined> {
  const t = table as typeof orderRefunds;
  const [claimed] = await db
    .update(t)
    .set({ sendingUntil: INTENT_SENDING_HOLD })
    .where(
      and(
        eq(t.id, id),
        eq(t.status, 'pending'),
        or(isNull(t.sendingUntil), lte(t.sendingUntil, sql`now()`)),
      ),
    )
    .returning();
  return claimed as T['$inferSelect'] | undefined;
}

/** Lets go of the pending intent `id`, for the retry its answer asks for. */
export function releaseIntent(db: Database, table: IntentTable, id: string) {
  const t = table as typeof orderRefunds;
  return db
    .update(t)
    .set({ sendingUntil: null })
    .where(and(eq(t.id, id), eq(t.status, 'pending')));
}

export type IntentSteps<T> = {
  /** Asks Shopify; a retry asks again for the same intent (Shopify answers it once). */
  send: () => Promise<T>;
  /** The 409 message when Shopify refused the intent (nothing changed there), else undefined. */
  refused: (err: unknown) => string | undefined;
  /** Deletes the refused intent. */
  drop: () => Promise<unknown>;
  /**
   * Lets go of an intent this request answers with still pending, so that the retry the answer
   * asks for may send it at once (a failure here only delays that retry until the hold expires).
   */
  release?: () => Promise<unknown>;
  /** An answer for a failure known to leave the intent for a retry, without a log line. */
  known?: (err: unknown) => AppError | undefined;
  /**
   * The store was unavailable and certainly did nothing (ShopifyStoreUnavailableError with
   * `notActed`): when this says so (an intent this request stored), the intent is dropped and
   * `message` answered 503, so the outage leaves the shop as it was (decision 132).
   */
  unavailable?: { drop: boolean; message: string };
  /** Any other failure to send: logged, answered 503, the intent left pending. */
  unsent: { log: string; message: string };
  /** Settles Shopify's answer in the database (only if the intent is still pending). */
  settle: (sent: T) => Promise<unknown>;
  /** A failed settle: logged (with `context`), answered 503 so that a retry settles it. */
  unsettled: { log: string; message: string; context?: (sent: T) => Record<string, unknown> };
  /** After the settle, before the outbox is flushed. */
  afterSettled?: () => Promise<unknown>;
};

/** Sends the intent to Shopify (again, on a retry), then settles it and sends its emails. */
export async function sendIntentAndSettle<T>(
  deps: Pick<AppDeps, 'db' | 'logger' | 'mailer'>,
  order: OrderRow,
  steps: IntentSteps<T>,
): Promise<void> {
  const release = async () => {
    await steps.release?.().catch((err: unknown) => {
      deps.logger.warn({ err, orderId: order.id }, 'intent not released');
    });
  };
  let sent: T;
  try {
    sent = await steps.send();
  } catch (err) {
    const refused = steps.refused(err);
    if (refused !== undefined) {
      await steps.drop();
      throw new AppError('conflict', refused);
    }
    const known = steps.known?.(err);
    if (known) {
      await release();
      throw known;
    }
    if (err instanceof ShopifyStoreUnavailableError && err.notActed && steps.unavailable?.drop) {
      deps.logger.warn(
        { err: err.message, orderId: order.id },
        `${steps.unsent.log}: store unavailable`,
      );
      await steps.drop();
      throw new AppError('service_unavailable', steps.unavailable.message);
    }
    // Unknown whether Shopify acted: the intent stays pending, and a retry sends it again.
    deps.logger.warn({ err, orderId: order.id }, steps.unsent.log);
    await release();
    throw new AppError('service_unavailable', steps.unsent.message);
  }
  try {
    await steps.settle(sent);
  } catch (err) {
    deps.logger.error(
      { err, orderId: order.id, ...steps.unsettled.context?.(sent) },
      steps.unsettled.log,
    );
    await release();
    throw new AppError('service_unavailable', steps.unsettled.message);
  }
  await steps.afterSettled?.();
  await deps.mailer.flush().catch(() => 0);
}

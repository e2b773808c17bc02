import { SHOPIFY_VARIANT_GID_PREFIX } from '../../core/cart/cart-line';
import type { AppDeps } from '../app-deps';
import type { Logger } from '../lib/logger';
import type { OrderWebhookPayload } from '../orders/service';
import {
  alertStaffOfHeldOrders,
  type CreateOrderResult,
  createOrderFromWebhook,
  isRenewalOrder,
  sendOrderConfirmation,
} from '../orders/service';
import { createAdminClientFromConfig } from '../shopify/admin-client';
import { waitAtMost } from '../shopify/webhook-time';
import {
  applyInventory,
  followShopifyStockOfOrder,
  readShopifyStock,
  readShopifyVariantStock,
} from '../stock/service';
import { linkRenewalOrder, sendSubscriptionConfirmation } from '../subscriptions/service';

/**
 * What an orders/create delivery does once its HMAC, topic and body have been checked: store the
 * order (verified: a held order is stored with its reasons), link a renewal, store Shopify's stock
 * of the sold variants, then either confirm it to the shopper or alert staff to the hold. The
 * reconciliation (webhooks/reconcile.ts) imports a missed order through this same function, so a
 * reconciled order is what its webhook would have stored.
 */
export async function handleOrderCreated(
  deps: AppDeps,
  logger: Logger,
  input: { webhookId: string; topic: string; payload: OrderWebhookPayload },
): Promise<CreateOrderResult> {
  const { webhookId, topic, payload } = input;
  // Shopify took the order's units before it sent the order: its stock now says whether they
  // were there (below zero: oversold, the order is held). Unread, the order is stored unchecked
  // for stock, as before: the webhook must not fail on a Shopify outage.
  const soldGids = [
    ...new Set(
      payload.line_items.flatMap((line) =>
        line.variant_id === null || line.variant_id === undefined
          ? []
          : [`${SHOPIFY_VARIANT_GID_PREFIX}${line.variant_id}`],
      ),
    ),
  ];
  // One reading, ticketed (decision 146): it decides the hold and is then stored as the shop's
  // stock of these variants, so the sale's stock is asked of Shopify once, not twice.
  // Waited for only so long (a throttled store must not make this webhook time out): still
  // reading then, the order is stored unchecked for stock and the reading is stored when it comes.
  const reading =
    soldGids.length === 0
      ? null
      : readShopifyStock(deps.db, () =>
          readShopifyVariantStock(createAdminClientFromConfig(deps.config), soldGids),
        ).catch((err: unknown) => {
          logger.warn({ err, webhookId }, 'stock after the sale not read before storing the order');
          return null;
        });
  const read = reading === null ? null : await waitAtMost(reading);
  const stockAfterSale = read ?? null;
  const result = await createOrderFromWebhook(deps.db, {
    webhookId,
    topic,
    payload,
    secret: deps.config.authSecret,
    sandbox: deps.config.shopify.store === null,
    stockAfterSale: stockAfterSale?.quantities ?? new Map(),
  });
  if (result.status === 'duplicate') {
    logger.info(
      { webhookId, orderNumber: payload.order_number },
      'orders/create webhook already processed',
    );
    return result;
  }
  // A subscription renewal's order may arrive after its billing-attempt webhook: then it is
  // linked now, and its renewal confirmed (renewal-webhooks.ts).
  await linkRenewalOrder(deps, String(payload.id));
  const renewal = isRenewalOrder(payload);
  // The shop shows Shopify's stock after the sale at once (Shopify took the units off when it
  // created the order); a failure here never fails the stored order, and the inventory webhook or
  // the scheduled sync brings the figure later.
  // When the reading above failed, it is asked again now (waited for only so long); when it is
  // still on its way, it is stored when it comes, after this webhook is answered.
  // An order of no Shopify variant (soldGids empty) changed no stock in Shopify: nothing to follow.
  const storeStock = (quantities: typeof stockAfterSale): Promise<unknown> =>
    (quantities
      ? applyInventory(deps, quantities)
      : soldGids.length > 0
        ? followShopifyStockOfOrder(deps, result.orderId)
        : Promise.resolve()
    ).catch((err: unknown) =>
      logger.warn({ err, orderId: result.orderId }, 'stock after the sale not stored from Shopify'),
    );
  if (reading !== null && read === undefined) void reading.then(storeStock);
  else await waitAtMost(storeStock(stockAfterSale));
  if (result.holdReasons.length > 0) {
    // Held: no confirmation to the shopper; staff are told why (a mail failure is logged).
    logger.warn(
      {
        webhookId,
        orderNumber: payload.order_number,
        orderId: result.orderId,
        reasons: result.holdReasons,
      },
      'order held',
    );
    // At most one email per period, with the count held since the last (hold-alert.ts).
    await alertStaffOfHeldOrders(deps, {
      orderId: result.orderId,
      orderNumber: String(payload.order_number),
      email: payload.email ?? '',
      reasons: result.holdReasons,
    }).catch((err: unknown) =>
      logger.error({ err, orderId: result.orderId }, 'held-order alert could not be queued'),
    );
  } else if (!renewal) {
    // The shopper's confirmation, through the outbox (a renewal's is its renewal confirmation,
    // sent once the order is linked to its subscription). The order is stored;
    // a mail failure is logged, never turned into a failed webhook (Shopify would resend).
    await sendOrderConfirmation(deps, result.orderId).catch((err: unknown) =>
      logger.error({ err, orderId: result.orderId }, 'order confirmation could not be queued'),
    );
    if (result.subscriptionIds.length > 0) {
      await sendSubscriptionConfirmation(deps, result.orderId, String(payload.order_number)).catch(
        (err: unknown) =>
          logger.error(
            { err, orderId: result.orderId },
            'subscription confirmation could not be queued',
          ),
      );
    }
  }
  if (result.priceMismatch) {
    logger.warn(
      {
        webhookId,
        orderNumber: payload.order_number,
        orderId: result.orderId,
        chargedPence: result.chargedPence,
        pricedTotalPence: result.pricedTotalPence,
      },
      'order charged a different amount than the server priced: stored with price_mismatch',
    );
  }
  logger.info(
    {
      webhookId,
      orderNumber: payload.order_number,
      orderId: result.orderId,
      subscriptions: result.subscriptionIds.length,
    },
    'order created from webhook',
  );
  return result;
}

/**
 * The sandbox's billing of a subscription contract, after
 * subscriptionBillingAttemptCreate has answered (ready: false), like Shopify: a paying card
 * creates the order (orders/create) then subscription_billing_attempts/success; a declining card
 * sends subscription_billing_attempts/failure with Shopify's error code. The webhook payloads.
 */
import { formatPenceAsDecimal, multiplyPence, sumPence } from '../core/money';
import type { Clock } from '../server/lib/clock';
import type { StoreIds } from './store-ids';
import {
  SANDBOX_RENEWAL_DECLINE_CARD,
  type SandboxBillingAttempt,
  type SandboxContract,
} from './subscription-model';
import type { WebhookDelivery } from './webhook-delivery';

const ERROR_MESSAGES: Record<string, string> = {
  CARD_DECLINED: 'Your card was declined.',
  INSUFFICIENT_FUNDS: 'Your card has insufficient funds.',
};

export function contractWebhookPayload(contract: SandboxContract) {
  return {
    admin_graphql_api_id: contract.id,
    id: contract.numericId,
    billing_policy: { interval: 'day', interval_count: contract.intervalDays },
    currency_code: 'GBP',
    customer_id: null,
    delivery_policy: { interval: 'day', interval_count: contract.intervalDays },
    status: contract.status.toLowerCase(),
    admin_graphql_api_origin_order_id: `gid://shopify/Order/${contract.originOrderId}`,
    origin_order_id: contract.originOrderId,
  };
}

export function attemptWebhookPayload(attempt: SandboxBillingAttempt, contract: SandboxContract) {
  return {
    id: attempt.numericId,
    admin_graphql_api_id: attempt.id,
    idempotency_key: attempt.idempotencyKey,
    order_id: attempt.orderId,
    admin_graphql_api_order_id:
      attempt.orderId === null ? null : `gid://shopify/Order/${attempt.orderId}`,
    subscription_contract_id: contract.numericId,
    admin_graphql_api_subscription_contract_id: contract.id,
    ready: attempt.ready,
    error_message: attempt.errorMessage,
    error_code: attempt.errorCode === null ? null : attempt.errorCode.toLowerCase(),
  };
}

/** The orders/create body of a renewal order Shopify creates from a contract, in its shape. */
export function renewalOrderPayload(options: {
  orderId: number;
  orderNumber: number;
  email: string;
  now: Date;
  lines: SandboxContract['lines'];
  shippingAddress: SandboxContract['shippingAddress'];
}) {
  const { orderId, orderNumber, lines } = options;
  const total = sumPence(lines.map((line) => multiplyPence(line.currentPricePence, line.quantity)));
  return {
    id: orderId,
    admin_graphql_api_id: `gid://shopify/Order/${orderId}`,
    order_number: orderNumber,
    name: `#${orderNumber}`,
    email: options.email,
    created_at: options.now.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    subtotal_price: formatPenceAsDecimal(total),
    total_price: formatPenceAsDecimal(total),
    currency: 'GBP',
    financial_status: 'paid',
    source_name: 'subscription_contract',
    test: true,
    line_items: lines.map((line) => ({
      variant_id: line.variantId === null ? null : Number(line.variantId.split('/').pop()),
      title: line.title,
      variant_title: line.variantTitle,
      quantity: line.quantity,
      price: formatPenceAsDecimal(line.currentPricePence),
      properties: [],
      // A renewal's line is on the contract's selling plan (API version 2026-10).
      selling_plan_id: line.sellingPlanId ? Number(line.sellingPlanId.split('/').pop()) : null,
    })),
    shipping_address: options.shippingAddress,
    customer: { email: options.email },
  };
}

export function createBillingAttemptProcessor(options: {
  clock: Clock;
  delivery: WebhookDelivery;
  /** The next order number (shared with the checkout's numbering). */
  takeOrderNumber: () => Promise<number>;
  /** The store's ids (the renewal order's). */
  ids: StoreIds;
  /** Orders created by billing attempts, per contract (tests count them). */
  ordersByContract: Map<string, number[]>;
  /** The card the contract's payment method holds now (digits). */
  cardOf: (contract: SandboxContract) => string | null;
  /** The lines a cycle bills: the contract's, as a committed billing-cycle edit changes them. */
  linesForCycle: (contract: SandboxContract, cycleDate: string | null) => SandboxContract['lines'];
}) {
  const { clock, delivery, ordersByContract } = options;

  async function processAttempt(
    attempt: SandboxBillingAttempt,
    contract: SandboxContract,
    cycleDate: string | null,
  ) {
    const card = options.cardOf(contract);
    if (card === null || card === SANDBOX_RENEWAL_DECLINE_CARD) {
      attempt.ready = true;
      attempt.errorCode = 'CARD_DECLINED';
      attempt.errorMessage = ERROR_MESSAGES.CARD_DECLINED ?? 'Declined';
      void delivery.send(
        'subscription_billing_attempts/failure',
        attemptWebhookPayload(attempt, contract),
      );
      return;
    }
    const orderNumber = await options.takeOrderNumber();
    const orderId = await options.ids.next();
    const lines = options.linesForCycle(contract, cycleDate);
    const order = renewalOrderPayload({
      orderId,
      orderNumber,
      email: contract.customerEmail,
      now: clock.now(),
      lines,
      shippingAddress: contract.shippingAddress,
    });
    attempt.ready = true;
    attempt.orderId = orderId;
    const list = ordersByContract.get(contract.id) ?? [];
    list.push(orderId);
    ordersByContract.set(contract.id, list);
    // Two independent deliveries, the order queued first; the shop links them in either order.
    void delivery.send('orders/create', order);
    void delivery.send(
      'subscription_billing_attempts/success',
      attemptWebhookPayload(attempt, contract),
    );
  }

  return processAttempt;
}

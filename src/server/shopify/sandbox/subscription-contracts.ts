/**
 * The sandbox's subscription contracts and billing attempts (issue 16), with the Admin GraphQL
 * operations a shop's own subscription app uses:
 *   subscriptionBillingAttemptCreate (idempotencyKey: the same key answers the same attempt and
 *   never charges twice), subscriptionContractPause / Activate / Cancel,
 *   subscriptionContractSetNextBillingDate, subscriptionContractUpdate → subscriptionDraftUpdate →
 *   subscriptionDraftCommit (frequency) and the subscriptionContract query.
 * A checkout with subscription lines creates one contract per line (createFromCheckout, called by
 * the sandbox checkout) and sends subscription_contracts/create. A billing attempt is processed
 * after the mutation answers (ready: false), like Shopify: a paying card creates the order
 * (orders/create) then subscription_billing_attempts/success; a declining card sends
 * subscription_billing_attempts/failure with Shopify's error code.
 * Kept in this process's memory, like the sandbox carts.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Pence } from '../../../core/money';
import { formatPenceAsDecimal, multiplyPence, sumPence } from '../../../core/money';
import type { Clock } from '../../lib/clock';
import { DAY_MS } from '../../lib/clock';
import {
  SHOPIFY_API_VERSION_HEADER,
  SHOPIFY_HMAC_HEADER,
  SHOPIFY_SHOP_DOMAIN_HEADER,
  SHOPIFY_TOPIC_HEADER,
  SHOPIFY_TRIGGERED_AT_HEADER,
  SHOPIFY_WEBHOOK_ID_HEADER,
  signWebhookBody,
} from '../webhook-signature';

/** Checkout card numbers (digits only) the sandbox treats specially. */
export const SANDBOX_PAYING_CARD = '4242424242424242';
/**
 * Pays at checkout, declines every later charge (like Stripe's 4000 0000 0000 0341, "attaching
 * succeeds, charges fail"): renewals fail with CARD_DECLINED.
 */
export const SANDBOX_RENEWAL_DECLINE_CARD = '4000000000000341';
/** Custom attribute carrying the shop's minimum commitment date on a contract. */
export const MINIMUM_END_ATTRIBUTE = '_minimum_end_date';

export type ContractStatus = 'ACTIVE' | 'PAUSED' | 'CANCELLED' | 'EXPIRED' | 'FAILED';

export type SandboxContractLine = {
  id: string;
  variantId: string | null;
  title: string;
  variantTitle: string | null;
  quantity: number;
  currentPricePence: Pence;
  sellingPlanName: string | null;
};

export type SandboxContract = {
  id: string;
  numericId: number;
  status: ContractStatus;
  customerEmail: string;
  originOrderId: number;
  /** ISO date-time of the next billing. */
  nextBillingDate: string;
  intervalDays: number;
  lines: SandboxContractLine[];
  customAttributes: { key: string; value: string }[];
  paymentCard: string;
  shippingAddress: Record<string, unknown> | null;
  createdAt: string;
};

export type SandboxBillingAttempt = {
  id: string;
  numericId: number;
  idempotencyKey: string;
  contractId: string;
  ready: boolean;
  errorCode: string | null;
  errorMessage: string | null;
  orderId: number | null;
  createdAt: string;
};

export type UserError = { field: string[] | null; message: string; code: string };

type WebhookTarget = {
  baseUrl: string;
  secret: string;
  apiVersion: string;
  shopDomain: string;
};

const ERROR_MESSAGES: Record<string, string> = {
  CARD_DECLINED: 'Your card was declined.',
  INSUFFICIENT_FUNDS: 'Your card has insufficient funds.',
};

let counter = 0;
function nextNumericId(now: number): number {
  counter = (counter + 1) % 1000;
  return now * 1000 + counter;
}

function isoDate(value: string): string {
  return value.slice(0, 10);
}

export function createSandboxContractStore(options: {
  clock: Clock;
  webhooks: WebhookTarget;
  /** The next order number (shared with the checkout's numbering). */
  takeOrderNumber: () => Promise<number>;
}) {
  const { clock } = options;
  const contracts = new Map<string, SandboxContract>();
  const attempts = new Map<string, SandboxBillingAttempt>();
  const drafts = new Map<string, { contractId: string; intervalDays: number | null }>();
  /** Test hook: the next contract mutation on a contract answers this user error. */
  const forcedErrors = new Map<string, UserError>();
  /** Orders created by billing attempts, per contract (tests count them). */
  const ordersByContract = new Map<string, number[]>();
  const pendingDeliveries = new Set<Promise<unknown>>();

  async function post(topic: string, body: string, webhookId: string) {
    const path =
      topic === 'orders/create'
        ? '/api/webhooks/shopify/orders-create'
        : '/api/webhooks/shopify/subscriptions';
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        const response = await fetch(`${options.webhooks.baseUrl}${path}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            [SHOPIFY_TOPIC_HEADER]: topic,
            [SHOPIFY_HMAC_HEADER]: signWebhookBody(body, options.webhooks.secret),
            [SHOPIFY_SHOP_DOMAIN_HEADER]: options.webhooks.shopDomain,
            [SHOPIFY_API_VERSION_HEADER]: options.webhooks.apiVersion,
            [SHOPIFY_WEBHOOK_ID_HEADER]: webhookId,
            [SHOPIFY_TRIGGERED_AT_HEADER]: new Date().toISOString(),
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) return true;
      } catch {
        // Shopify retries failed deliveries; so does the sandbox, a few times.
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
    }
    return false;
  }

  function send(topic: string, payload: unknown) {
    return post(topic, JSON.stringify(payload), randomUUID());
  }

  function track<T>(promise: Promise<T>): Promise<T> {
    pendingDeliveries.add(promise);
    void promise.finally(() => pendingDeliveries.delete(promise));
    return promise;
  }

  function contractWebhookPayload(contract: SandboxContract) {
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

  function attemptWebhookPayload(attempt: SandboxBillingAttempt, contract: SandboxContract) {
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

  async function processAttempt(attempt: SandboxBillingAttempt, contract: SandboxContract) {
    if (contract.paymentCard === SANDBOX_RENEWAL_DECLINE_CARD) {
      attempt.ready = true;
      attempt.errorCode = 'CARD_DECLINED';
      attempt.errorMessage = ERROR_MESSAGES.CARD_DECLINED ?? 'Declined';
      await send('subscription_billing_attempts/failure', attemptWebhookPayload(attempt, contract));
      return;
    }
    const orderNumber = await options.takeOrderNumber();
    const orderId = nextNumericId(Date.now());
    const total = sumPence(
      contract.lines.map((line) => multiplyPence(line.currentPricePence, line.quantity)),
    );
    const order = {
      id: orderId,
      admin_graphql_api_id: `gid://shopify/Order/${orderId}`,
      order_number: orderNumber,
      name: `#${orderNumber}`,
      email: contract.customerEmail,
      created_at: clock
        .now()
        .toISOString()
        .replace(/\.\d{3}Z$/, '+00:00'),
      subtotal_price: formatPenceAsDecimal(total),
      total_price: formatPenceAsDecimal(total),
      currency: 'GBP',
      financial_status: 'paid',
      source_name: 'subscription_contract',
      test: true,
      line_items: contract.lines.map((line) => ({
        variant_id: line.variantId === null ? null : Number(line.variantId.split('/').pop()),
        title: line.title,
        variant_title: line.variantTitle,
        quantity: line.quantity,
        price: formatPenceAsDecimal(line.currentPricePence),
        properties: [],
      })),
      shipping_address: contract.shippingAddress,
      customer: { email: contract.customerEmail },
    };
    attempt.ready = true;
    attempt.orderId = orderId;
    const list = ordersByContract.get(contract.id) ?? [];
    list.push(orderId);
    ordersByContract.set(contract.id, list);
    await send('orders/create', order);
    await send('subscription_billing_attempts/success', attemptWebhookPayload(attempt, contract));
  }

  function find(id: unknown): SandboxContract | undefined {
    return typeof id === 'string' ? contracts.get(id) : undefined;
  }

  const notFound = (field: string): UserError => ({
    field: [field],
    message: 'Subscription contract does not exist',
    code: 'CONTRACT_NOT_FOUND',
  });

  function takeForcedError(contractId: string): UserError | null {
    const error = forcedErrors.get(contractId);
    if (!error) return null;
    forcedErrors.delete(contractId);
    return error;
  }

  return {
    contracts,
    attempts,
    ordersByContract,
    /** Waits for the webhooks sent so far (tests). */
    async settle() {
      while (pendingDeliveries.size > 0) await Promise.all([...pendingDeliveries]);
    },
    forceUserError(contractId: string, error: UserError) {
      forcedErrors.set(contractId, error);
    },

    /**
     * The checkout hook: one contract per subscription line of a paid order, then
     * subscription_contracts/create for each (sent after the order webhook).
     */
    createFromCheckout(input: {
      orderId: number;
      email: string;
      cardNumber: string;
      shippingAddress: Record<string, unknown> | null;
      lines: {
        variantId: string | null;
        title: string;
        variantTitle: string | null;
        quantity: number;
        unitPricePence: Pence;
        planName: string;
        intervalDays: number;
        minimumEndDate: string;
      }[];
    }): SandboxContract[] {
      const now = clock.now();
      return input.lines.map((line) => {
        const numericId = nextNumericId(now.getTime());
        const contract: SandboxContract = {
          id: `gid://shopify/SubscriptionContract/${numericId}`,
          numericId,
          status: 'ACTIVE',
          customerEmail: input.email,
          originOrderId: input.orderId,
          nextBillingDate: new Date(now.getTime() + line.intervalDays * DAY_MS).toISOString(),
          intervalDays: line.intervalDays,
          lines: [
            {
              id: `gid://shopify/SubscriptionLine/${randomUUID()}`,
              variantId: line.variantId,
              title: line.title,
              variantTitle: line.variantTitle,
              quantity: line.quantity,
              currentPricePence: line.unitPricePence,
              sellingPlanName: line.planName,
            },
          ],
          customAttributes: [{ key: MINIMUM_END_ATTRIBUTE, value: line.minimumEndDate }],
          paymentCard: input.cardNumber.replace(/\D/g, ''),
          shippingAddress: input.shippingAddress,
          createdAt: now.toISOString(),
        };
        contracts.set(contract.id, contract);
        return contract;
      });
    },

    sendContractCreated(contract: SandboxContract) {
      return track(send('subscription_contracts/create', contractWebhookPayload(contract)));
    },

    billingAttemptCreate(contractId: unknown, input: { idempotencyKey?: unknown }) {
      const contract = find(contractId);
      if (!contract) return { attempt: null, userErrors: [notFound('subscriptionContractId')] };
      const key = typeof input.idempotencyKey === 'string' ? input.idempotencyKey.trim() : '';
      if (key === '') {
        return {
          attempt: null,
          userErrors: [
            { field: ['idempotencyKey'], message: "Idempotency key can't be blank", code: 'BLANK' },
          ],
        };
      }
      const existing = attempts.get(key);
      if (existing) return { attempt: existing, userErrors: [] };
      if (contract.status !== 'ACTIVE') {
        const code = contract.status === 'PAUSED' ? 'CONTRACT_PAUSED' : 'CONTRACT_TERMINATED';
        return {
          attempt: null,
          userErrors: [
            {
              field: ['subscriptionContractId'],
              message: `Subscription contract is ${contract.status.toLowerCase()}`,
              code,
            },
          ],
        };
      }
      const numericId = nextNumericId(Date.now());
      const attempt: SandboxBillingAttempt = {
        id: `gid://shopify/SubscriptionBillingAttempt/${numericId}`,
        numericId,
        idempotencyKey: key,
        contractId: contract.id,
        ready: false,
        errorCode: null,
        errorMessage: null,
        orderId: null,
        createdAt: clock.now().toISOString(),
      };
      attempts.set(key, attempt);
      track(
        new Promise<void>((resolve) => setTimeout(resolve, randomInt(1, 5))).then(() =>
          processAttempt(attempt, contract),
        ),
      );
      return { attempt, userErrors: [] };
    },

    setStatus(contractId: unknown, status: 'ACTIVE' | 'PAUSED' | 'CANCELLED') {
      const contract = find(contractId);
      if (!contract) return { contract: null, userErrors: [notFound('subscriptionContractId')] };
      const forced = takeForcedError(contract.id);
      if (forced) return { contract: null, userErrors: [forced] };
      if (contract.status === 'CANCELLED' || contract.status === 'EXPIRED') {
        return {
          contract: null,
          userErrors: [
            {
              field: ['subscriptionContractId'],
              message: 'Cannot update a contract that is cancelled or expired',
              code: 'CONTRACT_TERMINATED',
            },
          ],
        };
      }
      if (status === 'CANCELLED') {
        const minimum = contract.customAttributes.find((a) => a.key === MINIMUM_END_ATTRIBUTE);
        const today = isoDate(clock.now().toISOString());
        if (minimum && today < minimum.value) {
          return {
            contract: null,
            userErrors: [
              {
                field: ['subscriptionContractId'],
                message: `Contract cannot be cancelled before its minimum commitment ends on ${minimum.value}`,
                code: 'INVALID',
              },
            ],
          };
        }
      }
      contract.status = status;
      return { contract, userErrors: [] };
    },

    setNextBillingDate(contractId: unknown, date: unknown) {
      const contract = find(contractId);
      if (!contract) return { contract: null, userErrors: [notFound('contractId')] };
      const forced = takeForcedError(contract.id);
      if (forced) return { contract: null, userErrors: [forced] };
      const parsed = typeof date === 'string' ? new Date(date) : null;
      if (!parsed || Number.isNaN(parsed.getTime())) {
        return {
          contract: null,
          userErrors: [{ field: ['date'], message: 'Date is invalid', code: 'INVALID' }],
        };
      }
      if (contract.status === 'CANCELLED') {
        return {
          contract: null,
          userErrors: [
            {
              field: ['contractId'],
              message: 'Cannot update a contract that is cancelled or expired',
              code: 'CONTRACT_TERMINATED',
            },
          ],
        };
      }
      contract.nextBillingDate = parsed.toISOString();
      return { contract, userErrors: [] };
    },

    contractUpdate(contractId: unknown) {
      const contract = find(contractId);
      if (!contract) return { draft: null, userErrors: [notFound('contractId')] };
      const id = `gid://shopify/SubscriptionDraft/${nextNumericId(Date.now())}`;
      drafts.set(id, { contractId: contract.id, intervalDays: null });
      return { draft: { id }, userErrors: [] };
    },

    draftUpdate(draftId: unknown, input: Record<string, unknown>) {
      const draft = typeof draftId === 'string' ? drafts.get(draftId) : undefined;
      if (!draft) {
        return {
          draft: null,
          userErrors: [{ field: ['draftId'], message: 'Draft does not exist', code: 'INVALID' }],
        };
      }
      const billing = input.billingPolicy as { interval?: unknown; intervalCount?: unknown } | null;
      if (billing) {
        const count = Number(billing.intervalCount);
        if (billing.interval !== 'DAY' || !Number.isInteger(count) || count < 1) {
          return {
            draft: null,
            userErrors: [
              {
                field: ['input', 'billingPolicy'],
                message: 'Billing policy interval is invalid',
                code: 'INVALID',
              },
            ],
          };
        }
        draft.intervalDays = count;
      }
      return { draft: { id: draftId as string }, userErrors: [] };
    },

    draftCommit(draftId: unknown) {
      const draft = typeof draftId === 'string' ? drafts.get(draftId) : undefined;
      if (!draft) {
        return {
          contract: null,
          userErrors: [{ field: ['draftId'], message: 'Draft does not exist', code: 'INVALID' }],
        };
      }
      const contract = contracts.get(draft.contractId);
      if (!contract) return { contract: null, userErrors: [notFound('draftId')] };
      const forced = takeForcedError(contract.id);
      if (forced) return { contract: null, userErrors: [forced] };
      if (draft.intervalDays !== null) contract.intervalDays = draft.intervalDays;
      drafts.delete(draftId as string);
      return { contract, userErrors: [] };
    },

    get(contractId: unknown) {
      return find(contractId) ?? null;
    },
  };
}

export type SandboxContractStore = ReturnType<typeof createSandboxContractStore>;

/** The GraphQL shape of a contract (the fields the shop selects). */
export function contractNode(contract: SandboxContract) {
  return {
    id: contract.id,
    status: contract.status,
    nextBillingDate: contract.nextBillingDate,
    billingPolicy: { interval: 'DAY', intervalCount: contract.intervalDays },
    deliveryPolicy: { interval: 'DAY', intervalCount: contract.intervalDays },
    originOrder: { id: `gid://shopify/Order/${contract.originOrderId}` },
    customAttributes: contract.customAttributes,
    lines: {
      nodes: contract.lines.map((line) => ({
        id: line.id,
        variantId: line.variantId,
        title: line.title,
        variantTitle: line.variantTitle,
        quantity: line.quantity,
        currentPrice: { amount: formatPenceAsDecimal(line.currentPricePence), currencyCode: 'GBP' },
        sellingPlanName: line.sellingPlanName,
      })),
    },
  };
}

export function attemptNode(attempt: SandboxBillingAttempt) {
  return {
    id: attempt.id,
    idempotencyKey: attempt.idempotencyKey,
    ready: attempt.ready,
    errorCode: attempt.errorCode,
    errorMessage: attempt.errorMessage,
    createdAt: attempt.createdAt,
    order: attempt.orderId === null ? null : { id: `gid://shopify/Order/${attempt.orderId}` },
  };
}

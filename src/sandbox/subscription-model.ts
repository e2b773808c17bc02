/**
 * The sandbox's subscription records: contracts and billing attempts as the shop's
 * subscription app sees them, the test cards, and their GraphQL shapes.
 */
import type { Pence } from '../core/money';
import { formatPenceAsDecimal } from '../core/money';

/** Checkout card numbers (digits only) the sandbox treats specially. */
export const SANDBOX_PAYING_CARD = '4242424242424242';
/**
 * Pays at checkout, declines every later charge (like Stripe's 4000 0000 0000 0341, "attaching
 * succeeds, charges fail"): renewals fail with CARD_DECLINED.
 */
export const SANDBOX_RENEWAL_DECLINE_CARD = '4000000000000341';

export type ContractStatus = 'ACTIVE' | 'PAUSED' | 'CANCELLED' | 'EXPIRED' | 'FAILED';

export type SandboxContractLine = {
  id: string;
  variantId: string | null;
  title: string;
  variantTitle: string | null;
  quantity: number;
  currentPricePence: Pence;
  sellingPlanId?: string | null;
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
  /** The billing policy's minCycles from the selling plan: cancel is refused before they are paid. */
  minCycles: number | null;
  lines: SandboxContractLine[];
  customAttributes: { key: string; value: string }[];
  /** The vaulted payment method (payment-methods.ts) every billing of the contract charges. */
  paymentMethodId: string;
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
let counter = 0;
/** Shopify-like numeric ids: the time in ms and a counter, unique within this process only: for
 * drafts, which live in its memory. What the store keeps takes its ids from store-ids.ts. */
export function nextNumericId(now: number): number {
  counter = (counter + 1) % 1000;
  return now * 1000 + counter;
}

/** The GraphQL shape of a contract line. */
export function lineNode(line: SandboxContractLine) {
  return {
    id: line.id,
    variantId: line.variantId,
    title: line.title,
    variantTitle: line.variantTitle,
    quantity: line.quantity,
    currentPrice: { amount: formatPenceAsDecimal(line.currentPricePence), currencyCode: 'GBP' },
    sellingPlanId: line.sellingPlanId ?? null,
    sellingPlanName: line.sellingPlanName,
  };
}

/**
 * A contract's delivery: the SubscriptionDeliveryMethod union's shipping member, named, so the
 * answer says which member it is (decision 139).
 */
const deliveryMethodNode = (contract: SandboxContract) =>
  contract.shippingAddress
    ? { __typename: 'SubscriptionDeliveryMethodShipping', address: contract.shippingAddress }
    : null;

/** The GraphQL shape of a contract (the fields the shop selects). */
export function contractNode(contract: SandboxContract) {
  return {
    id: contract.id,
    status: contract.status,
    nextBillingDate: contract.nextBillingDate,
    billingPolicy: {
      interval: 'DAY',
      intervalCount: contract.intervalDays,
      minCycles: contract.minCycles,
    },
    deliveryPolicy: { interval: 'DAY', intervalCount: contract.intervalDays },
    originOrder: { id: `gid://shopify/Order/${contract.originOrderId}` },
    customerPaymentMethod: { id: contract.paymentMethodId },
    customAttributes: contract.customAttributes,
    deliveryMethod: deliveryMethodNode(contract),
    lines: { nodes: contract.lines.map(lineNode) },
  };
}

/**
 * A billing cycle's edited contract (SubscriptionBillingCycleEditedContract, what
 * subscriptionBillingCycleContractDraftCommit answers): the cycle's lines and delivery, and no
 * id, status or billing policy, which that type does not have.
 */
export function editedContractNode(contract: SandboxContract, lines: SandboxContractLine[]) {
  return {
    currencyCode: 'GBP',
    customAttributes: contract.customAttributes,
    customerPaymentMethod: { id: contract.paymentMethodId },
    deliveryMethod: deliveryMethodNode(contract),
    lines: { nodes: lines.map(lineNode) },
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

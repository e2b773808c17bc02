/**
 * Glue between the sandbox checkout and its subscription contracts: the order numbering both
 * share, and the hook the checkout calls once an order is paid (one contract per subscription
 * line, announced with subscription_contracts/create after the order webhook).
 */

import { isSubscriptionPlanId } from '../core/api/checkout';
import { SUBSCRIPTION_PLAN_ATTRIBUTE_KEY } from '../core/cart/checkout-rules';
import { findPlanTerms } from '../core/pricing/price-cart';
import { minimumTermDeliveries } from '../core/subscriptions/minimum-term';
import type { AppDeps } from '../server/app-deps';
import { findHighestOrderNumber, parsePlanFrequencyDays } from '../server/orders/service';
import { LINE_OPTION_KEY } from '../server/shopify/merchandise';
import type { SandboxCart } from './sandbox-carts';
import { loadSandboxCatalogue } from './sandbox-catalogue';
import type { SandboxDocuments } from './sandbox-documents';
import { createStoreIds, type StoreIds } from './store-ids';
import { createSandboxContractStore } from './subscription-contracts';
import { scaledRetryDelays } from './webhook-delivery';

const FIRST_ORDER_NUMBER = 1001;

export type SandboxCheckoutHooks = {
  takeOrderNumber: () => Promise<number>;
  /** The store's ids (store-ids.ts): a paid checkout's order id. */
  ids: StoreIds;
  onPaid: (paid: {
    cart: SandboxCart;
    payload: { id: number; email: string; shipping_address: unknown };
    cardNumber: string;
  }) => Promise<void>;
};

/** The plan of a cart line: its selling plan, or the legacy 'Subscription Plan' attribute. */
function readPlan(
  line: SandboxCart['lines'][number],
): { name: string; days: number; minCycles: number } | null {
  // The order webhook reads the frequency from the purchase option first: do the same.
  const option = line.attributes.find((a) => a.key === LINE_OPTION_KEY)?.value ?? null;
  const optionDays =
    option !== null && isSubscriptionPlanId(option) ? findPlanTerms(option).frequencyDays : null;
  const name =
    line.sellingPlan?.name ??
    line.attributes.find((a) => a.key === SUBSCRIPTION_PLAN_ATTRIBUTE_KEY)?.value.trim() ??
    (optionDays !== null ? option : null);
  if (!name) return null;
  const days = optionDays ?? parsePlanFrequencyDays(name);
  // The plan's minCycles as sold; a legacy attribute line gets the shop's rule for its interval.
  return { name, days, minCycles: line.sellingPlan?.minCycles ?? minimumTermDeliveries(days) };
}

export function createSandboxSubscriptions(deps: AppDeps, documents: SandboxDocuments) {
  /**
   * The store's order sequence, in the database (one sequence for every process on it, and it
   * survives a restart); it starts past the shop's highest stored order number. That floor is read
   * once per process: reading it on every order scanned the whole orders table per renewal order,
   * which made a due day's renewals quadratic (docs/decisions/141-renewals-at-scale.md); after its
   * first order the sequence is past every number the shop stores, since the store numbers them.
   */
  let floor: Promise<number> | null = null;
  async function takeOrderNumber(): Promise<number> {
    floor ??= findHighestOrderNumber(deps.db).then(
      (highest) => Math.max(FIRST_ORDER_NUMBER, highest + 1),
      (err: unknown) => {
        floor = null;
        throw err;
      },
    );
    return documents.next('order-number', await floor);
  }
  const ids = createStoreIds(documents);
  const store = createSandboxContractStore({
    documents,
    ids,
    clock: deps.clock,
    takeOrderNumber,
    findVariant: async (gid) => (await loadSandboxCatalogue(deps)).variants.get(gid) ?? null,
    webhooks: {
      baseUrl: deps.config.publicUrl,
      secret: deps.config.shopify.webhookSecret,
      apiVersion: deps.config.shopify.apiVersion,
      shopDomain: new URL(deps.config.publicUrl).host,
    },
    delivery: {
      retryDelaysMs: scaledRetryDelays(deps.config.shopify.sandbox?.webhookRetryScale ?? 1),
    },
    paymentMethodEmail: {
      publicUrl: deps.config.publicUrl,
      shopName: deps.config.shopName,
      sendEmail: async (email) => {
        await deps.mailer.send(email);
      },
    },
  });
  const checkoutHooks: SandboxCheckoutHooks = {
    takeOrderNumber,
    ids,
    async onPaid({ cart, payload, cardNumber }) {
      const lines = cart.lines.flatMap((line) => {
        const plan = readPlan(line);
        if (plan === null) return [];
        return [
          {
            variantId: line.merchandiseId,
            title: line.productTitle,
            variantTitle: line.variantTitle,
            quantity: line.quantity,
            unitPricePence: line.unitPricePence,
            planId: line.sellingPlan?.id ?? null,
            planName: plan.name,
            intervalDays: plan.days,
            minCycles: plan.minCycles,
          },
        ];
      });
      if (lines.length === 0) return;
      const contracts = await store.exclusive(async () => {
        const created = await store.createFromCheckout({
          orderId: payload.id,
          email: payload.email,
          cardNumber,
          shippingAddress: (payload.shipping_address as Record<string, unknown>) ?? null,
          lines,
        });
        await store.push();
        return created;
      });
      await Promise.all(contracts.map((contract) => store.sendContractCreated(contract)));
    },
  };
  return { store, checkoutHooks };
}

/**
 * Glue between the sandbox checkout and its subscription contracts: the order numbering both
 * share, and the hook the checkout calls once an order is paid (one contract per subscription
 * line, announced with subscription_contracts/create after the order webhook).
 */
import { SUBSCRIPTION_PLAN_ATTRIBUTE_KEY } from '../../../core/cart/checkout-rules';
import type { AppDeps } from '../../app-deps';
import {
  addMonthsToDate,
  findHighestOrderNumber,
  parsePlanFrequencyDays,
  SUBSCRIPTION_MINIMUM_MONTHS,
  toLondonDate,
} from '../../orders/service';
import type { SandboxCart } from './sandbox-carts';
import { createSandboxContractStore } from './subscription-contracts';

const FIRST_ORDER_NUMBER = 1001;

export type SandboxCheckoutHooks = {
  takeOrderNumber: () => Promise<number>;
  onPaid: (paid: {
    cart: SandboxCart;
    payload: { id: number; email: string; shipping_address: unknown };
    cardNumber: string;
  }) => Promise<void>;
};

/** The plan of a cart line: the selling plan's name, or the 'Subscription Plan' attribute. */
function readPlan(line: SandboxCart['lines'][number]): string | null {
  const withPlan = line as { sellingPlanName?: string | null; sellingPlanId?: string | null };
  if (withPlan.sellingPlanName) return withPlan.sellingPlanName;
  const attribute = line.attributes.find((a) => a.key === SUBSCRIPTION_PLAN_ATTRIBUTE_KEY);
  return attribute?.value.trim() ? attribute.value.trim() : null;
}

export function createSandboxSubscriptions(deps: AppDeps) {
  let nextOrderNumber: Promise<number> | null = null;
  async function takeOrderNumber(): Promise<number> {
    nextOrderNumber ??= findHighestOrderNumber(deps.db).then((highest) =>
      Math.max(FIRST_ORDER_NUMBER, highest + 1),
    );
    const current = await nextOrderNumber;
    nextOrderNumber = Promise.resolve(current + 1);
    return current;
  }
  const store = createSandboxContractStore({
    clock: deps.clock,
    takeOrderNumber,
    webhooks: {
      baseUrl: deps.config.publicUrl,
      secret: deps.config.shopify.webhookSecret,
      apiVersion: deps.config.shopify.apiVersion,
      shopDomain: new URL(deps.config.publicUrl).host,
    },
  });
  const checkoutHooks: SandboxCheckoutHooks = {
    takeOrderNumber,
    async onPaid({ cart, payload, cardNumber }) {
      const today = toLondonDate(deps.clock.now());
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
            planName: plan,
            intervalDays: parsePlanFrequencyDays(plan),
            minimumEndDate: addMonthsToDate(today, SUBSCRIPTION_MINIMUM_MONTHS),
          },
        ];
      });
      if (lines.length === 0) return;
      const contracts = store.createFromCheckout({
        orderId: payload.id,
        email: payload.email,
        cardNumber,
        shippingAddress: (payload.shipping_address as Record<string, unknown>) ?? null,
        lines,
      });
      await Promise.all(contracts.map((contract) => store.sendContractCreated(contract)));
    },
  };
  return { store, checkoutHooks };
}

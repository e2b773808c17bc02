import type { createSandboxContractStore } from './subscription-contracts';

type CheckoutInput = Parameters<
  ReturnType<typeof createSandboxContractStore>['createFromCheckout']
>[0];

/** Tests: a paid checkout of one 100ml black seed oil subscribed every 30 days, for `email`. */
export function oneContractCheckout(options: {
  orderId: number;
  email: string;
  planName?: string;
}): CheckoutInput {
  return {
    orderId: options.orderId,
    email: options.email,
    cardNumber: '4242424242424242',
    shippingAddress: null,
    lines: [
      {
        variantId: null,
        title: 'Organic Black Seed Oil',
        variantTitle: '100ml',
        quantity: 1,
        unitPricePence: 1424,
        planName: options.planName ?? 'Delivered every 30 days, 5% off',
        intervalDays: 30,
        minCycles: null,
      },
    ],
  };
}

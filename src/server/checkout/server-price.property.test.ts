/**
 * Property: for random carts the server's price (POST /api/cart/price) equals core's priceCart
 * over the public catalogue, the rule the drawer runs (docs/decisions/015-cart-stores-purchase-intents.md).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetailResponse } from '../../core/api/store-types';
import { CUP_SIZES } from '../../core/content/cup-sizes';
import {
  type PricingVariant,
  priceCart,
  pricingVariantFromDto,
} from '../../core/pricing/price-cart';
import { startTestApp, type TestApp } from '../test/harness';
import { price } from './checkout-test-helpers';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('property: the server prices every cart exactly as the drawer’s core rule does', () => {
  const HANDLES = ['black-seed-oil', 'black-seed-oil-capsules', 'black-seed-honey'];

  it('for random carts, POST /api/cart/price = priceCart over the public catalogue', async () => {
    const known = new Map<string, PricingVariant>();
    for (const handle of HANDLES) {
      const res = await app.fetch(`/api/store/products/${handle}`);
      if (res.status !== 200) continue;
      const { product } = (await res.json()) as ProductDetailResponse;
      for (const variant of product.variants) {
        const pricing = pricingVariantFromDto(product, variant);
        if (pricing) known.set(variant.id, pricing);
      }
    }
    const ids = [...known.keys()];
    expect(ids.length).toBeGreaterThanOrEqual(5);
    const intent = fc.oneof(
      fc.record({
        kind: fc.constant('one-time' as const),
        variantId: fc.constantFrom(...ids),
        packSize: fc.constantFrom(1 as const, 2 as const, 3 as const),
        quantity: fc.integer({ min: 1, max: 20 }),
      }),
      fc.record({
        kind: fc.constant('subscription' as const),
        variantId: fc.constantFrom(...ids),
        planId: fc.constantFrom(
          'subscribe-1month' as const,
          'subscribe-2month' as const,
          'subscribe-3month' as const,
          'shop-card-30' as const,
          'shop-card-60' as const,
          'shop-card-90' as const,
        ),
        quantity: fc.integer({ min: 1, max: 20 }),
      }),
      fc.record({
        kind: fc.constant('cups' as const),
        variantId: fc.constantFrom(...CUP_SIZES.map((c) => c.variantId)),
        cups: fc.integer({ min: 1, max: 40 }).map((n) => n * 50),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(intent, { minLength: 1, maxLength: 8 }), async (lines) => {
        const server = await price(app.client(), lines);
        const drawer = priceCart(lines, (id) => known.get(id) ?? null, { isApprovedTrade: false });
        expect(server.totalPence).toBe(drawer.totalPence);
        expect(server.lines.map((l) => [l.lineTotalPence, l.units])).toEqual(
          drawer.lines.map((l) => [l.lineTotalPence, l.units]),
        );
        expect(server.problems).toEqual(drawer.problems);
      }),
      { numRuns: 40 },
    );
  });
});

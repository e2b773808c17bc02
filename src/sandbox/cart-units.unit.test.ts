import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stockRefusalMessage } from './checkout-html';
import {
  inventoryItemIdOf,
  returnCartUnits,
  type SandboxInventory,
  takeCartUnits,
} from './inventory-api';
import { createMemoryStock } from './sandbox-stock';

// The sandbox's payment step takes tracked units all at once or not at all, and never more than
// are left (Shopify's DENY inventory policy). docs/decisions/112-stock-never-sold-twice.md

const VARIANTS = ['gid://shopify/ProductVariant/1', 'gid://shopify/ProductVariant/2'] as const;

function inventoryWith(
  stock: readonly (number | null)[],
): SandboxInventory & { quantities: Map<string, number> } {
  const memory = createMemoryStock();
  stock.forEach((units, i) => {
    if (units !== null) memory.quantities.set(inventoryItemIdOf(VARIANTS[i] as string), units);
  });
  return {
    stock: memory,
    quantities: memory.quantities,
    webhooks: null,
    changed() {},
    async set() {},
  };
}

const line = (variant: number, quantity: number) => ({
  merchandiseId: VARIANTS[variant] as string,
  quantity,
  productTitle: `Product ${variant + 1}`,
  variantTitle: 'Default',
});

const cartArb = fc.array(
  fc.record({ variant: fc.integer({ min: 0, max: 1 }), quantity: fc.integer({ min: 1, max: 4 }) }),
  { minLength: 1, maxLength: 3 },
);

describe('a payment takes its units all at once or not at all', () => {
  it('any run of payments: none sells more than is left, stock never below zero, a refusal takes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(
          fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
          fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
        ),
        fc.array(cartArb, { minLength: 1, maxLength: 6 }),
        async (stock, carts) => {
          const inventory = inventoryWith(stock);
          const sold = [0, 0];
          for (const cart of carts) {
            const before = new Map(inventory.quantities);
            const lines = cart.map((l) => line(l.variant, l.quantity));
            const refused = await takeCartUnits(inventory, lines);
            if (refused) {
              expect(inventory.quantities).toEqual(before);
              continue;
            }
            for (const l of cart) sold[l.variant] = (sold[l.variant] ?? 0) + l.quantity;
          }
          stock.forEach((units, i) => {
            const left = inventory.quantities.get(inventoryItemIdOf(VARIANTS[i] as string));
            if (units === null) expect(left).toBeUndefined();
            else expect(left).toBe(units - (sold[i] ?? 0));
            if (left !== undefined) expect(left).toBeGreaterThanOrEqual(0);
          });
        },
      ),
    );
  });

  it('names what is left, and gives the units back on request', async () => {
    const inventory = inventoryWith([2, null]);
    expect(await takeCartUnits(inventory, [line(0, 1), line(0, 2)])).toEqual({
      title: 'Product 1',
      available: 2,
    });
    expect(await takeCartUnits(inventory, [line(0, 2), line(1, 50)])).toBeNull();
    expect(stockRefusalMessage({ title: 'Product 1', available: 0 })).toBe(
      'Product 1 has sold out: your card has not been charged. Return to the shop to remove it.',
    );
    await returnCartUnits(inventory, [line(0, 2), line(1, 50)]);
    expect([...inventory.quantities.values()]).toEqual([2]);
  });
});

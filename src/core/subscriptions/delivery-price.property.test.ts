/**
 * Property: a purchase's price per delivery is one figure on every surface computed in
 * core: the product page's buy box (computeOptionTotalPence), the drawer and checkout (priceCart),
 * the stored subscription line as the account card, portal and emails price it
 * (computeDeliveryPence of Shopify's line price × line quantity), and the emails' line text; a
 * one-time pack's and a cups order's figure on the buy box or cups page and in the drawer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PurchaseIntent } from '../api/checkout';
import { formatUnits, selectUnitNoun } from '../catalog/unit-noun';
import { CUP_SIZES } from '../content/cup-sizes';
import { formatGBP, multiplyPence } from '../money';
import { computeCupOrderTotal } from '../pricing/cup-tiers';
import { findPlanTerms, type PricingVariant, packOptionId, priceCart } from '../pricing/price-cart';
import { computeOptionTotalPence, computePackPrice } from '../pricing/purchase-options';
import {
  computeDeliveryChargePence,
  computeDeliveryPence,
  describeDeliveryLine,
} from './delivery-price';

const PRODUCTS = [
  { title: 'Manuka Honey MGO 514+', variantTitle: '250g' },
  { title: 'Pure Himalayan Shilajit Resin', variantTitle: '30g' },
  { title: 'Organic Black Seed Oil', variantTitle: '100ml' },
  { title: 'Black Seed Oil Capsules', variantTitle: '120 capsules' },
  { title: 'Beef Tallow Balm', variantTitle: 'Default Title' },
] as const;

const purchase = fc.record({
  product: fc.constantFrom(...PRODUCTS),
  basePence: fc.integer({ min: 1, max: 50_000 }),
  planId: fc.constantFrom(
    'subscribe-1month' as const,
    'subscribe-2month' as const,
    'subscribe-3month' as const,
  ),
  quantity: fc.integer({ min: 1, max: 12 }),
});

describe('the price per delivery (property)', () => {
  it('is the same on the buy box, the drawer, the stored line and its email text', () => {
    fc.assert(
      fc.property(purchase, ({ product, basePence, planId, quantity }) => {
        const variant: PricingVariant = {
          variantId: 'v1',
          productTitle: product.title,
          productHandle: 'p',
          productType: 'Food',
          variantTitle: product.variantTitle,
          pricePence: basePence,
          isWholesale: false,
          imageUrl: null,
        };
        const intent: PurchaseIntent = { kind: 'subscription', variantId: 'v1', planId, quantity };
        const drawer = priceCart([intent], () => variant, { isApprovedTrade: false });
        expect(drawer.problems).toEqual([]);
        const line = drawer.lines[0];
        if (!line) throw new Error('no priced line');

        const buyBox = computeOptionTotalPence(basePence, planId, quantity);
        // Stored as Shopify's order line: the plan's price of one pack, the packs as its quantity.
        const stored = { packPricePence: computePackPrice(basePence, planId), packs: quantity };
        const perDelivery = computeDeliveryPence(stored);
        expect(line.lineTotalPence).toBe(buyBox);
        expect(drawer.totalPence).toBe(buyBox);
        expect(perDelivery).toBe(buyBox);
        expect(computeDeliveryChargePence([stored])).toBe(buyBox);

        // The email states the units that ship and that one amount, never units × pack price.
        const units = findPlanTerms(planId).unitsPerDelivery * quantity;
        expect(line.units).toBe(units);
        const text = describeDeliveryLine({
          ...stored,
          productTitle: product.title,
          variantTitle: product.variantTitle,
          units,
        });
        const noun = selectUnitNoun({ title: product.title, variantTitle: product.variantTitle });
        expect(
          text.endsWith(`, ${formatUnits(units, noun)} per delivery: ${formatGBP(buyBox)}`),
        ).toBe(true);
        expect(text.match(/£[\d,]+\.\d{2}/g)).toEqual([formatGBP(buyBox)]);
        if (units !== quantity) {
          expect(multiplyPence(stored.packPricePence, units)).not.toBe(buyBox);
        }
      }),
      { numRuns: 2000, seed: 20261204 },
    );
  });

  it('a one-time pack and a cups order: the buy box, the cups page and the drawer say one figure', () => {
    const oneTime = fc.record({
      basePence: fc.integer({ min: 1, max: 50_000 }),
      packSize: fc.constantFrom(1 as const, 2 as const, 3 as const),
      quantity: fc.integer({ min: 1, max: 12 }),
    });
    fc.assert(
      fc.property(
        oneTime,
        fc.integer({ min: 1, max: 40 }),
        ({ basePence, packSize, quantity }, fifties) => {
          const variant: PricingVariant = {
            variantId: 'v1',
            productTitle: 'Organic Black Seed Oil',
            productHandle: 'p',
            productType: 'Food',
            variantTitle: '100ml',
            pricePence: basePence,
            isWholesale: false,
            imageUrl: null,
          };
          const cup = CUP_SIZES[0];
          if (!cup) throw new Error('no cup size');
          const cups = fifties * 50;
          const drawer = priceCart(
            [
              { kind: 'one-time', variantId: 'v1', packSize, quantity },
              { kind: 'cups', variantId: cup.variantId, cups },
            ],
            () => variant,
            { isApprovedTrade: false },
          );
          expect(drawer.lines[0]?.lineTotalPence).toBe(
            computeOptionTotalPence(basePence, packOptionId(packSize), quantity),
          );
          expect(drawer.lines[1]?.lineTotalPence).toBe(computeCupOrderTotal(cups));
        },
      ),
      { numRuns: 1000, seed: 20261204 },
    );
  });

  it('reads a Manuka 514+ 2-month delivery as £96.78 and a Shilajit 3-jar × 2 as £203.94', () => {
    expect(
      describeDeliveryLine({
        productTitle: 'Manuka Honey MGO 514+',
        variantTitle: '250g',
        units: 2,
        packPricePence: 9678,
        packs: 1,
      }),
    ).toBe('Manuka Honey MGO 514+ (250g), 2 jars per delivery: £96.78');
    expect(
      describeDeliveryLine({
        productTitle: 'Pure Himalayan Shilajit Resin',
        variantTitle: '30g',
        units: 6,
        packPricePence: 10197,
        packs: 2,
      }),
    ).toBe('Pure Himalayan Shilajit Resin (30g), 6 jars per delivery: £203.94');
    expect(
      describeDeliveryLine({
        productTitle: 'Black Seed Honey',
        variantTitle: '250g',
        units: 2,
        packPricePence: 1699,
        packs: 2,
        oneTime: true,
      }),
    ).toBe('Black Seed Honey (250g), 2 jars, this delivery only: £33.98');
  });
});

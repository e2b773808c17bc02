import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildAddedItemsToast,
  computeFromPrice,
  computePackFullPrice,
  computePackPrice,
  computePackSaving,
  computeRetailValue,
  describePurchaseOption,
  findPurchaseOption,
  isPurchaseOptionId,
  PURCHASE_OPTION_IDS,
  PURCHASE_OPTIONS,
  type PurchaseOptionId,
} from './purchase-options';

describe('purchase options table (docs/spec/storefront.md §9)', () => {
  it('has the six options', () => {
    expect(PURCHASE_OPTION_IDS).toEqual([
      'subscribe-1month',
      'subscribe-2month',
      'subscribe-3month',
      'onetime',
      'onetime-2month',
      'onetime-3month',
    ]);
  });

  it.each([
    ['onetime', 1, 0, false, null, null, null],
    ['subscribe-1month', 1, 5, true, 30, null, '1-month supply (5% off)'],
    ['onetime-2month', 2, 10, false, null, '2 bottles (10% off)', null],
    ['subscribe-2month', 2, 12, true, 60, null, '2-month supply (12% off)'],
    ['onetime-3month', 3, 12, false, null, '3 bottles (12% off)', null],
    ['subscribe-3month', 3, 15, true, 90, null, '3-month supply (15% off)'],
  ] as const)('%s: %i unit(s), %i%% off', (id, units, discount, isSub, days, title, plan) => {
    const option = findPurchaseOption(id);
    expect(option).toMatchObject({
      units,
      discountPercent: discount,
      isSubscription: isSub,
      frequencyDays: days,
      variantTitleOverride: title,
      subscriptionPlan: plan,
    });
  });

  it('promises no gift (none is named or packed), and on subscriptions only when they can be cancelled, by the minimum term', () => {
    expect(findPurchaseOption('subscribe-1month').perks).toEqual([
      'Cancel any time after your 2nd delivery',
    ]);
    expect(findPurchaseOption('subscribe-2month').perks).toEqual([
      'Cancel any time after your 1st delivery',
    ]);
    expect(findPurchaseOption('subscribe-3month').perks).toEqual([
      'Cancel any time after your 1st delivery',
    ]);
    for (const option of PURCHASE_OPTIONS.filter((o) => !o.isSubscription)) {
      expect(option.perks).toEqual([]);
    }
    expect(PURCHASE_OPTIONS.flatMap((o) => o.perks).join(' ')).not.toMatch(/gift|bonus/i);
  });

  it('recognises ids and falls back to the default for unknown ones', () => {
    expect(isPurchaseOptionId('onetime')).toBe(true);
    expect(isPurchaseOptionId('weekly')).toBe(false);
    expect(findPurchaseOption('weekly').id).toBe('onetime');
  });
});

describe('worked prices (catalogue.md: Organic Black Seed Oil 100ml at £14.99)', () => {
  it.each([
    ['onetime', 1499],
    ['subscribe-1month', 1424],
    ['onetime-2month', 2698],
    ['subscribe-2month', 2638],
    ['onetime-3month', 3957],
    ['subscribe-3month', 3822],
  ] as const)('%s → %i', (id, expected) => {
    expect(computePackPrice(1499, id)).toBe(expected);
  });

  it('Retail Value £17.99 and From £12.74', () => {
    expect(computeRetailValue(1499)).toBe(1799);
    expect(computeFromPrice(1499)).toBe(1274);
  });

  it('full price and saving of a pack', () => {
    expect(computePackFullPrice(1499, 'subscribe-3month')).toBe(4497);
    expect(computePackSaving(1499, 'subscribe-3month')).toBe(675);
    expect(computePackSaving(1499, 'onetime')).toBe(0);
  });
});

describe('pack prices (properties)', () => {
  const ids = fc.constantFrom(...PURCHASE_OPTION_IDS);
  it('equal base × units × (100 − discount) / 100 rounded half up once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), ids, (base, id) => {
        const option = findPurchaseOption(id);
        const exact = base * option.units * (100 - option.discountPercent);
        expect(computePackPrice(base, id)).toBe(Math.floor((2 * exact + 100) / 200));
      }),
    );
  });

  it('never exceed the full price and subscriptions never cost more than the same units one-time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (base) => {
        for (const id of PURCHASE_OPTION_IDS) {
          expect(computePackPrice(base, id)).toBeLessThanOrEqual(computePackFullPrice(base, id));
        }
        const pairs: [PurchaseOptionId, PurchaseOptionId][] = [
          ['subscribe-1month', 'onetime'],
          ['subscribe-2month', 'onetime-2month'],
          ['subscribe-3month', 'onetime-3month'],
        ];
        for (const [sub, one] of pairs) {
          expect(computePackPrice(base, sub)).toBeLessThanOrEqual(computePackPrice(base, one));
        }
      }),
    );
  });
});

describe('buildAddedItemsToast', () => {
  it('uses item for 1 and items above 1', () => {
    expect(buildAddedItemsToast(1)).toBe('Added 1 item to cart!');
    expect(buildAddedItemsToast(2)).toBe('Added 2 items to cart!');
    expect(buildAddedItemsToast(25)).toBe('Added 25 items to cart!');
  });
});

describe('describePurchaseOption: the product’s own unit noun in the title and the description', () => {
  it('titles a honey pack in jars, as its description says', () => {
    expect(describePurchaseOption(findPurchaseOption('onetime-2month'), 'jar')).toEqual({
      label: 'One-time: 2 jars',
      description: '2 jars, 10% off',
      subscriptionPlan: null,
    });
    expect(describePurchaseOption(findPurchaseOption('onetime-3month'), 'tub').label).toBe(
      'One-time: 3 tubs',
    );
    expect(describePurchaseOption(findPurchaseOption('onetime-3month'), 'bottle').label).toBe(
      'One-time: 3 bottles',
    );
    expect(describePurchaseOption(findPurchaseOption('onetime'), 'jar').label).toBe(
      'One-time purchase',
    );
    expect(describePurchaseOption(findPurchaseOption('subscribe-2month'), 'jar')).toEqual({
      label: 'Subscribe & Save: 2 months',
      description: '2 jars delivered every 60 days',
      subscriptionPlan: '2-month supply (12% off)',
    });
  });
});

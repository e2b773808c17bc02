import { describe, expect, it } from 'vitest';
import { buildPurchaseOptionLine } from '../cart/line-builders';
import { DEFAULT_PURCHASE_OPTION_ID, findPurchaseOption } from './purchase-options';

// A pre-ticked recurring purchase is a UK consumer-law risk (docs/decisions/067-one-time-by-default.md):
// the product page starts on the one-time purchase of one unit.
describe('the product page default purchase option', () => {
  it('is the one-time purchase of one unit, not a subscription', () => {
    const option = findPurchaseOption(DEFAULT_PURCHASE_OPTION_ID);
    expect(option.isSubscription).toBe(false);
    expect(option.units).toBe(1);
    const line = buildPurchaseOptionLine({
      optionId: DEFAULT_PURCHASE_OPTION_ID,
      product: { title: 'Raw Wildflower Honey' },
      variant: { id: 'wildflower', title: '500g', pricePence: 1299 },
    });
    expect(line.purchase).toEqual({ kind: 'one-time', packSize: 1 });
    expect(line.quantity).toBe(1);
  });
});

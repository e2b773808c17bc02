import { describe, expect, it } from 'vitest';
import { formatGBP } from '../money';
import { describeDeliveryLine } from '../subscriptions/delivery-price';
import { catalogueSizeName, describeItem } from './item-count';

describe('catalogueSizeName', () => {
  it.each([
    ['120 capsules / 3-pack', '120 capsules'],
    ['100ml / 1', '100ml'],
    ['250g', '250g'],
    ['B1 (60 mm) / 100+ cups, pack of 50', 'B1 (60 mm)'],
    ['Default Title', null],
    ['Default / 2-pack', null],
    [null, null],
  ])('%s → %s', (title, size) => {
    expect(catalogueSizeName(title)).toBe(size);
  });
});

describe('describeItem: one way to name and count what a line ships', () => {
  it('counts units in their noun, then the packs behind a quantity × pack price', () => {
    expect(
      describeItem({
        productTitle: 'Pure Himalayan Shilajit Resin',
        variantTitle: '30g / 3-pack',
        units: 6,
        packs: 2,
      }),
    ).toEqual({
      name: 'Pure Himalayan Shilajit Resin (30g)',
      count: '6 jars',
      packs: '2 packs of 3',
      text: 'Pure Himalayan Shilajit Resin (30g), 6 jars',
      textWithPacks: 'Pure Himalayan Shilajit Resin (30g), 6 jars (2 packs of 3)',
    });
    expect(
      describeItem({
        productTitle: 'Organic Black Seed Oil',
        variantTitle: '100ml',
        units: 2,
        packs: 2,
      }).textWithPacks,
    ).toBe('Organic Black Seed Oil (100ml), 2 bottles');
    expect(
      describeItem({ productTitle: 'Manuka Honey MGO 514+', variantTitle: '250g', units: 2 }),
    ).toMatchObject({ text: 'Manuka Honey MGO 514+ (250g), 2 jars', packs: null });
  });

  it('counts cups in cups, never in packs of 50', () => {
    const cups = describeItem({
      productTitle: 'Professional Cupping Cups',
      variantTitle: 'B1 (60 mm) / 100+ cups, pack of 50',
      units: 150,
      packs: 3,
    });
    expect(cups.text).toBe('Professional Cupping Cups (B1 (60 mm)), 150 cups');
    expect(cups.textWithPacks).toBe(
      'Professional Cupping Cups (B1 (60 mm)), 150 cups (3 packs of 50)',
    );
  });

  it('is the subscription emails’ words too', () => {
    const line = {
      productTitle: 'Pure Himalayan Shilajit Resin',
      variantTitle: '30g',
      units: 6,
      packPricePence: 10197,
      packs: 2,
    };
    expect(describeDeliveryLine(line)).toBe(
      `${describeItem(line).text} per delivery: ${formatGBP(20394)}`,
    );
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProductSummaryDto } from '../api/store-types';
import { DIET_BADGE_LABELS, dietTagsOf } from './diet';
import { applyShopView, DEFAULT_SHOP_VIEW } from './shop-view';

const PRODUCTS_DIR = join(__dirname, '../../../content/catalogue/products');
const catalogue = readdirSync(PRODUCTS_DIR).map(
  (name) =>
    JSON.parse(readFileSync(join(PRODUCTS_DIR, name), 'utf8')) as {
      handle: string;
      tags: string[];
    },
);

describe('dietary badges come from the product tags only', () => {
  it('shows no halal badge on products the halal filter leaves out', () => {
    const tagsOf = (handle: string) => catalogue.find((p) => p.handle === handle)?.tags ?? [];
    for (const handle of [
      'manuka-honey-mgo-263',
      'raw-wildflower-honey',
      'cod-liver-oil-liquid',
      'cod-liver-oil-black-seed',
      'pure-argan-oil',
      'beef-tallow-skin-cream',
      'antiseptic-wipes',
    ]) {
      expect(dietTagsOf(tagsOf(handle)), handle).not.toContain('halal');
    }
    expect(dietTagsOf(tagsOf('black-seed-oil'))).toEqual(['halal', 'vegan']);
    expect(dietTagsOf(tagsOf('black-seed-oil')).map((t) => DIET_BADGE_LABELS[t])).toEqual([
      'Halal',
      'Vegan',
    ]);
  });

  it('badges exactly the products /shop?diet=halal lists', () => {
    const summaries = catalogue.map(
      (p, i) =>
        ({
          ...p,
          id: p.handle,
          title: p.handle,
          description: '',
          type: '',
          imageUrl: null,
          sortOrder: i,
          cheapestVariant: null,
        }) as ProductSummaryDto,
    );
    const listed = applyShopView(summaries, { ...DEFAULT_SHOP_VIEW, diet: ['halal'] }).map(
      (p) => p.handle,
    );
    const badged = catalogue
      .filter((p) => dietTagsOf(p.tags).includes('halal'))
      .map((p) => p.handle);
    expect(badged.sort()).toEqual(listed.sort());
    expect(badged).toHaveLength(11);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findProjectRoot } from '../lib/project-root';
import { SEED_PRODUCTS } from '../seed/catalogue-data';
import { findProductShareImagePath, productShareImageFile } from './product-share-image';

// A catalogue product added or renamed without re-running
// scripts/generate-product-share-images.mts fails here, not on a social site.
describe('each catalogue product has its own share card', () => {
  it.each(SEED_PRODUCTS.map((product) => product.handle))('%s: a 1200×630 PNG', (handle) => {
    const png = readFileSync(join(findProjectRoot(), 'public', productShareImageFile(handle)));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
    expect(findProductShareImagePath(handle)).toBe(`/share/products/${handle}.png`);
  });

  it('has none for a product the catalogue does not hold', () => {
    expect(findProductShareImagePath('made-in-the-admin')).toBeNull();
  });
});

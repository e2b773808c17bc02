import { describe, expect, it } from 'vitest';
import { buildExportMessage } from './export';

describe('the export toast', () => {
  it('counts products in the right number: one product, several products', () => {
    expect(buildExportMessage(1, 1, 0)).toBe('Exported 1 product to Shopify!');
    expect(buildExportMessage(3, 3, 0)).toBe('Exported 3 products to Shopify!');
    expect(buildExportMessage(1, 2, 1)).toBe('Exported 1 of 2 products to Shopify; 1 failed.');
  });
});

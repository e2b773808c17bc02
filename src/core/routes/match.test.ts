import { describe, expect, it } from 'vitest';
import { isServerRenderedPath, matchPageRoute } from './match';

describe('matchPageRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/shop/', 'shop', {}],
    ['/SHOP', 'shop', {}],
    ['/product/black-seed-oil', 'product', { handle: 'black-seed-oil' }],
    ['/product/manuka%20honey', 'product', { handle: 'manuka honey' }],
    ['/product/cupping-cups-b1-to-b6', 'cupsProductB1ToB6', {}],
    ['/Product/Bulk-Cupping-Cups-Wholesale', 'cupsProductWholesale', {}],
    ['/blog/black-seed-oil-ancient-remedy', 'blogPost', { slug: 'black-seed-oil-ancient-remedy' }],
    ['/admin/orders/abc', 'adminOrder', { id: 'abc' }],
    ['/admin/products', 'adminProducts', {}],
    ['/product/black-seed-oil/reviews', 'notFound', {}],
    ['/no-such-page', 'notFound', {}],
  ])('%s is %s', (path, id, params) => {
    const match = matchPageRoute(path);
    expect(match.id).toBe(id);
    expect(match.params).toEqual(params);
  });
});

describe('isServerRenderedPath', () => {
  it.each([
    ['/', true],
    ['/shop', true],
    ['/product/black-seed-oil', true],
    ['/no-such-page', true],
    ['/accounts', true],
    ['/account', false],
    ['/Account/', false],
    ['/account/anything', false],
    ['/admin/orders/abc', false],
    ['/admin/no-such-tab', false],
    ['/wholesale-shop', false],
    ['/auth', false],
    ['/reset-password', false],
    ['/not-me', false],
  ])('%s: %s', (path, expected) => {
    expect(isServerRenderedPath(path)).toBe(expected);
  });
});

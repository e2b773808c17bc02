import { describe, expect, it } from 'vitest';
import { vitalsPageTypeOf } from './vitals';

describe('vitalsPageTypeOf', () => {
  it('names the page type of the route a path renders', () => {
    const types = Object.fromEntries(
      [
        '/',
        '/shop',
        '/search',
        '/product/black-seed-oil',
        '/product/cupping-cups-b1-to-b6',
        '/bulk-cupping-cups',
        '/blog/manuka-honey-guide',
        '/blog',
        '/story',
        '/manuka-honey',
        '/contact',
        '/terms',
        '/privacy',
        '/delivery',
        '/account',
        '/admin/orders/1',
        '/no-such-page',
        '/product',
      ].map((path) => [path, vitalsPageTypeOf(path)]),
    );
    expect(types).toEqual({
      '/': 'home',
      '/shop': 'shop',
      '/search': 'search',
      '/product/black-seed-oil': 'product',
      '/product/cupping-cups-b1-to-b6': 'product',
      '/bulk-cupping-cups': 'product',
      '/blog/manuka-honey-guide': 'article',
      '/blog': 'content',
      '/story': 'content',
      '/manuka-honey': 'content',
      '/contact': 'content',
      '/terms': 'content',
      '/privacy': 'content',
      '/delivery': 'content',
      '/account': 'other',
      '/admin/orders/1': 'other',
      '/no-such-page': 'other',
      '/product': 'other',
    });
  });

  it('ignores case and trailing slashes, as the router does', () => {
    expect(vitalsPageTypeOf('/Shop/')).toBe('shop');
    expect(vitalsPageTypeOf('/PRODUCT/Black-Seed-Oil//')).toBe('product');
    expect(vitalsPageTypeOf('/Blog/')).toBe('content');
  });
});

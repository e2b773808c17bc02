import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CACHED_PRICE_POUNDS, type PageRoute, pageCacheKey } from './page-cache';

// The page cache's keys are bounded (cache/page-cache.ts pageCacheKey): every spelling of a page's
// path is one entry, and a /shop price filter off the cached list is rendered, not kept, so an
// attacker's loop of URLs cannot fill the cache with junk entries and evict what visitors read.

const route = (u: string) => pageCacheKey(new URL(u, 'http://shop.test'));

/** Where a client ends up, following the redirects as a browser does (at most 5). */
function settle(u: string): PageRoute {
  let answer = route(u);
  for (let hops = 0; answer && 'redirect' in answer; hops++) {
    if (hops === 5) throw new Error(`redirect loop from ${u}`);
    answer = route(answer.redirect);
  }
  return answer;
}

describe('page cache keys an attacker can make', () => {
  it.each<[string, PageRoute]>([
    // Trailing and doubled slashes: redirected to the one path, query kept.
    ['/shop/', { redirect: '/shop' }],
    ['/shop//?collection=black-seed', { redirect: '/shop?collection=black-seed' }],
    ['/product/black-seed-oil/', { redirect: '/product/black-seed-oil' }],
    ['/product//black-seed-oil', { redirect: '/product/black-seed-oil' }],
    ['/blog/manuka-honey-guide/?x=1', { redirect: '/blog/manuka-honey-guide?x=1' }],
    // Encoded handles: redirected to the decoded spelling.
    ['/product/%62lack-seed-oil', { redirect: '/product/black-seed-oil' }],
    [
      '/product/black%2Dseed%2Doil?wholesale=true',
      { redirect: '/product/black-seed-oil?wholesale=true' },
    ],
    // Static segments as the manifest spells them.
    ['/SHOP?sort=newest', { redirect: '/shop?sort=newest' }],
    ['/Product/black-seed-oil', { redirect: '/product/black-seed-oil' }],
    // The canonical spellings are keys.
    ['/shop', { key: '/shop' }],
    ['/product/black-seed-oil', { key: '/product/black-seed-oil' }],
    ['/', { key: '/' }],
    // Price bounds on the cached list are kept; others are rendered, not kept.
    ['/shop?min=5&max=20', { key: '/shop?min=5&max=20' }],
    ['/shop?max=5&min=20', { key: '/shop?min=5&max=20' }],
    ['/shop?min=0&max=10000', { key: '/shop?min=0&max=10000' }],
    ['/shop?min=00005', { key: '/shop?min=5' }],
    ['/shop?min=6', null],
    ['/shop?min=5&max=19', null],
    ['/shop?collection=black-seed&max=9999', null],
    // Values the shop never links to are still redirected to the canonical view.
    ['/shop?min=-1', { redirect: '/shop' }],
    ['/shop?min=123456&max=20', { redirect: '/shop?max=20' }],
  ])('%s → %j', (url, expected) => {
    expect(route(url)).toEqual(expected);
  });

  it('a misspelt path with a bad view is redirected once, straight to the canonical URL', () => {
    expect(route('/shop//?min=7&max=3&sort=x')).toEqual({ redirect: '/shop?min=3&max=7' });
    expect(route('/shop?min=3&max=7')).toBeNull();
    expect(route('/Shop/?max=20&sort=x&min=5')).toEqual({ redirect: '/shop?min=5&max=20' });
    expect(route('/shop?min=5&max=20')).toEqual({ key: '/shop?min=5&max=20' });
  });

  it('1,000 random attacker URLs make at most the bounded number of keys', () => {
    const spelling = fc.constantFrom('', '/', '//', '///');
    const encode = (s: string, mask: boolean[]) =>
      [...s]
        .map((ch, i) =>
          mask[i % mask.length] ? `%${ch.charCodeAt(0).toString(16).toUpperCase()}` : ch,
        )
        .join('');
    const pounds = fc.oneof(
      fc.integer({ min: 0, max: 10_000 }),
      fc.integer({ min: 0, max: 99_999 }),
    );
    const shopUrl = fc
      .record({
        slash: spelling,
        upper: fc.boolean(),
        min: fc.option(pounds),
        max: fc.option(pounds),
        junk: fc.option(fc.string()),
      })
      .map(
        ({ slash, upper, min, max, junk }) =>
          `/${upper ? 'SHOP' : 'shop'}${slash}?collection=black-seed${min === null ? '' : `&min=${min}`}${max === null ? '' : `&max=${max}`}${junk === null ? '' : `&utm=${encodeURIComponent(junk)}`}`,
      );
    const productUrl = fc
      .record({
        slash: spelling,
        mask: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        wholesale: fc.boolean(),
      })
      .map(
        ({ slash, mask, wholesale }) =>
          `/product/${encode('black-seed-oil', mask)}${slash}${wholesale ? '?wholesale=true' : ''}`,
      );
    const urls = fc.sample(fc.oneof(shopUrl, productUrl), { numRuns: 1000, seed: 121 });
    const keys = new Set<string>();
    for (const url of urls) {
      const answer = settle(url);
      if (answer && 'key' in answer) keys.add(answer.key);
    }
    const n = CACHED_PRICE_POUNDS.size;
    // Price views of one collection: both bounds (min ≤ max), one of them, or none; and the
    // product page's two layouts.
    const bound = (n * (n + 1)) / 2 + 2 * n + 1 + 2;
    expect(bound).toBe(190);
    expect(keys.size).toBeLessThanOrEqual(bound);
    expect(keys).toContain('/product/black-seed-oil');
  });
});

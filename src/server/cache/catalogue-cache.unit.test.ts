import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ALL_LISTING_TAG,
  CatalogueCache,
  collectionTag,
  etagOf,
  type Loaded,
  PRODUCT_PAGES_TAG,
  productTag,
  readScopePayload,
  scopePayload,
} from './catalogue-cache';
import { STOCK_PAGE_WINDOW_MS } from './stock-window';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function activeCache(options: ConstructorParameters<typeof CatalogueCache>[0] = {}) {
  const cache = new CatalogueCache(options);
  cache.setActive(true);
  return cache;
}

describe('CatalogueCache', () => {
  it('keeps what a loader found and answers it with an ETag of the body', async () => {
    const cache = activeCache();
    let loads = 0;
    const load = async (): Promise<Loaded> => {
      loads++;
      return { body: '{"a":1}', keep: true };
    };
    const first = await cache.get('k', load);
    const second = await cache.get('k', load);
    expect(loads).toBe(1);
    expect(second).toBe(first);
    expect(first?.etag).toBe(etagOf('{"a":1}'));
    expect(etagOf('{"a":2}')).not.toBe(first?.etag);
  });

  it('makes the same entry from a body in pieces as from its text: text, UTF-8 bytes, ETag', async () => {
    const text = '<p>What’s £5 · ≥ 2</p>';
    const whole = await activeCache().get('k', async () => ({ body: text, keep: true }));
    const pieces = await activeCache().get('k', async () => ({
      body: ['<p>What’s ', '£5 · ', '', '≥ 2</p>'],
      keep: true,
    }));
    expect(pieces?.body).toBe(text);
    expect(pieces?.etag).toBe(etagOf(text));
    expect(pieces?.etag).toBe(whole?.etag);
    expect(Buffer.from(pieces?.bytes ?? []).toString('utf8')).toBe(text);
    expect(pieces?.bytes).toEqual(whole?.bytes);
    expect(whole?.bytes?.byteLength).toBe(Buffer.byteLength(text));
  });

  it('never keeps misses or what the loader says not to keep', async () => {
    const cache = activeCache();
    let loads = 0;
    const missing = async () => {
      loads++;
      return null;
    };
    const empty = async (): Promise<Loaded> => {
      loads++;
      return { body: '[]', keep: false };
    };
    expect(await cache.get('missing', missing)).toBeNull();
    expect(await cache.get('missing', missing)).toBeNull();
    await cache.get('empty', empty);
    await cache.get('empty', empty);
    expect(loads).toBe(4);
    expect(cache.size).toBe(0);
  });

  it('keeps nothing while inactive (the listener is not connected)', async () => {
    const cache = new CatalogueCache();
    let loads = 0;
    const load = async (): Promise<Loaded> => {
      loads++;
      return { body: 'x', keep: true };
    };
    await cache.get('k', load);
    await cache.get('k', load);
    expect(loads).toBe(2);
    cache.setActive(true);
    await cache.get('k', load);
    await cache.get('k', load);
    expect(loads).toBe(3);
    cache.setActive(false);
    await cache.get('k', load);
    expect(loads).toBe(4);
  });

  it('does not keep a read that an invalidation overtook (it may hold the old catalogue)', async () => {
    const cache = activeCache();
    const slow = deferred<Loaded>();
    const pending = cache.get('k', () => slow.promise);
    cache.invalidate(); // a write committed while the read was under way
    slow.resolve({ body: 'old', keep: true });
    expect((await pending)?.body).toBe('old');
    const fresh = await cache.get('k', async () => ({ body: 'new', keep: true }));
    expect(fresh?.body).toBe('new');
    expect((await cache.get('k', async () => ({ body: 'newer', keep: true })))?.body).toBe('new');
  });

  it('shares one load between concurrent reads of a key, but not across an invalidation', async () => {
    const cache = activeCache();
    let loads = 0;
    const gate = deferred<void>();
    const load = async (): Promise<Loaded> => {
      loads++;
      await gate.promise;
      return { body: `v${loads}`, keep: true };
    };
    const a = cache.get('k', load);
    const b = cache.get('k', load);
    cache.invalidate();
    const c = cache.get('k', load);
    gate.resolve();
    expect((await a)?.body).toBe((await b)?.body);
    expect(loads).toBe(2);
    expect((await c)?.body).toBe('v2');
  });

  it('sized to 0 entries, keeps nothing and shares nothing: every read is a load', async () => {
    const cache = activeCache({ maxEntries: 0 });
    let loads = 0;
    const load = async (): Promise<Loaded> => {
      loads++;
      return { body: '{"a":1}', keep: true };
    };
    await Promise.all([cache.get('k', load), cache.get('k', load)]);
    await cache.get('k', load);
    expect(loads).toBe(3);
    expect(cache.size).toBe(0);
  });

  it('is bounded by entry count and total size, dropping the oldest first', async () => {
    const cache = activeCache({ maxEntries: 3, maxChars: 10 });
    for (const key of ['a', 'b', 'c', 'd']) {
      await cache.get(key, async () => ({ body: key, keep: true }));
    }
    expect(cache.size).toBe(3);
    let reloaded = false;
    await cache.get('a', async () => {
      reloaded = true;
      return { body: 'a', keep: true };
    });
    expect(reloaded).toBe(true);
    await cache.get('big', async () => ({ body: '0123456789', keep: true }));
    expect(cache.size).toBe(1);
    await cache.get('huge', async () => ({ body: '0123456789x', keep: true }));
    expect(cache.size).toBe(1);
  });

  it('reads an entry again once it is older than maxAgeMs', async () => {
    let now = 0;
    const cache = activeCache({ maxAgeMs: 1000, now: () => now });
    let loads = 0;
    const load = async (): Promise<Loaded> => {
      loads++;
      return { body: 'x', keep: true };
    };
    await cache.get('k', load);
    now = 1000;
    await cache.get('k', load);
    expect(loads).toBe(1);
    now = 1001;
    await cache.get('k', load);
    expect(loads).toBe(2);
  });

  it('a scoped invalidation drops only the dependent entries carrying one of its tags', async () => {
    const parent = activeCache();
    const pages = parent.createDependent();
    const evicted: string[][] = [];
    pages.onScopedEvict = (keys) => evicted.push(keys);
    const page = (tags: string[] | undefined) => async (): Promise<Loaded> => ({
      body: 'x',
      keep: true,
      ...(tags ? { tags } : {}),
    });
    await pages.get('/product/a', page([productTag('a'), productTag('b'), PRODUCT_PAGES_TAG]));
    await pages.get('/shop?collection=c1', page([productTag('a'), collectionTag('c1')]));
    await pages.get('/shop?collection=c2', page([productTag('z'), collectionTag('c2')]));
    await pages.get('/shop', page([productTag('a'), ALL_LISTING_TAG]));
    await pages.get('/blog/post', page([]));
    await pages.get('/search?q=x', page(undefined));
    // A data change of product b: pages showing b, and untagged ones.
    parent.invalidate({ productIds: ['b'] });
    expect(evicted.at(-1)).toEqual(['/product/a', '/search?q=x']);
    // A listing change of z in collection c1: its listings, every listing and product page.
    await pages.get('/product/a', page([productTag('a'), PRODUCT_PAGES_TAG]));
    parent.invalidate({
      productIds: ['z'],
      tags: [collectionTag('c1'), ALL_LISTING_TAG, PRODUCT_PAGES_TAG],
    });
    expect(evicted.at(-1)).toEqual([
      '/shop?collection=c1',
      '/shop?collection=c2',
      '/shop',
      '/product/a',
    ]);
    expect(pages.peek('/blog/post')).toBe('fresh');
    expect(pages.size).toBe(1);
  });

  describe('stock reaches the rendered pages at most once a window per product', () => {
    afterEach(() => vi.useRealTimers());

    it('drops the pages of the first change at once, and of the later ones in the window at its end; the data at once every time', async () => {
      vi.useFakeTimers({ now: 1_000_000 });
      const parent = activeCache();
      const pages = parent.createDependent();
      const evicted: string[][] = [];
      pages.onScopedEvict = (keys) => evicted.push(keys);
      const page = (tags: string[]) => async (): Promise<Loaded> => ({
        body: 'x',
        keep: true,
        tags,
      });
      const data = async (): Promise<Loaded> => ({ body: '{}', keep: true });
      const fill = async () => {
        await parent.get('/api/store/products/oil', data);
        await pages.get('/product/oil', page([productTag('oil')]));
        await pages.get('/product/honey', page([productTag('honey')]));
      };
      await fill();
      // A sale of the oil: its page goes at once, and the data.
      parent.invalidate({ productIds: ['oil'], stock: true });
      expect(evicted).toEqual([['/product/oil']]);
      expect(parent.size).toBe(0);
      await fill();
      // Nine more sales in the same second: the data goes each time, the page stays.
      for (let sale = 0; sale < 9; sale += 1) {
        vi.advanceTimersByTime(100);
        parent.invalidate({ productIds: ['oil'], stock: true });
        expect(parent.size).toBe(0);
        await parent.get('/api/store/products/oil', data);
      }
      expect(pages.peek('/product/oil')).toBe('fresh');
      // Another product's first sale is not held by the oil's.
      parent.invalidate({ productIds: ['honey'], stock: true });
      expect(evicted).toEqual([['/product/oil'], ['/product/honey']]);
      // The window's end: the oil's page takes its last figure, once.
      await vi.advanceTimersByTimeAsync(STOCK_PAGE_WINDOW_MS);
      expect(evicted).toEqual([['/product/oil'], ['/product/honey'], ['/product/oil']]);
      expect(pages.peek('/product/oil')).toBeNull();
      await vi.advanceTimersByTimeAsync(STOCK_PAGE_WINDOW_MS * 5);
      expect(evicted).toHaveLength(3);
    });

    it('never holds a change that is not stock alone (staff’s edit of the product)', async () => {
      vi.useFakeTimers({ now: 1_000_000 });
      const parent = activeCache();
      const pages = parent.createDependent();
      const load = async (): Promise<Loaded> => ({
        body: 'x',
        keep: true,
        tags: [productTag('oil')],
      });
      await pages.get('/product/oil', load);
      parent.invalidate({ productIds: ['oil'], stock: true });
      await pages.get('/product/oil', load);
      parent.invalidate({ productIds: ['oil'] });
      expect(pages.peek('/product/oil')).toBeNull();
    });

    it('takes stock at once in a page cache built without a window', async () => {
      const parent = activeCache();
      const pages = parent.createDependent({ stockWindowMs: 0 });
      const load = async (): Promise<Loaded> => ({
        body: 'x',
        keep: true,
        tags: [productTag('oil')],
      });
      for (let sale = 0; sale < 3; sale += 1) {
        await pages.get('/product/oil', load);
        parent.invalidate({ productIds: ['oil'], stock: true });
        expect(pages.peek('/product/oil')).toBeNull();
      }
    });
  });

  it('carries a scope through NOTIFY and refuses a payload it does not expect', () => {
    const stock = { productIds: ['a', 'b'], stock: true as const };
    expect(readScopePayload(scopePayload(stock))).toEqual(stock);
    const scope = { productIds: ['a'], tags: [collectionTag('1f0e'), PRODUCT_PAGES_TAG] };
    expect(readScopePayload(scopePayload(scope))).toEqual(scope);
    expect(readScopePayload(scopePayload({ productIds: ['a'] }))).toEqual({ productIds: ['a'] });
    expect(scopePayload(undefined)).toBe('');
    expect(readScopePayload('')).toBeUndefined();
    expect(readScopePayload('{"productIds":["a"],"tags":["<script>"]}')).toBeUndefined();
    expect(readScopePayload('{"productIds":["a"],"tags":"listing:all"}')).toBeUndefined();
    expect(readScopePayload('not json')).toBeUndefined();
  });

  it('keeps what was made from a body when a re-read gives the same body', async () => {
    let now = 0;
    const parent = activeCache({ now: () => now, maxAgeMs: 10 });
    const pages = parent.createDependent();
    const load = async (): Promise<Loaded> => ({ body: 'same', keep: true, tags: [] });
    const first = (await pages.get('k', load)) as { extra?: string };
    first.extra = 'compressed copy';
    now = 20;
    await pages.refresh('k', load);
    const again = (await pages.get('k', load)) as { extra?: string };
    expect(again).not.toBe(first);
    expect(again.extra).toBe('compressed copy');
  });

  describe('stale-if-error: a read that fails sends the last copy rather than an error', () => {
    const down = async (): Promise<Loaded> => {
      throw new Error('database down');
    };
    const page = (body: string) => async (): Promise<Loaded> => ({
      body,
      keep: true,
      tags: [productTag('a')],
    });

    it('sends a page a scoped invalidation dropped just before the database went (a sale moved its stock)', async () => {
      const parent = activeCache();
      const pages = parent.createDependent();
      await pages.get('/product/a', page('in stock: 5'));
      parent.invalidate({ productIds: ['a'] });
      expect(pages.peek('/product/a')).toBeNull();
      const sent = await pages.get('/product/a', down);
      expect(sent?.body).toBe('in stock: 5');
      expect(pages.stats.staleIfError).toBe(1);
      // Still not kept as an entry: the next read goes to the database again.
      expect(pages.peek('/product/a')).toBeNull();
      await expect(pages.get('/product/b', down)).rejects.toThrow('database down');
    });

    it('sends the last copy after a full invalidation, an expiry or a push-out by the size cap', async () => {
      let now = 0;
      const cache = activeCache({ now: () => now, maxAgeMs: 100, maxEntries: 1 });
      await cache.get('a', page('A'));
      cache.invalidate();
      expect((await cache.get('a', down))?.body).toBe('A');
      await cache.get('a', page('A2'));
      now = 150;
      expect((await cache.get('a', down))?.body).toBe('A2');
      await cache.get('a', page('A3'));
      await cache.get('b', page('B'));
      expect(cache.peek('a')).toBeNull();
      expect((await cache.get('a', down))?.body).toBe('A3');
      expect(cache.stats.staleIfError).toBe(3);
    });

    it('sends the newest copy only, never one older than staleIfErrorMs, never one of a page now gone', async () => {
      let now = 0;
      const cache = activeCache({ now: () => now, staleIfErrorMs: 1_000 });
      await cache.get('a', page('old'));
      cache.invalidate();
      await cache.get('a', page('new'));
      cache.invalidate();
      expect((await cache.get('a', down))?.body).toBe('new');
      now = 1_001;
      await expect(cache.get('a', down)).rejects.toThrow('database down');

      await cache.get('b', page('B'));
      cache.invalidate();
      expect(await cache.get('b', async () => null)).toBeNull();
      await expect(cache.get('b', down)).rejects.toThrow('database down');
    });

    it('while the listener is down, sends the untrusted entry, else the last copy', async () => {
      const cache = activeCache();
      await cache.get('kept', page('K'));
      await cache.get('dropped', page('D'));
      cache.invalidate();
      await cache.get('kept', page('K2'));
      cache.setActive(false);
      expect((await cache.get('kept', down))?.body).toBe('K2');
      expect((await cache.get('dropped', down))?.body).toBe('D');
      expect(cache.stats.staleIfError).toBe(2);
    });

    it('keeps no copies when sized to keep nothing', async () => {
      const cache = activeCache({ maxEntries: 0 });
      await cache.get('a', page('A'));
      await expect(cache.get('a', down)).rejects.toThrow('database down');
    });
  });
});

import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CatalogueCache, type Loaded } from './catalogue-cache';
import {
  brotliOf,
  fastBrotliOf,
  gzipPageOf,
  PAGE_FAST_BROTLI_QUALITY,
  sendPage,
} from './page-cache';

type Copies = { pageCopies?: { br?: Uint8Array; gzip?: Uint8Array; fastBr?: Uint8Array } };

const PAGE = `<!doctype html><main>${'<p>Manuka honey 514+ 250g, £48.39</p>'.repeat(400)}</main>`;

/** A page cache whose entries are old after 10 ms of its clock, as the 60 s revalidation. */
function pageCache() {
  let now = 0;
  const parent = new CatalogueCache({ now: () => now, maxAgeMs: 10 });
  parent.setActive(true);
  const pages = parent.createDependent();
  const load = async (): Promise<Loaded> => ({ body: PAGE, keep: true, tags: [] });
  return { pages, load, advance: (ms: number) => (now += ms) };
}

describe('the dense copies of a page re-rendered while they are being made', () => {
  it('the re-rendered entry records the dense brotli copy made for the old one, and stops sending the fast one', async () => {
    const { pages, load, advance } = pageCache();
    const first = await pages.get('/product/manuka', load);
    if (!first) throw new Error('the page was not kept');
    fastBrotliOf(first);
    const dense = brotliOf(first); // in the background queue, not made yet
    advance(20);
    await pages.refresh('/product/manuka', load); // same body: the entry is replaced
    const again = (await pages.get('/product/manuka', load)) as typeof first & Copies;
    expect(again).not.toBe(first);
    await dense;
    await brotliOf(again);
    expect(again.pageCopies?.br).toBeDefined();
    expect(again.pageCopies?.fastBr).toBeUndefined();
    expect(brotliDecompressSync(again.pageCopies?.br as Uint8Array).toString('utf8')).toBe(PAGE);
    expect(again.pageCopies?.br?.byteLength).toBeLessThan(fastBrotliOf(first).byteLength);
  });

  it('the re-rendered entry records the gzip copy made for the old one', async () => {
    const { pages, load, advance } = pageCache();
    const first = await pages.get('/shop', load);
    if (!first) throw new Error('the page was not kept');
    const gzip = gzipPageOf(first);
    advance(20);
    await pages.refresh('/shop', load);
    const again = (await pages.get('/shop', load)) as typeof first & Copies;
    expect(again).not.toBe(first);
    await gzip;
    await gzipPageOf(again);
    expect(again.pageCopies?.gzip).toBeDefined();
    expect(gunzipSync(again.pageCopies?.gzip as Uint8Array).toString('utf8')).toBe(PAGE);
  });
});

/** A page as varied as a product page (brotli 11 of it takes tens of milliseconds, so the
 * re-render lands while the dense copy is being made). */
const PRODUCT_PAGE = `<!doctype html><main>${Array.from(
  { length: 3000 },
  (_, i) =>
    `<li data-i="${i}"><a href="/product/p-${(i * 7919) % 10007}">Item ${(i * 104729) % 99991} at £${((i * 31) % 997) / 10}</a></li>`,
).join('')}</main>`;

/** The page cache as pages/spa.ts uses it: peek, get, sendPage, on a clock the test moves. */
function pageServer(body: string) {
  let now = 0;
  let renders = 0;
  const parent = new CatalogueCache({ now: () => now, maxAgeMs: 60_000 });
  parent.setActive(true);
  const pages = parent.createDependent();
  const load = async (): Promise<Loaded> => {
    renders++;
    return { body, keep: true, tags: [] };
  };
  const app = new Hono().get('*', async (c) => {
    const found = pages.peek(c.req.path);
    const cached = await pages.get(c.req.path, load);
    if (!cached) throw new Error('nothing rendered');
    return sendPage(c, cached, found === 'fresh' ? 'HIT' : found === 'stale' ? 'STALE' : 'MISS');
  });
  const send = async (path: string) => {
    const res = await app.request(path, { headers: { 'Accept-Encoding': 'br' } });
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(brotliDecompressSync(bytes).toString('utf8')).toBe(body);
    return { cache: res.headers.get('x-cache'), size: bytes.byteLength };
  };
  return {
    pages,
    send,
    load,
    advance: (ms: number) => (now += ms),
    renders: () => renders,
  };
}

describe('the bytes sent for a page re-rendered while its dense copy is being made', () => {
  it('are the dense copy from the first request after the copy is made, for the new entry too', async () => {
    const server = pageServer(PRODUCT_PAGE);
    const path = '/product/black-seed-oil';
    const fast = brotliCompressSync(PRODUCT_PAGE, {
      params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_FAST_BROTLI_QUALITY },
    }).byteLength;
    expect(await server.send(path)).toEqual({ cache: 'MISS', size: fast });
    // Read again: the dense copy is queued, the fast one sent meanwhile.
    expect(await server.send(path)).toEqual({ cache: 'HIT', size: fast });
    const old = await server.pages.get(path, server.load);
    // The 60 s revalidation: sent once more while it renders again, with the same body.
    server.advance(61_000);
    expect(await server.send(path)).toEqual({ cache: 'STALE', size: fast });
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(server.renders()).toBe(2);
    const renewed = await server.pages.get(path, server.load);
    expect(renewed).not.toBe(old);
    // The copy is still being made: the new entry inherited a pending job.
    expect(await server.send(path)).toEqual({ cache: 'HIT', size: fast });
    if (!old) throw new Error('no entry');
    const dense = await brotliOf(old);
    expect(dense.byteLength).toBeLessThan(fast * 0.9);
    // Every request from now on is sent the dense copy, the first one included.
    for (let i = 0; i < 3; i++) {
      expect(await server.send(path)).toEqual({ cache: 'HIT', size: dense.byteLength });
    }
    // And after the next revalidation (the entry renewed again, the copy made long ago).
    server.advance(61_000);
    expect(await server.send(path)).toEqual({ cache: 'STALE', size: dense.byteLength });
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(server.renders()).toBe(3);
    expect(await server.send(path)).toEqual({ cache: 'HIT', size: dense.byteLength });
  });
});

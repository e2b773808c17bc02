import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CatalogueCache, type Loaded } from './catalogue-cache';
import { brotliOf, fastBrotliOf, gzipPageOf } from './page-cache';

type Copies = { brReady?: Uint8Array; gzipReady?: Uint8Array; fastBrReady?: Uint8Array };

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
    expect(again.brReady).toBeDefined();
    expect(again.fastBrReady).toBeUndefined();
    expect(brotliDecompressSync(again.brReady as Uint8Array).toString('utf8')).toBe(PAGE);
    expect(again.brReady?.byteLength).toBeLessThan(fastBrotliOf(first).byteLength);
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
    expect(again.gzipReady).toBeDefined();
    expect(gunzipSync(again.gzipReady as Uint8Array).toString('utf8')).toBe(PAGE);
  });
});

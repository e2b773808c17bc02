// npm run bench:fast-brotli — the size and cost of each brotli quality for the copy a cache miss
// waits for (PAGE_FAST_BROTLI_QUALITY in src/server/cache/page-cache.ts): the shop's storefront
// pages as the app renders them (embedded PGlite, seeded catalogue: home, the shop, the blog,
// contact and every product page), each compressed at qualities 0–5 with the page cache's
// parameters, timed one page at a time (median of --repeat). These are warm timings, a floor: in
// the server, right after a render, the same compression costs more (cold caches, fresh memory),
// so the choice is checked there with `npm run bench:render-cost -- --profile` (decision 103's
// 2026-12-05 addendum). Prints, per quality, the mean and worst time over the pages and the mean
// size. Options: --repeat=41 --port=3994.
import { brotliCompressSync, constants } from 'node:zlib';
import { parseArgs, startApp } from './lib.mjs';

const opts = parseArgs(process.argv.slice(2), { repeat: 41, port: 3994 });
const app = await startApp({ port: Number(opts.port) });
const pages = [];
try {
  const listing = await (await fetch(`${app.base}/api/store/products`)).json();
  const handles = (listing.products ?? listing).map((product) => product.handle);
  const paths = ['/', '/shop', '/blog', '/contact', ...handles.map((h) => `/product/${h}`)];
  for (const path of paths) {
    const response = await fetch(`${app.base}${path}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    pages.push({ path, bytes: Buffer.from(await response.arrayBuffer()) });
  }
} finally {
  await app.stop();
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`${pages.length} pages, ${Number(opts.repeat)} timings each (median per page)`);
for (const quality of [0, 1, 2, 3, 4, 5]) {
  let totalMs = 0;
  let totalBytes = 0;
  let worst = { ms: 0, path: '' };
  for (const { path, bytes } of pages) {
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    };
    const times = [];
    let size = 0;
    for (let i = 0; i < Number(opts.repeat); i += 1) {
      const t0 = performance.now();
      size = brotliCompressSync(bytes, { params }).byteLength;
      times.push(performance.now() - t0);
    }
    const ms = median(times);
    totalMs += ms;
    totalBytes += size;
    if (ms > worst.ms) worst = { ms, path };
  }
  console.log(
    `quality ${quality}: mean ${(totalMs / pages.length).toFixed(3)} ms, worst ${worst.ms.toFixed(3)} ms (${worst.path}), mean ${Math.round(totalBytes / pages.length)} B`,
  );
}

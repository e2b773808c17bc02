// node bench/render-tree.mjs — what one server render of a page costs, in process: the server
// build (dist/ssr/entry-server.js, `npx vite build` first) renders the same URL with the same
// embedded data N times, without HTTP, the page cache, compression or the catalogue reads, so the
// figure is steadier than bench/render-cost.mjs's on a loaded machine (it is the render alone).
// The page's data is read once from the app (started on --port with the embedded database) and
// kept in bench/tmp/render-data-<page>.json; --refresh reads it again.
// Prints: CPU per render (process.cpuUsage, so GC threads count; median of --batches batches of
// --renders renders each), vnodes created per render (Preact's options.vnode hook, through the
// build's `preactOptions` export), and the HTML's size split: markup (of which inline SVG) and
// embedded JSON.
// --cold forgets the markup the server render reuses (src/web/ssr/markup-cache.tsx) before every
// render: the first render of a page after a deploy.
// Options: --page=product|home|shop|article --renders=200 --batches=5 --port=3130 --refresh --cold
// --ssr=<dist/ssr of another build> --write=<file> (the rendered #root markup, to compare builds)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, ROOT, spread, startApp } from './lib.mjs';

const opts = parseArgs(process.argv.slice(2), {
  page: 'product',
  renders: 200,
  batches: 5,
  port: 3130,
});
const PAGES = {
  product: '/product/black-seed-oil',
  shop: '/shop?collection=black-seed',
  home: '/',
  article: '/blog/black-seed-oil-ancient-remedy',
};
const path = PAGES[opts.page];
if (!path) throw new Error(`unknown --page=${opts.page}`);

const renderOnlyFile = join(ROOT, `bench/tmp/render-data-${opts.page}.render-only.json`);

/**
 * The queries the server render reads but the HTML does not embed (a product page's copy,
 * description HTML and related products: docs/decisions/134-first-paint-in-one-window.md), read
 * from the API as the browser's productExtrasQuery does, so the render here is the whole page.
 */
async function readRenderOnly(base) {
  const handle = /^\/product\/([^/?]+)/.exec(path)?.[1];
  if (!handle) return [];
  const res = await fetch(`${base}/api/store/products/${handle}`);
  const { product } = await res.json();
  const { bodyHtml, content, related } = product;
  return [{ key: ['store', 'product-extras', handle], data: { bodyHtml, content, related } }];
}

/** The page as the app serves it (full HTML), read once and kept in bench/tmp/. */
async function readServedPage() {
  const file = join(ROOT, `bench/tmp/render-data-${opts.page}.html`);
  if (existsSync(file) && opts.refresh !== true) return readFileSync(file, 'utf8');
  const app = await startApp({ port: opts.port });
  try {
    const res = await fetch(`${app.base}${path}`);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    const html = await res.text();
    mkdirSync(join(ROOT, 'bench/tmp'), { recursive: true });
    writeFileSync(file, html);
    writeFileSync(renderOnlyFile, JSON.stringify(await readRenderOnly(app.base)));
    return html;
  } finally {
    await app.stop();
  }
}

const KB = (n) => `${(n / 1024).toFixed(1)} KB`;
const bytes = (s) => Buffer.byteLength(s, 'utf8');

function sizeSplit(html) {
  const json = /<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/.exec(html);
  const root =
    /<div id="root">([\s\S]*)<\/div>\s*(?:<script type="application\/json"|<\/body>)/.exec(html);
  const markup = root?.[1] ?? '';
  const svgs = markup.match(/<svg[\s\S]*?<\/svg>/g) ?? [];
  const svg = svgs.reduce((n, s) => n + bytes(s), 0);
  return {
    total: bytes(html),
    markup: bytes(markup),
    svg,
    svgCount: svgs.length,
    json: bytes(json?.[1] ?? ''),
    elements: (markup.match(/<[a-zA-Z]/g) ?? []).length,
  };
}

const served = await readServedPage();
const dataText = /<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/.exec(
  served,
)?.[1];
if (!dataText) throw new Error('the served page embeds no data');
const data = JSON.parse(dataText);
if (existsSync(renderOnlyFile))
  data.queries.push(...JSON.parse(readFileSync(renderOnlyFile, 'utf8')));

// --ssr=<dir>: another build's dist/ssr (e.g. the commit before a change, built elsewhere).
const ssrDir = typeof opts.ssr === 'string' ? opts.ssr : join(ROOT, 'dist/ssr');
const entry = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
const url = `http://localhost${path}`;

const cold = opts.cold === true;
const renderOnce = () => {
  if (cold) entry.clearServerMarkupCache?.();
  return entry.render(url, data);
};

let vnodes = 0;
const { preactOptions } = entry;
if (preactOptions) {
  const previous = preactOptions.vnode;
  preactOptions.vnode = (vnode) => {
    vnodes += 1;
    previous?.(vnode);
  };
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

// Warm-up: modules, JIT, lazy route chunks.
let last = null;
for (let i = 0; i < 50; i += 1) last = await renderOnce();
if (!last) throw new Error('the render answered null');
vnodes = 0;
await renderOnce();
const vnodesPerRender = vnodes;

const batches = [];
const walls = [];
for (let b = 0; b < opts.batches; b += 1) {
  const before = cpuMs();
  const start = performance.now();
  for (let i = 0; i < opts.renders; i += 1) await renderOnce();
  walls.push((performance.now() - start) / opts.renders);
  batches.push((cpuMs() - before) / opts.renders);
}
if (typeof opts.write === 'string') writeFileSync(opts.write, last.html);
const cpu = spread(batches);
const wall = spread(walls);
// The markup from this build's render; the embedded JSON and the rest of the document from the
// served copy (its data is what was rendered).
const split = sizeSplit(
  served.replace(
    /<div id="root">[\s\S]*<\/div>(\s*(?:<script type="application\/json"|<\/body>))/,
    (_, tail) => `<div id="root">${last.html}</div>${tail}`,
  ),
);
console.log(
  `render-tree ${opts.page} (${path})${cold ? ', cold (nothing reused)' : ''}, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
console.log(
  `  CPU per render: ${cpu.median.toFixed(2)} ms (${cpu.min.toFixed(2)}–${cpu.max.toFixed(2)}), wall ${wall.median.toFixed(2)} ms; ${opts.batches} × ${opts.renders} renders`,
);
console.log(
  `  vnodes per render: ${preactOptions ? vnodesPerRender : 'unknown (no preactOptions export)'}`,
);
console.log(
  `  HTML ${KB(split.total)}: #root markup ${KB(split.markup)} (${split.elements} elements; inline SVG ${KB(split.svg)} in ${split.svgCount} <svg>), embedded JSON ${KB(split.json)}, rest ${KB(split.total - split.markup - split.json)}`,
);

// Dev-time generator of each catalogue product's share card, public/share/products/<handle>.png
// (1200×630 PNG: social sites do not show SVG). The card is the product's own hero illustration
// (the SVG the shop serves at /media/products/<handle>/1.svg) beside its title on its buy-box
// theme. Rasterised with the machine's Chromium, as scripts/generate-brand-images.mjs does for
// og-image.png; the server only serves the committed files. Re-run after adding a catalogue product
// or changing a title: `npx tsx scripts/generate-product-share-images.mts`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { selectThemeForHandle } from '../src/core/content/themes.ts';
import { SEED_PRODUCTS } from '../src/server/seed/catalogue-data.ts';
import {
  PRODUCT_SHARE_IMAGE_SIZE,
  productShareImageFile,
} from '../src/server/seo/product-share-image.ts';
import { renderProductSvg } from './art/product-art.ts';
import { findChromium } from './find-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const { width, height } = PRODUCT_SHARE_IMAGE_SIZE;

const fraunces = readFileSync(
  join(root, 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2'),
).toString('base64');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function renderCard(handle: string, title: string): string {
  const theme = selectThemeForHandle(handle);
  const art = renderProductSvg({ handle, title, index: 1 }).replace(
    '<svg ',
    `<svg width="${height}" height="${height}" `,
  );
  return `<!doctype html><html><head><style>
@font-face{font-family:Fraunces;src:url(data:font/woff2;base64,${fraunces}) format('woff2');font-weight:100 900}
html,body{margin:0;width:${width}px;height:${height}px;overflow:hidden}
body{display:flex;background:${theme.light};font-family:Fraunces,Georgia,serif}
.art{width:${height}px;height:${height}px;flex:none}
.text{flex:1;display:flex;flex-direction:column;justify-content:center;padding:0 56px 0 48px;color:${theme.primary}}
h1{font-size:58px;line-height:1.08;font-weight:600;margin:0;letter-spacing:-.5px}
.rule{height:5px;width:110px;background:${theme.accent};border-radius:3px;margin:30px 0 24px}
p{font-size:30px;margin:0;font-weight:420;color:#2b2b2b}
</style></head><body><div class="art">${art}</div><div class="text"><h1>${escapeHtml(title)}</h1><div class="rule"></div><p>Habba &amp; Honey</p></div></body></html>`;
}

const browser = await chromium.launch({
  executablePath: findChromium() ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width, height } });
  mkdirSync(join(root, 'public', 'share', 'products'), { recursive: true });
  for (const product of SEED_PRODUCTS) {
    await page.setContent(renderCard(product.handle, product.title));
    await page.evaluate(() => document.fonts.ready);
    const file = join(root, 'public', productShareImageFile(product.handle));
    writeFileSync(file, await page.screenshot({ type: 'png' }));
  }
} finally {
  await browser.close();
}

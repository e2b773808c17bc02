// Dev-time generator of the committed brand images in public/: the social
// share card og-image.png (1200×630, PNG: social sites do not show SVG), favicon.ico (a 32×32 PNG
// in an ICO container), favicon.svg and apple-touch-icon.png (180×180). It renders with the
// machine's Chromium through playwright-core; the app only serves the files it wrote, so nothing
// here runs in production. Run: `./node_modules/.bin/node scripts/generate-brand-images.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from './find-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = (name) => join(root, 'public', name);

const GREEN = '#1f4d3a';
const HONEY = '#c8962e';
const CREAM = '#fbf7f0';

/** The mark of index.html's inline icon: a honey drop on a green tile. */
const MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${GREEN}"/><path d="M32 12c8 11 14 18.5 14 26a14 14 0 0 1-28 0c0-7.5 6-15 14-26Z" fill="${HONEY}"/><path d="M27 40a6 6 0 0 0 5 5" stroke="${CREAM}" stroke-width="3" stroke-linecap="round" fill="none"/></svg>`;

const fraunces = readFileSync(
  join(root, 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2'),
).toString('base64');

const CARD = `<!doctype html><html><head><style>
@font-face{font-family:Fraunces;src:url(data:font/woff2;base64,${fraunces}) format('woff2');font-weight:100 900}
html,body{margin:0;width:1200px;height:630px;overflow:hidden}
body{background:${GREEN};color:${CREAM};font-family:Fraunces,Georgia,serif;display:flex;align-items:center;justify-content:center;position:relative}
.glow{position:absolute;right:-160px;top:-160px;width:620px;height:620px;border-radius:50%;background:radial-gradient(circle,rgba(200,150,46,.35),rgba(200,150,46,0) 70%)}
.wrap{display:flex;align-items:center;gap:56px;position:relative}
.mark{width:200px;height:200px}
h1{font-size:96px;font-weight:560;margin:0;letter-spacing:-1px}
p{font-size:38px;margin:18px 0 0;color:#e8d9b8;font-weight:380}
.rule{height:4px;width:120px;background:${HONEY};border-radius:2px;margin-top:28px}
</style></head><body><div class="glow"></div><div class="wrap"><div class="mark">${MARK}</div><div><h1>Habba &amp; Honey</h1><p>Black seed, raw honey &amp; natural wellness</p><div class="rule"></div></div></div></body></html>`;

/** An ICO file holding one PNG image (supported by every current browser). */
function pngToIco(png, size) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size >= 256 ? 0 : size, 0);
  entry.writeUInt8(size >= 256 ? 0 : size, 1);
  entry.writeUInt8(0, 2);
  entry.writeUInt8(0, 3);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(6 + 16, 12);
  return Buffer.concat([header, entry, png]);
}

const browser = await chromium.launch({
  executablePath: findChromium() ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(CARD);
  await page.evaluate(() => document.fonts.ready);
  writeFileSync(out('og-image.png'), await page.screenshot({ type: 'png' }));

  const icon = async (size) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${MARK.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    return page.screenshot({ type: 'png', omitBackground: true });
  };
  writeFileSync(out('favicon.ico'), pngToIco(await icon(32), 32));
  writeFileSync(out('apple-touch-icon.png'), await icon(180));
  writeFileSync(out('favicon.svg'), `${MARK}\n`);
} finally {
  await browser.close();
}

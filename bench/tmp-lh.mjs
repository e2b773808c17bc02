import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
import { startApp } from './lib.mjs';
const path = process.argv[2] ?? '/product/black-seed-oil';
const app = await startApp({ port: 3990, core: 0 });
for (let i = 0; i < 2; i++) await (await fetch(`${app.base}${path}`)).text();
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
let r;
try { r = await lighthouse(`${app.base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }); } catch (e) { console.error(e); await app.stop(); process.exit(1); }
writeFileSync('/tmp/lh/last.json', JSON.stringify(r.lhr));
const a = r.lhr.audits;
console.log('perf', r.lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].numericValue, 'LCP', a['largest-contentful-paint'].numericValue, 'TBT', a['total-blocking-time'].numericValue, 'SI', a['speed-index'].numericValue);
await chrome.kill(); await app.stop(); process.exit(0);

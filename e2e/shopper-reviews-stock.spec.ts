import { createRequire } from 'node:module';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { signInAsDemoAdmin } from './auth-helpers';
import { signUpAndBuyOneBottle } from './checkout-helpers';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from './env.mjs';

// A verified buyer reviews a product and it shows after approval
// (count and average to the digit); an out-of-stock product cannot be added and its notify form
// stores the request, which the outbox sends once Shopify's stock returns.

const SHOTS = `test-results/e2e-${E2E_PORT}/screens`;
const AXE_SOURCE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const origin = { origin: E2E_BASE_URL };

/**
 * The section fits the viewport: nothing of it needs a sideways scroll. (The whole page is not
 * checked here: at 375 px the header's icons overflow by 26 px on main since the search button
 * arrived, which is not this change's to fix; reported.)
 */
async function expectWithin(section: Locator, width: number) {
  const box = await section.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  const inner = await section.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(inner).toBe(0);
}

/** axe-core's violations (any impact) inside `selector` (the page needs CSP bypassed). */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ path: AXE_SOURCE_PATH });
  }
  return page.evaluate(async (within) => {
    const { axe } = window as unknown as {
      axe: {
        run: (context: Element, options: object) => Promise<{ violations: { id: string }[] }>;
      };
    };
    const root = document.querySelector(within);
    if (!root) return [`nothing matches ${within}`];
    const result = await axe.run(root, { resultTypes: ['violations'] });
    return result.violations.map((v) => v.id);
  }, selector);
}

/** A browser context signed in as the demo admin at aal2 (TOTP); CSP bypassed for axe. */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, bypassCSP: true });
  const page = await context.newPage();
  await signInAsDemoAdmin(page, { origin: E2E_BASE_URL, dataDir: E2E_DATA_DIR });
  return page;
}

/** Buys one bottle of black seed oil 100 ml (£14.99) and marks the order delivered. */
async function buyAndReceive(page: Page): Promise<string> {
  const { email, order } = await signUpAndBuyOneBottle(page);
  expect(order.totalPence).toBe(1499);
  // Staff cannot mark an order delivered yet (order status management is another change): the
  // journey server's test route does what they will.
  const delivered = await page.request.post(`/api/test/orders/${order.orderNumber}/status`, {
    data: { status: 'delivered' },
    headers: origin,
  });
  expect(delivered.status()).toBe(200);
  return email;
}

async function writeReview(page: Page, stars: number, title: string, body: string) {
  await page.goto('/product/black-seed-oil');
  const form = page.getByRole('form', { name: 'Write a review' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await form.getByRole('radio', { name: `${stars} stars` }).check();
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Your review').fill(body);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(
    page.getByText('Thank you. Your review will appear once our team has checked it.'),
  ).toBeVisible();
}

test('a verified buyer reviews a product and it shows after approval, count and average exact', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.goto('/product/black-seed-oil');
  await expect(page.getByTestId('product-review-count')).toHaveText('No reviews yet');
  // Signed in without a delivered order: no form.
  const first = await buyAndReceive(page);
  await writeReview(page, 5, 'Fresh and peppery', 'A teaspoon every morning, lovely and fresh.');

  const second = await browser.newContext({ baseURL: E2E_BASE_URL });
  const secondPage = await second.newPage();
  const secondEmail = await buyAndReceive(secondPage);
  await writeReview(
    secondPage,
    4,
    'Good oil',
    'Strong taste, arrived the next day. Will buy again.',
  );

  // Pending reviews do not count.
  await page.goto('/product/black-seed-oil');
  await expect(page.getByTestId('product-review-count')).toHaveText('No reviews yet');

  const admin = await adminPage(browser);
  await admin.goto('/admin?tab=reviews');
  for (const email of [first, secondEmail]) {
    const card = admin.getByTestId('admin-review').filter({ hasText: email });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card).toBeHidden(); // leaves the pending list
  }

  const visitor = await browser.newContext({ baseURL: E2E_BASE_URL });
  const shopper = await visitor.newPage();
  for (const width of [375, 1280]) {
    await shopper.setViewportSize({ width, height: 900 });
    await shopper.goto('/product/black-seed-oil');
    await expect(shopper.getByTestId('product-review-count')).toHaveText('2 reviews');
    await expect(shopper.getByTestId('review-summary')).toHaveText('4.5 out of 5 from 2 reviews');
    const reviews = shopper.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
    await expect(reviews).toHaveCount(2);
    await expect(reviews.filter({ hasText: 'Fresh and peppery' })).toContainText('Amira K.');
    await shopper.getByTestId('review-summary').scrollIntoViewIfNeeded();
    await shopper.screenshot({ path: `${SHOTS}/reviews-${width}.png` });
    await expectWithin(shopper.locator('#reviews'), width);
  }
  // The server's HTML carries aggregateRating from these two reviews only.
  const html = await (await shopper.request.get('/product/black-seed-oil')).text();
  expect(html).toContain(
    '"aggregateRating":{"@type":"AggregateRating","ratingValue":"4.5","reviewCount":2,"bestRating":"5","worstRating":"1"}',
  );
  await second.close();
  await visitor.close();
  await admin.context().close();
});

test('an out-of-stock product cannot be added; its notify form stores the request, sent on restock', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const handle = 'manuka-honey-mgo-263';
  const product = (await (await page.request.get(`/api/store/products/${handle}`)).json()) as {
    product: { title: string; variants: { id: string; shopifyGid: string | null }[] };
  };
  const variants = product.product.variants.filter((v) => v.shopifyGid);
  expect(variants.length).toBeGreaterThan(0);
  const setStock = async (quantity: number) => {
    for (const v of variants) {
      const res = await page.request.post('/sandbox/shopify/test/inventory', {
        data: { variantGid: v.shopifyGid, quantity },
        headers: origin,
      });
      expect(res.status()).toBe(200);
    }
  };
  const admin = await adminPage(browser);
  const sync = async () => {
    const res = await admin.request.post('/api/admin/inventory/sync', { headers: origin });
    expect(res.status()).toBe(200);
    return (await res.json()) as { changed: number; notified: number };
  };

  const stockOfVariants = async () =>
    (
      (await (await page.request.get(`/api/store/products/${handle}`)).json()) as {
        product: { variants: { stock: string; shopifyGid: string | null }[] };
      }
    ).product.variants
      .filter((v) => v.shopifyGid)
      .map((v) => v.stock);

  // Shopify's inventory_levels/update webhooks bring the change in, with no sync by hand; a
  // staff sync afterwards finds nothing to change.
  await setStock(0);
  await expect.poll(stockOfVariants).toEqual(variants.map(() => 'out_of_stock'));
  expect(await sync()).toEqual({ changed: 0, notified: 0 });

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/product/${handle}`);
    const buyBox = page.locator('#buy-box');
    await expect(buyBox.getByTestId('stock-status').first()).toHaveText('Out of stock');
    await expect(buyBox.getByRole('button', { name: 'Out of stock' }).first()).toBeDisabled();
    await page.screenshot({ path: `${SHOTS}/out-of-stock-${width}.png` });
    await expectWithin(buyBox, width);
  }
  // The server refuses it too, with the reason.
  const priced = await page.request.post('/api/cart/price', {
    data: {
      lines: [{ kind: 'one-time', variantId: variants[0]?.id, packSize: 1, quantity: 1 }],
    },
    headers: origin,
  });
  expect(priced.status()).toBe(200);
  expect(((await priced.json()) as { problems: unknown[] }).problems).toEqual([
    {
      index: 0,
      code: 'out_of_stock',
      message: `${product.product.title} is out of stock. Remove it from your cart to continue.`,
    },
  ]);

  const email = `waiting-${Date.now()}@example.co.uk`;
  const form = page.getByRole('form', { name: 'Email me when it is back' });
  await form.getByLabel('Your email').fill('not-an-email');
  await form.getByRole('button', { name: 'Email me when it is back' }).click();
  await expect(form.getByText('Enter a valid email address')).toBeVisible();
  await form.getByLabel('Your email').fill(email);
  await form.getByRole('button', { name: 'Email me when it is back' }).click();
  await expect(
    page.getByText('Thank you. We will email you when it is back in stock.'),
  ).toBeVisible();

  // Cards say so too.
  await page.goto('/shop?collection=raw-honey');
  const card = page.getByRole('article').filter({ hasText: product.product.title }).first();
  await expect(card.getByTestId('stock-status')).toHaveText('Out of stock');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/shop-card-out-of-stock-1280.png` });

  // Nothing is sent while it is out; the stored request is sent once Shopify has stock again.
  const outbox = async () =>
    (
      (await (
        await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
      ).json()) as {
        messages: { subject: string; text: string }[];
      }
    ).messages;
  expect(await outbox()).toEqual([]);
  await setStock(20);
  await expect.poll(async () => (await outbox()).length).toBe(1);
  expect(await sync()).toEqual({ changed: 0, notified: 0 });
  const mail = await outbox();
  expect(mail.map((m) => m.subject)).toEqual([
    expect.stringMatching(
      new RegExp(
        `^${product.product.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.* is back in stock$`,
      ),
    ),
  ]);
  expect(mail[0]?.text).toContain(`/product/${handle}`);
  await page.goto(`/product/${handle}`);
  await expect(page.locator('#buy-box').getByTestId('stock-status').first()).toHaveText('In stock');
  await expect(
    page.locator('#buy-box').getByRole('button', { name: 'Add to Cart' }).first(),
  ).toBeEnabled();

  // Staff see when stock was last synced and how it ended, and can sync now.
  for (const width of [375, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.goto('/admin?tab=stock');
    const panel = admin.getByRole('tabpanel', { name: 'Stock' });
    const last = panel.getByTestId('inventory-last-sync');
    await expect(last).toContainText('(by staff)');
    await expect(last).toContainText('Succeeded');
    await expect(last).toContainText('0 variants changed, 0 back-in-stock emails sent.');
    await expect(panel).toContainText(
      'The scheduled sync is off: stock changes only by webhook or Sync now.',
    );
    await expectWithin(panel, width);
    expect(await axeViolations(admin, '[role="tabpanel"]')).toEqual([]);
    await admin.screenshot({ path: `${SHOTS}/admin-stock-${width}.png`, fullPage: true });
  }
  await admin.getByRole('button', { name: 'Sync now' }).click();
  await expect(admin.getByText('Stock synced: 0 variants changed, 0 emails sent')).toBeVisible();
  await admin.context().close();
});

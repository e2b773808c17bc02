import { expect, test } from '@playwright/test';
import { drawerOf, payOnSandboxCheckout } from './checkout-helpers';
import { E2E_BASE_URL } from './env.mjs';

// What the shop says is true: a stock of 3 caps the drawer at 3 with the product and what is
// left; the product page starts on the one-time purchase; and a paid cart is empty on the next
// visit however the shopper comes back (not only through the thank-you page's link).

const SHOTS = 'test-results/what-the-shop-says';
const origin = { origin: E2E_BASE_URL };
const LEFT_3 = 'Only 3 jars of Black Seed Honey are left. Lower the quantity to continue.';

test('a stock of 3 caps the drawer at 3 jars, with the product and what is left', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const product = (await (
    await page.request.get('/api/store/products/black-seed-honey')
  ).json()) as {
    product: { variants: { shopifyGid: string }[] };
  };
  const gid = product.product.variants[0]?.shopifyGid ?? '';
  const res = await page.request.post('/sandbox/shopify/test/inventory', {
    data: { variantGid: gid, quantity: 3 },
    headers: origin,
  });
  expect(res.status()).toBe(200);
  await expect
    .poll(async () => {
      const body = (await (
        await page.request.get('/api/store/products/black-seed-honey')
      ).json()) as {
        product: { variants: { available: number | null }[] };
      };
      return body.product.variants[0]?.available;
    })
    .toBe(3);

  await page.goto('/product/black-seed-honey');
  await expect(page.getByRole('heading', { level: 1, name: 'Black Seed Honey' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^One-time purchase/ })).toBeChecked();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
  const drawer = drawerOf(page);
  await expect(drawer).toBeVisible({ timeout: 30_000 });
  const line = drawer.getByTestId('cart-line');
  // One jar, bought once: never a pre-selected subscription (a lone jar needs no badge).
  await expect(line).toHaveAccessibleName('Black Seed Honey, 250g, 1 jar');
  await expect(line.getByTestId('cart-line-label')).toHaveCount(0);
  const quantity = drawer.getByRole('textbox', { name: /^Quantity of Black Seed Honey/ });
  await quantity.fill('5');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('3');
  await expect(drawer.getByRole('alert').filter({ hasText: LEFT_3 })).toBeVisible();
  await drawer.getByRole('button', { name: /^Increase quantity of Black Seed Honey/ }).click();
  await expect(quantity).toHaveValue('3');
  await expect(drawer.getByTestId('cart-total')).toHaveAttribute('data-priced-by', 'server');
  await expect(drawer.getByTestId('cart-total')).toHaveText('£50.97');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/drawer-stock-cap-${width}.png` });
  }
});

test('a paid cart is empty on a fresh visit, without the thank-you page link', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/product/black-seed-oil');
  await expect(page.getByRole('radio', { name: /^One-time purchase/ })).toBeChecked();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
  const drawer = drawerOf(page);
  await expect(drawer.getByTestId('cart-total')).toHaveAttribute('data-priced-by', 'server', {
    timeout: 30_000,
  });
  await expect(drawer.getByTestId('cart-total')).toHaveText('£14.99');
  await drawer.getByRole('button', { name: 'Checkout with Shopify' }).click();
  await expect(page).toHaveURL(/\/sandbox\/shopify\/checkout\//, { timeout: 30_000 });
  await payOnSandboxCheckout(page, `fresh-visit-${Date.now()}@example.co.uk`);

  // The shopper types the shop's address in a new tab: the paid line is gone.
  // The server's markup says 0 items before the app runs: wait for the app, then for the stored
  // cart it empties.
  const fresh = await context.newPage();
  await fresh.goto('/shop');
  await fresh.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  await expect
    .poll(
      async () =>
        JSON.parse(await fresh.evaluate(() => localStorage.getItem('shopify-cart') ?? '{}')).lines,
      { message: 'the stored cart lines', timeout: 30_000 },
    )
    .toEqual([]);
  await expect(fresh.getByRole('button', { name: 'Open cart, 0 items' }).first()).toBeVisible();
});

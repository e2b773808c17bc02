import { expect, test } from '@playwright/test';
import { signUpThroughApi } from './auth-helpers';

// The shopper's whole path (docs/spec/storefront.md §2 Cart drawer, §4 Cart, §7 Checkout): a subscription
// from a shop card, a 2-bottle pack from the product page, the drawer, the hosted (sandbox)
// checkout, payment, and the order in the shopper's account.

test('a shopper subscribes, adds a pack, checks out on the sandbox and finds the order', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/shop?collection=black-seed');
  const email = await signUpThroughApi(page, { verify: true });

  // Shop card: Subscribe & Save, every 60 days (confirming the email left the shop page).
  await page.goto('/shop?collection=black-seed');
  const card = page.getByRole('article').filter({ hasText: 'Organic Black Seed Oil' }).first();
  await card.getByText('Subscribe & Save 10%').click();
  await card.getByText('60 days').click();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(
    page.getByText(
      'Added to your cart: Organic Black Seed Oil, 2 bottles every 60 days – a 2-month supply, 10% off',
    ),
  ).toBeVisible();

  // Product page: one-time, 2 bottles.
  await page.goto('/product/black-seed-oil');
  await page.getByRole('radio', { name: /One-time: 2 bottles/ }).check();
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  // The drawer (opened by the add) shows both lines and the server's total: £26.98 + £26.98.
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
  await expect(drawer.getByText('Subscribe: 2 bottles every 60 days, 10% off')).toBeVisible();
  await expect(drawer.getByText('2 bottles, 10% off', { exact: true })).toBeVisible();
  await expect(drawer.getByTestId('cart-total')).toHaveAttribute('data-priced-by', 'server');
  await expect(drawer.getByTestId('cart-total')).toHaveText('£53.96');
  await expect(drawer.getByText('Free UK delivery · prices include VAT')).toBeVisible();

  await drawer.getByRole('button', { name: 'Checkout with Shopify' }).click();
  // The server creates the cart and hands over Shopify's checkoutUrl as it is.
  await expect(page).toHaveURL(/\/sandbox\/shopify\/checkout\/[0-9a-f]+\?key=[0-9a-f]+$/);
  await expect(page.getByText('Sandbox checkout — no real payment')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Amira');
  await page.getByLabel('Last name').fill('Khan');
  await page.getByLabel('Address', { exact: true }).fill('12 High Street');
  await page.getByLabel('Town or city').fill('Leicester');
  await page.getByLabel('Postcode').fill('LE1 1AA');
  await page.getByLabel('Name on card').fill('Amira Khan');
  await page.getByRole('button', { name: 'Pay now' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const orderNumber = (await page.locator('.order-number strong').textContent())?.replace('#', '');
  expect(orderNumber).toMatch(/^\d+$/);

  // The webhook stored the order, both items and one subscription, linked to this account.
  type StoredOrder = { orderNumber: string; items: unknown[] };
  let order: StoredOrder | undefined;
  await expect
    .poll(async () => {
      const orders = (await (await page.request.get('/api/account/orders')).json()) as {
        orders: StoredOrder[];
      };
      order = orders.orders.find((o) => o.orderNumber === orderNumber);
      return order?.items.length ?? 0;
    })
    .toBe(2);
  const subscriptions = await (await page.request.get('/api/account/subscriptions')).json();
  expect(subscriptions.subscriptions).toHaveLength(1);
  expect(subscriptions.subscriptions[0]).toMatchObject({ status: 'active', frequencyDays: 60 });

  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
    'href',
    /^http:\/\/localhost:\d+\/\?order=placed$/,
  );

  // Back in the shop the paid cart is gone: no second order by mistake.
  await page.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  const stored = await page.evaluate(() => localStorage.getItem('shopify-cart') ?? '');
  expect(stored).not.toContain('gid://shopify/ProductVariant');
  await page.getByRole('button', { name: 'Open cart, 0 items' }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toContainText(
    'Your cart is empty',
  );
});

import { expect, type Page, test } from '@playwright/test';
import { becomeApprovedTradeBuyer, signInAsDemoAdmin, signUpThroughApi } from './auth-helpers';
import { drawerOf, payOnSandboxCheckout, variantIdOf } from './checkout-helpers';
import { E2E_BASE_URL as BASE_URL, E2E_DATA_DIR as DATA_DIR } from './env.mjs';
import { shootAtBothWidths } from './screenshots';

// What the shop says about money is what it charged: a discounted order's Order History and the
// admin's order show the drawer's line prices, Subtotal, Discount (code) and Total; the product
// editor sets each product's VAT rate; trade prices are shown before VAT with the VAT added.

const shoot = (page: Page, name: string) => shootAtBothWidths(page, 'order-documents', name);

test('a WELCOME10 order: Order History and the admin show £268.43 − £26.84 = £241.59', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const email = await signUpThroughApi(page, { prefix: 'documents', verify: true });
  const lines = [
    {
      kind: 'one-time',
      variantId: await variantIdOf(page, 'manuka-honey-mgo-829'),
      packSize: 1,
      quantity: 1,
    },
    {
      kind: 'subscription',
      variantId: await variantIdOf(page, 'black-seed-oil-capsules', '120 capsules'),
      planId: 'subscribe-3month',
      quantity: 2,
    },
  ];
  const checkout = await page.request.post('/api/checkout', {
    data: { lines, discountCode: 'WELCOME10', expectedTotalPence: 24159 },
    headers: { origin: BASE_URL },
  });
  expect(checkout.status()).toBe(200);
  await page.goto(((await checkout.json()) as { checkoutUrl: string }).checkoutUrl);
  await expect(page.locator('.totals .grand')).toContainText('£241.59');
  const number = await payOnSandboxCheckout(page, email);

  await page.goto('/account?tab=orders');
  const card = page.getByRole('listitem', { name: `Order ${number}` });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('6 bottles (2 packs of 3) · 2 × £89.22')).toBeVisible();
  await expect(card.getByText('£178.44')).toBeVisible();
  await expect(card.getByText('1 jar · 1 × £89.99')).toBeVisible();
  await expect(card.getByRole('definition')).toHaveText(['£268.43', '-£26.84', '£241.59']);
  await expect(card.getByRole('term')).toHaveText(['Subtotal', 'Discount (WELCOME10)', 'Total']);
  await shoot(page, 'order-history');

  const orders = (await (await page.request.get('/api/account/orders')).json()) as {
    orders: { id: string; orderNumber: string }[];
  };
  const orderId = orders.orders.find((o) => o.orderNumber === number)?.id ?? '';

  const staff = await browser.newPage({ baseURL: BASE_URL });
  await signInAsDemoAdmin(staff, { origin: BASE_URL, dataDir: DATA_DIR });
  await staff.goto(`/admin/orders/${orderId}`);
  const totals = staff.locator('dl[aria-label="Order totals"]');
  await expect(totals.getByRole('definition')).toHaveText(['£268.43', '-£26.84', '£241.59']);
  await expect(staff.getByText('2 × £89.22', { exact: false }).first()).toBeVisible();
  await shoot(staff, 'admin-order');

  // The product editor: Manuka is zero-rated food, with the notice cited.
  await staff.goto('/admin?tab=products');
  await staff.getByRole('button', { name: 'Edit Manuka Honey UMF 20+ MGO 829+' }).click();
  const rate = staff.getByLabel('VAT rate');
  await expect(rate).toHaveValue('0');
  await expect(staff.getByText(/HMRC VAT Notice 701\/14/)).toBeVisible();
  await rate.scrollIntoViewIfNeeded();
  await shoot(staff, 'product-editor');
  await staff.close();
});

test('trade prices are shown before VAT, with the VAT added in the drawer', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await becomeApprovedTradeBuyer(page, browser, {
    prefix: 'documents-trade',
    firstName: 'Amira',
    lastName: 'Khan',
  });

  await page.goto('/wholesale-shop');
  const cardOf = (title: string) =>
    page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(
    page.getByText('Trade prices exclude VAT, which is added at each product’s rate.'),
  ).toBeVisible();
  const shilajit = cardOf('Wholesale Shilajit Resin (10 x 30g)');
  await expect(shilajit.getByText('Wholesale (excl. VAT)')).toBeVisible();
  await expect(shilajit.getByText('£238.80 incl. 20% VAT')).toBeVisible();
  await expect(
    cardOf('Wholesale Manuka Honey MGO 263+ (case of 12)').getByText('Zero-rated: no VAT'),
  ).toBeVisible();
  await shoot(page, 'wholesale-shop');

  await shilajit.getByRole('button', { name: /^Add to Cart/ }).click();
  const drawer = drawerOf(page);
  await expect(drawer.getByTestId('cart-total')).toHaveAttribute('data-priced-by', 'server');
  await expect(drawer.getByTestId('cart-line-total')).toHaveText('£199.00 excl. VAT');
  await expect(drawer.getByTestId('cart-vat').getByRole('definition')).toHaveText([
    '£199.00',
    '£39.80',
  ]);
  await expect(drawer.getByTestId('cart-total')).toHaveText('£238.80');
  await shoot(page, 'trade-drawer');
});

import { expect, test } from '@playwright/test';
import {
  closeDrawer,
  drawerOf,
  gbp,
  openDrawer,
  payAndReadOrder,
  signUp,
} from './checkout-helpers';

// A valid discount code lowers the total charged at the sandbox checkout (docs/decisions/
// 039-discount-codes-at-checkout.md). Black seed oil 100 ml £14.99 + 250 ml £27.99 = £42.98; the sandbox store's WELCOME10
// takes 10% off the order: 429.8p rounded half up once = £4.30, so £38.68 is shown and charged.
test('a discount code lowers the drawer total, the sandbox charge and the stored order', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = await signUp(page);
  await page.goto('/product/black-seed-oil');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('radio', { name: /^One-time purchase/ }).check();
  await page.getByRole('radio', { name: /^100ml/ }).check();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await closeDrawer(page, gbp(1499));
  await page.getByRole('radio', { name: /^250ml/ }).check();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await closeDrawer(page, gbp(4298));

  await openDrawer(page);
  const drawer = drawerOf(page);
  const field = drawer.getByRole('textbox', { name: 'Discount code' });
  await field.fill('WELCOM');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(drawer.getByRole('alert')).toHaveText(
    'WELCOM is not a valid discount code for this cart',
  );
  await expect(drawer.getByTestId('cart-total')).toHaveText(gbp(4298));

  await field.fill('welcome10');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(drawer.getByTestId('cart-discount-amount')).toHaveText('−£4.30');
  await expect(drawer.getByTestId('cart-discount')).toContainText('Discount (WELCOME10)');
  await expect(drawer.getByTestId('cart-discount')).toContainText(gbp(4298));

  const order = await payAndReadOrder(page, email, gbp(3868));
  expect(order).toMatchObject({ totalPence: 3868, discountCode: 'WELCOME10', discountPence: 430 });
  // Lines at the drawer's prices (Subtotal), each with its share of the code.
  expect(order.items.reduce((sum, item) => sum + item.totalPence, 0)).toBe(4298);
  expect(order.items.reduce((sum, item) => sum + item.discountPence, 0)).toBe(430);
});

test('the drawer keeps the code across a reload and removes it on request', async ({ page }) => {
  await page.goto('/product/black-seed-oil');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('radio', { name: /^One-time purchase/ }).check();
  await page.getByRole('radio', { name: /^100ml/ }).check();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = drawerOf(page);
  await expect(drawer.getByTestId('cart-total')).toHaveText(gbp(1499), { timeout: 30_000 });
  await drawer.getByRole('textbox', { name: 'Discount code' }).fill('WELCOME10');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  // 1499 × 10% = 149.9p → 150p.
  await expect(drawer.getByTestId('cart-total')).toHaveText(gbp(1349));
  await page.reload();
  await openDrawer(page);
  await expect(drawer.getByTestId('cart-total')).toHaveText(gbp(1349));
  await drawer.getByRole('button', { name: 'Remove discount code WELCOME10' }).click();
  await expect(drawer.getByTestId('cart-total')).toHaveText(gbp(1499));
});

import { expect, type Locator, type Page, test } from '@playwright/test';

// The drawer's count box: a shopper types a count, it is read by the cart's count rules
// (whole numbers, at least 1, cups in 50s) and the line total and Total follow the server's
// prices to the penny; on a phone the "added" toast keeps clear of the drawer.

async function emptyCart(page: Page) {
  await page.evaluate(() => localStorage.removeItem('shopify-cart'));
  await page.reload();
}

async function storedQuantities(page: Page) {
  return page.evaluate(() =>
    (
      JSON.parse(localStorage.getItem('shopify-cart') ?? '{"lines":[]}').lines as {
        quantity: number;
      }[]
    ).map((line) => line.quantity),
  );
}

async function expectTotal(drawer: Locator, total: string) {
  const shown = drawer.getByTestId('cart-total');
  await expect(shown).toHaveAttribute('data-priced-by', 'server');
  await expect(shown).toHaveText(total);
}

test('a typed count sets the line and the Total to the penny; bad text is explained', async ({
  page,
}) => {
  await page.goto('/product/black-seed-oil');
  await emptyCart(page);
  await page.getByRole('radio', { name: /^One-time purchase/ }).check();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  const name = 'Organic Black Seed Oil, 100ml, 1 bottle';
  const quantity = drawer.getByRole('textbox', { name: `Quantity of ${name}` });
  const lineTotal = drawer.getByRole('status', { name: `Line total of ${name}` });
  await expect(quantity).toHaveValue('1');
  await expect(quantity).toHaveAttribute('inputmode', 'numeric');
  await expectTotal(drawer, '£14.99');

  // 4 × £14.99, committed with Enter.
  await quantity.fill('4');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('4');
  await expect(lineTotal).toHaveText('£59.96');
  await expectTotal(drawer, '£59.96');
  await expect(drawer.getByTestId('cart-line-units')).toHaveText('4 bottles');
  // The header's badge (hidden from the accessibility tree while the drawer is open).
  await expect(
    page.getByRole('button', { name: 'Open cart, 4 items', includeHidden: true }),
  ).toBeAttached();
  expect(await storedQuantities(page)).toEqual([4]);
  await expect(drawer.getByRole('alert')).toHaveCount(0);

  // Not a number: the count stays 4 and the line says why, committed on leaving the box.
  await quantity.fill('abc');
  await quantity.press('Tab');
  await expect(quantity).toHaveValue('4');
  await expect(drawer.getByRole('alert')).toHaveText('Quantity must be a whole number');
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(quantity).toHaveAccessibleDescription('Quantity must be a whole number');
  await expectTotal(drawer, '£59.96');
  expect(await storedQuantities(page)).toEqual([4]);

  // Zero is brought up to the least count, not a removal.
  await quantity.fill('0');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('1');
  await expect(drawer.getByRole('alert')).toHaveText('Quantity must be at least 1');
  await expect(lineTotal).toHaveText('£14.99');
  await expectTotal(drawer, '£14.99');

  // A good count clears the message; the stepper still works after typing.
  await quantity.fill('2');
  await drawer.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await expect(quantity).toHaveValue('3');
  await expect(drawer.getByRole('alert')).toHaveCount(0);
  await expect(lineTotal).toHaveText('£44.97');
  await expectTotal(drawer, '£44.97');
  expect(await storedQuantities(page)).toEqual([3]);
});

test('cups: a typed count moves to the nearest 50 and is priced at its tier', async ({ page }) => {
  await page.goto('/bulk-cupping-cups');
  await emptyCart(page);
  await page.getByRole('button', { name: 'Add 50 B1 cups' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  const quantity = drawer.getByRole('textbox', {
    name: 'Quantity of Professional Cupping Cups, B1 (60 mm), cups',
  });
  await expectTotal(drawer, '£30.00');
  await quantity.fill('75');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('100');
  await expect(drawer.getByRole('alert')).toHaveText('Cups are sold in steps of 50');
  await expect(drawer.getByTestId('cart-line-label')).toHaveText('100 cups at £0.49/cup');
  await expectTotal(drawer, '£49.00');
});

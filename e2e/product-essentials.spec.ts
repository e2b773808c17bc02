import { expect, type Page, test } from '@playwright/test';

// Shopper essentials on the product page: a quantity for the chosen pack, the image lightbox and
// related products (docs/decisions.md "Product page essentials, session 6").

/** Opens a product page and waits for its title (the first read on a fresh database can be slow). */
async function openProduct(page: Page, handle: string, title: string) {
  await page.goto(`/product/${handle}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 30_000,
  });
}

type StoredLine = { variantId: string; purchase: Record<string, unknown>; quantity: number };

/** The server's priced total for the cart's stored intents (POST /api/cart/price), in pence. */
async function serverTotalPence(page: Page): Promise<number> {
  const lines = await page.evaluate(
    () => JSON.parse(localStorage.getItem('shopify-cart') ?? '{"lines":[]}').lines as StoredLine[],
  );
  const res = await page.request.post('/api/cart/price', {
    data: {
      lines: lines.map(({ variantId, purchase, quantity }) => ({
        ...purchase,
        variantId,
        quantity,
      })),
    },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { totalPence: number; problems: unknown[] };
  expect(body.problems).toEqual([]);
  return body.totalPence;
}

test('three one-time bottles of 100 ml black seed oil: the drawer line and Total are the server’s, to the penny', async ({
  page,
}) => {
  await openProduct(page, 'black-seed-oil', 'Organic Black Seed Oil');
  await page.getByRole('radio', { name: /^One-time purchase/ }).check();
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await expect(quantity).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveValue('2');
  // Typed: 3 × £14.99 (100 ml, docs/spec/catalogue.md worked prices) = £44.97.
  await quantity.fill('3');
  await expect(page.getByTestId('quantity-total')).toHaveText('3 × £14.99 = £44.97');

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added 3 items to cart!')).toBeVisible();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(drawer).toBeVisible();
  const total = drawer.getByTestId('cart-total');
  await expect(total).toHaveAttribute('data-priced-by', 'server');
  expect(await serverTotalPence(page)).toBe(4497);
  await expect(total).toHaveText('£44.97');
  await expect(
    drawer.getByRole('status', { name: 'Line total of Organic Black Seed Oil, 100ml, 1 bottle' }),
  ).toHaveText('£44.97');
  await expect(drawer.getByTestId('cart-line-units')).toHaveText('3 bottles');
});

import { expect, test } from '@playwright/test';

// The cart lives in localStorage: it survives a reload and follows the shopper across tabs.

test('the cart survives a reload and stays in step across tabs', async ({ context }) => {
  const shop = await context.newPage();
  const other = await context.newPage();
  await shop.goto('/bulk-cupping-cups');
  await other.goto('/shop');
  await expect(other.getByRole('button', { name: 'Open cart, 0 items' })).toBeVisible();

  await shop.getByRole('button', { name: 'Add 50 B2 cups' }).click();
  await shop.getByRole('button', { name: 'Add to cart' }).click();
  await expect(shop.getByText('50 cups added to cart at £0.60/cup!')).toBeVisible();

  // The other tab hears the storage event.
  await expect(other.getByRole('button', { name: 'Open cart, 50 items' })).toBeVisible();

  // Removing the line in the other tab empties the first one too, and a reload keeps it empty.
  await other.getByRole('button', { name: 'Open cart, 50 items' }).click();
  await other
    .getByRole('button', { name: 'Remove Professional Cupping Cups, B2 (55 mm), cups' })
    .click();
  await expect(other.getByText('Item removed')).toBeVisible();
  await expect(
    shop.getByRole('button', { name: 'Open cart, 0 items', includeHidden: true }),
  ).toBeAttached();
  await other.reload();
  await expect(other.getByRole('button', { name: 'Open cart, 0 items' })).toBeVisible();
});

import { expect, test } from '@playwright/test';

// A cart damaged in localStorage (docs/spec/storefront.md §2: invalid lines → warning and Clear Cart) never
// breaks the shop, and clearing it works.

test('a hand-corrupted cart shows the warning and Clear Cart empties it', async ({ page }) => {
  await page.goto('/shop');
  await page.evaluate(() => {
    localStorage.setItem(
      'shopify-cart',
      JSON.stringify({
        lines: [
          { variantId: 'broken', productTitle: 'Mystery Jar', price: 'twelve', quantity: -3 },
          {
            variantId: 'placeholder',
            shopifyGid: 'gid://shopify/ProductVariant/YOUR_VARIANT_ID',
            productTitle: 'Organic Black Seed Oil',
            variantTitle: '100ml',
            price: 14.99,
            quantity: 1,
            imageUrl: '',
            isSubscription: false,
          },
        ],
        checkoutUrl: null,
      }),
    );
  });
  await page.reload();

  await page.getByRole('button', { name: /^Open cart/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(
    drawer.getByText(
      'Some items in your cart are no longer available. Clear your cart and add them again.',
    ),
  ).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Checkout with Shopify' })).toBeDisabled();

  await drawer.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByText('Cart cleared')).toBeVisible();
  await expect(drawer.getByText('Your cart is empty')).toBeVisible();
  await expect(drawer.getByText('Add items to get started')).toBeVisible();
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('shopify-cart') ?? '{}').lines),
  ).toEqual([]);
});

test('unreadable cart JSON starts an empty cart', async ({ page }) => {
  await page.goto('/shop');
  await page.evaluate(() => localStorage.setItem('shopify-cart', '{not json'));
  await page.reload();
  await page.getByRole('button', { name: 'Open cart, 0 items' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Shopping Cart' }).getByText('Your cart is empty'),
  ).toBeVisible();
});

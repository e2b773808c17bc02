import { expect, test } from '@playwright/test';

// Bulk cupping cups (docs/spec/storefront.md §2, §4 Cup builder, §5, §8, §9): 300 cups → tier 250 at £0.35,
// total £105.00; added as one line per size, each priced at the whole order's tier.

test('a practitioner builds 300 cups and the drawer prices every size at the 300-cup tier', async ({
  page,
}) => {
  await page.goto('/bulk-cupping-cups');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The size buttons count once the app is live (app.tsx sets data-app-ready); a tap before it
  // is not yet taken by the cup builder (it passed only on retry when it clicked sooner).
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  const add = page.getByRole('button', { name: 'Add to cart' });
  await expect(add).toBeDisabled();
  await expect(page.getByText('Minimum order: 50 cups (increments of 50)')).toBeVisible();

  await page.getByRole('button', { name: 'Add 200 B1 cups' }).click();
  await page.getByRole('button', { name: 'Add 100 B4 Curved cups' }).click();
  await expect(page.getByTestId('cups-total-count')).toHaveText('300');
  await expect(page.getByTestId('cups-price-per-cup')).toHaveText('£0.35');
  await expect(page.getByTestId('cups-order-total')).toHaveText('£105.00');

  await add.click();
  await expect(page.getByText('300 cups added to cart at £0.35/cup!')).toBeVisible();
  await expect(page.getByTestId('cups-total-count')).toHaveText('0');

  // The drawer opens on its own after adding, like every add-to-cart in the shop.
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(drawer).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Open cart, 300 items', includeHidden: true }),
  ).toBeAttached();
  await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
  // Every size at the tier of the whole 300 cups, priced by the server; cups now
  // check out like everything else.
  await expect(drawer.getByTestId('cart-total')).toHaveAttribute('data-priced-by', 'server');
  await expect(drawer.getByTestId('cart-total')).toHaveText('£105.00');
  await expect(drawer.getByRole('button', { name: 'Checkout with Shopify' })).toBeEnabled();
});

test('a volume pricing card takes you to the build-order section', async ({ page }) => {
  await page.goto('/bulk-cupping-cups');
  await page.getByRole('button', { name: /^500 cups £0\.26\/cup/ }).click();
  await expect(page.getByRole('heading', { name: 'Build your order' })).toBeInViewport();
});

import { expect, test } from '@playwright/test';
import { VIEW_PRODUCT_LABEL } from '../src/core/catalog/product-rules';
import { SUBSCRIBE_LABEL } from '../src/core/pricing/subscribe-and-save';
import { minimumTermLineForPlan } from '../src/core/subscriptions/minimum-term';

test.describe('shop listing', () => {
  test('collection buttons switch the grid', async ({ page }) => {
    await page.goto('/shop?collection=black-seed');
    await expect(page.getByRole('heading', { level: 1, name: 'Black Seed' })).toBeVisible();
    const collections = page.getByRole('navigation', { name: 'Collections' });
    await collections.getByRole('link', { name: 'Raw & Manuka Honey' }).click();
    await expect(page).toHaveURL(/collection=raw-honey/);
    await expect(page.getByRole('heading', { level: 1, name: 'Raw & Manuka Honey' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manuka Honey MGO 263+' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Organic Black Seed Oil' })).toHaveCount(0);

    await collections.getByRole('link', { name: 'Cupping Shop' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cupping Shop' })).toBeVisible();
    await expect(page.getByRole('link', { name: VIEW_PRODUCT_LABEL }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  });

  test('a product without an external variant id shows View Product', async ({ page }) => {
    await page.goto('/shop?collection=raw-honey');
    const sidr = page.getByRole('article').filter({ hasText: 'Raw Yemeni Sidr Honey' });
    await expect(sidr.getByRole('link', { name: new RegExp(VIEW_PRODUCT_LABEL) })).toBeVisible();
    await expect(sidr.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  });

  test('the subscribe-and-save control adds one-off and subscription lines', async ({ page }) => {
    await page.goto('/shop?collection=black-seed');
    const card = page.getByRole('article').filter({ hasText: 'Organic Black Seed Oil' });
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(
      page.getByText('Added to your cart: Organic Black Seed Oil, 1 bottle', { exact: true }),
    ).toBeVisible();
    // Adding opens the (lazily loaded) drawer: close it once it is open, and wait until it is gone.
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await card.getByRole('checkbox', { name: SUBSCRIBE_LABEL }).check();
    await expect(card.getByText(minimumTermLineForPlan(30))).toBeVisible();
    await expect(card).toContainText('£13.49');
    await card.getByText('60 days').click();
    await expect(card).toContainText('£26.98');
    await expect(card.getByText(minimumTermLineForPlan(60))).toBeVisible();
    await card.getByText('90 days').click();
    await expect(card).toContainText('£40.47');
    await card.getByText('60 days').click();
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(
      page.getByText(
        'Added to your cart: Organic Black Seed Oil, 2 bottles every 60 days – a 2-month supply, 10% off',
        { exact: true },
      ),
    ).toBeVisible();
  });

  test('an unknown collection says so and links to every product', async ({ page }) => {
    await page.goto('/shop?collection=no-such-collection');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Collection not found' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'All Products' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Browse all products' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  });
});

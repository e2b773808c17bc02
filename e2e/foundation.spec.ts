import { expect, test } from '@playwright/test';
import { signInAsDemoAdmin } from './auth-helpers';
import { E2E_BASE_URL, E2E_DATA_DIR } from './env.mjs';

test.describe('the shop starts and serves every route', () => {
  test('the header lists the seeded collections in the Shop menu', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: /^Shop/ }).click();
    for (const title of ['Black Seed', 'Raw & Manuka Honey', 'Shilajit', 'Cupping Shop']) {
      await expect(page.getByRole('link', { name: title, exact: true }).first()).toBeVisible();
    }
    // Unpublished collections never appear.
    await expect(page.getByRole('link', { name: 'Seasonal Gifts' })).toHaveCount(0);
  });

  test('the health check reports the database', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.ok()).toBe(true);
    expect(await res.json()).toMatchObject({ status: 'ok', database: { reachable: true } });
  });

  test('a deep link loads the app (history fallback)', async ({ page }) => {
    const response = await page.goto('/product/black-seed-oil');
    expect(response?.status()).toBe(200);
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .or(page.getByRole('button', { name: 'Open menu' }))
        .first(),
    ).toBeVisible();
  });

  test('the back office sends a visitor home and shows the admin the product ordering', async ({
    page,
  }) => {
    const adminResponse = await page.goto('/admin/products');
    expect(adminResponse?.status()).toBe(200);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
    // Admins use a second factor.
    await signInAsDemoAdmin(page, { origin: E2E_BASE_URL, dataDir: E2E_DATA_DIR });
    await page.goto('/admin/products');
    await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/products`);
    await expect(page.getByRole('heading', { level: 1, name: 'Product Ordering' })).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'Shop Page Order' })
        .getByTestId('sortable-row')
        .filter({ hasText: 'Organic Black Seed Oil' }),
    ).toHaveCount(1);
  });

  test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
    // The path is logged once the page has hydrated, after the server-rendered heading shows.
    await expect.poll(() => errors.join('\n')).toContain('/no-such-page');
  });
});

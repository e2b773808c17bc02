import { expect, test } from '@playwright/test';
import { signInAsDemoAdmin } from './auth-helpers';
import { E2E_ADMIN_BASE_URL as BASE_URL, E2E_ADMIN_DATA_DIR as DATA_DIR } from './env.mjs';

// Staff check that every Shopify order reached the shop (server: webhooks/reconcile.ts): the
// Orders tab shows the last comparison and "Check for missed orders" runs one now.
test('an admin checks for orders missed by Shopify from the Orders tab', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  await signInAsDemoAdmin(page, { origin: BASE_URL, dataDir: DATA_DIR });
  await page.goto('/admin?tab=orders');
  const panel = page.getByRole('tabpanel', { name: 'Orders' });
  await expect(panel.getByText('Orders missed by Shopify')).toBeVisible();
  await panel.getByRole('button', { name: 'Check for missed orders' }).click();
  await expect(page.getByText('Every Shopify order is here')).toBeVisible();
  const last = panel.getByTestId('orders-last-reconciliation');
  await expect(last).toContainText('(by staff)');
  await expect(last).toContainText('none missing.');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(
      await page.evaluate(() => document.querySelector('main')?.scrollWidth ?? Infinity),
      `content wider than the screen at ${width} px`,
    ).toBeLessThanOrEqual(width);
    await last.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/orders-reconciliation/admin-orders-${width}.png` });
  }
  await context.close();
});

import { expect, test } from '@playwright/test';
import { holdAppCode } from './first-paint-helpers';

// A cup size tapped before the page's scripts are live is not lost (the same
// rule as the buy box's first-paint taps: docs/decisions/106-first-paint-taps.md). The app's code
// is held back until the shopper has tapped, so every tap lands on the server's still-inert
// markup whatever the machine's speed; once the app is live the taps are applied, in order: the
// cups counted, priced at their tier.

test('cup sizes tapped before the app is live are counted once it is', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const release = await holdAppCode(page);
  await page.goto('/bulk-cupping-cups', { waitUntil: 'commit' });
  const addB1 = page.getByRole('button', { name: 'Add 100 B1 cups' });
  await expect(addB1).toBeVisible({ timeout: 30_000 });
  await page.waitForFunction(() => 'hhEarlyTaps' in window);

  await addB1.click();
  await page.getByRole('button', { name: 'Add 50 B4 Curved cups' }).click();
  await page.getByRole('button', { name: 'Add 50 B1 cups' }).click();
  // The taps landed on the server's markup: the app was not live yet.
  expect(await page.evaluate(() => document.documentElement.dataset.appReady)).toBeUndefined();

  release();
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true', null, {
    timeout: 30_000,
  });
  await expect(page.getByRole('status', { name: 'B1 quantity' })).toHaveText('150');
  await expect(page.getByRole('status', { name: 'B4 Curved quantity' })).toHaveText('50');
  await expect(page.getByTestId('cups-total-count')).toHaveText('200');
  // 200 cups: the 150+ tier, £0.40 a cup.
  await expect(page.getByTestId('cups-price-per-cup')).toHaveText('£0.40');
  await expect(page.getByTestId('cups-order-total')).toHaveText('£80.00');
});

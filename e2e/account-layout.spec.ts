import { expect, test } from '@playwright/test';
import { signUpThroughApi } from './auth-helpers';

// The account page at phone width: every tab fits the screen (nothing scrolls sideways).

test.use({ viewport: { width: 375, height: 800 } });

test('/account does not scroll sideways at 375 px on any tab', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signUpThroughApi(page, { prefix: 'layout' });
  await page.goto('/account');
  for (const tab of ['Profile', 'Subscriptions', 'Addresses', 'Order History']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('data-state', 'active');
    await expect(page.getByRole('tab', { name: 'Order History' })).toBeInViewport();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${tab} tab`).toBeLessThanOrEqual(375);
  }
});

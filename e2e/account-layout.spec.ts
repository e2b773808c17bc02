import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './env.mjs';

// The account page at phone width: every tab fits the screen (nothing scrolls sideways).

test.use({ viewport: { width: 375, height: 800 } });

test('/account does not scroll sideways at 375 px on any tab', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const email = `layout-${randomBytes(5).toString('hex')}@example.co.uk`;
  const res = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: E2E_BASE_URL },
    data: {
      email,
      password: 'correct-horse-9',
      name: 'Amira Khan',
      firstName: 'Amira',
      lastName: 'Khan',
    },
  });
  expect(res.status()).toBe(200);
  await page.goto('/account');
  for (const tab of ['Profile', 'Subscriptions', 'Addresses', 'Order History']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('data-state', 'active');
    await expect(page.getByRole('tab', { name: 'Order History' })).toBeInViewport();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${tab} tab`).toBeLessThanOrEqual(375);
  }
});

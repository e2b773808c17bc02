import { expect, test } from '@playwright/test';

// The mobile menu and the cart drawer load their dialog code on first
// use. They must still open from the keyboard, close with Escape and return focus to their button.

test.use({ viewport: { width: 375, height: 800 } });

test('the lazy mobile menu and cart drawer open, close and return focus', async ({ page }) => {
  await page.goto('/');
  // The first page's code has loaded (the header is re-mounted when it replaces the fallback).
  await page.waitForLoadState('networkidle');
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: /menu/ });
  await expect(menu).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Open menu', includeHidden: true }),
  ).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  const cartButton = page.getByRole('button', { name: /^Open cart/ });
  await cartButton.focus();
  await page.keyboard.press('Enter');
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(cart).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  await expect(cartButton).toBeFocused();

  // Navigating from the menu closes it.
  await menuButton.click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /Contact/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('dialog')).toBeHidden();
});

import { expect, test } from '@playwright/test';
import { drawerOf, payOnSandboxCheckout, signUp } from './checkout-helpers';

// The payment page states what a subscription agrees to before "Pay now", as Shopify's checkout
// does, from the line's selling plan allocation. Black seed oil 100 ml £14.99, "Subscribe & Save:
// 1 month" 5% off: £14.24 every 30 days, at least 2 deliveries.

test('the sandbox payment page shows plan, frequency, recurring price and minimum term of a subscription', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = await signUp(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/product/black-seed-oil');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('radio', { name: /^100ml/ }).check();
  await page.getByRole('radio', { name: /^Subscribe & Save: 1 month/ }).check();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = drawerOf(page);
  await expect(drawer.getByTestId('cart-total')).toHaveAttribute('data-priced-by', 'server', {
    timeout: 30_000,
  });
  await expect(drawer.getByTestId('cart-total')).toHaveText('£14.24');
  await drawer.getByRole('button', { name: 'Checkout with Shopify' }).click();
  await expect(page).toHaveURL(/\/sandbox\/shopify\/checkout\//, { timeout: 30_000 });

  const terms = page.getByRole('region', { name: 'Your subscription' });
  await expect(terms.locator('.line-title')).toHaveText('Organic Black Seed Oil (100ml)');
  await expect(terms.locator('.terms-list > div')).toHaveText(
    [
      'Plan Delivered every 30 days, 5% off',
      'Delivery Every 30 days',
      'Recurring price £14.24 every 30 days',
      /^Next charge\s+\d{1,2} [A-Z][a-z]+ \d{4}$/,
      'Minimum term 2 deliveries',
    ],
    { useInnerText: true },
  );
  await expect(
    terms.getByText('By paying you agree to be charged £14.24 every 30 days'),
  ).toHaveText(
    /^By paying you agree to be charged £14\.24 every 30 days for this subscription until you cancel\. You can cancel any time after your 2nd delivery is paid — from \d{1,2} [A-Z][a-z]+ \d{4}\.$/,
  );
  // The order summary names the plan on the line.
  await expect(page.locator('.summary .plan')).toHaveText('Delivered every 30 days, 5% off');

  // Before "Pay now", at both widths.
  const pay = page.getByRole('button', { name: 'Pay now' });
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport);
    const termsBox = await terms.boundingBox();
    const payBox = await pay.boundingBox();
    expect(termsBox && payBox && termsBox.y + termsBox.height <= payBox.y).toBe(true);
    await page.screenshot({
      path: testInfo.outputPath(`payment-terms-${viewport.width}.png`),
      fullPage: true,
    });
  }

  await payOnSandboxCheckout(page, email);
});

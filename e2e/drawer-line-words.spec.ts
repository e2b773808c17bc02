import { expect, test } from '@playwright/test';
import { E2E_PORT } from './env.mjs';

// What the toast and a drawer line say for one 3-bottle plan: the product and the pack (never
// "3 product(s)"), the units once with one unit's price, and the plan badge whole at 375 px.

const SHOTS = `test-results/e2e-${E2E_PORT}/screens`;

for (const width of [375, 1280]) {
  test(`a 3-month plan's toast and drawer line, whole and priced per bottle, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/product/black-seed-oil');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('radio', { name: /^100ml/ }).check();
    await page.getByRole('radio', { name: /^Subscribe & Save: 3 months/ }).check();
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(
      page.getByText(
        'Added to your cart: Organic Black Seed Oil, 3 bottles delivered every 90 days',
      ),
    ).toBeVisible();
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await expect(drawer.getByTestId('cart-total')).toHaveAttribute('data-priced-by', 'server');
    await expect(drawer.getByTestId('cart-total')).toHaveText('£38.22');
    // 3 bottles at £14.99 less 15%: £38.22, £12.74 a bottle; the units said once.
    await expect(drawer.getByTestId('cart-line-units')).toHaveText('3 bottles');
    await expect(drawer.getByTestId('cart-line-unit-price')).toHaveText('· £12.74 each');
    const badge = drawer.getByTestId('cart-line-label');
    await expect(badge).toHaveText('Subscribe: 3 bottles every 90 days, 15% off');
    // The badge is whole: nothing of it is cut off, and it stays inside its line.
    expect(await badge.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    const line = await drawer.getByTestId('cart-line').boundingBox();
    const box = await badge.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(
      (line?.x ?? 0) + (line?.width ?? 0),
    );
    await page.screenshot({ path: `${SHOTS}/drawer-plan-line-${width}.png` });
  });
}

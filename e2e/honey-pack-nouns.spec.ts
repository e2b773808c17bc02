import { expect, test } from '@playwright/test';
import { E2E_PORT } from './env.mjs';

// A honey's packs are titled in jars, as they are described: the unit noun is the product's own.

const SHOTS = `test-results/e2e-${E2E_PORT}/screens`;

for (const width of [375, 1280]) {
  test(`Raw Wildflower Honey's packs are titled and described in jars at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/product/raw-wildflower-honey');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    const two = page.getByRole('radio', { name: /^One-time: 2 jars/ });
    const three = page.getByRole('radio', { name: /^One-time: 3 jars/ });
    await expect(two).toHaveCount(1);
    await expect(three).toHaveCount(1);
    await expect(page.getByRole('radio', { name: /bottles/ })).toHaveCount(0);
    await expect(page.getByText('2 jars, 10% off')).toBeVisible();
    await three.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/honey-pack-options-${width}.png` });
  });
}

import { expect, type Page, test } from '@playwright/test';
import { E2E_PORT } from './env.mjs';

// On a phone the sticky Add to Cart bar and the cups bar are fixed to the bottom of the screen:
// the page is padded by the bar's height, so scrolled to the end the footer's last line shows
// above the bar.

const SHOTS = `test-results/e2e-${E2E_PORT}/screens`;

async function expectFooterEndAboveBar(page: Page, barTestId: string, shot: string) {
  const bar = page.getByTestId(barTestId);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toBeVisible();
  // The footer loads as its own chunk once near: wait for its last line, then scroll to the end.
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const barTop = (await bar.boundingBox())?.y ?? 0;
      const footerBottom = await footer.evaluate((el) => el.getBoundingClientRect().bottom);
      return Math.round(footerBottom - barTop);
    })
    .toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/${shot}-375.png` });
}

test.use({ viewport: { width: 375, height: 740 } });

test('the sticky Add to Cart bar leaves the footer’s last line in view at the end of the page', async ({
  page,
}) => {
  await page.goto('/product/black-seed-oil');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expectFooterEndAboveBar(page, 'sticky-add-to-cart', 'product-page-end');
});

test('the cups bar leaves the footer’s last line in view at the end of the page', async ({
  page,
}) => {
  await page.goto('/bulk-cupping-cups');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expectFooterEndAboveBar(page, 'cups-sticky-summary', 'cups-page-end');
});

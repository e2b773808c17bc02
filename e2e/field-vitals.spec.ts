import { expect, test } from '@playwright/test';

// Field data (issue 30): a sampled page view sends its Core Web Vitals to the shop when it is
// hidden, and the shop stores them (204).

test('a sampled product page view sends its vitals when the shopper switches away', async ({
  page,
}) => {
  // Sampled: the draw that decides it (main.tsx) always lands under the rate.
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
  await page.goto('/product/black-seed-oil');
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  await page.getByRole('radio', { name: /^250ml/ }).check();
  // The sampled module is fetched after hydration.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((e) => /\/vitals-[\w-]+\.js$/.test(e.name)),
      ),
    )
    .toBe(true);
  const beacon = page.waitForRequest((r) => r.url().endsWith('/api/vitals'));
  // The shopper switches away: the page is hidden, which sends the beacon.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  const request = await beacon;
  const body = request.postDataJSON() as {
    pageType: string;
    metrics: { name: string; value: number }[];
  };
  expect(body.pageType).toBe('product');
  const names = body.metrics.map((m) => m.name);
  expect(names).toContain('LCP');
  expect(names).toContain('TTFB');
  expect(names).toContain('CLS');
  for (const metric of body.metrics) expect(metric.value).toBeGreaterThanOrEqual(0);
  // Nothing else: no URL, no cookie-derived identity in the body.
  expect(Object.keys(body).sort()).toEqual(['metrics', 'pageType']);
  const response = await request.response();
  expect(response?.status()).toBe(204);
});

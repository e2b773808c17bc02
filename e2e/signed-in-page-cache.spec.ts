import { expect, type Page, type Response, test } from '@playwright/test';
import { becomeApprovedTradeBuyer } from './auth-helpers';
import { E2E_BASE_URL } from './env.mjs';

// Signed-in shoppers read the visitors' page cache: the HTML is the same for everyone,
// and what is theirs (the header's links, a trade buyer's price) arrives after hydration.

const TRADE_PAGE = '/product/wholesale-shilajit-resin-10?wholesale=true';

/**
 * The answer came from the shared page cache: HIT, or STALE when the entry has passed its
 * revalidation age (60 s, easily reached on a busy run) and is sent once more while it is
 * rendered again. Either way it is the visitors' copy; a render for this request says MISS.
 */
function expectSharedCopy(res: Response | null) {
  expect(['HIT', 'STALE']).toContain(res?.headers()['x-cache']);
}

/** True once the app has hydrated (app.tsx sets data-app-ready). */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
}

test('a trade buyer gets the cached product page, then their trade price after hydration', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A visitor warms the entry: the second load is the cache's copy.
  const visitor = await browser.newContext({ baseURL: E2E_BASE_URL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(TRADE_PAGE);
  expectSharedCopy(await visitorPage.reload());

  // A trade buyer applies (signed in by the application), confirms the email and is approved.
  await becomeApprovedTradeBuyer(page, browser, {
    prefix: 'cache-trade',
    firstName: 'Tobias',
    lastName: 'Tradesmith',
  });

  // Their request carries their session cookie and still gets the shared page…
  const res = await page.goto(TRADE_PAGE);
  expectSharedCopy(res);
  const html = (await res?.text()) ?? '';
  expect(html).not.toContain('£199.00');
  expect(html).not.toContain('Tobias');
  // …and their price and links once the browser has asked for them.
  await waitForHydration(page);
  await expect(page.getByTestId('wholesale-price')).toHaveText('£199.00');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Wholesale Shop', exact: true }),
  ).toBeVisible();

  // The visitor's next load is the same cached page, and shows nothing of the trade buyer's.
  const again = await visitorPage.reload();
  expectSharedCopy(again);
  expect(await again?.text()).toBe(html);
  await waitForHydration(visitorPage);
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(
    'Wholesale Shilajit Resin (10 x 30g)',
  );
  await expect(visitorPage.getByTestId('wholesale-price')).toHaveCount(0);
  await expect(
    visitorPage.getByRole('banner').getByRole('link', { name: 'Wholesale Shop', exact: true }),
  ).toHaveCount(0);
  await visitor.close();
});

test('an invented session cookie and a tracking parameter get the cached page', async ({
  page,
}) => {
  await page.goto('/product/black-seed-oil');
  await page
    .context()
    .addCookies([{ name: 'better-auth.session_token', value: 'x', url: E2E_BASE_URL }]);
  const res = await page.goto('/product/black-seed-oil?utm_source=newsletter');
  expectSharedCopy(res);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organic Black Seed Oil');
  // The made-up session is nobody's: the header offers Sign In.
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }),
  ).toBeVisible();
});

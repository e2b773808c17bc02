import { expect, type Page, test } from '@playwright/test';

// Public pages arrive server-rendered with their data embedded, and the browser hydrates them:
// the markup is there before any script runs, and hydration logs nothing (a mismatch is a
// console error, and a silent re-render from scratch).

function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    // Missing decorative media (served by another module) must not fail the journey, and the
    // not-found page logs the unknown path on purpose (storefront spec).
    const text = message.text();
    if (
      message.type() === 'error' &&
      !text.includes('Failed to load resource') &&
      !text.startsWith('404 Error: User attempted to access non-existent route')
    ) {
      errors.push(text);
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** True once React has hydrated the frame (it keeps its fiber on hydrated DOM nodes). */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.getElementById('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
}

test.describe('server-rendered pages', () => {
  test('the product page is in the HTML and hydrates without console errors', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const storeCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/store/')) storeCalls.push(request.url());
    });

    // Before any script: the server's markup.
    const res = await page.request.get('/product/black-seed-oil');
    expect(await res.text()).toMatch(/<h1 id="product-title"[^>]*>Organic Black Seed Oil<\/h1>/);

    await page.goto('/product/black-seed-oil');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Organic Black Seed Oil' }),
    ).toBeVisible();
    await waitForHydration(page);
    // Interactive after hydration: the size choice drives the price.
    await page.getByRole('radio', { name: /^250ml/ }).check();
    await expect(page.getByRole('radio', { name: /^250ml/ })).toBeChecked();
    // 250ml on the default Subscribe & Save 1 month: £27.99 less 5% (catalogue.md worked prices).
    await expect(page.getByTestId('selected-price')).toHaveText('£26.59');
    expect(errors).toEqual([]);
    // The product, collections and configuration came with the page.
    expect(storeCalls).toEqual([]);
  });

  for (const path of ['/', '/shop?collection=black-seed', '/blog', '/no-such-page']) {
    test(`${path} hydrates without console errors`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});

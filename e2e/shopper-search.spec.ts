import { expect, type Page, test } from '@playwright/test';
import { SEARCH_STRINGS } from '../src/core/content/search';
import { SHOP_VIEW_STRINGS } from '../src/core/content/shop-view-strings';
import { SEARCH_MESSAGES } from '../src/core/schemas/search';
import { E2E_PORT } from './env.mjs';

const SHOTS = `test-results/e2e-${E2E_PORT}/screens`;

const MANUKA_HONEYS = [
  'Manuka Honey MGO 263+',
  'Manuka Honey MGO 514+',
  'Manuka Honey UMF 20+ MGO 829+',
  'Manuka Honey with Black Seed',
];

const BLACK_SEED_ARTICLE = 'Black Seed Oil: An Ancient Remedy';

/**
 * Waits for the live app (app.tsx sets data-app-ready): before it, the header's Search is a link to
 * /search and the sort box a plain form field, as they are without JavaScript.
 */
async function waitForApp(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
}

async function openHeaderSearch(page: Page) {
  await waitForApp(page);
  await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: SEARCH_STRINGS.dialogTitle });
  await expect(dialog).toBeVisible();
  return dialog.getByRole('combobox', { name: SEARCH_STRINGS.inputLabel });
}

test.describe('search', () => {
  for (const typed of ['manuka', 'manuca']) {
    test(`the header suggests the Manuka honeys for "${typed}"`, async ({ page }) => {
      await page.goto('/');
      const input = await openHeaderSearch(page);
      await expect(input).toBeFocused();
      await input.pressSequentially(typed, { delay: 30 });
      const listbox = page.getByRole('listbox', { name: SEARCH_STRINGS.suggestionsLabel });
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      for (const name of MANUKA_HONEYS) {
        await expect(
          listbox.getByRole('option', { name: new RegExp(escapeRegExp(name)) }),
        ).toBeVisible();
      }
      await expect(listbox.getByRole('option', { name: /Wholesale/ })).toHaveCount(0);
      await expect(listbox.getByRole('option').last()).toHaveText(SEARCH_STRINGS.seeAll(typed));

      // Keyboard: the last option (wrapping up from none) is "See all results".
      await input.press('ArrowUp');
      const last = listbox.getByRole('option').last();
      await expect(last).toHaveAttribute('aria-selected', 'true');
      await expect(input).toHaveAttribute('aria-activedescendant', 'search-option-all');
      await input.press('Enter');
      await expect(page).toHaveURL(`/search?q=${typed}`);
      await expect(
        page.getByRole('heading', { level: 1, name: SEARCH_STRINGS.resultsTitle(typed) }),
      ).toBeVisible();
      const products = page.getByTestId('search-products').getByRole('link');
      await expect(products).toHaveCount(4);
      for (const name of MANUKA_HONEYS) {
        await expect(products.filter({ hasText: name })).toHaveCount(1);
      }
    });
  }

  test('a 300-character search keeps its text and says why it cannot be searched', async ({
    page,
  }) => {
    const long = 'manuka '.repeat(43).slice(0, 300);
    await page.goto('/');
    const input = await openHeaderSearch(page);
    await input.fill(long);
    await expect(input).toHaveValue(long);
    const dialog = page.getByRole('dialog', { name: SEARCH_STRINGS.dialogTitle });
    await expect(dialog.getByRole('alert')).toHaveText(SEARCH_MESSAGES.queryMax);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await page.screenshot({
      path: `${SHOTS}/search-too-long-dialog-${page.viewportSize()?.width}.png`,
    });

    // The results page, reached with the long query, keeps it in its box and says why too.
    await page.goto(`/search?q=${encodeURIComponent(long)}`);
    const box = page.getByRole('main').getByRole('searchbox', { name: SEARCH_STRINGS.inputLabel });
    await expect(box).toHaveValue(long.trim());
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(SEARCH_MESSAGES.queryMax);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/search-too-long-page-${width}.png` });
    }
  });

  test('arrow keys pick a product suggestion and Enter opens it', async ({ page }) => {
    await page.goto('/shop');
    const input = await openHeaderSearch(page);
    await input.fill('ashwagandha');
    const first = page.getByRole('option').first();
    await expect(first).toContainText('Ashwagandha KSM-66');
    await input.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');
    await expect(page).toHaveURL('/product/ashwagandha-ksm66-capsules');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the results page is server-rendered and its filters narrow it', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/search?q=manuca')).text();
    for (const name of MANUKA_HONEYS) expect(html).toContain(name.replaceAll('&', '&amp;'));
    expect(html).not.toContain('Wholesale Manuka');
    expect(html).toContain('<meta name="robots" content="noindex');

    await page.goto('/search?q=black%20seed');
    const filters = page.getByRole('navigation', { name: SEARCH_STRINGS.filtersLabel });
    const products = page.getByTestId('search-products').getByRole('link');
    const articles = page.getByTestId('search-articles').getByRole('link');
    await expect(articles.first()).toContainText(BLACK_SEED_ARTICLE);
    await filters.getByRole('link', { name: 'Vegan' }).click();
    await expect(page).toHaveURL('/search?q=black+seed&diet=vegan');
    await expect(products).toHaveCount(3);
    await expect(products.filter({ hasText: 'Organic Black Seed Oil' })).toHaveCount(1);
    await expect(page.getByTestId('search-articles')).toHaveCount(0);
    await filters.getByRole('link', { name: 'Articles' }).click();
    await expect(page).toHaveURL('/search?q=black+seed&kind=articles');
    await expect(page.getByTestId('search-products')).toHaveCount(0);
    await expect(articles.first()).toContainText(BLACK_SEED_ARTICLE);
  });
});

/** The Black Seed collection, cheapest first (content/catalogue: each card shows its cheapest). */
const BLACK_SEED_BY_PRICE = [
  ['Organic Black Seed Oil', '£14.99'],
  ['Black Seed Honey', '£16.99'],
  ['Black Seed & Turmeric Capsules', '£18.99'],
  ['Black Seed Oil Capsules 1000mg', '£19.99'],
  ['Manuka Honey with Black Seed', '£29.99'],
];

/** [title, price] of each card in the grid, in order. */
async function gridCards(page: Page): Promise<string[][]> {
  return page
    .getByTestId('shop-grid')
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => [
        card.querySelector('h2')?.textContent?.trim() ?? '',
        /£[\d,]+\.\d\d/.exec(card.textContent ?? '')?.[0] ?? '',
      ]),
    );
}

test.describe('shop sort and filter', () => {
  test('a sort and a filter chosen before the page’s scripts are live are applied once they are', async ({
    page,
  }) => {
    // Hold the app's code back until the choice is made, as on a slow phone.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back, so the page is used as soon as its form shows.
    await page.goto('/shop?collection=black-seed', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: SHOP_VIEW_STRINGS.formLabel });
    await form
      .getByRole('combobox', { name: SHOP_VIEW_STRINGS.sortLabel })
      .selectOption({ label: 'Price: low to high' });
    await form.getByRole('checkbox', { name: 'Vegan' }).check();
    expect(await page.evaluate(() => document.documentElement.dataset.appReady)).toBeUndefined();
    release();
    await waitForApp(page);
    await expect(page).toHaveURL('/shop?collection=black-seed&sort=price-asc&diet=vegan');
    await expect
      .poll(() => gridCards(page))
      .toEqual([
        ['Organic Black Seed Oil', '£14.99'],
        ['Black Seed & Turmeric Capsules', '£18.99'],
        ['Black Seed Oil Capsules 1000mg', '£19.99'],
      ]);
  });

  test('sorting by price orders the grid, and filters narrow it, with the state in the URL', async ({
    page,
  }) => {
    await page.goto('/shop?collection=black-seed');
    await waitForApp(page);
    const form = page.getByRole('form', { name: SHOP_VIEW_STRINGS.formLabel });
    const sort = form.getByRole('combobox', { name: SHOP_VIEW_STRINGS.sortLabel });
    await sort.selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL('/shop?collection=black-seed&sort=price-asc');
    await expect.poll(() => gridCards(page)).toEqual(BLACK_SEED_BY_PRICE);

    await sort.selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL('/shop?collection=black-seed&sort=price-desc');
    await expect.poll(() => gridCards(page)).toEqual([...BLACK_SEED_BY_PRICE].reverse());

    await form.getByRole('checkbox', { name: 'Vegan' }).check();
    await expect(page).toHaveURL('/shop?collection=black-seed&sort=price-desc&diet=vegan');
    await expect
      .poll(() => gridCards(page))
      .toEqual([
        ['Black Seed Oil Capsules 1000mg', '£19.99'],
        ['Black Seed & Turmeric Capsules', '£18.99'],
        ['Organic Black Seed Oil', '£14.99'],
      ]);
    await expect(page.getByText('3 products', { exact: true })).toBeVisible();

    await form.getByRole('spinbutton', { name: SHOP_VIEW_STRINGS.maxLabel }).fill('19');
    await form.getByRole('button', { name: SHOP_VIEW_STRINGS.apply }).click();
    await expect(page).toHaveURL('/shop?collection=black-seed&sort=price-desc&diet=vegan&max=19');
    await expect
      .poll(() => gridCards(page))
      .toEqual([
        ['Black Seed & Turmeric Capsules', '£18.99'],
        ['Organic Black Seed Oil', '£14.99'],
      ]);
    await expect(page.getByText('2 products', { exact: true })).toBeVisible();

    // The collection chips keep the view.
    await page
      .getByRole('navigation', { name: 'Collections' })
      .getByRole('link', { name: 'All', exact: true })
      .click();
    await expect(page).toHaveURL('/shop?sort=price-desc&diet=vegan&max=19');

    await page.getByRole('link', { name: SHOP_VIEW_STRINGS.clear }).click();
    await expect(page).toHaveURL('/shop?sort=price-desc');
  });

  test('the sorted, filtered listing is server-rendered (no JavaScript)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/shop?collection=black-seed&sort=price-asc&diet=halal&min=15');
    expect(await gridCards(page)).toEqual(BLACK_SEED_BY_PRICE.slice(1));
    await expect(page.getByRole('combobox', { name: SHOP_VIEW_STRINGS.sortLabel })).toHaveValue(
      'price-asc',
    );
    await expect(page.getByRole('checkbox', { name: 'Halal' })).toBeChecked();
    await context.close();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('delivery and returns', () => {
  test('the footer, the product page and the cart drawer link to /delivery', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Returns' })).toHaveAttribute(
      'href',
      '/delivery#cancellation',
    );
    await expect(footer.getByRole('link', { name: 'Help Center' })).toHaveAttribute(
      'href',
      '/delivery',
    );
    await footer.getByRole('link', { name: 'Returns' }).click();
    await expect(page).toHaveURL('/delivery#cancellation');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Delivery and Returns' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your 14-Day Right to Cancel' })).toBeVisible();
    await expect(
      page.getByText('Standard UK delivery on retail orders: free, whatever the order size.'),
    ).toBeVisible();

    await page.goto('/product/black-seed-oil');
    const productLink = page.getByRole('main').getByRole('link', { name: 'Delivery and returns' });
    await expect(productLink).toHaveAttribute('href', '/delivery');

    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Delivery and returns' }).click();
    await expect(page).toHaveURL('/delivery');
    await expect(drawer).toHaveCount(0);
  });
});

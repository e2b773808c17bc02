import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUp } from './checkout-helpers';

// The drawer shows what the shop charges: for every purchase option its total is the
// server's priced total for the same intents; cups step by 50 at the tier of the whole cups
// total; a price that changed before paying is explained; wholesale products have no retail buy
// box for visitors.

type StoredLine = { variantId: string; purchase: Record<string, unknown>; quantity: number };

async function storedIntents(page: Page) {
  const lines = await page.evaluate(
    () => JSON.parse(localStorage.getItem('shopify-cart') ?? '{"lines":[]}').lines as StoredLine[],
  );
  return lines.map(({ variantId, purchase, quantity }) =>
    purchase.kind === 'cups'
      ? { kind: 'cups', variantId, cups: quantity }
      : { ...purchase, variantId, quantity },
  );
}

/** The server's total for the cart's stored intents, formatted as the drawer shows money. */
async function serverTotal(page: Page): Promise<string> {
  const res = await page.request.post('/api/cart/price', {
    data: { lines: await storedIntents(page) },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { totalPence: number; problems: unknown[] };
  expect(body.problems).toEqual([]);
  return `£${(body.totalPence / 100).toFixed(2)}`;
}

async function expectServerTotal(drawer: Locator, page: Page, pence: string) {
  const total = drawer.getByTestId('cart-total');
  await expect(total).toHaveAttribute('data-priced-by', 'server');
  await expect(total).toHaveText(pence);
  expect(await serverTotal(page)).toBe(pence);
}

async function emptyCart(page: Page) {
  await page.evaluate(() => localStorage.removeItem('shopify-cart'));
}

test('for each purchase option the drawer total is the server’s priced total', async ({ page }) => {
  test.slow(); // nine adds and nine re-pricings on a shared machine
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  // Product page, black seed oil 100ml at £14.99 (catalogue.md worked prices).
  // [option, the line's name, its badge, total]: a single bottle has no badge, since its units
  // ('1 bottle') already say it.
  const options: [RegExp, string, string[], string][] = [
    [
      /^Subscribe & Save: 1 month/,
      'Subscribe: 1 bottle every 30 days, 5% off',
      ['Subscribe: 1 bottle every 30 days, 5% off'],
      '£14.24',
    ],
    [
      /^Subscribe & Save: 2 months/,
      'Subscribe: 2 bottles every 60 days, 12% off',
      ['Subscribe: 2 bottles every 60 days, 12% off'],
      '£26.38',
    ],
    [
      /^Subscribe & Save: 3 months/,
      'Subscribe: 3 bottles every 90 days, 15% off',
      ['Subscribe: 3 bottles every 90 days, 15% off'],
      '£38.22',
    ],
    [/^One-time purchase/, '1 bottle', [], '£14.99'],
    [/^One-time: 2 bottles/, '2 bottles, 10% off', ['2 bottles, 10% off'], '£26.98'],
    [/^One-time: 3 bottles/, '3 bottles, 12% off', ['3 bottles, 12% off'], '£39.57'],
  ];
  await page.goto('/product/black-seed-oil');
  for (const [option, label, badge, total] of options) {
    await emptyCart(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('radio', { name: option }).check();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('cart-line-label')).toHaveText(badge);
    await expectServerTotal(drawer, page, total);
    await expect(
      drawer.getByRole('status', { name: `Line total of Organic Black Seed Oil, 100ml, ${label}` }),
    ).toHaveText(total);
  }

  // Two packs of 3: the line shows 6 bottles and twice the pack price.
  await drawer
    .getByRole('button', {
      name: 'Increase quantity of Organic Black Seed Oil, 100ml, 3 bottles, 12% off',
    })
    .click();
  await expect(drawer.getByTestId('cart-line-units')).toHaveText('6 bottles');
  await expectServerTotal(drawer, page, '£79.14');

  // Shop card subscribe-and-save: 10% off every delivery (£13.49 / £26.98 / £40.47).
  for (const [days, total] of [
    ['30 days', '£13.49'],
    ['60 days', '£26.98'],
    ['90 days', '£40.47'],
  ] as const) {
    await page.goto('/shop?collection=black-seed');
    await emptyCart(page);
    await page.reload();
    const card = page.getByRole('article').filter({ hasText: 'Organic Black Seed Oil' }).first();
    await card.getByText('Subscribe & Save 10%').click();
    await card.getByText(days).click();
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(drawer).toBeVisible();
    await expectServerTotal(drawer, page, total);
    await page.keyboard.press('Escape');
  }
});

test('cups: 50 + 50 B1 is one line of 100 at £0.49; the stepper moves by 50 and stops at 50', async ({
  page,
}) => {
  await page.goto('/bulk-cupping-cups');
  await emptyCart(page);
  await page.reload();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: 'Add 50 B1 cups' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
  await page.getByRole('button', { name: /^Open cart/ }).click();
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  const name = 'Professional Cupping Cups, B1 (60 mm), cups';
  await expect(drawer.getByTestId('cart-line-label')).toHaveText('100 cups at £0.49/cup');
  await expectServerTotal(drawer, page, '£49.00');

  const quantity = drawer.getByRole('textbox', { name: `Quantity of ${name}` });
  const decrease = drawer.getByRole('button', { name: `Decrease quantity of ${name}` });
  await decrease.click();
  await expect(quantity).toHaveValue('50');
  await expect(decrease).toBeDisabled();
  await expectServerTotal(drawer, page, '£30.00');
  await drawer.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await drawer.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await expect(quantity).toHaveValue('150');
  await expectServerTotal(drawer, page, '£60.00');
});

test('a price that changed before paying is explained, with the new total, before any payment', async ({
  page,
}) => {
  await page.goto('/product/black-seed-oil');
  await emptyCart(page);
  // The drawer is shown an older, lower price (as if the shop raised it after the shopper looked).
  await page.route('**/api/cart/price', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.lines[0].lineTotalPence -= 100;
    body.subtotalPence -= 100;
    body.totalPence -= 100;
    await route.fulfill({ response, json: body });
  });
  await page.reload();
  await page.getByRole('radio', { name: /^One-time: 2 bottles/ }).check();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(drawer.getByTestId('cart-total')).toHaveAttribute('data-priced-by', 'server');
  await expect(drawer.getByTestId('cart-total')).toHaveText('£25.98');

  await drawer.getByRole('button', { name: 'Checkout with Shopify' }).click();
  await expect(drawer.getByTestId('checkout-notice')).toHaveText(
    'Prices changed since you added Organic Black Seed Oil — new total £26.98. Review and check out again.',
  );
  await expect(drawer.getByTestId('cart-total')).toHaveText('£26.98');
  await expect(page).toHaveURL(/\/product\/black-seed-oil$/);
});

test('the drawer refuses a stored quantity the server would refuse, with the reason', async ({
  page,
}) => {
  await page.goto('/shop');
  await page.evaluate(() =>
    localStorage.setItem(
      'shopify-cart',
      JSON.stringify({
        lines: [
          {
            variantId: 'bulk-cup-b1',
            purchase: { kind: 'cups' },
            quantity: 99,
            productTitle: 'Professional Cupping Cups',
            variantTitle: 'B1 (60 mm)',
            imageUrl: '',
            unitNoun: 'cup',
            listPricePence: 60,
          },
        ],
        checkoutUrl: null,
      }),
    ),
  );
  await page.reload();
  await page.getByRole('button', { name: /^Open cart/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(drawer.getByRole('alert')).toHaveText('Cups are sold in steps of 50');
  await expect(drawer.getByRole('button', { name: 'Checkout with Shopify' })).toBeDisabled();
});

for (const who of ['visitor', 'retail customer'] as const) {
  test(`a wholesale-only product has no buy box, trade price or checkout for a ${who}`, async ({
    page,
  }) => {
    test.slow();
    if (who === 'retail customer') await signUp(page);
    for (const [handle, tradePrice] of [
      ['wholesale-black-seed-oil-1l', '£89.00'],
      ['wholesale-manuka-honey-263-case', '£299.00'],
    ] as const) {
      // The trade shop's own link (?wholesale=true) opens no trade panel for them either.
      for (const path of [`/product/${handle}`, `/product/${handle}?wholesale=true`]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
        const panel = page.getByTestId('trade-only-panel');
        await expect(panel.getByRole('heading')).toHaveText(
          'Trade product — apply for a trade account',
        );
        await expect(
          panel.getByRole('link', { name: 'Apply for a trade account' }),
        ).toHaveAttribute('href', '/wholesale');
        await expect(page.getByRole('button', { name: /Add to Cart/i })).toHaveCount(0);
        await expect(page.getByTestId('selected-price')).toHaveCount(0);
        await expect(page.getByText(tradePrice)).toHaveCount(0);
      }
      // The public API names no price, and the trade list is closed to them.
      const product = await page.request.get(`/api/store/products/${handle}`);
      expect(product.status()).toBe(200);
      expect(await product.text()).not.toContain(tradePrice.slice(1));
    }
    const trade = await page.request.get('/api/wholesale/products');
    expect(trade.status()).toBe(who === 'visitor' ? 401 : 403);
  });
}

import { expect, type Page, test } from '@playwright/test';

type StoredLine = {
  productTitle: string;
  variantTitle: string;
  purchase: { kind: string; packSize?: number; planId?: string };
  quantity: number;
  listPricePence: number;
  unitNoun: string;
};

async function readCartLines(page: Page): Promise<StoredLine[]> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('shopify-cart');
    return raw ? (JSON.parse(raw).lines as StoredLine[]) : [];
  });
}

/** Opens a product page and waits for its title (the first read on a fresh database can be slow). */
async function openProduct(page: Page, handle: string, title: string) {
  await page.goto(`/product/${handle}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 30_000,
  });
}

function failOnConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    // Missing decorative media (served by another module) must not fail the journey.
    if (message.type() === 'error' && !message.text().includes('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('product detail page', () => {
  test('black seed oil: 250ml prices for every purchase option, then a 2-month subscription in the cart', async ({
    page,
  }) => {
    test.slow(); // six options and the drawer, on a shared machine
    const errors = failOnConsoleErrors(page);
    await openProduct(page, 'black-seed-oil', 'Organic Black Seed Oil');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Organic Black Seed Oil' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Organic Black Seed Oil | Habba & Honey');

    const price = page.getByTestId('selected-price');
    // Default: cheapest variant (100ml £14.99) and the one-time purchase: a subscription is never
    // pre-selected (docs/decisions/067-one-time-by-default.md).
    await expect(page.getByRole('radio', { name: /^100ml/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^One-time purchase/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Subscribe & Save: 1 month/ })).not.toBeChecked();
    await expect(price).toHaveText('£14.99');
    // No invented reference price without a real compare-at price.
    await expect(page.getByTestId('retail-value')).toHaveCount(0);
    await expect(page.getByTestId('from-price')).toHaveText('£12.74');

    await page.getByRole('radio', { name: /^250ml/ }).check();
    await expect(page.getByTestId('retail-value')).toHaveCount(0);
    await expect(page.getByTestId('from-price')).toHaveText('£23.79');

    const expected: [label: RegExp, price: string][] = [
      [/^Subscribe & Save: 1 month/, '£26.59'],
      [/^Subscribe & Save: 2 months/, '£49.26'],
      [/^Subscribe & Save: 3 months/, '£71.37'],
      [/^One-time purchase/, '£27.99'],
      [/^One-time: 2 bottles/, '£50.38'],
      [/^One-time: 3 bottles/, '£73.89'],
    ];
    for (const [label, amount] of expected) {
      const option = page.getByRole('radio', { name: label });
      await option.check();
      await expect(option).toBeChecked();
      await expect(price).toHaveText(amount);
    }

    await page.getByRole('radio', { name: /^Subscribe & Save: 2 months/ }).check();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    // The toast names the product and the plan's own units and interval.
    await expect(
      page.getByText(
        'Added to your cart: Organic Black Seed Oil, 2 bottles delivered every 60 days',
      ),
    ).toBeVisible();
    const lines = await readCartLines(page);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      productTitle: 'Organic Black Seed Oil',
      variantTitle: '250ml',
      purchase: { kind: 'subscription', planId: 'subscribe-2month' },
      quantity: 1,
      listPricePence: 2799,
      unitNoun: 'bottle',
    });

    // The drawer opens after adding (the test fails if it does not) and shows the server's
    // figures for the plan: 2 bottles every 60 days, 12% off, £49.26.
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Organic Black Seed Oil')).toBeVisible();
    await expect(drawer.getByTestId('cart-line-label')).toHaveText(
      'Subscribe: 2 bottles every 60 days, 12% off',
    );
    const total = drawer.getByTestId('cart-total');
    await expect(total).toHaveAttribute('data-priced-by', 'server');
    await expect(total).toHaveText('£49.26');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    // The button is back to idle.
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(errors).toEqual([]);
  });

  test('thumbnails switch the main image, by mouse and keyboard', async ({ page }) => {
    await openProduct(page, 'black-seed-oil', 'Organic Black Seed Oil');
    const main = page.getByTestId('product-main-image');
    await expect(main).toHaveAttribute('src', /\/1\.svg$/);
    await expect(main).toHaveAttribute('fetchpriority', 'high');

    const thumbnails = page.getByRole('list', { name: 'Product images' }).getByRole('button');
    await expect(thumbnails).toHaveCount(4);
    await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: /^Show image 2 of/ }).click();
    await expect(main).toHaveAttribute('src', /\/2\.svg$/);
    await expect(page.getByRole('button', { name: /^Show image 2 of/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('button', { name: /^Show image 3 of/ }).focus();
    await page.keyboard.press('Enter');
    await expect(main).toHaveAttribute('src', /\/3\.svg$/);
  });

  test('the accordion opens one section at a time', async ({ page }) => {
    await openProduct(page, 'black-seed-oil', 'Organic Black Seed Oil');
    const details = page.getByRole('button', { name: 'Product Details' });
    const benefits = page.getByRole('button', { name: 'Key Benefits' });
    const howToUse = page.getByRole('button', { name: 'How to Use' });
    const faqs = page.getByRole('button', { name: 'Frequently Asked Questions' });

    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await benefits.click();
    await expect(benefits).toHaveAttribute('aria-expanded', 'true');
    await expect(details).toHaveAttribute('aria-expanded', 'false');

    await faqs.click();
    await expect(faqs).toHaveAttribute('aria-expanded', 'true');
    await expect(benefits).toHaveAttribute('aria-expanded', 'false');
    await expect(howToUse).toHaveAttribute('aria-expanded', 'false');

    await howToUse.click();
    await expect(howToUse).toHaveAttribute('aria-expanded', 'true');
    await expect(faqs).toHaveAttribute('aria-expanded', 'false');
  });

  for (const handle of ['black-seed-soap', 'nope']) {
    test(`/product/${handle} shows Product Not Found`, async ({ page }) => {
      await page.goto(`/product/${handle}`);
      await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByText("The product you're looking for doesn't exist.")).toBeVisible();
      const back = page.getByRole('link', { name: 'Back to Shop' });
      await expect(back).toHaveAttribute('href', '/shop');
    });
  }

  test('iastm scraping tool: bulk layout without the halal badge; quick-pick 25 sets the total', async ({
    page,
  }) => {
    await openProduct(page, 'iastm-scraping-tool', 'Stainless Steel IASTM Scraping Tool');
    const buyBox = page.getByRole('region', { name: 'Stainless Steel IASTM Scraping Tool' });
    await expect(page.getByTestId('unit-price')).toHaveText('£29.99');
    await expect(buyBox.getByTestId('diet-badge')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Choose your plan' })).toHaveCount(0);

    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveValue('1');
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await expect(page.getByTestId('bulk-total')).toHaveText('£29.99');

    await page.getByRole('button', { name: 'Set quantity to 25' }).click();
    await expect(quantity).toHaveValue('25');
    await expect(page.getByRole('button', { name: 'Set quantity to 25' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByTestId('bulk-total')).toHaveText('£749.75');
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();

    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('26');

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added 26 items to cart!')).toBeVisible();
    const lines = await readCartLines(page);
    expect(lines[0]).toMatchObject({
      quantity: 26,
      listPricePence: 2999,
      purchase: { kind: 'one-time', packSize: 1 },
    });
  });

  test('dietary badges come from the tags only, as the shop filter', async ({ page }) => {
    // Manuka 263+ is not tagged halal, so /shop?diet=halal leaves it out and it has no badge.
    await openProduct(page, 'manuka-honey-mgo-263', 'Manuka Honey MGO 263+');
    const manuka = page.getByRole('region', { name: 'Manuka Honey MGO 263+' });
    await expect(manuka.getByTestId('diet-badge')).toHaveCount(0);
    await expect(page.getByText('Halal Certified')).toHaveCount(0);
    // Black seed oil is tagged Halal and Vegan.
    await openProduct(page, 'black-seed-oil', 'Organic Black Seed Oil');
    const oil = page.getByRole('region', { name: 'Organic Black Seed Oil' });
    await expect(oil.getByTestId('diet-badge')).toHaveText(['Halal', 'Vegan']);
  });
});

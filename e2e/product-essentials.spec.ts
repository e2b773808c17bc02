import { expect, type Page, test } from '@playwright/test';

// Shopper essentials on the product page: a quantity for the chosen pack, the image lightbox and
// related products (docs/decisions/045-product-page-essentials.md).

/**
 * Opens a product page and waits for its title (the first read on a fresh database can be slow)
 * and for hydration (app.tsx sets data-app-ready): a press on the server's markup before it
 * would do nothing.
 */
async function openProduct(page: Page, handle: string, title: string) {
  await page.goto(`/product/${handle}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
}

type StoredLine = { variantId: string; purchase: Record<string, unknown>; quantity: number };

/** The server's priced total for the cart's stored intents (POST /api/cart/price), in pence. */
async function serverTotalPence(page: Page): Promise<number> {
  const lines = await page.evaluate(
    () => JSON.parse(localStorage.getItem('shopify-cart') ?? '{"lines":[]}').lines as StoredLine[],
  );
  const res = await page.request.post('/api/cart/price', {
    data: {
      lines: lines.map(({ variantId, purchase, quantity }) => ({
        ...purchase,
        variantId,
        quantity,
      })),
    },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { totalPence: number; problems: unknown[] };
  expect(body.problems).toEqual([]);
  return body.totalPence;
}

test('three one-time bottles of 100 ml black seed oil: the drawer line and Total are the server’s, to the penny', async ({
  page,
}) => {
  await openProduct(page, 'black-seed-oil', 'Organic Black Seed Oil');
  await page.getByRole('radio', { name: /^One-time purchase/ }).check();
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await expect(quantity).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveValue('2');
  // Typed: 3 × £14.99 (100 ml, docs/spec/catalogue.md worked prices) = £44.97.
  await quantity.fill('3');
  await expect(page.getByTestId('quantity-total')).toHaveText('3 × £14.99 = £44.97');

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(
    page.getByText('Added to your cart: Organic Black Seed Oil, 3 bottles'),
  ).toBeVisible();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(drawer).toBeVisible();
  const total = drawer.getByTestId('cart-total');
  await expect(total).toHaveAttribute('data-priced-by', 'server');
  expect(await serverTotalPence(page)).toBe(4497);
  await expect(total).toHaveText('£44.97');
  await expect(
    drawer.getByRole('status', { name: 'Line total of Organic Black Seed Oil, 100ml, 1 bottle' }),
  ).toHaveText('£44.97');
  await expect(drawer.getByTestId('cart-line-units')).toHaveText('3 bottles');
});

test('a subscription takes a quantity too: two 2-month packs per delivery at the server’s price', async ({
  page,
}) => {
  await openProduct(page, 'black-seed-oil', 'Organic Black Seed Oil');
  await page.getByRole('radio', { name: /^Subscribe & Save: 2 months/ }).check();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  // 2 × (£14.99 × 2 less 12% = £26.38, docs/spec/catalogue.md worked prices) = £52.76.
  await expect(page.getByTestId('quantity-total')).toHaveText('2 × £26.38 = £52.76 per delivery');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  const total = drawer.getByTestId('cart-total');
  await expect(total).toHaveAttribute('data-priced-by', 'server');
  expect(await serverTotalPence(page)).toBe(5276);
  await expect(total).toHaveText('£52.76');
  await expect(drawer.getByTestId('cart-line-units')).toHaveText('4 bottles');
});

test('the gallery opens full screen from the keyboard, moves with the arrow keys and gives focus back on Esc', async ({
  page,
}) => {
  await openProduct(page, 'black-seed-oil', 'Organic Black Seed Oil');
  const trigger = page.getByRole('button', { name: /^View image 1 of 5 full screen/ });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: 'Organic Black Seed Oil' });
  await expect(lightbox).toBeVisible();
  const image = lightbox.getByTestId('lightbox-image');
  await expect(lightbox.getByText('Image 1 of 5')).toBeVisible();
  await expect(image).toHaveAttribute('src', '/media/products/black-seed-oil/1.svg');

  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText('Image 2 of 5')).toBeVisible();
  await expect(image).toHaveAttribute('src', '/media/products/black-seed-oil/2.svg');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText('Image 5 of 5')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText('Image 2 of 5')).toBeVisible();

  // Focus stays inside the dialog: tabbing through every control never reaches the page.
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await lightbox.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  // Back on the main image, which now shows the image last viewed.
  const shown = page.getByRole('button', { name: /^View image 2 of 5 full screen/ });
  await expect(shown).toBeFocused();
  await expect(page.getByTestId('product-main-image')).toHaveAttribute(
    'src',
    '/media/products/black-seed-oil/2.svg',
  );
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('a tap opens the images, a swipe moves between them and a tap zooms', async ({ page }) => {
    await openProduct(page, 'black-seed-oil', 'Organic Black Seed Oil');
    await page.getByTestId('open-lightbox').tap();
    const lightbox = page.getByRole('dialog', { name: 'Organic Black Seed Oil' });
    await expect(lightbox).toBeVisible();
    const stage = lightbox.getByTestId('lightbox-stage');
    const box = await stage.boundingBox();
    expect(box).not.toBeNull();
    const { x, y, width, height } = box as { x: number; y: number; width: number; height: number };
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      const midY = y + height / 2;
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: fromX, y: midY }],
      });
      for (let step = 1; step <= 5; step += 1) {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: fromX + ((toX - fromX) * step) / 5, y: midY }],
        });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    // A finger moving left brings in the next image; moving right goes back.
    await swipe(x + width * 0.8, x + width * 0.2);
    await expect(lightbox.getByText('Image 2 of 5')).toBeVisible();
    await swipe(x + width * 0.2, x + width * 0.8);
    await expect(lightbox.getByText('Image 1 of 5')).toBeVisible();

    await stage.tap();
    await expect(lightbox.getByRole('button', { name: 'Zoom' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await lightbox.getByRole('button', { name: 'Close' }).tap();
    await expect(lightbox).toBeHidden();
  });
});

test('related products come with the page, show an unsellable one as such, and lead to their page', async ({
  page,
}) => {
  // In the HTML before any script runs (server-rendered with the product's data).
  const html = await (await page.request.get('/product/pure-argan-oil')).text();
  expect(html).toContain('You may also like');

  await openProduct(page, 'pure-argan-oil', 'Moroccan Argan Oil');
  const related = page.getByRole('region', { name: 'You may also like' });
  const cards = related.getByRole('article');
  // The rest of its collection (Skin & Hair Care) in the collection's order, then the shop's.
  await expect(cards.getByRole('heading')).toHaveText([
    'Whipped Beef Tallow Skin Cream',
    'Tallow & Honey Lip Balm',
    'Organic Virgin Coconut Oil',
    'Organic Black Seed Oil',
  ]);
  // The lip balm has no Shopify variant: it cannot be bought, and says so.
  const balm = cards.filter({
    has: page.getByRole('heading', { name: 'Tallow & Honey Lip Balm' }),
  });
  await expect(balm.getByText('Unavailable', { exact: true })).toBeVisible();
  await expect(related).not.toContainText(/wholesale|trade/i);
  // The cards lead to their pages; the buy box keeps the page's only Add to Cart.
  await expect(related.getByRole('button', { name: /add to cart/i })).toHaveCount(0);
  await expect(related.getByRole('link', { name: /^View Product: / })).toHaveCount(4);

  await related.getByRole('link', { name: 'Organic Virgin Coconut Oil', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/virgin-coconut-oil$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Organic Virgin Coconut Oil' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'You may also like' }).getByRole('article'),
  ).toHaveCount(4);
});

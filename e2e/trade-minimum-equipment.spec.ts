import { expect, test } from '@playwright/test';
import { buildWholesaleMinimumMessage } from '../src/core/pricing/wholesale';
import { becomeApprovedTradeBuyer, signInAsDemoAdmin } from './auth-helpers';
import { drawerOf } from './checkout-helpers';
import { E2E_BASE_URL, E2E_DATA_DIR } from './env.mjs';

// The £200 trade minimum counts no cups or cupping equipment, and the drawer and the server say
// the same (docs/decisions/117-one-rule-one-place.md): a trade cart of two £50 glider sets was let
// through by the drawer while the server refused it. Now the drawer shows the server's problem.

test('a trade cart of cupping equipment only is refused alike by the drawer and the server', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const title = `Wholesale Cupping Glider Set ${suffix}`;

  const owner = await (await browser.newContext({ baseURL: E2E_BASE_URL })).newPage();
  await signInAsDemoAdmin(owner, { origin: E2E_BASE_URL, dataDir: E2E_DATA_DIR });
  const created = await owner.request.post('/api/admin/products', {
    headers: { origin: E2E_BASE_URL },
    data: {
      title,
      handle: `wholesale-cupping-glider-set-${suffix}`,
      body_html: '<p>Four facial glider cups for clinics.</p>',
      vendor: '',
      type: 'Cupping',
      product_category: 'Health & Beauty',
      published: true,
      image_url: '',
      seo_title: '',
      seo_description: '',
      tags: ['Wholesale'],
      variants: [{ title: 'Set of 4', price: '50.00', compareAtPrice: '', shopifyGid: '' }],
      collectionIds: [],
    },
  });
  expect(created.status()).toBe(201);
  const { product } = (await created.json()) as { product: { id: string } };

  try {
    await becomeApprovedTradeBuyer(page, browser, {
      prefix: 'trade-glider',
      firstName: 'Nadia',
      lastName: 'Rahman',
    });
    const listed = (await (await page.request.get('/api/wholesale/products')).json()) as {
      products: { title: string; variant: { id: string } }[];
    };
    const glider = listed.products.find((p) => p.title === title)?.variant.id;
    expect(glider).toEqual(expect.any(String));

    await page.goto('/wholesale-shop', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await card.getByRole('button', { name: /^Add to Cart/ }).click();
    const drawer = drawerOf(page);
    await drawer
      .getByRole('button', { name: new RegExp(`^Increase quantity of ${title}`) })
      .click();
    await expect(drawer.getByTestId('cart-total')).toHaveAttribute('data-priced-by', 'server');
    // 2 × £50.00 + 20% VAT; none of it counts towards the minimum.
    await expect(drawer.getByTestId('cart-total')).toHaveText('£120.00');
    const problem = buildWholesaleMinimumMessage(20_000);
    expect(problem).toBe(
      'Wholesale orders have a £200 minimum (excluding cups and cupping equipment). Add £200.00 more to check out.',
    );
    await expect(drawer.getByText(problem)).toBeVisible();
    await expect(drawer.getByRole('button', { name: /^Checkout/ })).toBeDisabled();

    const refused = await page.request.post('/api/checkout', {
      headers: { origin: E2E_BASE_URL },
      data: {
        lines: [{ kind: 'trade', variantId: glider, quantity: 2 }],
        expectedTotalPence: 12_000,
      },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(problem);
  } finally {
    const removed = await owner.request.delete(`/api/admin/products/${product.id}`, {
      headers: { origin: E2E_BASE_URL },
    });
    expect(removed.status()).toBe(204);
  }
});

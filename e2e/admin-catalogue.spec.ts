import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { signInAsDemoAdmin } from './auth-helpers';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from './env.mjs';

// Staff choose products in the list and publish or unpublish them together; upload a product
// image beside its URL. Products of its own, so the shop journeys' catalogue is untouched.
test.describe.configure({ timeout: 120_000 });

const SHOTS = `test-results/e2e-${E2E_PORT}/admin-catalogue`;
const origin = { origin: E2E_BASE_URL };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function screenshots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
}

test('staff publish and unpublish chosen products together; the shop follows', async ({
  page,
  browser,
}) => {
  const suffix = randomBytes(3).toString('hex');
  await signInAsDemoAdmin(page, { origin: E2E_BASE_URL, dataDir: E2E_DATA_DIR });
  const handles: string[] = [];
  for (const name of ['Acacia', 'Heather']) {
    const handle = `bulk-${name.toLowerCase()}-${suffix}`;
    handles.push(handle);
    const res = await page.request.post('/api/admin/products', {
      headers: origin,
      data: {
        title: `Bulk ${name} ${suffix}`,
        handle,
        body_html: '<p>Raw honey</p>',
        type: 'Honey',
        published: false,
        variants: [{ title: '250g', price: '9.50', compareAtPrice: '', shopifyGid: '' }],
      },
    });
    expect(res.status()).toBe(201);
  }
  const visitor = await browser.newContext({ baseURL: E2E_BASE_URL });
  const shopStatus = async (handle: string) =>
    (await visitor.request.get(`/product/${handle}`)).status();
  for (const handle of handles) expect(await shopStatus(handle)).toBe(404);

  await page.goto('/admin?tab=products');
  await page.getByRole('searchbox', { name: 'Search products by title' }).fill(suffix);
  await expect(page.getByTestId('admin-product-row')).toHaveCount(2);
  await page.getByText('Choose all shown').click();
  const bar = page.getByRole('region', { name: 'Chosen products' });
  await expect(bar).toContainText('2 products chosen');
  await screenshots(page, 'chosen');
  await bar.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toast(page, 'Published 2 products')).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(page.getByTestId('admin-product-row').getByText('Published')).toHaveCount(2);
  for (const handle of handles) await expect.poll(() => shopStatus(handle)).toBe(200);
  await screenshots(page, 'published');

  await page.getByRole('checkbox', { name: `Choose Bulk Acacia ${suffix}` }).check();
  await bar.getByRole('button', { name: 'Unpublish' }).click();
  await expect(toast(page, 'Unpublished 1 product')).toBeVisible();
  await expect.poll(() => shopStatus(handles[0] as string)).toBe(404);
  expect(await shopStatus(handles[1] as string)).toBe(200);

  // The image upload beside the URL: the file's address fills the field, the shop serves it.
  await page.getByRole('button', { name: `Edit Bulk Heather ${suffix}` }).click();
  await page.getByLabel('Upload an image file').setInputFiles({
    name: 'heather.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(toast(page, 'Image uploaded')).toBeVisible();
  const imageUrl = page.getByRole('textbox', { name: 'Image URL', exact: true });
  await expect(imageUrl).toHaveValue(/^\/uploads\/[0-9a-f]{32}\.png$/);
  const served = await visitor.request.get(await imageUrl.inputValue());
  expect(served.headers()['content-type']).toBe('image/png');
  await imageUrl.scrollIntoViewIfNeeded();
  await screenshots(page, 'uploaded');
  // An SVG is refused whatever it is called.
  await page.getByLabel('Upload an image file').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Upload a JPEG, PNG or WebP image.' }),
  ).toBeVisible();
  await visitor.close();
});

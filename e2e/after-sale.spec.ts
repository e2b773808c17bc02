import { expect, type Page, test } from '@playwright/test';
import { BUSINESS_APPLICATION } from '../src/server/test/fixtures';
import { signInAsDemoAdmin, signUpThroughApi } from './auth-helpers';
import { checkOutAndPay, payForBlackSeedOil, variantIdOf } from './checkout-helpers';
import { E2E_ADMIN_BASE_URL as BASE_URL, E2E_ADMIN_DATA_DIR as DATA_DIR } from './env.mjs';
import { shootAtBothWidths } from './screenshots';

// After a sale: a fully refunded order reads Refunded to staff and the customer, a changed
// handle redirects its old URL (301), and a first rejection carries its reason to the applicant.
test.describe.configure({ mode: 'serial' });

const shoot = (page: Page, name: string) => shootAtBothWidths(page, 'after-sale', name);

async function shootDialog(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/after-sale/${name}-${width}.png` });
  }
}

test('a fully refunded order is Refunded for staff and the customer, and cannot be shipped', async ({
  browser,
}) => {
  const customer = await (await browser.newContext({ baseURL: BASE_URL })).newPage();
  await customer.goto('/');
  const email = await signUpThroughApi(customer, { prefix: 'refunded', verify: true });
  const { number, id: orderId } = await payForBlackSeedOil(customer, email, 1);
  await customer.goto('/account?tab=orders');
  const card = customer.getByRole('listitem', { name: `Order ${number}` });
  await expect(card.locator('[data-status="paid"]')).toHaveText('Paid');

  const staff = await (await browser.newContext({ baseURL: BASE_URL })).newPage();
  await signInAsDemoAdmin(staff, { origin: BASE_URL, dataDir: DATA_DIR });
  await staff.goto(`/admin/orders/${orderId}`);
  await expect(staff.getByText('Organic Black Seed Oil (100ml), 1 bottle').first()).toBeVisible();
  await staff
    .getByRole('button', { name: /Refund/ })
    .first()
    .click();
  const dialog = staff.getByRole('dialog').or(staff.getByRole('alertdialog'));
  await dialog.getByLabel(/Amount/).fill('14.99');
  await dialog
    .getByRole('button', { name: /Refund/ })
    .last()
    .click();
  await expect(staff.getByTestId('payment-status')).toHaveText('Refunded');
  await expect(staff.getByRole('button', { name: 'Mark processing' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Mark shipped' })).toHaveCount(0);
  await shoot(staff, 'admin-order-refunded');

  await customer.reload();
  await expect(card.locator('[data-status="refunded"]')).toHaveText('Refunded £14.99');
  await expect(card).not.toContainText('Pending');
  await shoot(customer, 'order-history-refunded');
});

test('a changed handle redirects the old URL with 301, and the editor says so', async ({
  browser,
}) => {
  const staff = await (await browser.newContext({ baseURL: BASE_URL })).newPage();
  await signInAsDemoAdmin(staff, { origin: BASE_URL, dataDir: DATA_DIR });
  const suffix = Date.now().toString(36);
  const created = await staff.request.post('/api/admin/products', {
    headers: { origin: BASE_URL },
    data: {
      title: `Redirect Honey ${suffix}`,
      handle: `redirect-honey-${suffix}`,
      body_html: '<p>Raw honey</p>',
      vendor: '',
      type: 'Honey',
      product_category: 'Food',
      published: true,
      image_url: '',
      seo_title: '',
      seo_description: '',
      tags: [],
      variants: [{ title: '250g', price: '12.50', compareAtPrice: '', shopifyGid: '' }],
      collectionIds: [],
    },
  });
  expect(created.status()).toBe(201);
  await staff.goto('/admin?tab=products');
  await staff
    .getByRole('searchbox', { name: 'Search products by title' })
    .fill(`Redirect Honey ${suffix}`);
  await staff.getByRole('button', { name: `Edit Redirect Honey ${suffix}` }).click();
  await staff.getByLabel('Handle').fill(`raw-redirect-honey-${suffix}`);
  await expect(staff.getByTestId('handle-redirect-note')).toHaveText(
    `After you save, the old link /product/redirect-honey-${suffix} will redirect permanently (301) to /product/raw-redirect-honey-${suffix}.`,
  );
  await shoot(staff, 'product-editor-handle-note');
  await staff.getByRole('button', { name: /Save/ }).click();
  await expect(staff.getByText('Product updated').first()).toBeVisible();

  const old = await staff.request.get(`/product/redirect-honey-${suffix}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/product/raw-redirect-honey-${suffix}`);
  await staff.goto(`/product/redirect-honey-${suffix}`);
  await expect(staff).toHaveURL(`${BASE_URL}/product/raw-redirect-honey-${suffix}`);
  await expect(staff.getByRole('heading', { name: `Redirect Honey ${suffix}` })).toBeVisible();
});

test('a first rejection carries its reason to the applicant', async ({ browser }) => {
  const applicant = await (await browser.newContext({ baseURL: BASE_URL })).newPage();
  await applicant.goto('/');
  await signUpThroughApi(applicant, { prefix: 'rejected', verify: true });
  const company = `Reason Clinic ${Date.now().toString(36)}`;
  const applied = await applicant.request.post('/api/wholesale/applications', {
    headers: { origin: BASE_URL },
    data: { ...BUSINESS_APPLICATION, companyName: company },
  });
  expect(applied.status()).toBe(201);

  const staff = await (await browser.newContext({ baseURL: BASE_URL })).newPage();
  await signInAsDemoAdmin(staff, { origin: BASE_URL, dataDir: DATA_DIR });
  await staff.goto('/admin');
  await staff.getByRole('tab', { name: 'Wholesale Approvals' }).click();
  const card = staff.getByTestId('application').filter({ hasText: company });
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = staff.getByRole('alertdialog', { name: `Reject ${company}?` });
  const reason = 'We could not verify the VAT number with HMRC.';
  await dialog.getByLabel('Reason (optional)').fill(reason);
  await shootDialog(staff, 'reject-dialog');
  await dialog.getByRole('button', { name: 'Reject application' }).click();
  await expect(card.getByTestId('decision')).toContainText(`Reason: ${reason}`);

  await applicant.goto('/wholesale');
  await expect(applicant.getByTestId('rejection-reason')).toContainText(reason);
  await shoot(applicant, 'wholesale-rejected-with-reason');
});

test('the delete-account dialog says what happens to a subscription in its minimum term', async ({
  browser,
}) => {
  const customer = await (await browser.newContext({ baseURL: BASE_URL })).newPage();
  await customer.goto('/');
  const email = await signUpThroughApi(customer, { prefix: 'committed', verify: true });
  const variantId = await variantIdOf(customer, 'black-seed-oil', '100ml');
  const lines = [{ kind: 'subscription', variantId, planId: 'subscribe-1month', quantity: 1 }];
  const priced = (await (
    await customer.request.post('/api/cart/price', {
      data: { lines },
      headers: { origin: BASE_URL },
    })
  ).json()) as { totalPence: number };
  await checkOutAndPay(customer, email, lines, priced.totalPence);
  await customer.goto('/account');
  await customer.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = customer.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog.getByTestId('deletion-plan')).toContainText(
    'Cannot be cancelled yet. Minimum term: 2 deliveries. You can cancel any time after your 2nd delivery is paid',
  );
  await expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  await shootDialog(customer, 'delete-dialog-committed');
});

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { MFA_ENROLMENT_MESSAGE } from '../src/core/schemas/auth';
import { BUSINESS_APPLICATION } from '../src/server/test/fixtures';
import { signInAsAdminWithTotp, signUpThroughApi } from './auth-helpers';
import { E2E_ADMIN_BASE_URL as E2E_BASE_URL, E2E_ADMIN_DATA_DIR as E2E_DATA_DIR } from './env.mjs';

// The back office (docs/spec/accounts-and-back-office.md §2 /admin and /admin/products, §4, §8,
// §9). Serial: the journeys change the same catalogue (a reorder sent while another journey adds a
// product would rightly answer 409).
test.describe.configure({ mode: 'serial' });

const origin = { origin: E2E_BASE_URL };

function readDemoAdmin() {
  const line = readFileSync(join(E2E_DATA_DIR, 'demo-admin.txt'), 'utf8');
  const match = /Demo admin: (\S+) password: (\S+)/.exec(line);
  if (!match) throw new Error(`unexpected demo-admin.txt: ${line}`);
  return { email: match[1] as string, password: match[2] as string };
}

/** The demo admin at aal2: admins must use a second factor, so TOTP is enrolled. */
async function signInAsAdmin(page: Page) {
  await signInAsAdminWithTotp(page, readDemoAdmin(), {
    origin: E2E_BASE_URL,
    dataDir: E2E_DATA_DIR,
  });
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
}

test('non-admins are sent home from /admin', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
});

test('the demo admin without a second factor is sent to enrol, then opens /admin at aal2', async ({
  page,
}) => {
  // Admins must use a second factor. The first-start note is in demo-admin.txt (and the console).
  expect(readFileSync(join(E2E_DATA_DIR, 'demo-admin.txt'), 'utf8')).toContain(
    'the admin area asks you to set up two-step verification',
  );
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: readDemoAdmin(),
    headers: origin,
  });
  expect(signIn.ok()).toBe(true);
  await page.goto('/admin');
  await expect(page).toHaveURL(`${E2E_BASE_URL}/account?enrol=admin`);
  await expect(page.getByRole('alert').filter({ hasText: MFA_ENROLMENT_MESSAGE })).toBeVisible();
  expect((await page.request.get('/api/admin/products')).status()).toBe(403);

  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(`${E2E_BASE_URL}/admin`);
  await expect(page.getByRole('tab', { name: 'Wholesale Approvals' })).toBeVisible();
});

test('an admin approves a pending application and the applicant sees the Wholesale Shop link', async ({
  page,
  browser,
}) => {
  const applicant = await browser.newContext({ baseURL: E2E_BASE_URL });
  const company = `Tonic Traders ${randomBytes(3).toString('hex')}`;
  try {
    const applicantPage = await applicant.newPage();
    await signUpThroughApi(applicantPage, {
      prefix: 'trade',
      name: { first: 'Sara', last: 'Ahmed' },
      origin: E2E_BASE_URL,
    });
    const applied = await applicant.request.post('/api/wholesale/applications', {
      headers: origin,
      data: { ...BUSINESS_APPLICATION, companyName: company },
    });
    expect(applied.status()).toBe(201);

    await signInAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Wholesale Approvals' }).click();
    const card = page.getByTestId('application').filter({ hasText: company });
    await expect(card).toContainText('Sara Ahmed');
    await expect(card).toContainText('pending');
    // Every answer with its label, in the words the applicant chose, never the stored codes.
    await expect(card).toContainText('Business typeHealth clinic');
    await expect(card).toContainText('Years in business3–5 years');
    await expect(card).toContainText('Annual revenue (GBP)£100,000 – £250,000');
    await expect(card).toContainText('VAT numberNot given');
    await expect(card).not.toContainText('health-clinic');
    await card.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Approve ${company}?` });
    await expect(confirm).toContainText('Sara Ahmed gets a trade account');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, 'Status updated')).toBeVisible();
    await expect(card).toContainText('approved');
    await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    await applicantPage.goto('/');
    await expect(
      applicantPage.getByRole('banner').getByRole('link', { name: 'Wholesale Shop', exact: true }),
    ).toBeVisible();

    // A decision can be changed, with a required reason that is kept.
    await card.getByRole('button', { name: 'Change decision' }).click();
    const change = page.getByRole('alertdialog', { name: `Reject ${company} instead?` });
    await expect(change).toContainText('Sara Ahmed loses the trade account at once');
    await change.getByRole('button', { name: 'Reject instead' }).click();
    await expect(change.getByText('Give a reason for changing the decision.')).toBeVisible();
    await change.getByLabel('Reason for the change').fill('Trading address is residential.');
    await change.getByRole('button', { name: 'Reject instead' }).click();
    await expect(change).toBeHidden();
    await expect(card).toContainText('rejected');
    await expect(card.getByTestId('decision')).toContainText(
      'Reason: Trading address is residential.',
    );
    await applicantPage.reload();
    await expect(
      applicantPage.getByRole('banner').getByRole('link', { name: 'Wholesale Shop', exact: true }),
    ).toHaveCount(0);
    await page.goto('/admin?tab=audit');
    await expect(
      page
        .getByTestId('audit-entry')
        .filter({ hasText: `${company}: approved → rejected (Trading address is residential.)` }),
    ).toHaveCount(1);
  } finally {
    await applicant.close();
  }
});

test('an admin reorders the shop with the keyboard only and /shop follows after reload', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Ordering' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Shop Page Order' });
  const rows = list.getByTestId('sortable-row');
  await expect(rows.first()).toBeVisible();
  const titles = await rows.locator('span.font-medium').allTextContents();
  const [first, second] = titles;
  if (!first || !second) throw new Error('need two products');

  const handle = page.getByRole('button', { name: `Reorder ${first}` });
  await handle.focus();
  await page.keyboard.press('Space');
  // dnd-kit marks the handle pressed once the keyboard drag has started.
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  // Drop only once the list has registered the new position (the live region says so).
  await expect(page.getByText(`${first} was moved to position 2 of`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
  await expect(toast(page, 'Order updated!')).toBeVisible();
  await expect(rows.nth(0)).toContainText(second);
  await expect(rows.nth(1)).toContainText(first);

  await page.goto('/shop?collection=all');
  await page.reload();
  const cards = page.locator('main article h2');
  await expect(cards.first()).toHaveText(second);
  await expect(cards.nth(1)).toHaveText(first);
});

test('an admin moves a product between collections', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/products');
  await page.getByRole('tab', { name: 'Move' }).click();
  await expect(page.getByRole('button', { name: 'Move Product' })).toHaveCount(0);
  await choose(page, 'From collection', /^Black Seed \(/);
  await page.getByRole('combobox', { name: 'Product' }).click();
  const option = page.getByRole('option').first();
  const product = (await option.textContent())?.trim() ?? '';
  await option.click();
  await choose(page, 'To collection', /^Seasonal Gifts \(/);
  await page.getByRole('button', { name: 'Move Product' }).click();
  await expect(toast(page, 'Product moved!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move Product' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Collections' }).click();
  await expect(page.getByText('Select a collection to manage')).toBeVisible();
  await choose(page, 'Collection', /^Seasonal Gifts \(/);
  const rows = page.getByRole('list', { name: 'Collection order' }).getByTestId('sortable-row');
  await expect(rows.first()).toContainText(product);
  await choose(page, 'Collection', /^Black Seed \(/);
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasText: product })).toHaveCount(0);
});

test('an admin creates a product with a variant, finds it in the shop, then deletes it', async ({
  page,
}) => {
  const suffix = randomBytes(3).toString('hex');
  const title = `Rose Tonic ${suffix}`;
  const handle = `rose-tonic-${suffix}`;
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'Add product' }).click();
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await expect(page.getByRole('textbox', { name: 'Handle', exact: true })).toHaveValue(handle);
  await page.getByRole('textbox', { name: 'Type', exact: true }).fill('Tonic');
  await page.getByRole('textbox', { name: 'Variant title', exact: true }).fill('250ml');
  await page.getByRole('textbox', { name: 'Price (£)', exact: true }).fill('18.50');
  await page.getByLabel('Published (visible in the shop)').check();
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(toast(page, 'Product created')).toBeVisible();
  const row = page.getByTestId('admin-product-row').filter({ hasText: title });
  await expect(row).toContainText('1 variant');

  // The editor is in the URL: a reload reopens the same product.
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/[?&]product=[0-9a-f-]{36}/);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await page.getByRole('button', { name: 'Back to products' }).click();
  await expect(row).toBeVisible();

  await page.goto(`/product/${handle}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('£18.50').first()).toBeVisible();

  await page.goto('/admin?tab=products');
  await page.getByRole('searchbox', { name: 'Search products by title' }).fill(title.toUpperCase());
  await expect(page.getByTestId('admin-product-row')).toHaveCount(1);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete product' }).click();
  await expect(toast(page, 'Product deleted successfully')).toBeVisible();
  await expect(page.getByTestId('admin-product-row')).toHaveCount(0);
  const gone = await page.request.get(`/api/store/products/${handle}`);
  expect(gone.status()).toBe(404);
});

test('an admin runs an export and sees the progress bar reach N of N', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin?tab=import');
  await page.getByRole('button', { name: 'Export to Shopify' }).click();
  const progress = page.getByTestId('export-progress-text');
  await expect(progress).toHaveText(/^(\d+) of \1$/, { timeout: 40_000 });
  const total = (await progress.textContent())?.split(' ')[0];
  await expect(toast(page, `Exported ${total} products to Shopify!`)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute(
    'aria-valuenow',
    String(total),
  );
});

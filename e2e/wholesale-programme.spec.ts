import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { APPLICATION_SUBMITTED_SIGNED_IN_MESSAGE } from '../src/core/schemas/wholesale';
import { approveAsAdmin, confirmEmail, signUpThroughApi } from './auth-helpers';

// The wholesale programme (docs/spec/accounts-and-back-office.md §2 /wholesale and /wholesale-shop,
// §4, §5, §8, §9): a visitor applies in three steps, an admin approves, the trade shop and its £200
// minimum at checkout.

function uniqueEmail(): string {
  return `trade-${randomBytes(5).toString('hex')}@example.co.uk`;
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Step 2's four choices: £100k–£250k a year, health & wellness, £500–£1,000 a month, a trade show. */
async function answerDetailsStep(page: Page) {
  await chooseOption(page, 'Annual revenue (GBP)', '£100,000 – £250,000');
  await chooseOption(page, 'Primary market', 'Health & wellness');
  await chooseOption(page, 'Estimated monthly order volume (GBP)', '£500 – £1,000');
  await chooseOption(page, 'How did you hear about us?', 'Trade show');
}

test('a visitor applies, is approved and orders at trade prices with the £200 minimum', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail();

  // ——— /wholesale: hero, claims and the three-step application ———
  await page.goto('/wholesale');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stock Habba & Honey in Your Business' }),
  ).toBeVisible();
  const claims = page.getByRole('list', { name: 'Why retailers choose us' });
  for (const claim of [
    'Trusted by 500+ Retailers',
    'Approval in 2 Working Days',
    '40% Profit Margins',
    '100% Quality Guarantee',
    'Free UK Shipping',
  ]) {
    await expect(claims.getByText(claim, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Why Partner With Us?' })).toBeVisible();
  const progress = page.getByRole('navigation', { name: 'Application progress' });
  await expect(progress.getByText('Business Info')).toBeVisible();
  await expect(progress.getByText('Details')).toBeVisible();
  await expect(progress.getByText('Submit')).toBeVisible();

  // Step 1: Business Info, with one mistake fixed on the way.
  const form = page.locator('#wholesale-application');
  await form.getByLabel('Company name').fill('Leicester Wellness Ltd');
  await page.getByRole('combobox', { name: 'Business type' }).click();
  // The page does not glide under an open menu (styles.css): while it is open, scrolls are instant.
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior))
    .toBe('auto');
  await page.getByRole('option', { name: 'Health clinic', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior))
    .toBe('smooth');
  await chooseOption(page, 'Years in business', '3–5 years');
  await chooseOption(page, 'Number of locations', '2–5 locations');
  await form.getByLabel('Website').fill('leicester wellness');
  await form.getByLabel('Business address').fill('12 High Street');
  await form.getByLabel('City').fill('Leicester');
  await form.getByLabel('Postcode').fill('LE1 1AA');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Invalid URL')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Business Info', level: 3 })).toBeVisible();
  await form.getByLabel('Website').fill('https://leicester-wellness.example.co.uk');
  await expect(page.getByText('Invalid URL')).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: Details. Moving on without a product category shows the spec's message.
  await expect(page.getByRole('heading', { name: 'Details', level: 3 })).toBeVisible();
  await answerDetailsStep(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Select at least one product category')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Raw Shilajit Resin' }).check();
  await page.getByRole('checkbox', { name: 'Herbal Supplements' }).check();
  await expect(page.getByText('Select at least one product category')).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: Submit, creating the account.
  await expect(page.getByRole('heading', { name: 'Submit', level: 3 })).toBeVisible();
  await expect(page.getByText('Leicester Wellness Ltd')).toBeVisible();
  await form.getByLabel('First name').fill('Sara');
  await form.getByLabel('Last name').fill('Ahmed');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('trade-secret-1');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(
    page.getByText('Application submitted! Check your email to confirm your account.'),
  ).toBeVisible();

  // Pending: the status card replaces the form. The applicant is signed in only once the email
  // is confirmed (the link lands on /account); then /wholesale shows the status again.
  const status = page.getByTestId('wholesale-application-status');
  await expect(status.getByText('Status: Pending review')).toBeVisible();
  await confirmEmail(page, email);
  await page.goto('/wholesale');
  await expect(status.getByText('Status: Pending review')).toBeVisible();
  await expect(status.getByText('Leicester Wellness Ltd')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Wholesale', exact: true }),
  ).toBeVisible();

  // ——— Approval by the admin (the server operation, through /api/admin) ———
  const mine = await page.request.get('/api/wholesale/application');
  const { application } = (await mine.json()) as { application: { id: string } };
  await approveAsAdmin(browser, application.id);

  // Approved: the header switches to Wholesale Shop and /wholesale sends the user to the shop.
  await page.goto('/wholesale');
  await expect(page).toHaveURL(/\/wholesale-shop$/);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Wholesale Shop', exact: true }),
  ).toBeVisible();

  // ——— /wholesale-shop ———
  await expect(page.getByRole('heading', { level: 1, name: 'Wholesale Shop' })).toBeVisible();
  await expect(
    page.getByText('Minimum order: £200 (excludes cups and cupping equipment)'),
  ).toBeVisible();
  // The seed's four trade products (a journey running beside this one may add its own).
  const cards = page.getByRole('article');
  const cardOf = (title: string) =>
    cards.filter({ has: page.getByRole('heading', { name: title }) });
  const expected = [
    ['Wholesale Black Seed Oil 1L (case of 6)', '£89.00', '£149.99', '41%'],
    ['Wholesale Manuka Honey MGO 263+ (case of 12)', '£299.00', '£499.33', '40%'],
    ['Wholesale Shilajit Resin (10 x 30g)', '£199.00', '£399.90', '50%'],
    ['Ashwagandha Trade Pack (12 jars)', '£120.00', '£200.40', '40%'],
  ] as const;
  for (const [title, wholesale, retail, profit] of expected) {
    const card = cardOf(title);
    await expect(card.getByText(wholesale, { exact: true })).toBeVisible();
    await expect(card.getByText(retail, { exact: true })).toBeVisible();
    await expect(card.getByText(profit, { exact: true })).toBeVisible();
  }

  // A product opens in the wholesale (minimal) mode.
  await page.getByRole('link', { name: 'Wholesale Shilajit Resin (10 x 30g)' }).click();
  await expect(page).toHaveURL(/\/product\/wholesale-shilajit-resin-10\?wholesale=true$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Wholesale Shilajit Resin (10 x 30g)' }),
  ).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Wholesale Shop' })).toBeVisible();

  // £199 of wholesale goods: checkout is blocked with the shortfall named.
  await cardOf('Wholesale Shilajit Resin (10 x 30g)')
    .getByRole('button', { name: /^Add to Cart/ })
    .click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Wholesale Shilajit Resin (10 x 30g)')).toBeVisible();
  // The drawer names the shortfall and keeps Checkout disabled (the server refuses it too).
  await expect(
    drawer.getByText(
      'Wholesale orders have a £200 minimum (excluding cups and cupping equipment). Add £1.00 more to check out.',
    ),
  ).toBeVisible();
  await expect(drawer.getByRole('button', { name: /^Checkout/ })).toBeDisabled();
  await expect(page).toHaveURL(/\/wholesale-shop$/);

  // Adding more reaches the minimum: checkout goes ahead to the hosted checkout.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await cardOf('Wholesale Black Seed Oil 1L (case of 6)')
    .getByRole('button', { name: /^Add to Cart/ })
    .click();
  await expect(drawer.getByText('Wholesale Black Seed Oil 1L (case of 6)')).toBeVisible();
  await drawer.getByRole('button', { name: /^Checkout/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/shopify\/checkout\//);
});

test('the wholesale shop is for approved accounts only', async ({ page }) => {
  await page.goto('/wholesale-shop');
  await expect(page).toHaveURL(/\/wholesale$/);
  await expect(page.getByRole('heading', { name: 'Wholesale Application' })).toBeVisible();
  const res = await page.request.get('/api/wholesale/products');
  expect(res.status()).toBe(401);
});

test('a signed-in customer applies as themselves and is approved', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const email = await signUpThroughApi(page, {
    email: uniqueEmail(),
    name: { first: 'Omar', last: 'Patel' },
  });

  await page.goto('/wholesale');
  const form = page.locator('#wholesale-application');
  await form.getByLabel('Company name').fill('Patel Pharmacy Ltd');
  await chooseOption(page, 'Business type', 'Pharmacy');
  await chooseOption(page, 'Years in business', '3–5 years');
  await chooseOption(page, 'Number of locations', '1 location');
  await form.getByLabel('Business address').fill('4 Market Street');
  await form.getByLabel('City').fill('Bradford');
  await form.getByLabel('Postcode').fill('BD1 1AA');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Details', level: 3 })).toBeVisible();
  await answerDetailsStep(page);
  await page.getByRole('checkbox', { name: 'Raw Shilajit Resin' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Submit', level: 3 })).toBeVisible();
  await expect(page.getByText(`You are applying as ${email}`)).toBeVisible();
  // The Submit step fits a phone: the applicant's email wraps, both Edit links are on screen.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    for (const step of ['Business Info', 'Details']) {
      const box = await page.getByRole('button', { name: `Edit ${step}` }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, `Edit ${step} at ${width}`).toBe(
        true,
      );
    }
    await page.locator('#wholesale-application').screenshot({
      path: `test-results/wholesale/signed-in-submit-step-${width}.png`,
    });
  }
  await page.getByRole('button', { name: 'Submit Application' }).click();
  // Already signed in: no account to confirm, so the toast does not ask for one.
  await expect(page.getByText(APPLICATION_SUBMITTED_SIGNED_IN_MESSAGE)).toBeVisible();
  await expect(page.getByText('Check your email to confirm your account')).toHaveCount(0);
  const status = page.getByTestId('wholesale-application-status');
  await expect(status.getByText('Status: Pending review')).toBeVisible();
  await expect(status.getByText('Patel Pharmacy Ltd')).toBeVisible();

  const mine = await page.request.get('/api/wholesale/application');
  expect(mine.status()).toBe(200);
  const { application } = (await mine.json()) as { application: { id: string } };
  await approveAsAdmin(browser, application.id);
  await page.goto('/wholesale');
  await expect(page).toHaveURL(/\/wholesale-shop$/);
});

import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  CHECK_EMAIL_TITLE,
  EMAIL_NOT_VERIFIED_MESSAGE,
} from '../src/core/schemas/account-security';
import { packVariantGid, sellingPlanGid } from '../src/server/shopify/merchandise';
import { confirmEmail, readVerificationLink } from './auth-helpers';
import { E2E_DATA_DIR, E2E_PORT } from './env.mjs';

// Account journeys (docs/spec/accounts-and-back-office.md §2, §4, §8) against `npm start`'s server.

function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.co.uk`;
}

async function signUp(page: Page, options: { email: string; password: string }) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First name').fill('Amira');
  await page.getByLabel('Last name').fill('Khan');
  await page.getByLabel('Email').fill(options.email);
  await page.locator('input[name="password"]').fill(options.password);
  await page.getByLabel('Confirm password').fill(options.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Nobody is signed in until the email is confirmed.
  await expect(page.getByRole('heading', { name: CHECK_EMAIL_TITLE })).toBeVisible();
  await confirmEmail(page, options.email);
  await expect(page).toHaveURL(/\/account$/);
}

async function signIn(page: Page, options: { email: string; password: string }) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(options.email);
  await page.getByLabel('Password').fill(options.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The newest outbox message to an address (DEV_OUTBOX=true on the e2e server). */
async function readLatestMail(page: Page, to: string) {
  for (let i = 0; i < 40; i++) {
    const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const body = (await res.json()) as { messages: { subject: string; text: string }[] };
    if (body.messages[0]) return body.messages[0];
    await page.waitForTimeout(250);
  }
  throw new Error(`no mail for ${to}`);
}

/**
 * Posts a signed orders/create webhook (docs/spec/shopify.md §2) for the signed-in customer: the
 * cart attributes carry the server-signed user id, as /api/checkout puts them (orders are
 * never linked by the typed email alone).
 */
async function seedOrder(
  page: Page,
  options: { email: string; orderNumber: number; subscription?: boolean; guest?: boolean },
) {
  const secrets = JSON.parse(readFileSync(join(E2E_DATA_DIR, 'secrets.json'), 'utf8')) as {
    SHOPIFY_WEBHOOK_SECRET: string;
    BETTER_AUTH_SECRET: string;
  };
  // A guest order needs no session; a customer's carries the signed-in user's id.
  const me = options.guest
    ? { user: { id: '' } }
    : ((await (await page.request.get('/api/me')).json()) as { user: { id: string } });
  const nonce = randomUUID();
  // A subscription: the seeded 100 ml oil's 2-bottle pack on the shop's own 2-month plan (the ids
  // the sandbox sells before any export; Shopify's order names the plan by its id only).
  const oil = 'gid://shopify/ProductVariant/44858553761923';
  const tail = (gid: string) => gid.slice(gid.lastIndexOf('/') + 1);
  const oilVariant = options.subscription ? tail(packVariantGid(oil, 2)) : '1';
  const oilPlan = options.subscription ? tail(sellingPlanGid(oil, 'subscribe-2month')) : '';
  const signature = createHmac('sha256', secrets.BETTER_AUTH_SECRET)
    // shopify/merchandise.ts signCheckout: the buyer, the priced total, a nonce and the lines
    // (variant id : selling plan id : quantity, sorted).
    .update(
      `hh-checkout:v2|${me.user.id}|4137|${nonce}|${[`${oilVariant}:${oilPlan}:1`, '2::1'].sort().join(',')}`,
    )
    .digest('base64url');
  const payload = {
    // A guest checkout with the same email carries no signed attributes.
    note_attributes: options.guest
      ? []
      : [
          { name: '_priced_total_pence', value: '4137' },
          { name: '_hh_user', value: me.user.id },
          { name: '_hh_nonce', value: nonce },
          { name: '_hh_signature', value: signature },
        ],
    id: Number(`59${options.orderNumber}${Date.now() % 100000}`),
    order_number: options.orderNumber,
    name: `#${options.orderNumber}`,
    email: options.email,
    created_at: new Date().toISOString(),
    total_price: '41.37',
    currency: 'GBP',
    line_items: [
      {
        variant_id: Number(oilVariant),
        title: 'Organic Black Seed Oil',
        variant_title: '100ml',
        quantity: 1,
        price: '26.38',
        properties: [],
        // A subscription is a line bought on a selling plan (a line property is not one).
        selling_plan_id: options.subscription ? Number(oilPlan) : null,
      },
      {
        variant_id: 2,
        title: 'Raw Manuka Honey',
        variant_title: 'MGO 263+',
        quantity: 1,
        price: '14.99',
        properties: [],
      },
    ],
    shipping_address: null,
    customer: { email: options.email },
  };
  const raw = JSON.stringify(payload);
  const hmac = createHmac('sha256', secrets.SHOPIFY_WEBHOOK_SECRET).update(raw).digest('base64');
  const res = await page.request.post('/api/webhooks/shopify/orders-create', {
    data: raw,
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': 'orders/create',
      'x-shopify-hmac-sha256': hmac,
      'x-shopify-shop-domain': 'sandbox.myshopify.com',
      'x-shopify-api-version': '2025-07',
      'x-shopify-webhook-id': randomUUID(),
      'x-shopify-triggered-at': new Date().toISOString(),
    },
  });
  expect(res.status()).toBe(200);
}

// The shared e2e machine is slow under parallel runs; these journeys take several round trips.
test.describe.configure({ timeout: 120_000 });

test('sign up → /account, sign out → toast and home, sign in, wrong password shows the server message', async ({
  page,
}) => {
  const email = uniqueEmail('journey');
  const password = 'honey-pass-1';
  await signUp(page, { email, password });
  await expect(page.getByRole('heading', { name: 'Hello, Amira' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth$/);

  await signIn(page, { email, password: 'wrong-password' });
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
});

test('sign-in and sign-up validation messages', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.locator('input[name="password"]').fill('abcdef');
  await page.getByLabel('Confirm password').fill('abcdeg');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  // A common password is refused with the shared schema's message.
  await page.locator('input[name="password"]').fill('password1');
  await page.getByLabel('Confirm password').fill('password1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('This password is too common and easy to guess. Choose a different one.'),
  ).toBeVisible();
});

test('the shop opened as http://127.0.0.1 signs up, and a refused sign-up shows the server message', async ({
  page,
}) => {
  // Both loopback origins are trusted on the embedded default.
  const email = uniqueEmail('loopback');
  await page.goto(`http://127.0.0.1:${E2E_PORT}/auth`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First name').fill('Amira');
  await page.getByLabel('Last name').fill('Khan');
  await page.getByLabel('Email').fill(email);
  await page.locator('input[name="password"]').fill('loopback-pass-1');
  await page.getByLabel('Confirm password').fill('loopback-pass-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: CHECK_EMAIL_TITLE })).toBeVisible();

  // Signing in before confirming is refused: the server's message is shown, not a blank page.
  await page.getByRole('button', { name: 'Back to Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('loopback-pass-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(EMAIL_NOT_VERIFIED_MESSAGE)).toBeVisible();

  // The confirmation link, opened on 127.0.0.1, signs in there.
  const link = new URL(await readVerificationLink(page, email));
  await page.goto(`http://127.0.0.1:${E2E_PORT}${link.pathname}${link.search}`);
  await expect(page).toHaveURL(`http://127.0.0.1:${E2E_PORT}/account`);
  await expect(page.getByText(email).first()).toBeVisible();
});

test('forgot password → link from the outbox → new password → sign in with it', async ({
  page,
}) => {
  const email = uniqueEmail('reset');
  await signUp(page, { email, password: 'first-pass-1' });
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset link sent to your email')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  const mail = await readLatestMail(page, email);
  const link = mail.text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole('heading', { name: 'New Password' })).toBeVisible();
  await page.locator('input[name="password"]').fill('second-pass-2');
  await page.getByLabel('Confirm new password').fill('second-pass-2');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await signIn(page, { email, password: 'second-pass-2' });
  await expect(page).toHaveURL(/\/account$/);

  // the used link is now invalid (checked signed out: a signed-in visitor is sent from /auth on)
  await page.context().clearCookies();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('profile validation errors then save', async ({ page }) => {
  await signUp(page, { email: uniqueEmail('profile'), password: 'profile-pass' });
  await page.getByLabel('First name').fill('   ');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await expect(page.getByText('Billing address is required')).toBeVisible();
  await expect(page.getByText('Town or city is required')).toBeVisible();
  await expect(page.getByText('Country is required')).toBeVisible();
  await expect(page.getByText('Postcode is required')).toBeVisible();

  await page.getByLabel('First name').fill('Amira');
  await page.getByLabel('Phone').fill('07700 900123');
  const billing = page.getByRole('group', { name: 'Billing address' });
  await billing.getByLabel('Address line 1').fill('12 High Street');
  await billing.getByLabel('Town or city').fill('Leicester');
  await billing.getByLabel('Postcode').fill('LE1 1AA');
  await billing.getByLabel('Country').fill('United Kingdom');
  await page.getByLabel('Same as billing address').check();
  await page.getByLabel('Email me about new products, offers and wellness tips').check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Billing address' }).getByLabel('Address line 1'),
  ).toHaveValue('12 High Street');
  await expect(
    page.getByRole('group', { name: 'Shipping address' }).getByLabel('Address line 1'),
  ).toHaveValue('12 High Street');
});

test('add two addresses (first is default) and delete one', async ({ page }) => {
  await signUp(page, { email: uniqueEmail('addr'), password: 'address-pass' });
  await page.getByRole('tab', { name: 'Addresses' }).click();
  await page.getByRole('button', { name: 'Add Address' }).click();
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Address is required')).toBeVisible();
  await expect(page.getByText('Postcode is required')).toBeVisible();

  const form = page.getByRole('form', { name: 'New address' });
  for (const [line, city] of [
    ['1 Honey Lane', 'Bath'],
    ['2 Comb Street', 'York'],
  ]) {
    if (!(await form.isVisible())) await page.getByRole('button', { name: 'Add Address' }).click();
    await form.getByLabel('First name').fill('Amira');
    await form.getByLabel('Last name').fill('Khan');
    await form.getByLabel('Address line 1').fill(line!);
    await form.getByLabel('Town or city').fill(city!);
    await form.getByLabel('Postcode').fill('BA1 1AA');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByText('Address added successfully').first()).toBeVisible();
    await expect(page.getByRole('listitem', { name: new RegExp(line!) })).toBeVisible();
  }
  const list = page.getByRole('list', { name: 'Saved addresses' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('1 Honey Lane');
  await expect(list.getByRole('listitem').first()).toContainText('Default');
  await expect(list.getByRole('listitem').nth(1)).not.toContainText('Default');

  await list
    .getByRole('listitem', { name: /2 Comb Street/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  // Deleting asks first, naming the address; keeping it changes nothing.
  const confirm = page.getByRole('alertdialog', { name: 'Delete this address?' });
  await expect(confirm).toContainText('2 Comb Street');
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await list
    .getByRole('listitem', { name: /2 Comb Street/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await confirm.getByRole('button', { name: 'Delete address' }).click();
  await expect(page.getByText('Address deleted')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
});

test('a seeded order shows in Order History and its invoice downloads', async ({ page }) => {
  const email = uniqueEmail('orders');
  // A guest order with this email, placed before the account existed. Confirming links nothing
  // now: the customer claims it with the code emailed to the address, which names it.
  await page.goto('/');
  await seedOrder(page, { email, orderNumber: 4242, guest: true });
  await signUp(page, { email, password: 'orders-pass' });
  await page.getByRole('tab', { name: 'Order History' }).click();
  await expect(page.getByText('No orders yet')).toBeVisible();
  await page.getByRole('button', { name: 'Claim them' }).click();
  await expect(page.getByText(`We have sent a code to ${email}.`)).toBeVisible();
  let code = '';
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const body = (await res.json()) as { messages: { subject: string; text: string }[] };
      const mail = body.messages.find((m) => m.subject.startsWith('Your code to add guest orders'));
      code = mail?.text.match(/Your code: (\d{6})/)?.[1] ?? '';
      return mail?.text.includes('Order #4242, ') ? code : '';
    })
    .toMatch(/^\d{6}$/);
  await page.getByLabel('Code from the email').fill(code);
  await page.getByRole('button', { name: 'Add the orders' }).click();
  await expect(page.getByText('1 order was added to your account.')).toBeVisible();
  const order = page.getByRole('listitem', { name: 'Order 4242' });
  await expect(order).toBeVisible();
  await expect(order).toContainText('£41.37');
  await expect(order).toContainText('Organic Black Seed Oil');
  await expect(order).toContainText(/\d{1,2} [A-Z][a-z]+ \d{4}/);

  const downloadPromise = page.waitForEvent('download');
  await order.getByRole('button', { name: 'Download invoice' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('invoice-4242.html');
  const html = readFileSync(await download.path(), 'utf8');
  expect(html).toContain('£41.37');
  expect(html).toContain('£26.38');
  expect(html).toContain('Raw Manuka Honey');
  await expect(page.getByText('Invoice downloaded successfully')).toBeVisible();
});

test('a seeded subscription: Pause → Resume → Skip Next moves the date; Cancel disabled', async ({
  page,
}) => {
  const email = uniqueEmail('subs');
  await signUp(page, { email, password: 'subs-pass-1' });
  await confirmEmail(page, email);
  await seedOrder(page, { email, orderNumber: 5151, subscription: true });
  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  const card = page.getByRole('listitem', { name: /Subscription: Organic Black Seed Oil/ });
  await expect(card).toContainText('Active');
  const next = card.getByTestId('next-delivery');
  const before = await next.textContent();

  await card.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Subscription updated successfully').first()).toBeVisible();
  await expect(card).toContainText('Paused');
  await expect(card.getByRole('button', { name: 'Skip Next' })).toHaveCount(0);

  await card.getByRole('button', { name: 'Resume' }).click();
  await expect(card).toContainText('Active');

  await card.getByRole('button', { name: 'Skip Next' }).click();
  await expect(next).not.toHaveText(before ?? '');
  const after = new Date(`${await next.textContent()}`);
  const expected = new Date(before ?? '');
  expected.setDate(expected.getDate() + 60);
  expect(after.toDateString()).toBe(expected.toDateString());

  const cancel = card.getByRole('button', { name: 'Cancel' });
  await expect(cancel).toBeDisabled();
  await expect(card).toContainText(
    /\* Minimum term: 1 delivery\. You can cancel any time after your 1st delivery is paid — from \d{1,2} [A-Z][a-z]+ \d{4}\./,
  );
  await card.getByTestId('cancel-wrapper').hover();
  await expect(page.getByRole('tooltip')).toContainText(
    /Cannot cancel before \d{1,2} [A-Z][a-z]+ \d{4}/,
  );
});

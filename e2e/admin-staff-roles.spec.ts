import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import {
  adminTotpStepFile,
  oneWorkerAtATime,
  signInAsDemoAdmin,
  signUpThroughApi,
  verifyTotpCode,
} from './auth-helpers';
import { payForBlackSeedOil } from './checkout-helpers';
import { E2E_ADMIN_BASE_URL as BASE_URL, E2E_ADMIN_DATA_DIR as DATA_DIR } from './env.mjs';
import { shootAtBothWidths } from './screenshots';

// Staff roles (docs/decisions/092-staff-roles.md): the owner adds a fulfilment user and
// reads the customer's record; the fulfilment user ships the order but is shown neither refunds
// nor any tab but Orders, and the server refuses them too. Serial: one order, in turn.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'correct-horse-9';
let order: { id: string; number: string; email: string };
let fulfilment: { email: string; totp: OTPAuth.TOTP };

const shoot = (page: Page, name: string) => shootAtBothWidths(page, 'staff-roles', name);

/**
 * The owner, freshly signed in with the second factor: adding staff needs a step-up, which an
 * earlier journey's kept session may be too old for.
 */
async function signInOwner(page: Page) {
  const secretFile = join(DATA_DIR, 'admin-totp.txt');
  if (!existsSync(secretFile)) {
    await signInAsDemoAdmin(page, { origin: BASE_URL, dataDir: DATA_DIR });
    return;
  }
  const line = readFileSync(join(DATA_DIR, 'demo-admin.txt'), 'utf8');
  const [, email, password] = /Demo admin: (\S+) password: (\S+)/.exec(line) ?? [];
  // Under the admin sign-in lock other journeys take, so codes are not raced for.
  await oneWorkerAtATime(DATA_DIR, async () => {
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email, password },
      headers: { origin: BASE_URL },
    });
    expect(signIn.ok()).toBe(true);
    const totp = OTPAuth.URI.parse(readFileSync(secretFile, 'utf8').trim()) as OTPAuth.TOTP;
    await verifyTotpCode(page.request, totp, BASE_URL, adminTotpStepFile(DATA_DIR));
  });
}

test('a customer pays for an order on the sandbox checkout', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  await page.goto('/');
  const email = await signUpThroughApi(page, {
    prefix: 'roles',
    verify: true,
    name: { first: 'Rania', last: 'Haddad' },
  });
  order = { ...(await payForBlackSeedOil(page, email, 2)), email };
  await context.close();
});

test('the owner adds a fulfilment user and reads the customer’s record', async ({
  browser,
  page,
}) => {
  // The future fulfilment user has an account with an authenticator, as every admin needs.
  const context = await browser.newContext({ baseURL: BASE_URL });
  const own = await context.newPage();
  await own.goto('/');
  const email = await signUpThroughApi(own, { prefix: 'packer', verify: true });
  expect(
    (
      await own.request.post('/api/auth/sign-in/email', {
        data: { email, password: PASSWORD },
        headers: { origin: BASE_URL },
      })
    ).ok(),
  ).toBe(true);
  const enabled = await own.request.post('/api/auth/two-factor/enable', {
    data: { password: PASSWORD },
    headers: { origin: BASE_URL },
  });
  expect(enabled.status()).toBe(200);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  fulfilment = { email, totp: OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP };
  await verifyTotpCode(own.request, fulfilment.totp, BASE_URL);
  await context.close();

  await signInOwner(page);
  await page.goto('/admin?tab=staff');
  await page.getByLabel('Add a person by their account email').fill(email);
  await page.getByRole('button', { name: 'Add to staff' }).click();
  await expect(page.getByRole('combobox', { name: `Role of ${email}` })).toHaveText('Fulfilment');

  await page.goto('/admin?tab=customers');
  await page.getByLabel('Name, email or tag').fill('Haddad');
  // This journey's customer (a retry's first attempt may have left another of the same name).
  const row = page.getByRole('row').filter({ hasText: order.email });
  const link = row.getByRole('link', { name: 'Rania Haddad' });
  await expect(link).toBeVisible();
  await expect(row).toContainText('£29.98');
  await shoot(page, 'customers-list');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rania Haddad' })).toBeVisible();
  await expect(page.getByRole('link', { name: order.number })).toBeVisible();
  await page.getByLabel('Tags (separated by commas)').fill('VIP, gift buyer');
  await page.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByLabel('Tags (separated by commas)')).toHaveValue('vip, gift buyer');
  await expect(page.getByRole('button', { name: 'Erase customer' })).toBeVisible();
  await shoot(page, 'customer-profile');
});

test('a fulfilment user ships an order but cannot refund or see the other tabs', async ({
  page,
}) => {
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: fulfilment.email, password: PASSWORD },
    headers: { origin: BASE_URL },
  });
  expect(signIn.ok()).toBe(true);
  await verifyTotpCode(page.request, fulfilment.totp, BASE_URL);

  // Only the Orders tab; the dashboard (the owner's first tab) is not shown even when asked for
  // by address, and its figures answer 403.
  await page.goto('/admin?tab=dashboard');
  await expect(page.getByRole('tab')).toHaveText(['Orders']);
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveCount(0);
  const dashboard = await page.request.get('/api/admin/reports/dashboard?period=7d');
  expect(dashboard.status()).toBe(403);
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveCount(0);
  await shoot(page, 'fulfilment-admin');

  await page.getByLabel('Order number or email').fill(order.email);
  await page.getByRole('link', { name: order.number, exact: true }).click();
  await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark shipped' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Mark order ${order.number} shipped?` });
  await dialog.getByLabel('Carrier').fill('Royal Mail');
  await dialog.getByLabel('Tracking number').fill('RM987654321GB');
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-status')).toHaveText('shipped');

  // The server is the authority: the refund and the other areas answer 403 all the same.
  const refund = await page.request.post(`/api/admin/orders/${order.id}/refunds`, {
    data: { amountPence: 100 },
    headers: { origin: BASE_URL },
  });
  expect(refund.status()).toBe(403);
  expect(await refund.json()).toEqual({
    error: { code: 'role_forbidden', message: 'Your staff role does not allow this.' },
  });
  for (const path of ['/api/admin/products', '/api/admin/customers', '/api/admin/audit']) {
    expect((await page.request.get(path)).status(), path).toBe(403);
  }
});

// Staff who come and go (docs/decisions/128-staff-invitations.md): the owner
// invites by email, the invitee chooses their own password and second factor, and once removed
// their very next request is signed out.
test('the owner invites a member of staff who signs in, then removes them (next request 401)', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000); // two people, a sign-up, an enrolment and a removal
  const email = `invited-${randomBytes(4).toString('hex')}@example.co.uk`;
  await signInOwner(page);
  await page.goto('/admin?tab=staff');
  await page.getByLabel('Email to invite').fill(email);
  await page.getByRole('combobox', { name: 'Role to offer' }).click();
  await page.getByRole('option', { name: 'Staff', exact: true }).click();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const pending = page.getByRole('list', { name: 'Pending invitations' });
  await expect(pending.getByText(email)).toBeVisible();
  await shoot(page, 'staff-invitation-pending');

  let link = '';
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        const body = (await res.json()) as { messages: { subject: string; text: string }[] };
        const mail = body.messages.find((m) => m.subject.startsWith('You are invited to join'));
        link = mail?.text.match(/https?:\/\/\S+\/staff-invitation\?token=\S+/)?.[0] ?? '';
        return link !== '';
      },
      { message: `an invitation email to ${email}`, timeout: 15_000 },
    )
    .toBe(true);

  const context = await browser.newContext({ baseURL: BASE_URL });
  const invitee = await context.newPage();
  const url = new URL(link);
  await invitee.goto(`${url.pathname}${url.search}`, { waitUntil: 'commit' });
  await expect(invitee.getByRole('heading', { name: 'Join the team' })).toBeVisible();
  await expect(invitee.getByText('You are invited to the back office as')).toContainText('Staff');
  await invitee.getByLabel('First name').fill('Owain');
  await invitee.getByLabel('Last name').fill('Price');
  await invitee.getByLabel('Choose a password').fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Create my account and accept' }).click();
  // Signed in, and sent to set up a second factor before the back office opens.
  // (The back office's and the account's modules load first: allow for a busy machine.)
  await expect(invitee).toHaveURL(/\/account\?enrol=admin/, { timeout: 30_000 });
  expect((await invitee.request.get('/api/admin/orders')).status()).toBe(403);
  const enabled = await invitee.request.post('/api/auth/two-factor/enable', {
    data: { password: PASSWORD },
    headers: { origin: BASE_URL },
  });
  expect(enabled.status()).toBe(200);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  await verifyTotpCode(invitee.request, OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP, BASE_URL);
  expect((await invitee.request.get('/api/admin/orders')).status()).toBe(200);
  await invitee.goto('/admin?tab=orders', { waitUntil: 'commit' });
  await expect(invitee.getByRole('tab', { name: 'Orders' })).toBeVisible();
  await expect(invitee.getByRole('tab', { name: 'Staff' })).toHaveCount(0);

  // The invitation is used: no longer pending, and the invitee is listed as staff.
  await page.reload();
  await expect(page.getByRole('combobox', { name: `Role of ${email}` })).toHaveText('Staff');
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toHaveCount(0);
  await page
    .getByRole('listitem')
    .filter({ hasText: email })
    .getByRole('button', { name: 'Remove' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove from staff' }).click();
  await expect(page.getByRole('combobox', { name: `Role of ${email}` })).toHaveCount(0);

  expect((await invitee.request.get('/api/admin/orders')).status()).toBe(401);
  await context.close();
});

import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import {
  buildCheckEmailMessage,
  buildRemovePasskeyQuestion,
  CHECK_EMAIL_TITLE,
  NOT_ME_DONE_MESSAGE,
  STEP_UP_MESSAGE,
  VERIFICATION_LINK_MESSAGES,
  VERIFICATION_RESENT_MESSAGE,
} from '../src/core/schemas/account-security';
import {
  addVirtualAuthenticator,
  confirmEmail,
  readVerificationLink,
  signUpThroughApi,
} from './auth-helpers';
import { E2E_PORT } from './env.mjs';

// Accounts that cannot be taken over (docs/decisions/057-verified-before-signed-in.md,
// 058-step-up-for-account-changes.md): no session before the email is confirmed, a clear
// page for a broken link, "this wasn't me", a step-up before an account change, and removing a
// passkey asks first.

test.describe.configure({ timeout: 120_000 });

const SHOTS = `test-results/e2e-${E2E_PORT}/account-protection`;

function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.co.uk`;
}

async function screenshots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

test('sign-up ends on "check your email" with no session; the link signs in', async ({ page }) => {
  const email = uniqueEmail('confirm');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First name').fill('Amira');
  await page.getByLabel('Last name').fill('Khan');
  await page.getByLabel('Email').fill(email);
  await page.locator('input[name="password"]').fill('confirm-pass-1');
  await page.getByLabel('Confirm password').fill('confirm-pass-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: CHECK_EMAIL_TITLE })).toBeVisible();
  await expect(page.getByText(buildCheckEmailMessage(email))).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await screenshots(page, 'check-your-email');
  // No session: the browser holds no session cookie and the server sees nobody.
  const cookies = await page.context().cookies();
  expect(cookies.filter((c) => c.name.includes('session_token'))).toEqual([]);
  const me = (await (await page.request.get('/api/me')).json()) as { user: unknown };
  expect(me.user).toBeNull();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth$/);

  await confirmEmail(page, email);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(email).first()).toBeVisible();
});

test('an invalid or expired confirmation link says so on the sign-in page and sends a new one', async ({
  page,
}) => {
  const email = uniqueEmail('badlink');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First name').fill('Amira');
  await page.getByLabel('Last name').fill('Khan');
  await page.getByLabel('Email').fill(email);
  await page.locator('input[name="password"]').fill('badlink-pass-1');
  await page.getByLabel('Confirm password').fill('badlink-pass-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: CHECK_EMAIL_TITLE })).toBeVisible();

  // The link with its token cut short, as a mail client may wrap it.
  const link = new URL(await readVerificationLink(page, email));
  const token = link.searchParams.get('token') ?? '';
  link.searchParams.set('token', token.slice(0, -6));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/auth\?error=INVALID_TOKEN$/);
  await expect(page.getByRole('heading', { name: 'This link did not work' })).toBeVisible();
  await expect(page.getByText(VERIFICATION_LINK_MESSAGES.INVALID_TOKEN as string)).toBeVisible();
  await screenshots(page, 'broken-link');

  await page.getByLabel('Your email').fill(email);
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.getByText(VERIFICATION_RESENT_MESSAGE)).toBeVisible();
  const mails = (await (
    await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
  ).json()) as { messages: { subject: string }[] };
  expect(mails.messages.filter((m) => m.subject.startsWith('Confirm your email'))).toHaveLength(2);
});

test('"this wasn\'t me" from the confirmation email removes the unconfirmed account', async ({
  page,
}) => {
  const email = await signUpThroughApi(page, { prefix: 'notme', verify: false });
  let notMe = '';
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const body = (await res.json()) as { messages: { text: string }[] };
      notMe = body.messages[0]?.text.match(/https?:\/\/\S+\/not-me\?token=\S+/)?.[0] ?? '';
      return notMe;
    })
    .not.toBe('');
  const link = new URL(notMe);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'An account you did not create' })).toBeVisible();
  await screenshots(page, 'not-me');
  await page.getByRole('button', { name: 'Remove this account' }).click();
  await expect(page.getByText(NOT_ME_DONE_MESSAGE)).toBeVisible();
  // The confirmation link no longer signs anyone in.
  const confirm = new URL(await readVerificationLink(page, email));
  await page.goto(`${confirm.pathname}${confirm.search}`);
  const me = (await (await page.request.get('/api/me')).json()) as { user: unknown };
  expect(me.user).toBeNull();
});

test('with a passkey, changing the email asks for it first; removing a passkey asks to confirm', async ({
  page,
}) => {
  await addVirtualAuthenticator(page);
  await page.goto('/');
  const email = await signUpThroughApi(page, { prefix: 'stepup' });
  await page.goto('/account');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added')).toBeVisible();
  const passkeys = page.getByRole('list', { name: 'Your passkeys' });
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);

  // This session signed in with the password only: changing the email needs the passkey.
  const newEmail = uniqueEmail('moved');
  await page.getByRole('button', { name: 'Change email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your email' });
  await dialog.getByLabel('New email').fill(newEmail);
  await dialog.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(dialog.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await expect(dialog.getByText(STEP_UP_MESSAGE)).toBeVisible();
  await screenshots(page, 'step-up-change-email');
  await dialog.getByRole('button', { name: 'Verify with a passkey' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`We asked ${email} to approve the change to ${newEmail}.`, { exact: false }),
  ).toBeVisible();
  const approval = (await (
    await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
  ).json()) as { messages: { subject: string }[] };
  expect(approval.messages[0]?.subject).toBe('Approve the change of your Habba & Honey email');

  // Removing the passkey asks first; keeping it changes nothing.
  const name = await passkeys.getByRole('listitem').first().textContent();
  await page.getByRole('button', { name: /^Remove passkey/ }).click();
  const remove = page.getByRole('dialog', { name: 'Remove passkey' });
  await expect(
    remove.getByText(buildRemovePasskeyQuestion(name?.trim() || 'Passkey')),
  ).toBeVisible();
  await screenshots(page, 'remove-passkey');
  await remove.getByRole('button', { name: 'Keep passkey' }).click();
  await expect(remove).toBeHidden();
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: /^Remove passkey/ }).click();
  await remove.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(page.getByText('Passkey removed')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your passkeys' })).toHaveCount(0);
});

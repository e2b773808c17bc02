import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { addVirtualAuthenticator, confirmEmail } from './auth-helpers';

// Passkeys (WebAuthn) in Chromium with a virtual authenticator from the Chrome DevTools
// Protocol's WebAuthn domain: register from the Security card, then a passwordless sign-in.

// The shared e2e machine is slow under parallel runs; these journeys take several round trips.
test.describe.configure({ timeout: 120_000 });

test('register a passkey, sign out, sign in with it (no password)', async ({ page }) => {
  await addVirtualAuthenticator(page);

  const email = `passkey-${randomBytes(5).toString('hex')}@example.co.uk`;
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First name').fill('Layla');
  await page.getByLabel('Last name').fill('Hussain');
  await page.getByLabel('Email').fill(email);
  await page.locator('input[name="password"]').fill('passkey-pass-1');
  await page.getByLabel('Confirm password').fill('passkey-pass-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Signed in once the email is confirmed (the link lands on /account).
  await confirmEmail(page, email);
  await expect(page).toHaveURL(/\/account$/);

  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added')).toBeVisible();
  const passkeys = page.getByRole('list', { name: 'Your passkeys' });
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(email).first()).toBeVisible();
  // a passkey sign-in is a second factor: the session is aal2
  await expect(page.getByText('This session is verified with a second factor.')).toBeVisible();
});

import type { Config } from '../config';
import type { Mailer } from '../mail/mailer';

/**
 * The account-protection emails (docs/decisions/057-verified-before-signed-in.md,
 * 058-step-up-for-account-changes.md). Plain text, sent through the outbox.
 */

type Shop = Pick<Config, 'shopName' | 'supportEmail'>;

/**
 * A confirmation link without a page of its own (better-auth's default callbackURL is "/") lands on
 * /account: there it signs in, and a failed link's `?error=` is explained on /auth.
 */
export function landOnAccountPage(url: string): string {
  const link = new URL(url);
  const callback = link.searchParams.get('callbackURL');
  if (callback === null || callback === '/') link.searchParams.set('callbackURL', '/account');
  return link.toString();
}

/** Sign-up (or a resend): an account was created with this address; confirm it, or say "not me". */
export async function sendAccountCreatedVerification(
  mailer: Mailer,
  shop: Shop,
  message: { to: string; url: string; notMeUrl: string },
): Promise<void> {
  await mailer.send({
    to: message.to,
    subject: `Confirm your email for ${shop.shopName}`,
    text: `Hello,\n\nAn account was created at ${shop.shopName} with this email address (${message.to}).\n\nIf it was you, confirm your email here to sign in (if you follow it on another device or browser than the one you signed up in, you will be asked to choose your password again). Orders you placed as a guest with this address can then be added from the Orders tab of your account:\n${message.url}\n\nThe link expires in 24 hours.\n\nIf this wasn't you, do not follow the link above. Someone may have typed your address by mistake, or be trying to see your orders. Remove the account here (nothing has been linked to it):\n${message.notMeUrl}\n\n${shop.shopName}`,
  });
}

/** An email change: the link that proves the new address (sent to the new address). */
export async function sendNewAddressVerification(
  mailer: Mailer,
  shop: Shop,
  message: { to: string; url: string },
): Promise<void> {
  await mailer.send({
    to: message.to,
    subject: `Confirm your new email for ${shop.shopName}`,
    text: `Hello,\n\nPlease confirm that ${message.to} is the new email address of your ${shop.shopName} account. Follow this link in the browser where you are signed in to the account:\n${message.url}\n\nThe link expires in 24 hours. If you did not ask for this, you can ignore this email and nothing changes.\n\n${shop.shopName}`,
  });
}

/** An email change: approval asked of the current address first. */
export async function sendEmailChangeApproval(
  mailer: Mailer,
  shop: Shop,
  message: { to: string; newEmail: string; url: string },
): Promise<void> {
  await mailer.send({
    to: message.to,
    subject: `Approve the change of your ${shop.shopName} email`,
    text: `Hello,\n\nSomeone signed in to your ${shop.shopName} account asked to change its email address from ${message.to} to ${message.newEmail}.\n\nIf it was you, approve the change here; we will then send a confirmation link to the new address:\n${message.url}\n\nIf it wasn't you, do not follow the link: your email stays as it is. Change your password and sign out your other devices from the Security section of your account, or write to ${shop.supportEmail}.\n\n${shop.shopName}`,
  });
}

/** After an email change: the old address is told. */
export async function sendEmailChangedNotice(
  mailer: Mailer,
  shop: Shop,
  message: { to: string; newEmail: string },
): Promise<void> {
  await mailer.send({
    to: message.to,
    subject: `Your ${shop.shopName} email address was changed`,
    text: `Hello,\n\nThe email address of your ${shop.shopName} account was changed from ${message.to} to ${message.newEmail}. From now on we will write to the new address.\n\nIf you did not make this change, write to ${shop.supportEmail} straight away.\n\n${shop.shopName}`,
  });
}

/** After a password change or reset: the account's address is told. */
export async function sendPasswordChangedNotice(
  mailer: Mailer,
  shop: Shop,
  message: { to: string },
): Promise<void> {
  await mailer.send({
    to: message.to,
    subject: `Your ${shop.shopName} password was changed`,
    text: `Hello,\n\nThe password of your ${shop.shopName} account (${message.to}) was just changed, and your other devices were signed out.\n\nIf you did not make this change, reset your password from the sign-in page ("Forgot password?") and write to ${shop.supportEmail}.\n\n${shop.shopName}`,
  });
}

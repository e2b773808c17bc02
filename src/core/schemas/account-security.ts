import { z } from 'zod';
import { emailField } from './auth';

/**
 * Messages of the account-protection flows (docs/decisions/057-verified-before-signed-in.md
 * and 058-step-up-for-account-changes.md): the server sends them and the pages show them.
 */

/** After sign-up: nobody is signed in until the email is confirmed. */
export const CHECK_EMAIL_TITLE = 'Check your email';
export function buildCheckEmailMessage(email: string): string {
  return `We have sent a confirmation link to ${email}. Follow it to sign in. The link expires in 24 hours.`;
}

/** Sign-in with the right password for an account whose email is not confirmed yet. */
export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Confirm your email address first: we have sent you a new confirmation link. Follow it to sign in.';

/** A confirmation link that is expired or not valid (better-auth's `?error=` code). */
export const VERIFICATION_LINK_MESSAGES: Record<string, string> = {
  TOKEN_EXPIRED:
    'This confirmation link has expired. Enter your email below and we will send you a new one.',
  INVALID_TOKEN:
    'This confirmation link is not valid: it may have been copied only in part, or already replaced by a newer one. Enter your email below and we will send you a new one.',
  USER_NOT_FOUND:
    'There is no account for this confirmation link any more. You can create a new account.',
  EMAIL_CHANGE_SIGN_IN_REQUIRED:
    'To confirm a new email address, sign in to the account first, then follow the link in the email again in this browser.',
};
/** A new-address link followed without the account's session. */
export const EMAIL_CHANGE_SIGN_IN_CODE = 'EMAIL_CHANGE_SIGN_IN_REQUIRED';
export const resendConfirmationSchema = z.object({ email: emailField }).strict();
export type ResendConfirmationValues = z.output<typeof resendConfirmationSchema>;
export const VERIFICATION_RESEND_FAILED_MESSAGE = 'The link could not be sent. Please try again.';
export const VERIFICATION_RESENT_MESSAGE =
  'If an account with that email is waiting for confirmation, a new link is on its way.';

/** Step-up: the account has a second factor and this session has not passed it. */
export const STEP_UP_MESSAGE =
  'For your security, confirm it is you with your authenticator code or passkey, then try again.';
export const STEP_UP_CODE = 'step_up_required';

/** "This wasn't me" from the confirmation email. */
export const notMeSchema = z.object({ token: z.string().min(1).max(200) }).strict();
export const NOT_ME_DONE_MESSAGE =
  'Thank you. The account created with your email address has been removed, and nothing was linked to it.';
export const NOT_ME_INVALID_MESSAGE =
  'This link is not valid any more: the account was already removed or its email was confirmed. If you did not create it, reset its password from the sign-in page and then delete it.';

/** Removing a passkey asks first. */
export function buildRemovePasskeyQuestion(name: string): string {
  return `Remove the passkey "${name}"? You will no longer be able to sign in with it.`;
}

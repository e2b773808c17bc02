/**
 * Deleting an account (UK GDPR erasure): the customer confirms with their
 * password; the same schema validates the dialog and the server route.
 */
import { z } from '../zod';

export const DELETE_ACCOUNT_MESSAGES = {
  passwordRequired: 'Enter your password to confirm.',
  passwordTooLong: 'Passwords are at most 128 characters.',
  wrongPassword: 'That password is not right, so nothing was deleted. Check it and try again.',
} as const;

export const deleteAccountSchema = z
  .object({
    password: z
      .string({ error: DELETE_ACCOUNT_MESSAGES.passwordRequired })
      .min(1, DELETE_ACCOUNT_MESSAGES.passwordRequired)
      .max(128, DELETE_ACCOUNT_MESSAGES.passwordTooLong),
  })
  .strict();

export type DeleteAccountValues = z.infer<typeof deleteAccountSchema>;

export const SUBSCRIPTIONS_CANCELLED_CONSEQUENCE =
  'Active or paused subscriptions are cancelled; nothing more will be charged.';

/**
 * What the confirmation email says happened. The dialog shows these but the subscription line,
 * which it replaces with each subscription's own outcome (GET /api/account/deletion-plan).
 */
export const ACCOUNT_DELETION_CONSEQUENCES = [
  'Your sign-in, passkeys, authenticator app and recovery codes are removed, and you are signed out everywhere.',
  'Your profile, saved addresses, wholesale application and newsletter subscription are deleted.',
  SUBSCRIPTIONS_CANCELLED_CONSEQUENCE,
  'Your orders are kept for six years, as UK tax law requires, but without your name, email or address.',
] as const;

/**
 * Account basics: the forms that change sign-in details. better-auth's
 * endpoints check them again on the server (new passwords through the shared passwordField in
 * the auth before hook).
 */
import { z } from '../zod';
import { emailField, PASSWORDS_MISMATCH_MESSAGE, passwordField } from './auth';

export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password.';

export const changeEmailSchema = z.object({ newEmail: emailField }).strict();
export type ChangeEmailValues = z.infer<typeof changeEmailSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: CURRENT_PASSWORD_REQUIRED })
      .min(1, CURRENT_PASSWORD_REQUIRED)
      .max(128),
    newPassword: passwordField,
    confirmPassword: z.string({ error: PASSWORDS_MISMATCH_MESSAGE }),
  })
  .strict()
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: PASSWORDS_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

export const PASSKEY_NAME_REQUIRED = 'Give the passkey a name.';
export const passkeyNameSchema = z
  .object({
    name: z
      .string({ error: PASSKEY_NAME_REQUIRED })
      .trim()
      .min(1, PASSKEY_NAME_REQUIRED)
      .max(60, 'Passkey names are at most 60 characters.'),
  })
  .strict();
export type PasskeyNameValues = z.infer<typeof passkeyNameSchema>;

export const confirmPasswordSchema = z
  .object({
    password: z
      .string({ error: CURRENT_PASSWORD_REQUIRED })
      .min(1, CURRENT_PASSWORD_REQUIRED)
      .max(128),
  })
  .strict();
export type ConfirmPasswordValues = z.infer<typeof confirmPasswordSchema>;

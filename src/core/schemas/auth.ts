/**
 * Authentication forms and request bodies (docs/spec/accounts-and-back-office.md §5, §9).
 */
import { z } from '../zod';
import { isCommonPassword } from './common-passwords';

/** NIST SP 800-63B 5.1.1.2: at least 8 characters, and not a commonly used password. */
export const PASSWORD_MIN_LENGTH = 8;

export const INVALID_EMAIL_MESSAGE = 'Invalid email address';
export const PASSWORD_MIN_MESSAGE = 'Password must be at least 8 characters';
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
export const PASSWORD_COMMON_MESSAGE =
  'This password is too common and easy to guess. Choose a different one.';
export const PASSWORD_MAX_MESSAGE = 'Password must be less than 128 characters';
export const PASSWORDS_MISMATCH_MESSAGE = "Passwords don't match";
export const FIRST_NAME_REQUIRED_MESSAGE = 'First name is required';
export const LAST_NAME_REQUIRED_MESSAGE = 'Last name is required';
export const FIRST_NAME_MAX_MESSAGE = 'First name must be less than 50 characters';
export const LAST_NAME_MAX_MESSAGE = 'Last name must be less than 50 characters';
export const EMAIL_MAX_MESSAGE = 'Email must be less than 255 characters';

/** A trimmed, valid email address of at most 255 characters. */
export const emailField = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .max(255, EMAIL_MAX_MESSAGE)
  .email(INVALID_EMAIL_MESSAGE);

/**
 * A password as typed at sign-in: any stored password, so accounts made under the older 6-character
 * rule can still sign in (not trimmed: spaces count).
 */
export const currentPasswordField = z
  .string({ error: PASSWORD_REQUIRED_MESSAGE })
  .min(1, PASSWORD_REQUIRED_MESSAGE)
  .max(128, PASSWORD_MAX_MESSAGE);

/**
 * A new password: at least 8 characters, at most 128, not on the common-passwords list (not
 * trimmed: spaces are part of a password). The server checks the same on sign-up, reset and
 * change (auth/password-policy.ts).
 */
export const passwordField = z
  .string({ error: PASSWORD_MIN_MESSAGE })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MIN_MESSAGE)
  .max(128, PASSWORD_MAX_MESSAGE)
  .refine((value) => !isCommonPassword(value), PASSWORD_COMMON_MESSAGE);

export const firstNameField = z
  .string({ error: FIRST_NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, FIRST_NAME_REQUIRED_MESSAGE)
  .max(50, FIRST_NAME_MAX_MESSAGE);

export const lastNameField = z
  .string({ error: LAST_NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, LAST_NAME_REQUIRED_MESSAGE)
  .max(50, LAST_NAME_MAX_MESSAGE);

export const signInSchema = z
  .object({
    email: emailField,
    password: currentPasswordField,
  })
  .strict();

export const signUpSchema = z
  .object({
    firstName: firstNameField,
    lastName: lastNameField,
    email: emailField,
    password: passwordField,
    confirmPassword: z.string({ error: PASSWORDS_MISMATCH_MESSAGE }),
  })
  .strict()
  .refine((values) => values.password === values.confirmPassword, {
    message: PASSWORDS_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });

export const forgotPasswordSchema = z.object({ email: emailField }).strict();

export const resetPasswordSchema = z
  .object({
    password: passwordField,
    confirmPassword: z.string({ error: PASSWORDS_MISMATCH_MESSAGE }),
  })
  .strict()
  .refine((values) => values.password === values.confirmPassword, {
    message: PASSWORDS_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });

export type SignInInput = z.input<typeof signInSchema>;
export type SignInValues = z.output<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;

/** The admin area needs a second factor. */
export const MFA_ENROLMENT_MESSAGE =
  'Admins must use two-step verification. Set up an authenticator app or a passkey in your account, then open the admin area again.';

// Toasts (docs/spec/accounts-and-back-office.md §8).
export const SIGN_IN_FAILED_MESSAGE = 'Failed to sign in';
export const SIGN_UP_FAILED_MESSAGE = 'Failed to sign up';
export const RESET_EMAIL_FAILED_MESSAGE = 'Failed to send reset email';
export const RESET_PASSWORD_FAILED_MESSAGE = 'Failed to reset password';
export const ACCOUNT_CREATE_FAILED_MESSAGE = 'Failed to create account';
export const INVALID_RESET_LINK_MESSAGE =
  'Invalid or expired reset link. Please request a new one.';
export const AUTHENTICATION_ERROR_MESSAGE = 'Authentication error. Please try again.';
export const WELCOME_BACK_MESSAGE = 'Welcome back!';
export const RESET_LINK_SENT_MESSAGE = 'Password reset link sent to your email';
export const PASSWORD_UPDATED_MESSAGE = 'Password updated successfully!';
export const LOGGED_OUT_MESSAGE = 'Logged out successfully';

/** 'Account created! Welcome to {shop name}'. */
export function buildAccountCreatedMessage(shopName: string): string {
  return `Account created! Welcome to ${shopName}`;
}

/**
 * Authentication forms and request bodies (accounts-and-back-office §5, §9).
 */
import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 6;

export const INVALID_EMAIL_MESSAGE = 'Invalid email address';
export const PASSWORD_MIN_MESSAGE = 'Password must be at least 6 characters';
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

/** At least 6 characters (not trimmed: spaces are part of a password). */
export const passwordField = z
  .string({ error: PASSWORD_MIN_MESSAGE })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MIN_MESSAGE)
  .max(128, PASSWORD_MAX_MESSAGE);

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
    password: passwordField,
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

// Toasts (accounts-and-back-office §8).
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

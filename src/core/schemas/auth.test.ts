import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  buildAccountCreatedMessage,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from './auth';

function collectMessages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '(root)';
    messages[key] = [...(messages[key] ?? []), issue.message];
  }
  return messages;
}

describe('signInSchema', () => {
  it('accepts and trims a valid sign-in', () => {
    expect(signInSchema.parse({ email: ' ann@example.com ', password: 'secret' })).toEqual({
      email: 'ann@example.com',
      password: 'secret',
    });
  });

  it('gives the spec messages', () => {
    expect(collectMessages(signInSchema, { email: 'nope', password: '' })).toEqual({
      email: ['Invalid email address'],
      password: ['Password is required'],
    });
    expect(collectMessages(signInSchema, {})).toEqual({
      email: ['Invalid email address'],
      password: ['Password is required'],
    });
    // Accounts made under the older 6-character rule still sign in.
    expect(signInSchema.safeParse({ email: 'a@b.co', password: '12345' }).success).toBe(true);
  });

  it('rejects unknown fields', () => {
    expect(
      signInSchema.safeParse({ email: 'a@b.co', password: 'secret', admin: true }).success,
    ).toBe(false);
  });
});

describe('signUpSchema', () => {
  const valid = {
    firstName: 'Amina',
    lastName: 'Khan',
    email: 'amina@example.com',
    password: 'black-seed-7',
    confirmPassword: 'black-seed-7',
  };

  it('accepts a valid sign-up', () => {
    expect(signUpSchema.parse(valid)).toEqual(valid);
  });

  it('requires names', () => {
    expect(collectMessages(signUpSchema, { ...valid, firstName: '  ', lastName: '' })).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
    });
    expect(collectMessages(signUpSchema, { ...valid, firstName: 'x'.repeat(51) })).toEqual({
      firstName: ['First name must be less than 50 characters'],
    });
  });

  it("shows 'Passwords don't match' on confirmPassword", () => {
    expect(collectMessages(signUpSchema, { ...valid, confirmPassword: 'other1' })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
  });
});

describe('forgotPasswordSchema / resetPasswordSchema', () => {
  it('validates the email', () => {
    expect(collectMessages(forgotPasswordSchema, { email: 'x@' })).toEqual({
      email: ['Invalid email address'],
    });
    expect(forgotPasswordSchema.parse({ email: 'x@y.uk' })).toEqual({ email: 'x@y.uk' });
  });

  it('checks length and match', () => {
    expect(
      collectMessages(resetPasswordSchema, { password: 'abcdefg', confirmPassword: 'abcdefg' }),
    ).toEqual({
      password: ['Password must be at least 8 characters'],
    });
    expect(
      collectMessages(resetPasswordSchema, { password: 'password1', confirmPassword: 'password1' }),
    ).toEqual({
      password: ['This password is too common and easy to guess. Choose a different one.'],
    });
    expect(
      collectMessages(resetPasswordSchema, {
        password: 'honey-jar-42',
        confirmPassword: 'honey-jar-43',
      }),
    ).toEqual({ confirmPassword: ["Passwords don't match"] });
    expect(
      resetPasswordSchema.safeParse({ password: 'honey-jar-42', confirmPassword: 'honey-jar-42' })
        .success,
    ).toBe(true);
  });
});

describe('messages', () => {
  it('names the shop in the welcome', () => {
    expect(buildAccountCreatedMessage('Habba & Honey')).toBe(
      'Account created! Welcome to Habba & Honey',
    );
  });
});

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
    expect(collectMessages(signInSchema, { email: 'nope', password: '12345' })).toEqual({
      email: ['Invalid email address'],
      password: ['Password must be at least 6 characters'],
    });
    expect(collectMessages(signInSchema, {})).toEqual({
      email: ['Invalid email address'],
      password: ['Password must be at least 6 characters'],
    });
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
    password: 'secret1',
    confirmPassword: 'secret1',
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
      collectMessages(resetPasswordSchema, { password: 'abc', confirmPassword: 'abc' }),
    ).toEqual({
      password: ['Password must be at least 6 characters'],
    });
    expect(
      collectMessages(resetPasswordSchema, { password: 'abcdef', confirmPassword: 'abcdeg' }),
    ).toEqual({ confirmPassword: ["Passwords don't match"] });
    expect(
      resetPasswordSchema.safeParse({ password: 'abcdef', confirmPassword: 'abcdef' }).success,
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

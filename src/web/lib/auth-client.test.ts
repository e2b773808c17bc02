import { describe, expect, it } from 'vitest';
import {
  AUTH_UNREACHABLE_MESSAGE,
  AuthError,
  CLIENT_AUTH_MESSAGES,
  readAuthErrorMessage,
  unwrapAuthResult,
} from './auth-client';

function messageOf(error: { message?: string; status: number; code?: string }): string {
  try {
    unwrapAuthResult({ data: null, error }, 'Failed to sign in');
  } catch (err) {
    expect(err).toBeInstanceOf(AuthError);
    return readAuthErrorMessage(err, 'Failed to sign in');
  }
  throw new Error('unwrapAuthResult did not throw');
}

describe('unwrapAuthResult', () => {
  it("shows the server's message for a refused request", () => {
    expect(messageOf({ status: 403, code: 'INVALID_ORIGIN', message: 'Invalid origin' })).toBe(
      'Invalid origin',
    );
  });

  it('explains a cancelled or failed passkey prompt instead of "Auth cancelled"', () => {
    const expected =
      'The passkey request was cancelled or timed out. Try again, or sign in with your email and password.';
    expect(CLIENT_AUTH_MESSAGES.AUTH_CANCELLED).toBe(expected);
    expect(messageOf({ status: 400, code: 'AUTH_CANCELLED', message: 'Auth cancelled' })).toBe(
      expected,
    );
    expect(messageOf({ status: 400, code: 'ERROR_INVALID_RP_ID', message: 'Auth cancelled' })).toBe(
      expected,
    );
  });

  it('gives a next step when the passkey is not known to the shop', () => {
    expect(
      messageOf({ status: 400, code: 'PASSKEY_NOT_FOUND', message: 'Passkey not found' }),
    ).toBe(
      'This passkey is not registered with your account here (it may have been removed). Sign in with your email and password, then add a new passkey under Account → Profile → Security.',
    );
  });

  it('says the shop could not be reached when there was no answer, else the fallback', () => {
    expect(messageOf({ status: 0 })).toBe(AUTH_UNREACHABLE_MESSAGE);
    expect(messageOf({ status: 500 })).toBe('Failed to sign in');
  });
});

import * as OTPAuth from 'otpauth';
import { expect } from 'vitest';
import type { SecurityResponse } from '../../core/api/account';
import type { TestClient } from '../test/harness';

// Shared by the auth tests.

export async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export async function me(client: TestClient) {
  return json<{ user: { email: string } | null }>(await client.get('/api/me'));
}

export async function security(client: TestClient) {
  return json<SecurityResponse>(await client.get('/api/account/security'));
}

export function totpFrom(uri: string) {
  const otp = OTPAuth.URI.parse(uri);
  if (!(otp instanceof OTPAuth.TOTP)) throw new Error('not a TOTP uri');
  return otp;
}

/** Turns TOTP on for the signed-in client (enable + verify); returns the generator. */
export async function enrolTotp(client: TestClient, password: string) {
  const enabled = await client.post('/api/auth/two-factor/enable', { password });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = await json<{ totpURI: string; backupCodes: string[] }>(enabled);
  const totp = totpFrom(totpURI);
  const verified = await client.post('/api/auth/two-factor/verify-totp', {
    code: totp.generate(),
  });
  expect(verified.status).toBe(200);
  return { totp, backupCodes };
}

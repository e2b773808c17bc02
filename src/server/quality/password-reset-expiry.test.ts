import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '../db/schema/auth';
import { startTestApp, type TestApp } from '../test/harness';

// Password reset token expiry. Reuse is covered in src/server/auth/auth-flows.test.ts.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(() => app?.close());

describe('password reset tokens', () => {
  it('refuses an expired token and leaves the password unchanged', async () => {
    const owner = app.client();
    const { email, password } = await owner.signUp();
    const requested = await app.client().post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(requested.status).toBe(200);
    const [row] = await app.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, 'reset-password:%'))
      .orderBy(sql`${verifications.createdAt} desc`)
      .limit(1);
    const token = row?.identifier.slice('reset-password:'.length);
    expect(token).toBeTruthy();
    // The link is an hour old plus a second.
    await app.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, `reset-password:${token}`));

    const link = await app
      .client()
      .get(`/api/auth/reset-password/${token}?callbackURL=%2Freset-password`);
    const location = new URL(link.headers.get('location') ?? '', app.baseUrl);
    expect(location.searchParams.get('error')).toBe('INVALID_TOKEN');
    const reset = await app.client().post('/api/auth/reset-password', {
      newPassword: 'brand-new-pass-1',
      token,
    });
    expect(reset.status).toBe(400);
    expect(((await reset.json()) as { code: string }).code).toBe('INVALID_TOKEN');
    expect((await app.client().signIn(email, 'brand-new-pass-1')).status).toBe(401);
    expect((await app.client().signIn(email, password)).status).toBe(200);
  });
});

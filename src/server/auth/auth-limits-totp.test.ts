import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, twoFactors, verifications } from '../db/schema/auth';
import type { AppEnv } from '../http/app-env';
import { handleError } from '../http/errors';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { json, me, security } from './auth-test-helpers';
import { MFA_ENROLMENT_MESSAGE, MFA_REQUIRED_MESSAGE, requireAdminAssurance } from './guards';
import { grantRole } from './roles';

// Rate limits on the auth routes, and TOTP enrolment, challenge and assurance.

describe('rate limits (turned on explicitly)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ seed: false, env: { RATE_LIMITS: 'true' } });
  });
  afterAll(async () => app?.close());

  async function hammer(path: string, body: () => unknown, times: number) {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < times; i++) {
      last = await app
        .client()
        .post(path, body(), { headers: { 'x-forwarded-for': '203.0.113.9' } });
      statuses.push(last.status);
    }
    return { statuses, last: last! };
  }

  it('sign-in: 429 with a clear message after 10 attempts a minute', async () => {
    // A new email each time: the per-address limit alone (per account: account-attempts.test.ts).
    let n = 0;
    const { statuses, last } = await hammer(
      '/api/auth/sign-in/email',
      () => ({ email: `nobody-${n++}@example.co.uk`, password: 'whatever-1' }),
      11,
    );
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(last.status).toBe(429);
    expect((await json<{ message: string }>(last)).message).toMatch(/too many requests/i);
    expect(last.headers.get('x-retry-after')).toBeTruthy();
  });

  it('sign-up: 429 after 5 a minute', async () => {
    let n = 0;
    const { statuses } = await hammer(
      '/api/auth/sign-up/email',
      () => ({
        email: `rl-${n++}-${Date.now()}@example.co.uk`,
        password: 'secret-123',
        name: 'R L',
      }),
      6,
    );
    expect(statuses.at(-1)).toBe(429);
  });

  it('password reset request: 429 after 5 a minute', async () => {
    // A different target each time: the per-address limit, not the per-inbox one (keyed-limits.test.ts).
    let n = 0;
    const { statuses } = await hammer(
      '/api/auth/request-password-reset',
      () => ({ email: `someone-${n++}@example.co.uk`, redirectTo: '/reset-password' }),
      6,
    );
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('one-time codes: 429 after 10 a minute', async () => {
    const { statuses } = await hammer(
      '/api/auth/two-factor/verify-totp',
      () => ({ code: '000000' }),
      11,
    );
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('TOTP enrolment, challenge, recovery codes and assurance', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ seed: false });
  });
  afterAll(async () => app?.close());

  function totpFrom(uri: string) {
    const otp = OTPAuth.URI.parse(uri);
    if (!(otp instanceof OTPAuth.TOTP)) throw new Error('not a TOTP uri');
    return otp;
  }

  it('enrols unverified, verifies with a computed code, then challenges at sign-in', {
    timeout: 90_000,
  }, async () => {
    const client = app.client();
    const { email, password, userId } = await client.signUp();
    expect((await security(client)).currentLevel).toBe('aal1');
    expect((await security(client)).nextLevel).toBe('aal1');

    const wrongPassword = await client.post('/api/auth/two-factor/enable', {
      password: 'nope-nope',
    });
    expect(wrongPassword.status).toBe(400);

    const enabled = await client.post('/api/auth/two-factor/enable', { password });
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = await json<{ totpURI: string; backupCodes: string[] }>(
      enabled,
    );
    expect(totpURI).toMatch(/^otpauth:\/\/totp\//);
    expect(decodeURIComponent(totpURI)).toContain('Habba & Honey');
    expect(backupCodes.length).toBe(10);
    const [factor] = await app.db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
    expect(factor?.verified).toBe(false);
    expect((await security(client)).totpPending).toBe(true);
    expect((await security(client)).twoFactorEnabled).toBe(false);

    const totp = totpFrom(totpURI);
    const bad = await client.post('/api/auth/two-factor/verify-totp', {
      code: '000000' === totp.generate() ? '111111' : '000000',
    });
    expect(bad.status).toBe(401);
    const verified = await client.post('/api/auth/two-factor/verify-totp', {
      code: totp.generate(),
    });
    expect(verified.status).toBe(200);
    const afterEnrol = await security(client);
    expect(afterEnrol).toMatchObject({
      twoFactorEnabled: true,
      totpPending: false,
      currentLevel: 'aal2',
      nextLevel: 'aal2',
    });

    // A new sign-in stops at the challenge: no session until the second factor.
    const device = app.client();
    const signIn = await device.signIn(email, password);
    expect(signIn.status).toBe(200);
    expect(await json<{ twoFactorRedirect?: boolean }>(signIn)).toMatchObject({
      twoFactorRedirect: true,
    });
    expect((await me(device)).user).toBeNull();
    const wrong = await device.post('/api/auth/two-factor/verify-totp', { code: '12345x' });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    const challenged = await device.post('/api/auth/two-factor/verify-totp', {
      code: totp.generate({ timestamp: Date.now() + 30_000 }),
    });
    expect(challenged.status).toBe(200);
    expect((await me(device)).user?.email).toBe(email);
    expect((await security(device)).currentLevel).toBe('aal2');

    // Recovery codes work once instead of the authenticator.
    const other = app.client();
    await other.signIn(email, password);
    const recovered = await other.post('/api/auth/two-factor/verify-backup-code', {
      code: backupCodes[0],
    });
    expect(recovered.status).toBe(200);
    expect((await me(other)).user?.email).toBe(email);
    expect((await security(other)).currentLevel).toBe('aal2');
    const reuse = app.client();
    await reuse.signIn(email, password);
    expect(
      (await reuse.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] }))
        .status,
    ).toBe(401);
  });

  it('admin area: a factor is required, and with one it needs aal2', {
    timeout: 90_000,
  }, async () => {
    const guarded = new Hono<AppEnv>();
    guarded.onError(handleError);
    guarded.use('*', async (c, next) => {
      c.set('viewer', undefined);
      await next();
    });
    guarded.get('/admin', requireAdminAssurance(app.auth, app.db), (c) => c.json({ ok: true }));
    const call = (client: TestClient) =>
      guarded.request('/admin', { headers: { cookie: client.cookieHeader() } });

    const admin = app.client();
    const { userId, email, password } = await admin.signUp();
    expect((await call(admin)).status).toBe(403); // not an admin yet
    await grantRole(app.db, userId, 'admin');
    // no factor: sent to enrol
    const noFactor = await call(admin);
    expect(noFactor.status).toBe(403);
    expect(await noFactor.json()).toEqual({
      error: { code: 'mfa_enrolment_required', message: MFA_ENROLMENT_MESSAGE },
    });

    const { totpURI } = await json<{ totpURI: string }>(
      await admin.post('/api/auth/two-factor/enable', { password }),
    );
    const totp = totpFrom(totpURI);
    // Codes are single use: each step below takes one not used before.
    const used = new Set<string>();
    const freshCode = () => {
      const now = Date.now();
      const code = [0, 30_000, -30_000]
        .map((offset) => totp.generate({ timestamp: now + offset }))
        .find((candidate) => !used.has(candidate));
      if (!code) throw new Error('no unused code in the window');
      used.add(code);
      return code;
    };
    await admin.post('/api/auth/two-factor/verify-totp', { code: freshCode() });
    expect((await call(admin)).status).toBe(200);

    // A session at aal1 of an admin with a factor (its aal2 marker gone): mfa_required.
    const older = app.client();
    await older.signIn(email, password);
    const challenged = await older.post('/api/auth/two-factor/verify-totp', {
      code: freshCode(),
    });
    expect(challenged.status).toBe(200);
    const [olderSession] = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    await app.db
      .delete(verifications)
      .where(eq(verifications.identifier, `aal2:${olderSession?.id}`));
    const stale = await call(older);
    expect(stale.status).toBe(403);
    expect(await stale.json()).toEqual({
      error: { code: 'mfa_required', message: MFA_REQUIRED_MESSAGE },
    });
    // step up on that session with a fresh code: aal2 again
    const stepUp = await older.post('/api/auth/two-factor/verify-totp', { code: freshCode() });
    expect(stepUp.status).toBe(200);
    expect((await call(older)).status).toBe(200);
  });
});

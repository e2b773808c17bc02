import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD_COMMON_MESSAGE,
  PASSWORD_MIN_MESSAGE,
  signUpSchema,
} from '../../core/schemas/auth';
import { sessions, users, verifications } from '../db/schema/auth';
import { startTestApp, type TestApp } from '../test/harness';
import { enrolTotp, json } from './auth-test-helpers';
import { MFA_ENROLMENT_MESSAGE, requireAdminAssurance } from './guards';
import { grantRole } from './roles';

// Each test here failed before its fix: reset tokens, password rules, no caching of auth answers, admins without a second factor.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(async () => app?.close());

describe('item 10: reset tokens and password changes revoke what came before', {
  timeout: 90_000,
}, () => {
  function resetTokens(userId: string) {
    return app.db
      .select()
      .from(verifications)
      .where(
        and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, userId)),
      );
  }

  it('issuing a new reset link invalidates the older one', async () => {
    const client = app.client();
    const { email, userId } = await client.signUp();
    await app
      .client()
      .post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const [older] = await resetTokens(userId);
    await app
      .client()
      .post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const tokens = await resetTokens(userId);
    expect(tokens).toHaveLength(1);
    const olderToken = older?.identifier.replace('reset-password:', '') ?? '';
    const res = await app
      .client()
      .post('/api/auth/reset-password', { token: olderToken, newPassword: 'fresh-start-42' });
    expect(res.status).toBe(400);
  });

  it('changing the password signs out other sessions and keeps this one', async () => {
    const client = app.client();
    const { email, password, userId } = await client.signUp();
    const other = app.client();
    await other.signIn(email, password);
    const [current] = await app.db
      .select()
      .from(sessions)
      .where(
        eq(
          sessions.token,
          decodeURIComponent(client.cookies.get('better-auth.session_token') ?? '').split('.')[0] ??
            '',
        ),
      );
    const res = await client.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'fresh-start-42',
    });
    expect(res.status).toBe(200);
    const left = await app.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(left.map((s) => s.id)).toEqual([current?.id]);
    expect(await json<{ user: unknown }>(await other.get('/api/me'))).toMatchObject({ user: null });
  });
});

describe('item 11: at least 8 characters and not a common password', () => {
  it('the shared schema refuses short and common passwords with the spec messages', () => {
    const base = { firstName: 'A', lastName: 'K', email: 'a@example.co.uk' };
    const short = signUpSchema.safeParse({
      ...base,
      password: '123456',
      confirmPassword: '123456',
    });
    expect(short.error?.issues[0]?.message).toBe(PASSWORD_MIN_MESSAGE);
    const common = signUpSchema.safeParse({
      ...base,
      password: 'Password1',
      confirmPassword: 'Password1',
    });
    expect(common.error?.issues[0]?.message).toBe(PASSWORD_COMMON_MESSAGE);
  });

  it('the server refuses 123456 and a common password on sign-up and reset', async () => {
    for (const [password, message] of [
      ['123456', PASSWORD_MIN_MESSAGE],
      ['1234567', PASSWORD_MIN_MESSAGE],
      ['password1', PASSWORD_COMMON_MESSAGE],
      ['qwertyuiop', PASSWORD_COMMON_MESSAGE],
    ] as const) {
      const res = await app.client().post('/api/auth/sign-up/email', {
        email: `pw-${randomUUID().slice(0, 8)}@example.co.uk`,
        password,
        name: 'Amira Khan',
      });
      expect({ password, status: res.status }).toEqual({ password, status: 400 });
      expect(await json<{ message: string }>(res)).toMatchObject({ message });
    }
    const client = app.client();
    const { password } = await client.signUp();
    const change = await client.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'iloveyou1',
    });
    expect(change.status).toBe(400);
  });
});

describe('item 12: auth answers are never cached', () => {
  it('list-sessions, get-session and sign-in answer Cache-Control: no-store', async () => {
    const client = app.client();
    const { email, password } = await client.signUp();
    for (const res of [
      await client.get('/api/auth/list-sessions'),
      await client.get('/api/auth/get-session'),
      await app.client().signIn(email, password),
      await app.client().signIn(email, 'wrong-password-1'),
    ]) {
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('item 14: an admin without a second factor is sent to enrol', { timeout: 90_000 }, () => {
  it('403 mfa_enrolment_required until a factor is on, then aal2 opens the area', async () => {
    const admin = app.client();
    const { userId, password } = await admin.signUp();
    await grantRole(app.db, userId, 'admin');
    const before = await admin.get('/api/admin/products');
    expect(before.status).toBe(403);
    expect(await before.json()).toEqual({
      error: { code: 'mfa_enrolment_required', message: MFA_ENROLMENT_MESSAGE },
    });
    await enrolTotp(admin, password);
    expect((await admin.get('/api/admin/products')).status).toBe(200);
    const [user] = await app.db.select().from(users).where(eq(users.id, userId));
    expect(user?.twoFactorEnabled).toBe(true);
    expect(typeof requireAdminAssurance).toBe('function');
  });
});

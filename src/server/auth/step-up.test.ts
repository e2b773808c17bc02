import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STEP_UP_MESSAGE } from '../../core/schemas/account-security';
import { passkeys, sessions, users, verifications } from '../db/schema/auth';
import { listOutbox } from '../mail/mailer';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { json } from './auth-test-helpers';

// Step-up (docs/decisions/058-step-up-for-account-changes.md): with a second factor on the
// account, a password-only session cannot change the email or password, sign sessions out, export
// or delete. Each test failed before the change.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(async () => app?.close());

async function addPasskey(userId: string) {
  await app.db.insert(passkeys).values({
    id: randomUUID(),
    name: 'Phone',
    publicKey: 'not-used',
    userId,
    credentialID: `cred-${randomUUID()}`,
    counter: 0,
    deviceType: 'multiDevice',
    backedUp: true,
    transports: 'internal',
    createdAt: new Date(),
  });
}

const STEP_UP_BODY = { code: 'STEP_UP_REQUIRED', message: STEP_UP_MESSAGE };

async function expectStepUp(client: TestClient, path: string, body?: unknown) {
  const res = path.endsWith('/export') ? await client.get(path) : await client.post(path, body);
  const answer = await json<unknown>(res);
  expect({ path, status: res.status, answer }).toEqual({
    path,
    status: 403,
    answer: path.startsWith('/api/auth/')
      ? STEP_UP_BODY
      : { error: { code: 'step_up_required', message: STEP_UP_MESSAGE } },
  });
}

describe('a password-only session of an account with a passkey', () => {
  it('cannot change the email or password, sign sessions out, export or delete', async () => {
    const owner = app.client();
    const account = await owner.signUp();
    await addPasskey(account.userId);
    // The attacker knows the password; a passkey account signs in with it at aal1.
    const attacker = app.client();
    expect((await attacker.signIn(account.email, account.password)).status).toBe(200);

    await expectStepUp(attacker, '/api/auth/change-email', {
      newEmail: `attacker-${randomUUID().slice(0, 8)}@example.co.uk`,
      callbackURL: '/account',
    });
    await expectStepUp(attacker, '/api/auth/change-password', {
      currentPassword: account.password,
      newPassword: 'a-new-horse-42',
      revokeOtherSessions: true,
    });
    await expectStepUp(attacker, '/api/auth/revoke-sessions', {});
    await expectStepUp(attacker, '/api/auth/revoke-other-sessions', {});
    const [ownerSession] = await app.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, account.userId))
      .limit(1);
    await expectStepUp(attacker, '/api/auth/revoke-session', { token: ownerSession?.token });
    await expectStepUp(attacker, '/api/account/export');
    await expectStepUp(attacker, '/api/account/delete', { password: account.password });

    // Nothing changed: the email, the password, both sessions, the account.
    const [user] = await app.db.select().from(users).where(eq(users.id, account.userId));
    expect(user?.email).toBe(account.email);
    expect(
      await app.db.select().from(sessions).where(eq(sessions.userId, account.userId)),
    ).toHaveLength(2);
    expect((await app.client().signIn(account.email, account.password)).status).toBe(200);
    expect(await listOutbox(app.db, account.email)).toHaveLength(1);
  });
});

describe('an account with TOTP', () => {
  it('steps up with a fresh code, then changes the password; the address is told', async () => {
    const client = app.client();
    const account = await client.signUp();
    const totp = await client.enrolTotp(account.password);
    const [session] = await app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, account.userId));
    // The code was verified 16 minutes ago: no longer fresh.
    await app.db
      .update(verifications)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(verifications.identifier, `aal2:${session?.id}`));
    await expectStepUp(client, '/api/auth/change-password', {
      currentPassword: account.password,
      newPassword: 'a-new-horse-42',
    });
    await expectStepUp(client, '/api/account/export');

    const stepUp = await client.post('/api/auth/two-factor/verify-totp', {
      code: totp.generate({ timestamp: Date.now() + 30_000 }),
    });
    expect(stepUp.status).toBe(200);
    const changed = await client.post('/api/auth/change-password', {
      currentPassword: account.password,
      newPassword: 'a-new-horse-42',
    });
    expect(changed.status).toBe(200);
    expect((await client.get('/api/account/export')).status).toBe(200);
    const [notice] = await listOutbox(app.db, account.email);
    expect(notice?.subject).toBe('Your Habba & Honey password was changed');
    expect(notice?.text).toContain(
      `The password of your Habba & Honey account (${account.email}) was just changed`,
    );
  });

  it('a password reset tells the address too', async () => {
    const client = app.client();
    const account = await client.signUp();
    expect(
      (
        await app.client().post('/api/auth/request-password-reset', {
          email: account.email,
          redirectTo: '/reset-password',
        })
      ).status,
    ).toBe(200);
    const [reset] = await listOutbox(app.db, account.email);
    const token = reset?.text.match(/reset-password\/([^?\s]+)/)?.[1] ?? '';
    const res = await app.client().post('/api/auth/reset-password', {
      token,
      newPassword: 'a-new-horse-42',
    });
    expect(res.status).toBe(200);
    const [notice] = await listOutbox(app.db, account.email);
    expect(notice?.subject).toBe('Your Habba & Honey password was changed');
  });
});

describe('removing a passkey is confirmed with a second factor', () => {
  it('refuses a session whose second factor is not fresh, and removes it right after one', async () => {
    const client = app.client();
    const account = await client.signUp();
    const passkeyId = randomUUID();
    await app.db.insert(passkeys).values({
      id: passkeyId,
      name: 'Phone',
      publicKey: 'not-used',
      userId: account.userId,
      credentialID: `cred-${randomUUID()}`,
      counter: 0,
      deviceType: 'multiDevice',
      backedUp: true,
      transports: 'internal',
      createdAt: new Date(),
    });
    const [session] = await app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, account.userId));
    // The session passed the passkey 20 minutes ago (a passkey sign-in).
    await app.db.insert(verifications).values({
      id: randomUUID(),
      identifier: `aal2:${session?.id}`,
      value: 'passkey',
      expiresAt: new Date(Date.now() + 86_400_000),
      createdAt: new Date(Date.now() - 20 * 60_000),
    });
    await expectStepUp(client, '/api/auth/passkey/delete-passkey', { id: passkeyId });
    expect(await app.db.select().from(passkeys).where(eq(passkeys.id, passkeyId))).toHaveLength(1);

    await app.db
      .update(verifications)
      .set({ createdAt: new Date() })
      .where(eq(verifications.identifier, `aal2:${session?.id}`));
    const removed = await client.post('/api/auth/passkey/delete-passkey', { id: passkeyId });
    expect(removed.status).toBe(200);
    expect(await app.db.select().from(passkeys).where(eq(passkeys.id, passkeyId))).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_NOT_VERIFIED_MESSAGE,
  NOT_ME_DONE_MESSAGE,
  NOT_ME_INVALID_MESSAGE,
} from '../../core/schemas/account-security';
import { sessions, users } from '../db/schema/auth';
import { listOutbox } from '../mail/mailer';
import { guestOrderOwners, insertGuestOrder } from '../test/guest-order';
import { startTestApp, type TestApp } from '../test/harness';
import { json } from './auth-test-helpers';

// An account is proven before anyone is signed in to it
// (docs/decisions/057-verified-before-signed-in.md). Each test failed before the change.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(async () => app?.close());

async function confirmationMail(email: string) {
  const mail = (await listOutbox(app.db, email)).find((m) =>
    m.subject.startsWith('Confirm your email'),
  );
  if (!mail) throw new Error(`no confirmation email to ${email}`);
  const confirm = new URL(
    mail.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0] ?? '',
  );
  const notMe = new URL(mail.text.match(/https?:\/\/\S+\/not-me\?token=\S+/)?.[0] ?? '');
  return { mail, confirm, notMeToken: notMe.searchParams.get('token') ?? '' };
}

async function signUpWithoutConfirming(email: string) {
  const client = app.client();
  const res = await client.post('/api/auth/sign-up/email', {
    email,
    password: 'correct-horse-9',
    name: 'Eve Mallory',
    firstName: 'Eve',
    lastName: 'Mallory',
  });
  return { client, res };
}

describe('sign-up ends on "check your email": no session before the email is confirmed', () => {
  it('sign-up sets no session, sign-in is refused with a new link, and nothing is visible', async () => {
    const email = `victim-${randomUUID().slice(0, 8)}@example.co.uk`;
    await insertGuestOrder(app.db, email);
    const { client: attacker, res } = await signUpWithoutConfirming(email);
    expect(res.status).toBe(200);
    expect(await json<{ token: string | null }>(res)).toMatchObject({ token: null });
    expect(res.headers.getSetCookie().filter((c) => c.includes('session_token='))).toEqual([]);
    expect(await json<{ user: unknown }>(await attacker.get('/api/me'))).toMatchObject({
      user: null,
    });
    expect((await attacker.get('/api/account/orders')).status).toBe(401);
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    expect(
      await app.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user?.id ?? '')),
    ).toEqual([]);

    const signIn = await attacker.signIn(email, 'correct-horse-9');
    expect(signIn.status).toBe(403);
    expect(await json<{ code: string; message: string }>(signIn)).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: EMAIL_NOT_VERIFIED_MESSAGE,
    });
    // One link at sign-up, a new one at the refused sign-in.
    const links = (await listOutbox(app.db, email)).filter((m) =>
      m.subject.startsWith('Confirm your email'),
    );
    expect(links).toHaveLength(2);
  });

  it('the confirmation email says an account was created and offers "this wasn\'t me"', async () => {
    const email = `owner-${randomUUID().slice(0, 8)}@example.co.uk`;
    await signUpWithoutConfirming(email);
    const { mail, notMeToken } = await confirmationMail(email);
    expect(mail.subject).toBe('Confirm your email for Habba & Honey');
    expect(mail.text).toContain(
      `An account was created at Habba & Honey with this email address (${email}).`,
    );
    expect(mail.text).toContain("If this wasn't you, do not follow the link above.");
    expect(notMeToken).toMatch(/^[\w-]{32}$/);
  });

  it('confirming signs out every earlier session; a follower who did not sign up here chooses a password first; nothing links', async () => {
    const email = `victim-${randomUUID().slice(0, 8)}@example.co.uk`;
    const guest = await insertGuestOrder(app.db, email);
    const { client: attacker } = await signUpWithoutConfirming(email);
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    const userId = user?.id ?? '';
    // A session left from before sign-in required a confirmed email.
    await app.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    expect((await attacker.signIn(email, 'correct-horse-9')).status).toBe(200);
    await app.db.update(users).set({ emailVerified: false }).where(eq(users.id, userId));
    // It counts as signed out, and nothing is linked yet.
    expect((await attacker.get('/api/account/orders')).status).toBe(401);
    expect((await attacker.get('/api/account/subscriptions')).status).toBe(401);
    expect(await guestOrderOwners(app.db, guest)).toEqual({ order: null, subscription: null });

    // The inbox's owner follows the link in her own browser (not the one that signed up).
    const victim = app.client();
    const { confirm } = await confirmationMail(email);
    const followed = await victim.get(`${confirm.pathname}${confirm.search}`);
    expect(followed.status).toBe(302);
    const choose = new URL(followed.headers.get('location') ?? '', app.baseUrl);
    expect(choose.pathname).toBe('/reset-password');

    expect(await app.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect(await json<{ user: unknown }>(await attacker.get('/api/me'))).toMatchObject({
      user: null,
    });
    expect((await attacker.signIn(email, 'correct-horse-9')).status).toBe(401);
    const chosen = await victim.post('/api/auth/reset-password', {
      newPassword: 'Victim-own-pass-5',
      token: choose.searchParams.get('token'),
    });
    expect(chosen.status).toBe(200);
    expect((await victim.signIn(email, 'Victim-own-pass-5')).status).toBe(200);
    const mine = await json<{ user: { email: string; emailVerified: boolean } }>(
      await victim.get('/api/me'),
    );
    expect(mine.user).toMatchObject({ email, emailVerified: true });
    expect(await guestOrderOwners(app.db, guest)).toEqual({ order: null, subscription: null });
  });
});

describe('"this wasn\'t me" removes an unconfirmed account', () => {
  it('removes the account, links nothing, and the confirmation link then fails', async () => {
    const email = `victim-${randomUUID().slice(0, 8)}@example.co.uk`;
    const guest = await insertGuestOrder(app.db, email);
    await signUpWithoutConfirming(email);
    const { confirm, notMeToken } = await confirmationMail(email);

    const visitor = app.client();
    const res = await visitor.post('/api/not-me', { token: notMeToken });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ removed: true, message: NOT_ME_DONE_MESSAGE });
    expect(await app.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const late = await visitor.get(`${confirm.pathname}${confirm.search}`);
    expect(late.status).toBe(302);
    expect(late.headers.get('location')).toBe('/account?error=USER_NOT_FOUND');
    expect(await guestOrderOwners(app.db, guest)).toEqual({ order: null, subscription: null });

    const again = await visitor.post('/api/not-me', { token: notMeToken });
    expect(again.status).toBe(404);
    expect(await json(again)).toEqual({
      error: { code: 'not_found', message: NOT_ME_INVALID_MESSAGE },
    });
  });

  it('does nothing once the email is confirmed', async () => {
    const client = app.client();
    const { email, userId } = await client.signUp();
    const { notMeToken } = await confirmationMail(email);
    const res = await app.client().post('/api/not-me', { token: notMeToken });
    expect(res.status).toBe(404);
    expect(await app.db.select({ id: users.id }).from(users).where(eq(users.id, userId))).toEqual([
      { id: userId },
    ]);
  });
});

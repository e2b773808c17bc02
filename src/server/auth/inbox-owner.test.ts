import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_LINK_MESSAGES } from '../../core/schemas/account-security';
import { accounts, sessions, users } from '../db/schema/auth';
import { listOutbox } from '../mail/mailer';
import { guestOrderOwners, insertGuestOrder } from '../test/guest-order';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { json, me } from './auth-test-helpers';

// The two reproductions of decision 113's defects, over HTTP (docs/decisions/113-inbox-owner-holds-the-account.md).
// Each failed before: (a) A's password opened V's account, V's own answered 401; (b) A's account
// took V's address and A's session read V's order.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(async () => app?.close());

const ATTACKER_PASSWORD = 'Attacker-pass-9911';
const OWNER_PASSWORD = 'Owner-pass-4471';

function signUp(client: TestClient, email: string, password: string) {
  return client.post('/api/auth/sign-up/email', {
    email,
    password,
    name: 'Vera Owner',
    firstName: 'Vera',
    lastName: 'Owner',
    callbackURL: '/account',
  });
}

async function confirmationLinks(email: string, subject = 'Confirm your email') {
  return (await listOutbox(app.db, email))
    .filter((m) => m.subject.startsWith(subject))
    .map((m) => {
      const url = new URL(m.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0] ?? '');
      return `${url.pathname}${url.search}`;
    });
}

async function ordersOf(client: TestClient): Promise<{ status: number; ids: string[] }> {
  const res = await client.get('/api/account/orders');
  if (res.status !== 200) return { status: res.status, ids: [] };
  const body = await json<{ orders: { id: string }[] }>(res);
  return { status: 200, ids: body.orders.map((o) => o.id) };
}

describe('reproduction (a): an earlier sign-up with the owner’s address', () => {
  it('the owner’s second sign-up replaces the password and sends the link; A’s password opens nothing', async () => {
    const vEmail = `vera-${randomUUID().slice(0, 8)}@example.co.uk`;
    const guest = await insertGuestOrder(app.db, vEmail);
    const attacker = app.client();
    const first = await signUp(attacker, vEmail, ATTACKER_PASSWORD);
    expect(first.status).toBe(200);
    expect((await confirmationLinks(vEmail)).length).toBe(1);

    const owner = app.client();
    const second = await signUp(owner, vEmail, OWNER_PASSWORD);
    // The same answer as a new address (status, shape, cookies), and the link is sent again.
    expect(second.status).toBe(200);
    const answer = await json<{ token: null; user: { email: string; emailVerified: boolean } }>(
      second,
    );
    expect(answer).toMatchObject({ token: null, user: { email: vEmail, emailVerified: false } });
    const cookieNames = (res: Response) => res.headers.getSetCookie().map((c) => c.split('=')[0]);
    expect(cookieNames(second)).toEqual(cookieNames(first));
    expect((await confirmationLinks(vEmail)).length).toBe(2);

    const resent = await owner.post('/api/auth/send-verification-email', {
      email: vEmail,
      callbackURL: '/account',
    });
    expect(resent.status).toBe(200);
    const [newest] = await confirmationLinks(vEmail);
    const followed = await owner.get(newest ?? '');
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/account');
    expect((await me(owner)).user).toMatchObject({ email: vEmail });

    // A's password is gone; V's own opens the account.
    expect((await attacker.signIn(vEmail, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await ordersOf(attacker)).status).toBe(401);
    expect((await app.client().signIn(vEmail, OWNER_PASSWORD)).status).toBe(200);
    // Confirming links nothing: the guest order is claimed, never inherited.
    expect(await guestOrderOwners(app.db, guest)).toEqual({ order: null, subscription: null });
    expect((await ordersOf(owner)).ids).toEqual([]);
  });

  it('a link followed where the standing password was not set voids it and asks the follower to choose one', async () => {
    const vEmail = `vera-${randomUUID().slice(0, 8)}@example.co.uk`;
    const owner = app.client();
    await signUp(owner, vEmail, OWNER_PASSWORD);
    // A signs up again after V: the latest sign-up's password (A's) is the standing one.
    const attacker = app.client();
    await signUp(attacker, vEmail, ATTACKER_PASSWORD);
    const [newest] = await confirmationLinks(vEmail);

    const followed = await owner.get(newest ?? '');
    expect(followed.status).toBe(302);
    const location = new URL(followed.headers.get('location') ?? '', app.baseUrl);
    expect(location.pathname).toBe('/reset-password');
    expect(location.searchParams.get('first')).toBe('1');
    // Nobody is signed in until the prover has chosen a password.
    const [user] = await app.db.select().from(users).where(eq(users.email, vEmail));
    expect(user?.emailVerified).toBe(true);
    expect(
      await app.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user?.id ?? '')),
    ).toEqual([]);
    const [credential] = await app.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, user?.id ?? ''));
    expect(credential?.password).toBeNull();
    expect((await attacker.signIn(vEmail, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await attacker.signIn(vEmail, OWNER_PASSWORD)).status).toBe(401);

    const chosen = await owner.post('/api/auth/reset-password', {
      newPassword: 'Vera-chose-this-77',
      token: location.searchParams.get('token'),
    });
    expect(chosen.status).toBe(200);
    expect((await owner.signIn(vEmail, 'Vera-chose-this-77')).status).toBe(200);
    expect((await attacker.signIn(vEmail, ATTACKER_PASSWORD)).status).toBe(401);
  });
});

describe('reproduction (b): an email change to the owner’s address', () => {
  it('the new-address link works only where the account is signed in; A’s session reads nothing of V’s', async () => {
    const vEmail = `vera-${randomUUID().slice(0, 8)}@example.co.uk`;
    const attacker = app.client();
    const { email: aEmail } = await attacker.signUp({ password: ATTACKER_PASSWORD });
    expect(
      (await attacker.post('/api/auth/change-email', { newEmail: vEmail, callbackURL: '/account' }))
        .status,
    ).toBe(200);
    const [approval] = await confirmationLinks(aEmail, 'Approve the change');
    expect((await attacker.get(approval ?? '')).status).toBe(302);
    const guest = await insertGuestOrder(app.db, vEmail);

    const owner = app.client();
    const [confirm] = await confirmationLinks(vEmail, 'Confirm your new email');
    const followed = await owner.get(confirm ?? '');
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/account?error=EMAIL_CHANGE_SIGN_IN_REQUIRED');
    expect(VERIFICATION_LINK_MESSAGES.EMAIL_CHANGE_SIGN_IN_REQUIRED).toBe(
      'To confirm a new email address, sign in to the account first, then follow the link in the email again in this browser.',
    );
    expect((await me(attacker)).user).toMatchObject({ email: aEmail });
    expect(await ordersOf(attacker)).toEqual({ status: 200, ids: [] });
    expect(await guestOrderOwners(app.db, guest)).toEqual({ order: null, subscription: null });
  });

  it('an email change completed by the account holder moves nothing bought under the new address', async () => {
    const newEmail = `new-${randomUUID().slice(0, 8)}@example.co.uk`;
    const holder = app.client();
    const { email } = await holder.signUp();
    const guest = await insertGuestOrder(app.db, newEmail);
    await holder.post('/api/auth/change-email', { newEmail, callbackURL: '/account' });
    const [approval] = await confirmationLinks(email, 'Approve the change');
    await holder.get(approval ?? '');
    const [confirm] = await confirmationLinks(newEmail, 'Confirm your new email');
    const followed = await holder.get(confirm ?? '');
    expect(followed.headers.get('location')).toBe('/account');
    expect((await me(holder)).user).toMatchObject({ email: newEmail });
    expect(await ordersOf(holder)).toEqual({ status: 200, ids: [] });
    expect(await guestOrderOwners(app.db, guest)).toEqual({ order: null, subscription: null });
  });
});

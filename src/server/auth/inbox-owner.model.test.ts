import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, passkeys, twoFactors, users } from '../db/schema/auth';
import { listOutbox } from '../mail/mailer';
import { insertGuestOrder } from '../test/guest-order';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { json, totpFrom } from './auth-test-helpers';

// The inbox owner's rules (docs/security.md "Only the inbox's owner holds the account"): two
// people, the owner V of an inbox and an attacker A, act in any order. After every step:
// - A reads nothing bought with V's address (A's session: orders and export);
// - no password V did not set opens an account with V's address, and no session of A's is in one;
// - once V has proven her inbox, no passkey or TOTP factor A registered is on her account.
// Both add passkeys and turn TOTP on wherever their browser is signed in.
// One app for the whole file; each run uses fresh addresses and fresh browsers.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(async () => app?.close());

type World = {
  vEmail: string;
  aEmail: string;
  /** V's browser and A's browser (cookies kept). */
  v: TestClient;
  a: TestClient;
  /** Every password A typed for V's address or used anywhere. */
  attackerPasswords: Set<string>;
  /** The ids of the orders bought as a guest with V's address. */
  vOrders: string[];
  /** A's own account exists and A is signed in to it in A's browser. */
  aHasOwnAccount: boolean;
  /** Sign-ins already tried against the same stored account (see assertInvariants). */
  triedSignIns: Set<string>;
  /** The password V set last (V's steps that set one record it). */
  vPassword: string | null;
  /** A's password of A's own account. */
  aPassword: string | null;
  /** Ids of every passkey and TOTP factor A registered, wherever A could. */
  attackerFactors: Set<string>;
};
type Model = { steps: string[] };
type Step = fc.AsyncCommand<Model, World>;

let passwordCounter = 0;
const freshPassword = (who: 'Owner' | 'Attacker') =>
  `${who}-pass-${++passwordCounter}-${randomBytes(3).toString('hex')}`;

/** The newest link in `email`'s inbox from a mail whose subject starts with `subject`. */
async function newestLink(email: string, subject: string): Promise<string | null> {
  const mail = (await listOutbox(app.db, email)).find((m) => m.subject.startsWith(subject));
  const link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
  return link ? new URL(link).pathname + new URL(link).search : null;
}

/** Follows a link as a browser does, then, if it lands on "choose your password", chooses one. */
async function follow(client: TestClient, path: string, email: string, password: string) {
  const res = await client.get(path);
  const location = new URL(res.headers.get('location') ?? '/', app.baseUrl);
  const token = location.searchParams.get('token');
  if (location.pathname === '/reset-password' && token) {
    await client.post('/api/auth/reset-password', { newPassword: password, token });
    await client.signIn(email, password);
    return { chose: true };
  }
  return { chose: false };
}

/** The account a browser is signed in to, if any. */
async function signedInAs(client: TestClient): Promise<{ id: string; email: string } | null> {
  const body = await json<{ user: { id: string; email: string } | null }>(
    await client.get('/api/me'),
  );
  return body.user;
}

/**
 * A passkey registered by the signed-in browser: WebAuthn registration needs a session of the
 * account, and the server keeps the credential as this row (the drill and security-hardening
 * tests store passkeys the same way; no software authenticator here). Whoever holds the
 * private key of a row's credential signs in to the row's account.
 */
async function addPasskey(client: TestClient, owner: string): Promise<string | null> {
  const user = await signedInAs(client);
  if (!user) return null;
  const id = `pk-${owner}-${randomBytes(4).toString('hex')}`;
  await app.db.insert(passkeys).values({
    id,
    name: `${owner}'s key`,
    publicKey: `public-key-of-${id}`,
    userId: user.id,
    credentialID: `credential-of-${id}`,
    counter: 0,
    deviceType: 'singleDevice',
    backedUp: false,
    transports: 'internal',
    createdAt: new Date(),
  });
  return id;
}

/** TOTP turned on through the API (enable with the password, then a first code). */
async function enableTotp(client: TestClient, password: string | null): Promise<string | null> {
  const user = await signedInAs(client);
  if (!user || !password) return null;
  const enabled = await client.post('/api/auth/two-factor/enable', { password });
  if (enabled.status !== 200) return null; // e.g. 403 MFA_REQUIRED on a password-only session
  const { totpURI } = await json<{ totpURI: string }>(enabled);
  await client.post('/api/auth/two-factor/verify-totp', { code: totpFrom(totpURI).generate() });
  const [row] = await app.db
    .select({ id: twoFactors.id })
    .from(twoFactors)
    .where(eq(twoFactors.userId, user.id));
  return row?.id ?? null;
}

let current: World | null = null;
const world = () => {
  if (!current) throw new Error('no world');
  return current;
};

function step(name: string, run: (w: World) => Promise<void>): fc.Arbitrary<Step> {
  return fc.constant({
    check: () => true,
    run: async (m: Model, w: World) => {
      m.steps.push(name);
      const started = Date.now();
      await run(w);
      const ran = Date.now();
      await assertInvariants(w, m.steps);
      if (process.env.MODEL_TIMING) console.log(name, ran - started, Date.now() - ran);
    },
    toString: () => name,
  });
}

async function signUp(client: TestClient, email: string, password: string) {
  await client.post('/api/auth/sign-up/email', {
    email,
    password,
    name: 'Someone Else',
    firstName: 'Someone',
    lastName: 'Else',
    callbackURL: '/account',
  });
}

const commands = [
  step('A signs up with V’s address', async (w) => {
    const password = freshPassword('Attacker');
    w.attackerPasswords.add(password);
    await signUp(w.a, w.vEmail, password);
  }),
  step('V signs up', async (w) => {
    w.vPassword = freshPassword('Owner');
    await signUp(w.v, w.vEmail, w.vPassword);
  }),
  step('V asks for the link again', async (w) => {
    await w.v.post('/api/auth/send-verification-email', {
      email: w.vEmail,
      callbackURL: '/account',
    });
  }),
  step('V follows the newest link in her inbox', async (w) => {
    const link = await newestLink(w.vEmail, 'Confirm your');
    if (!link) return;
    const chosen = freshPassword('Owner');
    // Chooses `chosen` only if the link asks for a password; else hers from sign-up stands.
    const res = await follow(w.v, link, w.vEmail, chosen);
    if (res.chose) w.vPassword = chosen;
  }),
  step('A tries to sign in as V', async (w) => {
    for (const password of w.attackerPasswords) await w.a.signIn(w.vEmail, password);
  }),
  step('V resets her password', async (w) => {
    await w.v.post('/api/auth/request-password-reset', {
      email: w.vEmail,
      redirectTo: '/reset-password',
    });
    const mail = (await listOutbox(app.db, w.vEmail)).find((m) =>
      m.subject.startsWith('Reset your'),
    );
    const token = mail?.text.match(/\/reset-password\/([\w-]+)/)?.[1];
    if (token) {
      const newPassword = freshPassword('Owner');
      const reset = await w.v.post('/api/auth/reset-password', { newPassword, token });
      if (reset.status === 200) w.vPassword = newPassword;
    }
  }),
  step('A changes A’s own account’s email to V’s and approves from A’s inbox', async (w) => {
    if (!w.aHasOwnAccount) {
      const password = freshPassword('Attacker');
      w.attackerPasswords.add(password);
      await signUp(w.a, w.aEmail, password);
      const link = await newestLink(w.aEmail, 'Confirm your email');
      if (link) await follow(w.a, link, w.aEmail, password);
      w.aHasOwnAccount = true;
      w.aPassword = password;
    }
    await w.a.post('/api/auth/change-email', { newEmail: w.vEmail, callbackURL: '/account' });
    const link = await newestLink(w.aEmail, 'Approve the change');
    if (link) await w.a.get(link);
  }),
  step('A guest buys with V’s address', async (w) => {
    const { orderId } = await insertGuestOrder(app.db, w.vEmail);
    w.vOrders.push(orderId);
  }),
  step('V claims her guest orders', async (w) => {
    const asked = await w.v.post('/api/account/guest-orders/claim-code', {});
    if (asked.status !== 200) return;
    const mail = (await listOutbox(app.db, w.vEmail)).find((m) =>
      m.subject.startsWith('Your code to add'),
    );
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) await w.v.post('/api/account/guest-orders/claim', { code });
  }),
  step('A claims guest orders of A’s account', async (w) => {
    const asked = await w.a.post('/api/account/guest-orders/claim-code', {});
    if (asked.status !== 200) return;
    // A reads only A's own inbox.
    const mail = (await listOutbox(app.db, w.aEmail)).find((m) =>
      m.subject.startsWith('Your code to add'),
    );
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) await w.a.post('/api/account/guest-orders/claim', { code });
  }),
  step('V adds a passkey', async (w) => {
    await addPasskey(w.v, 'owner');
  }),
  step('V enables TOTP', async (w) => {
    await enableTotp(w.v, w.vPassword);
  }),
  step('A adds a passkey', async (w) => {
    const id = await addPasskey(w.a, 'attacker');
    if (id) w.attackerFactors.add(id);
  }),
  step('A enables TOTP', async (w) => {
    const id = await enableTotp(w.a, w.aPassword);
    if (id) w.attackerFactors.add(id);
  }),
  // The state the first-proof rule exists for: a passkey and TOTP on the unconfirmed account with
  // V's address that V did not set (a sign-up session of an earlier release could add them;
  // no session of A's is left, which the session invariant would catch by itself).
  step('A leaves a passkey and TOTP on the unconfirmed account with V’s address', async (w) => {
    const [unconfirmed] = await app.db
      .select({ id: users.id, verified: users.emailVerified })
      .from(users)
      .where(eq(users.email, w.vEmail));
    if (!unconfirmed) {
      const password = freshPassword('Attacker');
      w.attackerPasswords.add(password);
      await signUp(w.a, w.vEmail, password);
    } else if (unconfirmed.verified) return;
    const [account] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, w.vEmail));
    if (!account) return;
    const passkey = `pk-attacker-${randomBytes(4).toString('hex')}`;
    await app.db.insert(passkeys).values({
      id: passkey,
      name: 'attacker',
      publicKey: `public-key-of-${passkey}`,
      userId: account.id,
      credentialID: `credential-of-${passkey}`,
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: false,
      createdAt: new Date(),
    });
    const totp = `tf-attacker-${randomBytes(4).toString('hex')}`;
    await app.db.insert(twoFactors).values({
      id: totp,
      secret: 'a-secret-the-attacker-holds',
      backupCodes: 'codes-the-attacker-holds',
      userId: account.id,
    });
    await app.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, account.id));
    w.attackerFactors.add(passkey);
    w.attackerFactors.add(totp);
  }),
];

// Following a link and leaving factors before it decide the first proof: drawn twice as often.
const [vFollows, leavesFactors] = [commands[3], commands[14]];
const weighted = [...commands, ...(vFollows && leavesFactors ? [vFollows, leavesFactors] : [])];

async function assertInvariants(w: World, steps: string[]): Promise<void> {
  const trail = steps.join(' → ');
  // A's browser reads nothing bought with V's address.
  const orders = await (await w.a.get('/api/account/orders')).text();
  const exported = await (await w.a.get('/api/account/export')).text();
  for (const orderId of w.vOrders) {
    expect(orders, trail).not.toContain(orderId);
    expect(exported, trail).not.toContain(orderId);
  }
  // No session of A's is in an account with V's address.
  const me = (await (await w.a.get('/api/me')).json()) as { user: { email: string } | null };
  expect(me.user?.email, trail).not.toBe(w.vEmail);
  // No password A ever typed opens an account with V's address. A sign-in's answer depends only
  // on the stored account, so one already tried against the same stored state is not repeated.
  const [stored] = await app.db
    .select({ id: users.id, verified: users.emailVerified, password: accounts.password })
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(eq(users.email, w.vEmail));
  for (const password of w.attackerPasswords) {
    const key = `${stored?.id}:${stored?.verified}:${stored?.password}:${password}`;
    if (w.triedSignIns.has(key)) continue;
    w.triedSignIns.add(key);
    const res = await app.client().signIn(w.vEmail, password);
    expect(res.status, `${trail} → A signs in as V with ${password}`).not.toBe(200);
  }
  // Once V has proven her inbox, no passkey or second factor A registered is on her account: a
  // passkey row opens the account to whoever holds its key, and a TOTP row decides who passes
  // the second step (and A holds its recovery codes).
  if (stored?.verified) {
    const factors = [
      ...(await app.db
        .select({ id: passkeys.id })
        .from(passkeys)
        .where(eq(passkeys.userId, stored.id))),
      ...(await app.db
        .select({ id: twoFactors.id })
        .from(twoFactors)
        .where(eq(twoFactors.userId, stored.id))),
    ].map((row) => row.id);
    expect(
      factors.filter((id) => w.attackerFactors.has(id)),
      `${trail}: A's passkey or TOTP on V's account`,
    ).toEqual([]);
  }
}

describe('only the inbox’s owner holds the account', () => {
  it('holds after every step of any interleaving of V and A', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(weighted, { maxCommands: 8, size: 'max' }), async (cmds) => {
        const id = randomBytes(4).toString('hex');
        current = {
          vEmail: `owner-${id}@example.co.uk`,
          aEmail: `attacker-${id}@example.co.uk`,
          v: app.client(),
          a: app.client(),
          attackerPasswords: new Set(),
          vOrders: [],
          aHasOwnAccount: false,
          triedSignIns: new Set(),
          vPassword: null,
          aPassword: null,
          attackerFactors: new Set(),
        };
        await fc.asyncModelRun(() => ({ model: { steps: [] }, real: world() }), cmds);
      }),
      { numRuns: 24, seed: Number(process.env.MODEL_SEED ?? 40) },
    );
  }, 180_000);
});

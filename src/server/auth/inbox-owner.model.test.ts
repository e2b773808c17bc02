import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../db/schema/auth';
import { listOutbox } from '../mail/mailer';
import { insertGuestOrder } from '../test/guest-order';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';

// Issue 40, rules 1 and 2 (docs/security.md "Only the inbox's owner holds the account"): two
// people, the owner V of an inbox and an attacker A, act in any order. After every step:
// - A reads nothing bought with V's address (A's session: orders and export);
// - no password V did not set opens an account with V's address, and no session of A's is in one.
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
  }
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
    await signUp(w.v, w.vEmail, freshPassword('Owner'));
  }),
  step('V asks for the link again', async (w) => {
    await w.v.post('/api/auth/send-verification-email', {
      email: w.vEmail,
      callbackURL: '/account',
    });
  }),
  step('V follows the newest link in her inbox', async (w) => {
    const link = await newestLink(w.vEmail, 'Confirm your');
    if (link) await follow(w.v, link, w.vEmail, freshPassword('Owner'));
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
      await w.v.post('/api/auth/reset-password', {
        newPassword: freshPassword('Owner'),
        token,
      });
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
];

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
}

describe('only the inbox’s owner holds the account (issue 40 rules 1 and 2)', () => {
  it('holds after every step of any interleaving of V and A', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 8 }), async (cmds) => {
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
        };
        await fc.asyncModelRun(() => ({ model: { steps: [] }, real: world() }), cmds);
      }),
      { numRuns: 12, seed: Number(process.env.MODEL_SEED ?? 40) },
    );
  }, 180_000);
});

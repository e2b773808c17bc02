import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../db/schema/account';
import { sessions, users } from '../db/schema/auth';
import { startTestApp, type TestApp } from '../test/harness';
import { json, me, security } from './auth-test-helpers';

type Received = { to: string[]; raw: string };

/** A real in-process SMTP server on a random port; messages are kept raw. */
async function startSmtpServer() {
  const messages: Received[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    messages,
    async waitFor(to: string, subject?: RegExp, timeoutMs = 10_000): Promise<Received> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.find(
          (m) => m.to.includes(to) && (subject === undefined || subject.test(m.raw)),
        );
        if (found) return found;
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      throw new Error(`no mail for ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Quoted-printable body decoding (soft line breaks and =XX escapes). */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function extractResetLink(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  const decoded = /quoted-printable/i.test(raw) ? decodeQuotedPrintable(body) : body;
  const match = decoded.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/);
  if (!match) throw new Error(`no reset link in: ${decoded}`);
  return match[0];
}

describe('sign up, sign in, sign out', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ seed: false });
  });
  afterAll(async () => app?.close());

  it('creates the user with first and last name kept in profiles and signs them in', async () => {
    const client = app.client();
    const { userId, email } = await client.signUp({ firstName: 'Noor', lastName: 'Ali' });
    const [user] = await app.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ name: 'Noor Ali', firstName: 'Noor', lastName: 'Ali' });
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile).toMatchObject({ firstName: 'Noor', lastName: 'Ali' });
    expect((await me(client)).user?.email).toBe(email);
  });

  it('sets an HTTP-only SameSite=Lax session cookie', async () => {
    const { email, password } = await app.client().signUp();
    const res = await app.client().signIn(email, password);
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('answers a duplicate email like a new one (no session, no enumeration) and refuses a short password', async () => {
    const client = app.client();
    const { email, userId } = await client.signUp();
    const dup = await app.client().post('/api/auth/sign-up/email', {
      email,
      password: 'secret-123',
      name: 'X Y',
    });
    // Sign-up always ends on "check your email": the answer does not say the address is taken.
    expect(dup.status).toBe(200);
    const body = await json<{ token: string | null; user: { id: string } }>(dup);
    expect(body.token).toBeNull();
    expect(body.user.id).not.toBe(userId);
    expect(dup.headers.getSetCookie().filter((c) => c.includes('session_token='))).toEqual([]);
    const short = await app.client().post('/api/auth/sign-up/email', {
      email: `short-${Date.now()}@example.co.uk`,
      password: '12345',
      name: 'X Y',
    });
    expect(short.status).toBe(400);
    expect((await json<{ message: string }>(short)).message).toBe(
      'Password must be at least 8 characters',
    );
  });

  it('signs in, refuses a wrong password with a message, and signs out', async () => {
    const first = app.client();
    const { email, password } = await first.signUp();
    const client = app.client();
    const wrong = await client.signIn(email, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect((await json<{ message: string }>(wrong)).message).toBe('Invalid email or password');
    expect((await me(client)).user).toBeNull();
    const ok = await client.signIn(email, password);
    expect(ok.status).toBe(200);
    expect((await me(client)).user?.email).toBe(email);
    const out = await client.post('/api/auth/sign-out', {});
    expect(out.status).toBe(200);
    expect((await me(client)).user).toBeNull();
    // the other device is still signed in (local scope)
    expect((await me(first)).user?.email).toBe(email);
  });
});

describe('session revocation scopes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ seed: false });
  });
  afterAll(async () => app?.close());

  it('others: signs out every other device and keeps this one', async () => {
    const a = app.client();
    const { email, password } = await a.signUp();
    const b = app.client();
    const c = app.client();
    await b.signIn(email, password);
    await c.signIn(email, password);
    expect((await security(b)).otherSessions).toBe(2);
    const res = await b.post('/api/auth/revoke-other-sessions', {});
    expect(res.status).toBe(200);
    expect((await me(a)).user).toBeNull();
    expect((await me(c)).user).toBeNull();
    expect((await me(b)).user?.email).toBe(email);
    expect((await security(b)).otherSessions).toBe(0);
  });

  it('global: signs out every device including this one', async () => {
    const a = app.client();
    const { email, password, userId } = await a.signUp();
    const b = app.client();
    await b.signIn(email, password);
    const res = await b.post('/api/auth/revoke-sessions', {});
    expect(res.status).toBe(200);
    await b.post('/api/auth/sign-out', {});
    expect((await me(a)).user).toBeNull();
    expect((await me(b)).user).toBeNull();
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
  });
});

describe('password reset over real SMTP', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await startTestApp({ seed: false, env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('emails a link that leads to /reset-password, sets the new password once', async () => {
    const owner = app.client();
    const { email, password } = await owner.signUp();
    const visitor = app.client();
    const requested = await visitor.post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(requested.status).toBe(200);

    // Sign-up also sent "Confirm your email": wait for the reset message itself.
    const mail = await smtp.waitFor(email, /Subject: Reset your Habba & Honey password/);
    const link = extractResetLink(mail.raw);
    expect(link.startsWith(app.baseUrl)).toBe(true);

    const followed = await visitor.get(link.slice(app.baseUrl.length));
    expect(followed.status).toBe(302);
    const location = new URL(followed.headers.get('location') ?? '', app.baseUrl);
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await visitor.post('/api/auth/reset-password', {
      newPassword: 'brand-new-pass',
      token,
    });
    expect(reset.status).toBe(200);
    // sessions are revoked on reset
    expect((await me(owner)).user).toBeNull();
    expect((await app.client().signIn(email, password)).status).toBe(401);
    expect((await app.client().signIn(email, 'brand-new-pass')).status).toBe(200);

    // a reused link is invalid: the callback redirects with an error, the API refuses the token
    const again = await visitor.get(link.slice(app.baseUrl.length));
    const againLocation = new URL(again.headers.get('location') ?? '', app.baseUrl);
    expect(againLocation.searchParams.get('error')).toBe('INVALID_TOKEN');
    const reused = await visitor.post('/api/auth/reset-password', {
      newPassword: 'another-one',
      token,
    });
    expect(reused.status).toBe(400);
    expect((await json<{ code: string }>(reused)).code).toBe('INVALID_TOKEN');
  });

  it('answers the same for an unknown email (no account enumeration)', async () => {
    const res = await app.client().post('/api/auth/request-password-reset', {
      email: 'nobody-here@example.co.uk',
      redirectTo: '/reset-password',
    });
    expect(res.status).toBe(200);
  });
});

import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as OTPAuth from 'otpauth';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SecurityResponse } from '../../core/api/account';
import { profiles } from '../db/schema/account';
import { sessions, twoFactors, users, verifications } from '../db/schema/auth';
import type { AppEnv } from '../http/app-env';
import { handleError } from '../http/errors';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { MFA_ENROLMENT_MESSAGE, MFA_REQUIRED_MESSAGE, requireAdminAssurance } from './guards';
import { grantRole } from './roles';

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

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function me(client: TestClient) {
  return json<{ user: { email: string } | null }>(await client.get('/api/me'));
}

async function security(client: TestClient) {
  return json<SecurityResponse>(await client.get('/api/account/security'));
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
    const client = app.client();
    const email = `cookie-${Date.now()}@example.co.uk`;
    const res = await client.post('/api/auth/sign-up/email', {
      email,
      password: 'secret-123',
      name: 'A B',
      firstName: 'A',
      lastName: 'B',
    });
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('refuses a duplicate email and a short password with the server message', async () => {
    const client = app.client();
    const { email } = await client.signUp();
    const dup = await app.client().post('/api/auth/sign-up/email', {
      email,
      password: 'secret-123',
      name: 'X Y',
    });
    expect(dup.status).toBe(422);
    expect((await json<{ message: string }>(dup)).message).toMatch(/already exists/i);
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
    const { statuses, last } = await hammer(
      '/api/auth/sign-in/email',
      () => ({ email: 'nobody@example.co.uk', password: 'whatever-1' }),
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
    const { statuses } = await hammer(
      '/api/auth/request-password-reset',
      () => ({ email: 'someone@example.co.uk', redirectTo: '/reset-password' }),
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
    // no factor: sent to enrol (issue 15 item 14)
    const noFactor = await call(admin);
    expect(noFactor.status).toBe(403);
    expect(await noFactor.json()).toEqual({
      error: { code: 'mfa_enrolment_required', message: MFA_ENROLMENT_MESSAGE },
    });

    const { totpURI } = await json<{ totpURI: string }>(
      await admin.post('/api/auth/two-factor/enable', { password }),
    );
    const totp = totpFrom(totpURI);
    // Codes are single use (issue 15 item 2): each step below takes one not used before.
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

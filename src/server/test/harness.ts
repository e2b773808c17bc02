import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as OTPAuth from 'otpauth';
import { mountSandbox } from '../../sandbox/routes';
import { createApp } from '../app';
import { grantRole } from '../auth/roles';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createLogger } from '../lib/logger';
import { createMailer, listOutbox } from '../mail/mailer';
import { seedCatalogueIfEmpty } from '../seed/seed-catalogue';
import { createNamedDatabase, findFreePort, listenOnLoopback, testEnvironment } from './instances';

export { TEST_WEBHOOK_SECRET } from './instances';

/** Which database integration tests use: a real PostgreSQL when TEST_DATABASE_URL is set. */
export function describeTestDatabase(): string {
  return process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PGlite in memory';
}

/** A fresh, migrated database for one test file: a uniquely named PostgreSQL database or PGlite. */
export async function createTestDatabase(): Promise<{
  handle: DatabaseHandle;
  drop: () => Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({ kind: 'pglite', dir: null });
    await migrateDatabase(handle);
    return { handle, drop: () => handle.close() };
  }
  const database = await createNamedDatabase(adminUrl, 'shop_test');
  const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 5 });
  await migrateDatabase(handle);
  return {
    handle,
    drop: async () => {
      await handle.close().catch(() => {});
      await database.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * Starts the real app on a random port against a fresh database, seeded with the catalogue
 * unless `seed: false`. Call `close()` in afterAll.
 */
export async function startTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string | undefined>;
    /** A migrated database of the test's own (dropped by `close()`); a fresh one by default. */
    database?: { handle: DatabaseHandle; drop: () => Promise<void> };
    /** Where log lines go (with env LOG_LEVEL); stdout by default. */
    logDestination?: Parameters<typeof createLogger>[1];
  } = {},
) {
  const { handle, drop } = options.database ?? (await createTestDatabase());
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const config = loadConfig(testEnvironment(port, dataDir, options.env));
  const logger = createLogger(config.logLevel, options.logDestination);
  const mailer = createMailer({
    db: handle.db,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    logger,
    retryIntervalMs: 60_000,
  });
  const { app, auth, deps, renewals } = createApp({
    config,
    database: handle,
    logger,
    mailer,
    mountOptionalRoutes: mountSandbox,
  });
  if (options.seed !== false) await seedCatalogueIfEmpty(handle.db);
  const { server, baseUrl } = await listenOnLoopback(app.fetch, port);
  return {
    baseUrl,
    app,
    auth,
    deps,
    /** The app's renewal scheduler slot: a test that starts one sets it (readiness reads it). */
    renewals,
    config,
    db: handle.db,
    database: handle,
    mailer,
    /** A fetch against the app with a path. */
    fetch: (path: string, init?: RequestInit) => fetch(`${baseUrl}${path}`, init),
    /** A browser-like client that keeps cookies and sends Origin (better-auth requires it). */
    client: () => new TestClient(baseUrl, (to) => listOutbox(handle.db, to)),
    /**
     * A signed-in admin as the admin area requires one (docs/decisions/
     * 018-email-verification-and-second-factors.md): verified email, the admin role, TOTP enrolled, and an aal2
     * session. `totp` makes codes for later sign-ins.
     */
    adminClient: async (
      overrides: { email?: string; password?: string; firstName?: string; lastName?: string } = {},
    ) => {
      const client = new TestClient(baseUrl, (to) => listOutbox(handle.db, to));
      const account = await client.signUp({ ...overrides, verify: true });
      await grantRole(handle.db, account.userId, 'admin');
      const totp = await client.enrolTotp(account.password);
      return { client, ...account, totp };
    },
    close: async () => {
      mailer.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Keeps cookies across requests like a browser, and sends JSON with an Origin header. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly baseUrl: string,
    private readonly mailbox?: (to: string) => Promise<{ subject: string; text: string }[]>,
  ) {}

  /**
   * Follows the newest "Confirm your email" link sent to `email` (the outbox), as the owner of
   * the mailbox would: the account becomes verified and its earlier guest orders are linked.
   */
  async verifyEmail(email: string) {
    if (!this.mailbox) throw new Error('this client has no mailbox');
    const messages = await this.mailbox(email);
    const mail = messages.find((m) => m.subject.includes('Confirm your email'));
    const link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
    if (!link) throw new Error(`no verification email for ${email}`);
    const url = new URL(link);
    const res = await this.get(`${url.pathname}${url.search}`);
    if (res.status !== 302 && res.status !== 200) {
      throw new Error(`verification failed: ${res.status} ${await res.text()}`);
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('origin', this.baseUrl);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader());
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const res = await fetch(`${this.baseUrl}${path}`, {
      ...init,
      headers,
      body,
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get(path: string, init?: RequestInit) {
    return this.request(path, { ...init, method: 'GET' });
  }
  post(path: string, json?: unknown, init?: RequestInit) {
    return this.request(path, { ...init, method: 'POST', json });
  }
  put(path: string, json?: unknown) {
    return this.request(path, { method: 'PUT', json });
  }
  patch(path: string, json?: unknown) {
    return this.request(path, { method: 'PATCH', json });
  }
  delete(path: string) {
    return this.request(path, { method: 'DELETE' });
  }

  /**
   * Signs up a new customer with a unique email, then confirms it (verifyEmail), which signs this
   * client in: no session exists before the email is confirmed. With `verify: false` the account
   * stays unconfirmed and this client signed out.
   */
  async signUp(
    overrides: {
      email?: string;
      password?: string;
      firstName?: string;
      lastName?: string;
      verify?: boolean;
    } = {},
  ) {
    const email = overrides.email ?? `shopper-${randomBytes(5).toString('hex')}@example.co.uk`;
    const password = overrides.password ?? 'correct-horse-9';
    const firstName = overrides.firstName ?? 'Amira';
    const lastName = overrides.lastName ?? 'Khan';
    const res = await this.post('/api/auth/sign-up/email', {
      email,
      password,
      name: `${firstName} ${lastName}`,
      firstName,
      lastName,
    });
    if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { user: { id: string } };
    if (overrides.verify !== false) await this.verifyEmail(email);
    return { email, password, userId: body.user.id };
  }

  /** Turns TOTP on for this signed-in client (enable, then verify a code): the session is aal2. */
  async enrolTotp(password: string): Promise<OTPAuth.TOTP> {
    const enabled = await this.post('/api/auth/two-factor/enable', { password });
    if (enabled.status !== 200) {
      throw new Error(`two-factor enable failed: ${enabled.status} ${await enabled.text()}`);
    }
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const totp = OTPAuth.URI.parse(totpURI);
    if (!(totp instanceof OTPAuth.TOTP)) throw new Error('not a TOTP uri');
    const verified = await this.post('/api/auth/two-factor/verify-totp', { code: totp.generate() });
    if (verified.status !== 200) {
      throw new Error(`two-factor verify failed: ${verified.status} ${await verified.text()}`);
    }
    return totp;
  }

  async signIn(email: string, password: string) {
    return this.post('/api/auth/sign-in/email', { email, password });
  }
}

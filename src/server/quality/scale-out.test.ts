import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, startAppProcess } from '../test/app-process';
import { readConfirmationPath } from '../test/confirmation-link';
import { createNamedDatabase, findFreePort } from '../test/instances';
import { redisAnswers, testDatabaseUrl, testRedisUrl } from '../test/services';

/**
 * Two production app processes on one PostgreSQL database and one Redis (REDIS_URL): sessions
 * are shared through PostgreSQL and the app's rate-limit counters through Redis (read back from
 * Redis); with Redis down the counters fall back to PostgreSQL. Cookies, headers and session
 * handling as in production; SIGTERM under load answers every request already sent.
 */

const adminUrl = testDatabaseUrl;
const redisUrl = testRedisUrl;
const redisUp = await redisAnswers(redisUrl);
const PUBLIC_URL = 'https://shop.example.test';
const processes: AppProcess[] = [];

async function startProcess(databaseUrl: string, processRedisUrl = redisUrl) {
  const proc = await startAppProcess({
    PUBLIC_URL,
    DATABASE_URL: databaseUrl,
    REDIS_URL: processRedisUrl,
    TRUST_PROXY: 'true',
    RATE_LIMITS: 'true',
    BETTER_AUTH_SECRET: 'scale-out-secret-scale-out-secret-0123456',
    SHOPIFY_WEBHOOK_SECRET: 'scale-out-webhook-secret-0123',
    LOG_LEVEL: 'error',
  });
  processes.push(proc);
  return proc;
}

type Proc = Awaited<ReturnType<typeof startProcess>>;
let a: Proc;
let b: Proc;
let databaseUrl = '';
let dropDatabase: () => Promise<void> = async () => {};
const clientIp = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;

/** Cookie jar + Origin + a fixed client address (TRUST_PROXY) across both processes. */
class Browser {
  cookies = new Map<string, string>();
  setCookieLines: string[] = [];
  constructor(readonly ip = clientIp) {}
  async request(base: string, path: string, init: { method?: string; json?: unknown } = {}) {
    const headers: Record<string, string> = {
      origin: PUBLIC_URL,
      'x-forwarded-for': this.ip,
    };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${path}`, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      this.setCookieLines.push(line);
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 0) continue;
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(pair.slice(0, eq).trim());
      else this.cookies.set(pair.slice(0, eq).trim(), value);
    }
    return res;
  }
}

async function signUp(browser: Browser, base: string) {
  const email = `scale-${randomBytes(4).toString('hex')}@example.co.uk`;
  const res = await browser.request(base, '/api/auth/sign-up/email', {
    json: {
      email,
      password: 'correct-horse-9',
      name: 'Amira Khan',
      firstName: 'Amira',
      lastName: 'Khan',
    },
  });
  expect(res.status).toBe(200);
  // Signed in by following the confirmation link (no session before it).
  const confirmed = await browser.request(base, await readConfirmationPath(databaseUrl, email));
  expect(confirmed.status).toBe(302);
  return email;
}

const sessionCookie = (browser: Browser) =>
  [...browser.cookies].find(([k]) => k.endsWith('session_token'));

/** The app's PostgreSQL rate-limit row for `key` (null when the counter is not in PostgreSQL). */
async function databaseCount(key: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select points from rate_limit_counters where key = $1', [
      `app:${key}`,
    ]);
    return rows[0] ? Number(rows[0].points) : null;
  } finally {
    await client.end();
  }
}

/** The value of `key` in the test Redis (null when absent). */
async function redisGet(key: string): Promise<string | null> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    return await redis.get(key);
  } finally {
    redis.disconnect();
  }
}

/** Six contact messages from one client, alternating between `bases`; the statuses. */
async function sendSixContacts(browser: Browser, bases: string[]) {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const res = await browser.request(bases[i % bases.length] ?? '', '/api/contact', {
      json: {
        name: 'Sara Ahmed',
        email: 'sara@example.co.uk',
        subject: 'Trade prices',
        message: 'Please send me your trade price list.',
      },
    });
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  return statuses;
}

describe.skipIf(!adminUrl || !redisUp)('two production processes on one PostgreSQL + Redis', () => {
  beforeAll(async () => {
    const database = await createNamedDatabase(adminUrl ?? '', 'shop_scale');
    databaseUrl = database.url;
    dropDatabase = database.drop;
    // Both start at once: migrations run under an advisory lock.
    [a, b] = await Promise.all([startProcess(databaseUrl), startProcess(databaseUrl)]);
  }, 300_000);

  afterAll(async () => {
    await Promise.all(processes.map((proc) => proc.stop()));
    await dropDatabase();
  }, 60_000);

  it('sets session cookies Secure, HttpOnly and SameSite in production', async () => {
    const browser = new Browser();
    await signUp(browser, a.base);
    const line = browser.setCookieLines.find((l) => /session_token=/.test(l));
    expect(line).toBeDefined();
    expect(line).toMatch(/;\s*Secure/i);
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=(Lax|Strict)/i);
    expect(line).toMatch(/^__Secure-/);
  });

  it('signs in through one process and is signed in on the other', async () => {
    const browser = new Browser();
    const email = await signUp(browser, a.base);
    const me = (await (await browser.request(b.base, '/api/me')).json()) as {
      user?: { email?: string } | null;
    };
    expect(JSON.stringify(me)).toContain(email);
    // Signing out on B ends the session on A too.
    expect((await browser.request(b.base, '/api/auth/sign-out', { json: {} })).status).toBe(200);
    const after = await (await browser.request(a.base, '/api/me')).text();
    expect(after).not.toContain(email);
  });

  it('does not adopt a pre-set session cookie: sign-in issues a new token (fixation)', async () => {
    const attacker = new Browser();
    await signUp(attacker, a.base);
    const attackerToken = sessionCookie(attacker);
    expect(attackerToken).toBeDefined();
    // The victim's browser carries a cookie the attacker chose: their own, or an invented one.
    const victimSetup = new Browser();
    const victimEmail = await signUp(victimSetup, a.base);
    for (const planted of [attackerToken?.[1] ?? '', 'attacker-chosen-token.signature']) {
      const victim = new Browser();
      victim.cookies.set(attackerToken?.[0] ?? '__Secure-better-auth.session_token', planted);
      const res = await victim.request(b.base, '/api/auth/sign-in/email', {
        json: { email: victimEmail, password: 'correct-horse-9' },
      });
      expect(res.status).toBe(200);
      const issued = sessionCookie(victim);
      expect(issued?.[1]).toBeDefined();
      expect(issued?.[1]).not.toBe(planted);
      // The planted token never becomes the victim's session.
      const probe = new Browser();
      probe.cookies.set(attackerToken?.[0] ?? '', planted);
      expect(await (await probe.request(a.base, '/api/me')).text()).not.toContain(victimEmail);
    }
  });

  it('sends CSP and the security headers on every HTML response', async () => {
    for (const path of [
      '/',
      '/shop',
      '/product/black-seed-oil',
      '/account',
      '/admin',
      '/no-such-page',
    ]) {
      const res = await fetch(`${a.base}${path}`);
      expect(res.headers.get('content-type'), path).toMatch(/text\/html/);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security'), path).toContain('max-age=');
      await res.arrayBuffer();
    }
  });

  it('trips a rate limit on the combined count of both processes, counted in Redis', async () => {
    // Contact allows 5 per 10 minutes per client: 3 through each process.
    const statuses = await sendSixContacts(new Browser(), [a.base, b.base]);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // The counter is the Redis key (rl:<limit>:<client>), not a PostgreSQL row.
    expect(await redisGet(`rl:contact:${clientIp}`)).toBe('6');
    expect(await databaseCount(`contact:${clientIp}`)).toBeNull();
  });

  it('counts in PostgreSQL, still across processes, when Redis is down', async () => {
    // A Redis URL on a closed port: the machine's Redis is never stopped.
    const closedPort = await findFreePort();
    const down = `redis://127.0.0.1:${closedPort}`;
    const [c, d] = await Promise.all([
      startProcess(databaseUrl, down),
      startProcess(databaseUrl, down),
    ]);
    const ip = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
    const statuses = await sendSixContacts(new Browser(ip), [c.base, d.base]);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await databaseCount(`contact:${ip}`)).toBe(6);
    expect(await redisGet(`rl:contact:${ip}`)).toBeNull();
    c.child.kill('SIGTERM');
    d.child.kill('SIGTERM');
    expect(await Promise.all([c.exited, d.exited])).toEqual([0, 0]);
  }, 300_000);

  it('answers every request already sent when SIGTERM arrives under load', async () => {
    // A third process on the same database with the slow test route, which production refuses.
    const draining = await startAppProcess({
      NODE_ENV: 'test',
      ENABLE_TEST_ROUTES: 'true',
      PUBLIC_URL,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      BETTER_AUTH_SECRET: 'scale-out-secret-scale-out-secret-0123456',
      SHOPIFY_WEBHOOK_SECRET: 'scale-out-webhook-secret-0123',
      LOG_LEVEL: 'error',
    });
    processes.push(draining);
    const sent: Promise<number>[] = [];
    for (let i = 0; i < 60; i += 1) {
      const path = i % 3 === 0 ? '/api/test/slow?ms=1500' : '/api/store/products/black-seed-oil';
      sent.push(
        fetch(`${draining.base}${path}`)
          .then(async (res) => {
            await res.arrayBuffer();
            return res.status;
          })
          .catch(() => 0),
      );
    }
    // Every request has reached the server once a marker request sent after them is answered.
    expect((await fetch(`${draining.base}/api/ping`)).status).toBe(200);
    draining.child.kill('SIGTERM');
    const statuses = await Promise.all(sent);
    const answered = statuses.filter((s) => s === 200).length;
    expect({ sent: sent.length, answered }).toEqual({ sent: sent.length, answered: sent.length });
    expect(await draining.exited).toBe(0);
    // The other process still serves.
    expect((await fetch(`${a.base}/api/ping`)).status).toBe(200);
  }, 120_000);
});

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { BUSINESS_APPLICATION } from '../src/server/test/fixtures';
import { E2E_BASE_URL, E2E_DATA_DIR } from './env.mjs';

// Shared steps for journeys that need a verified customer or an admin with a second factor.
// The e2e servers run with DEV_OUTBOX=true.

/** The newest "Confirm your email" message to `email` in the dev outbox. */
export async function readVerificationLink(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        const body = (await res.json()) as { messages: { subject: string; text: string }[] };
        const mail = body.messages.find((m) => m.subject.startsWith('Confirm your email'));
        link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
        return Boolean(link);
      },
      { message: `a verification email to ${email}`, timeout: 15_000 },
    )
    .toBe(true);
  return link as string;
}

/**
 * Follows the verification link as the owner of the mailbox would: the email is confirmed and
 * the browser is signed in. The page lands on the link's callbackURL (/account unless the sign-up
 * asked for another page).
 */
export async function confirmEmail(page: Page, email: string): Promise<void> {
  const link = new URL(await readVerificationLink(page, email));
  const callback = link.searchParams.get('callbackURL') ?? '/';
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL((url) => url.pathname === new URL(callback, url).pathname);
  const me = (await (await page.request.get('/api/me')).json()) as {
    user: { email: string; emailVerified: boolean } | null;
  };
  expect(me.user).toMatchObject({ email, emailVerified: true });
}

/**
 * Follows the confirmation link through the page's request context, without navigating the page:
 * the browser context gets the session cookie.
 */
async function confirmEmailInBackground(page: Page, email: string): Promise<void> {
  const link = new URL(await readVerificationLink(page, email));
  const res = await page.request.get(`${link.pathname}${link.search}`, { maxRedirects: 0 });
  expect(res.status(), `confirmation of ${email}`).toBe(302);
}

/**
 * Signs a new customer up through the API (Amira Khan unless `name` says otherwise). Nobody is
 * signed in before the email is confirmed, so the confirmation link is followed too: by default in
 * the background (the page stays where it is), with `verify: true` by the page itself (it lands
 * on the link's callbackURL). `verify: false` leaves the account unconfirmed and the browser
 * signed out. Returns the email.
 */
export async function signUpThroughApi(
  page: Page,
  options: {
    email?: string;
    /** The start of a generated email address (default 'shopper'). */
    prefix?: string;
    verify?: boolean;
    /** Where the verification link lands. */
    callbackURL?: string;
    name?: { first: string; last: string };
    /** The server's origin, for a page that has not opened one yet (default: the shop's). */
    origin?: string;
  } = {},
): Promise<string> {
  const email =
    options.email ??
    `${options.prefix ?? 'shopper'}-${randomBytes(5).toString('hex')}@example.co.uk`;
  const origin =
    options.origin ?? (page.url().startsWith('http') ? new URL(page.url()).origin : E2E_BASE_URL);
  const { first, last } = options.name ?? { first: 'Amira', last: 'Khan' };
  const res = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin },
    data: {
      email,
      password: 'correct-horse-9',
      name: `${first} ${last}`,
      firstName: first,
      lastName: last,
      ...(options.callbackURL ? { callbackURL: options.callbackURL } : {}),
    },
  });
  expect(res.ok(), `sign-up of ${email}`).toBe(true);
  if (options.verify === true) await confirmEmail(page, email);
  else if (options.verify !== false) await confirmEmailInBackground(page, email);
  return email;
}

type AdminCredentials = { email: string; password: string };

let adminCookies: Awaited<ReturnType<ReturnType<Page['context']>['cookies']>> | null = null;

function parseTotp(uri: string): OTPAuth.TOTP {
  const parsed = OTPAuth.URI.parse(uri);
  if (!(parsed instanceof OTPAuth.TOTP)) throw new Error('not a TOTP uri');
  return parsed;
}

/**
 * Signs the page's browser in as an admin at aal2. The first call enrols TOTP for the account
 * (its otpauth URI kept in the server's data folder, `admin-totp.txt`) and keeps the session
 * cookies; later calls reuse them. A TOTP code is accepted once, so a repeated sign-in inside
 * the same 30 s uses the next code.
 */
export async function signInAsAdminWithTotp(
  page: Page,
  credentials: AdminCredentials,
  options: { origin: string; dataDir: string },
): Promise<void> {
  const { origin } = options;
  const secretFile = join(options.dataDir, 'admin-totp.txt');
  if (adminCookies) {
    await page.context().addCookies(adminCookies);
    const me = await page.request.get('/api/me');
    const body = (await me.json()) as { adminAssurance?: { level: string } | null };
    if (body.adminAssurance?.level === 'aal2') return;
  }
  await oneWorkerAtATime(options.dataDir, async () => {
    const headers = { origin };
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: credentials,
      headers,
    });
    expect(signIn.ok()).toBe(true);
    const signedIn = (await signIn.json()) as { twoFactorRedirect?: boolean };
    if (!signedIn.twoFactorRedirect) {
      const enabled = await page.request.post('/api/auth/two-factor/enable', {
        data: { password: credentials.password },
        headers,
      });
      expect(enabled.status()).toBe(200);
      const { totpURI } = (await enabled.json()) as { totpURI: string };
      writeFileSync(secretFile, totpURI, { mode: 0o600 });
    }
    if (!existsSync(secretFile)) throw new Error(`the admin has TOTP but ${secretFile} is missing`);
    const totp = parseTotp(readFileSync(secretFile, 'utf8').trim());
    await verifyTotpCode(page.request, totp, origin, adminTotpStepFile(options.dataDir));
    adminCookies = await page.context().cookies();
  });
}

/** The last TOTP step each account's code was used for, in this worker (by secret). */
const lastStepUsed = new Map<string, number>();

/**
 * Completes a password sign-in on `request` with a TOTP code. The server accepts the previous,
 * current and next 30-second step's code, each once per account, and counts a used code as a wrong attempt
 * (ten lock the account for 15 minutes). So this uses the first step after the last one used
 * (waiting for it when all three acceptable steps are spent) and never sends a spent code. An account
 * shared by parallel workers (the demo admin) keeps its last step in `sharedStepFile`, read and
 * written under the admin sign-in lock.
 */
export async function verifyTotpCode(
  request: APIRequestContext,
  totp: OTPAuth.TOTP,
  origin: string,
  sharedStepFile?: string,
): Promise<void> {
  const periodMs = totp.period * 1000;
  const key = totp.secret.base32;
  const last = sharedStepFile
    ? existsSync(sharedStepFile)
      ? Number(readFileSync(sharedStepFile, 'utf8'))
      : Number.NEGATIVE_INFINITY
    : (lastStepUsed.get(key) ?? Number.NEGATIVE_INFINITY);
  // The previous step only while it stays acceptable for the request's way there (2 s).
  const step = Math.max(Math.floor((Date.now() + 2000) / periodMs) - 1, last + 1);
  const acceptableFrom = (step - 1) * periodMs;
  if (Date.now() < acceptableFrom) {
    await new Promise((resolve) => setTimeout(resolve, acceptableFrom - Date.now() + 50));
  }
  const res = await request.post('/api/auth/two-factor/verify-totp', {
    data: { code: totp.generate({ timestamp: step * periodMs }) },
    headers: { origin },
  });
  expect(res.status(), await res.text()).toBe(200);
  lastStepUsed.set(key, step);
  if (sharedStepFile) writeFileSync(sharedStepFile, String(step));
}

/** Where the demo admin's last used TOTP step is kept (see verifyTotpCode). */
export const adminTotpStepFile = (dataDir: string) => join(dataDir, 'admin-totp-step.txt');

/**
 * Runs `enrolAndVerify` while holding the server's admin sign-in lock (a directory in its data
 * folder): journeys in parallel workers would otherwise both enrol TOTP at once, keep different
 * secrets, and both fail to verify.
 */
export async function oneWorkerAtATime(dataDir: string, enrolAndVerify: () => Promise<void>) {
  const lock = join(dataDir, 'admin-sign-in.lock');
  const tryLock = () => {
    try {
      mkdirSync(lock);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  };
  await expect
    .poll(tryLock, { message: `the lock ${lock}`, timeout: 60_000, intervals: [100] })
    .toBe(true);
  try {
    await enrolAndVerify();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The demo admin of the server whose data folder is `dataDir`, signed in at aal2 (TOTP). */
export async function signInAsDemoAdmin(
  page: Page,
  options: { origin: string; dataDir: string },
): Promise<void> {
  const line = readFileSync(join(options.dataDir, 'demo-admin.txt'), 'utf8');
  const match = /Demo admin: (\S+) password: (\S+)/.exec(line);
  if (!match) throw new Error(`unexpected demo-admin.txt: ${line}`);
  await signInAsAdminWithTotp(
    page,
    { email: match[1] as string, password: match[2] as string },
    options,
  );
}

/**
 * Approves a wholesale application as the shop server's demo admin (at aal2), through the admin
 * API in a browser context of its own, so the page's session is untouched.
 */
export async function approveAsAdmin(browser: Browser, applicationId: string): Promise<void> {
  const admin = await browser.newContext({ baseURL: E2E_BASE_URL });
  try {
    const page = await admin.newPage();
    await signInAsDemoAdmin(page, { origin: E2E_BASE_URL, dataDir: E2E_DATA_DIR });
    const res = await page.request.post(`/api/admin/applications/${applicationId}/status`, {
      data: { status: 'approved' },
      headers: { origin: E2E_BASE_URL },
    });
    expect(res.status()).toBe(200);
  } finally {
    await admin.close();
  }
}

/**
 * A visitor on `page` applies for a trade account (the application creates the account and signs
 * it in), confirms the email and is approved by the demo admin: an approved trade buyer, signed in
 * on `page`. Returns the account's email.
 */
export async function becomeApprovedTradeBuyer(
  page: Page,
  browser: Browser,
  applicant: { prefix: string; firstName: string; lastName: string },
): Promise<string> {
  await page.goto('/');
  const email = `${applicant.prefix}-${randomBytes(5).toString('hex')}@example.co.uk`;
  const applied = await page.request.post('/api/wholesale/applications', {
    headers: { origin: E2E_BASE_URL },
    data: {
      ...BUSINESS_APPLICATION,
      email,
      password: 'trade-secret-1',
      firstName: applicant.firstName,
      lastName: applicant.lastName,
    },
  });
  expect(applied.status()).toBe(201);
  const { application } = (await applied.json()) as { application: { id: string } };
  await confirmEmail(page, email);
  await approveAsAdmin(browser, application.id);
  return email;
}

/** A virtual passkey authenticator (a platform one that verifies the user) on `page`'s browser. */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

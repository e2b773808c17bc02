import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_PASSWORD_LIMIT_MESSAGE } from '../account/privacy-routes';
import { users } from '../db/schema/auth';
import { listOutbox } from '../mail/mailer';
import { startTestApp, type TestApp } from '../test/harness';
import { RESET_EMAIL_LIMIT_MESSAGE } from './reset-email-limit';

// Limits keyed on what is attacked, not on the client's address (docs/security.md "Rate
// limits"): password guesses before erasure per account, reset emails per target address.
// Per-address limits are on too, behind a trusted proxy, so each request below comes from a
// different address and only the keyed limit can stop them.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: false, env: { RATE_LIMITS: 'true', TRUST_PROXY: 'true' } });
}, 120_000);
afterAll(() => app?.close());

let nextAddress = 1;
const fromNewAddress = () => ({ headers: { 'x-forwarded-for': `198.51.100.${nextAddress++}` } });

describe('limits keyed on the account or the inbox', () => {
  it('account deletion: five password guesses per account, from any addresses, then 429', async () => {
    const victim = app.client();
    const account = await victim.signUp({ verify: true });
    for (let i = 0; i < 5; i++) {
      const res = await victim.post(
        '/api/account/delete',
        { password: `wrong-guess-${i}` },
        fromNewAddress(),
      );
      expect(res.status, `guess ${i}`).toBe(403);
    }
    // The sixth check is refused before the password is looked at, even the right one.
    const sixth = await victim.post(
      '/api/account/delete',
      { password: account.password },
      fromNewAddress(),
    );
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBe('900');
    expect(await sixth.json()).toEqual({
      error: { code: 'rate_limited', message: DELETE_PASSWORD_LIMIT_MESSAGE },
    });
    expect(await app.db.select().from(users).where(eq(users.id, account.userId))).toHaveLength(1);

    // Another account is not affected.
    const other = app.client();
    const otherAccount = await other.signUp({ verify: true });
    const deleted = await other.post(
      '/api/account/delete',
      { password: otherAccount.password },
      fromNewAddress(),
    );
    expect(deleted.status).toBe(200);
  });

  it('reset emails: three per target email an hour, however many addresses ask', async () => {
    const owner = app.client();
    const { email } = await owner.signUp({ verify: true });
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      // Upper case is the same inbox.
      const asked = i % 2 === 0 ? email : email.toUpperCase();
      last = await app
        .client()
        .post(
          '/api/auth/request-password-reset',
          { email: asked, redirectTo: '/reset-password' },
          fromNewAddress(),
        );
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect(await last?.json()).toEqual({
      code: 'TOO_MANY_RESET_EMAILS',
      message: RESET_EMAIL_LIMIT_MESSAGE,
    });
    const resets = (await listOutbox(app.db, email)).filter((m) => m.subject.includes('Reset'));
    expect(resets).toHaveLength(3);

    // An address with no account is counted the same way: the answer reveals nothing.
    const unknown = `nobody-${Date.now()}@example.co.uk`;
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await app
        .client()
        .post(
          '/api/auth/request-password-reset',
          { email: unknown, redirectTo: '/reset-password' },
          fromNewAddress(),
        );
      answers.push(res.status);
    }
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import {
  SECOND_FACTOR_ATTEMPTS_MESSAGE,
  SIGN_IN_ATTEMPTS_MESSAGE,
  TOO_MANY_ATTEMPTS_CODE,
} from './account-attempts';

// Password and code guesses per account, from any number of addresses (ASVS V6.3.1,
// item 5; docs/decisions/114-refund-limit-and-own-case.md). Per-address limits are on too,
// behind a trusted proxy, so each guess below comes from a different address and only the
// per-account limit can stop them. (Before: 40 wrong passwords from 40 addresses, then the right
// one, signed in; 30 wrong codes from new addresses, then the right one, were accepted.)

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: false, env: { RATE_LIMITS: 'true', TRUST_PROXY: 'true' } });
}, 120_000);
afterAll(() => app?.close());

let nextAddress = 1;
const fromNewAddress = () => ({ headers: { 'x-forwarded-for': `198.51.100.${nextAddress++}` } });

describe('guesses limited per account', () => {
  it('sign-in: ten wrong passwords per account from any addresses, then 429, the right one too', {
    timeout: 300_000,
  }, async () => {
    const owner = app.client();
    const account = await owner.signUp({ verify: true });
    const unknown = `nobody-${Date.now()}@example.co.uk`;
    for (const email of [account.email, unknown]) {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        // Upper case is the same account.
        const typed = i % 2 === 0 ? email : email.toUpperCase();
        const res = await app
          .client()
          .post(
            '/api/auth/sign-in/email',
            { email: typed, password: `Wrong-${i}-x9` },
            fromNewAddress(),
          );
        statuses.push(res.status);
      }
      expect(statuses).toEqual(Array(10).fill(401));
      const eleventh = await app
        .client()
        .post('/api/auth/sign-in/email', { email, password: account.password }, fromNewAddress());
      // The same answer for an account and for an address with none.
      expect({
        status: eleventh.status,
        retryAfter: eleventh.headers.get('retry-after'),
        body: await eleventh.json(),
      }).toEqual({
        status: 429,
        retryAfter: '900',
        body: { code: TOO_MANY_ATTEMPTS_CODE, message: SIGN_IN_ATTEMPTS_MESSAGE },
      });
    }
    // Another account is not affected, and a right password does not count as a failure.
    const other = app.client();
    const otherAccount = await other.signUp({ verify: true });
    for (let i = 0; i < 11; i++) {
      const res = await app
        .client()
        .post(
          '/api/auth/sign-in/email',
          { email: otherAccount.email, password: otherAccount.password },
          fromNewAddress(),
        );
      expect(res.status, `sign-in ${i}`).toBe(200);
    }
  });

  it('second factor: ten wrong codes per account from any addresses, then 429, the right one too', {
    timeout: 300_000,
  }, async () => {
    const person = app.client();
    const account = await person.signUp({ verify: true });
    const totp = await person.enrolTotp(account.password);
    const right = () => totp.generate({ timestamp: Date.now() + 30_000 });
    const wrong = (i: number) =>
      String((Number(totp.generate()) + 500_000 + i) % 1_000_000).padStart(6, '0');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      // Each guess on a new sign-in (the password known to the attacker), from a new address.
      const attacker = app.client();
      const signIn = { email: account.email, password: account.password };
      expect(
        (await attacker.post('/api/auth/sign-in/email', signIn, fromNewAddress())).status,
      ).toBe(200);
      const res = await attacker.post(
        '/api/auth/two-factor/verify-totp',
        { code: wrong(i) },
        fromNewAddress(),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const attacker = app.client();
    await attacker.post(
      '/api/auth/sign-in/email',
      { email: account.email, password: account.password },
      fromNewAddress(),
    );
    const eleventh = await attacker.post(
      '/api/auth/two-factor/verify-totp',
      { code: right() },
      fromNewAddress(),
    );
    expect({
      status: eleventh.status,
      retryAfter: eleventh.headers.get('retry-after'),
      body: await eleventh.json(),
    }).toEqual({
      status: 429,
      retryAfter: '900',
      body: { code: TOO_MANY_ATTEMPTS_CODE, message: SECOND_FACTOR_ATTEMPTS_MESSAGE },
    });
    expect(((await (await attacker.get('/api/me')).json()) as { user: unknown }).user).toBeNull();
  });
});

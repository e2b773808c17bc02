import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileResponse } from '../../core/api/account';
import { PROFILE_MESSAGES } from '../../core/schemas/profile';
import { profiles } from '../db/schema/account';
import type { TestApp, TestClient } from '../test/harness';
import { errorOf, startAccountApp } from './account-test-setup';

// Signed-out access and the profile.

let app: TestApp;
let alice: TestClient;
let aliceId: string;
let bob: TestClient;

beforeAll(async () => {
  ({ app, alice, aliceId, bob } = await startAccountApp());
});
afterAll(() => app?.close());

const validProfile = {
  firstName: '  Alice ',
  lastName: 'Hart',
  phone: '07700 900123',
  billingAddress1: '1 Honey Lane',
  billingAddress2: '',
  billingCity: 'Bath',
  billingProvince: 'Somerset',
  billingCountry: 'United Kingdom',
  billingZip: 'BA1 1AA',
  shippingAddress1: '',
  shippingAddress2: '',
  shippingCity: '',
  shippingProvince: '',
  shippingCountry: '',
  shippingZip: '',
  sameAsBilling: false,
  emailOptIn: true,
  smsOptIn: false,
};

describe('signed-out access', () => {
  it('answers 401 on every account endpoint without a session', async () => {
    const anon = app.client();
    for (const [method, path] of [
      ['GET', '/api/account/profile'],
      ['PUT', '/api/account/profile'],
      ['GET', '/api/account/addresses'],
      ['POST', '/api/account/addresses'],
      ['GET', '/api/account/orders'],
      ['GET', '/api/account/subscriptions'],
      ['POST', '/api/account/manage-subscription'],
      ['GET', '/api/account/security'],
    ] as const) {
      const res = await anon.request(path, { method, json: method === 'GET' ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('profile', () => {
  it('starts with the names given at sign-up and the email from the session', async () => {
    const res = await alice.get('/api/account/profile');
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as ProfileResponse;
    expect(profile.firstName).toBe('Alice');
    expect(profile.lastName).toBe('Hart');
    expect(profile.email).toMatch(/@example\.co\.uk$/);
  });

  it('rejects each rule of §5 with the spec message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: '  ' }, 'firstName', PROFILE_MESSAGES.firstNameRequired],
      [{ firstName: 'x'.repeat(51) }, 'firstName', 'First name must be less than 50 characters'],
      [{ lastName: '' }, 'lastName', 'Last name is required'],
      [{ lastName: 'x'.repeat(51) }, 'lastName', 'Last name must be less than 50 characters'],
      [{ phone: '' }, 'phone', 'Phone number is required'],
      [{ phone: '1'.repeat(21) }, 'phone', 'Phone number must be less than 20 characters'],
      [{ billingAddress1: '' }, 'billingAddress1', 'Billing address is required'],
      [{ billingCity: '' }, 'billingCity', 'Town or city is required'],
      [{ billingCountry: '' }, 'billingCountry', 'Country is required'],
      [{ billingZip: '' }, 'billingZip', 'Postcode is required'],
      [{ billingZip: 'x'.repeat(21) }, 'billingZip', PROFILE_MESSAGES.billingZipMax],
      [
        { shippingAddress1: 'x'.repeat(101) },
        'shippingAddress1',
        PROFILE_MESSAGES.shippingAddress1Max,
      ],
    ];
    for (const [patch, field, message] of cases) {
      const res = await alice.put('/api/account/profile', { ...validProfile, ...patch });
      expect(res.status, field).toBe(400);
      const error = await errorOf(res);
      expect(error.fields?.[field]).toContain(message);
    }
  });

  it('saves trimmed values; shipping copies billing when same as billing is checked', async () => {
    const res = await alice.put('/api/account/profile', { ...validProfile, sameAsBilling: true });
    expect(res.status).toBe(200);
    const [row] = await app.db.select().from(profiles).where(eq(profiles.userId, aliceId));
    expect(row?.firstName).toBe('Alice');
    expect(row?.shippingAddress).toEqual(row?.billingAddress);
    expect(row?.billingAddress?.zip).toBe('BA1 1AA');
    expect(row?.emailOptIn).toBe(true);

    const again = await alice.put('/api/account/profile', {
      ...validProfile,
      shippingAddress1: '9 Comb Street',
      shippingCity: 'York',
      shippingCountry: 'United Kingdom',
      shippingZip: 'YO1 7HH',
    });
    const { profile } = (await again.json()) as ProfileResponse;
    expect(profile.shippingAddress.address1).toBe('9 Comb Street');
    expect(profile.billingAddress.address1).toBe('1 Honey Lane');
  });

  it('ignores any user id in the body (strict schema: unknown fields are refused)', async () => {
    const res = await bob.put('/api/account/profile', { ...validProfile, userId: aliceId });
    expect(res.status).toBe(400);
    const [row] = await app.db.select().from(profiles).where(eq(profiles.userId, aliceId));
    expect(row?.phone).toBe('07700 900123');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressesResponse, AddressResponse } from '../../core/api/account';
import { ADDRESS_MESSAGES } from '../../core/schemas/address';
import { addresses } from '../db/schema/account';
import type { TestApp, TestClient } from '../test/harness';
import { errorOf, startAccountApp } from './account-test-setup';

// The address book.

let app: TestApp;
let alice: TestClient;
let bob: TestClient;

beforeAll(async () => {
  ({ app, alice, bob } = await startAccountApp());
});
afterAll(() => app?.close());

const validAddress = {
  firstName: 'Alice',
  lastName: 'Hart',
  address1: '1 Honey Lane',
  city: 'Bath',
  country: 'United Kingdom',
  zip: 'BA1 1AA',
};

describe('addresses', () => {
  it('rejects missing required fields with the spec messages', async () => {
    const res = await alice.post('/api/account/addresses', {
      firstName: '',
      lastName: '',
      address1: '',
      city: '',
      country: '',
      zip: '',
    });
    expect(res.status).toBe(400);
    const { fields } = await errorOf(res);
    expect(fields?.firstName).toContain('First name is required');
    expect(fields?.lastName).toContain('Last name is required');
    expect(fields?.address1).toContain('Address is required');
    expect(fields?.city).toContain('Town or city is required');
    expect(fields?.country).toContain('Country is required');
    expect(fields?.zip).toContain(ADDRESS_MESSAGES.zipRequired);
  });

  it('makes the first address the default and lists default first then newest', async () => {
    const first = await alice.post('/api/account/addresses', validAddress);
    expect(first.status).toBe(201);
    expect(((await first.json()) as AddressResponse).address.isDefault).toBe(true);
    const second = await alice.post('/api/account/addresses', {
      ...validAddress,
      address1: '2 Comb Street',
      company: 'Hive Ltd',
    });
    expect(((await second.json()) as AddressResponse).address.isDefault).toBe(false);
    const third = await alice.post('/api/account/addresses', {
      ...validAddress,
      address1: '3 Wax Road',
    });
    expect(((await third.json()) as AddressResponse).address.isDefault).toBe(false);

    const list = (await (await alice.get('/api/account/addresses')).json()) as AddressesResponse;
    expect(list.addresses.map((a) => a.address1)).toEqual([
      '1 Honey Lane',
      '3 Wax Road',
      '2 Comb Street',
    ]);
  });

  it('deletes an own address; another user’s address answers 404 and stays', async () => {
    const list = (await (await alice.get('/api/account/addresses')).json()) as AddressesResponse;
    const target = list.addresses[2]!;
    const asBob = await bob.delete(`/api/account/addresses/${target.id}`);
    expect(asBob.status).toBe(404);
    expect(await app.db.select().from(addresses).where(eq(addresses.id, target.id))).toHaveLength(
      1,
    );
    expect((await bob.delete('/api/account/addresses/not-a-uuid')).status).toBe(404);

    const own = await alice.delete(`/api/account/addresses/${target.id}`);
    expect(own.status).toBe(204);
    const after = (await (await alice.get('/api/account/addresses')).json()) as AddressesResponse;
    expect(after.addresses).toHaveLength(2);
    const bobs = (await (await bob.get('/api/account/addresses')).json()) as AddressesResponse;
    expect(bobs.addresses).toHaveLength(0);
  });

  it('gives exactly one default when a user saves two addresses at once', async () => {
    const carol = app.client();
    await carol.signUp();
    await Promise.all([
      carol.post('/api/account/addresses', validAddress),
      carol.post('/api/account/addresses', { ...validAddress, address1: 'Other' }),
    ]);
    const list = (await (await carol.get('/api/account/addresses')).json()) as AddressesResponse;
    expect(list.addresses.filter((a) => a.isDefault)).toHaveLength(1);
  });
});

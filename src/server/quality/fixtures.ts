import { randomUUID } from 'node:crypto';
import { grantRole } from '../auth/roles';
import { passkeys } from '../db/schema/auth';
import { orders } from '../db/schema/orders';
import { BUSINESS_APPLICATION } from '../test/fixtures';
import type { TestApp, TestClient } from '../test/harness';
import { setWholesaleStatus } from '../wholesale/service';

export const ROLES = [
  'visitor',
  'customer',
  'otherCustomer',
  'pendingWholesale',
  'approvedWholesale',
  'unverified',
  'adminNoFactor',
  'adminAal1',
  'admin',
] as const;
export type Role = (typeof ROLES)[number];

export const ADDRESS = {
  firstName: 'Amira',
  lastName: 'Khan',
  address1: '1 Granby Street',
  city: 'Leicester',
  country: 'United Kingdom',
  zip: 'LE1 6FB',
};

async function applyForWholesale(client: TestClient): Promise<string> {
  const res = await client.post('/api/wholesale/applications', BUSINESS_APPLICATION);
  if (res.status !== 201) throw new Error(`application failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { application: { id: string } };
  return body.application.id;
}

/**
 * One signed-in client per role, plus the ids the routes need: the customer's own address and
 * order, a spare pending application for the admin to decide. Customers have verified their
 * email except `unverified`. Admins: `admin` has TOTP and an aal2 session;
 * `adminAal1` has a passkey but signed in with the password only (aal1, so `mfa_required`);
 * `adminNoFactor` has no factor (so `mfa_enrolment_required`).
 */
export async function createRoleClients(app: TestApp) {
  const clients = {} as Record<Role, TestClient>;
  clients.visitor = app.client();
  clients.customer = app.client();
  const customer = await clients.customer.signUp({ verify: true });
  clients.otherCustomer = app.client();
  await clients.otherCustomer.signUp({ verify: true });
  clients.pendingWholesale = app.client();
  await clients.pendingWholesale.signUp({ verify: true });
  const pendingApplicationId = await applyForWholesale(clients.pendingWholesale);
  clients.approvedWholesale = app.client();
  await clients.approvedWholesale.signUp({ verify: true });
  const approvedId = await applyForWholesale(clients.approvedWholesale);
  await setWholesaleStatus(app.deps, approvedId, { status: 'approved' });
  clients.unverified = app.client();
  await clients.unverified.signUp();
  clients.adminNoFactor = app.client();
  const adminNoFactor = await clients.adminNoFactor.signUp({ verify: true });
  await grantRole(app.db, adminNoFactor.userId, 'admin');
  clients.adminAal1 = app.client();
  const adminAal1 = await clients.adminAal1.signUp({ verify: true });
  await grantRole(app.db, adminAal1.userId, 'admin');
  await app.db.insert(passkeys).values({
    id: randomUUID(),
    name: 'Security key',
    publicKey: 'not-used',
    userId: adminAal1.userId,
    credentialID: `matrix-${randomUUID()}`,
    counter: 0,
    deviceType: 'singleDevice',
    backedUp: false,
    transports: 'usb',
    createdAt: new Date(),
  });
  clients.admin = (await app.adminClient()).client;
  const spare = app.client();
  await spare.signUp();
  const spareApplicationId = await applyForWholesale(spare);

  const addressRes = await clients.customer.post('/api/account/addresses', ADDRESS);
  if (addressRes.status !== 201 && addressRes.status !== 200) {
    throw new Error(`address failed: ${addressRes.status} ${await addressRes.text()}`);
  }
  const addressBody = (await addressRes.json()) as {
    address?: { id: string };
    addresses?: { id: string }[];
  };
  const addressId = addressBody.address?.id ?? addressBody.addresses?.[0]?.id ?? '';
  const [order] = await app.db
    .insert(orders)
    .values({
      userId: customer.userId,
      email: customer.email,
      orderNumber: '5001',
      status: 'processing',
      totalAmount: '24.99',
    })
    .returning();
  return {
    clients,
    customer,
    addressId,
    orderId: order?.id ?? '',
    pendingApplicationId,
    spareApplicationId,
  };
}

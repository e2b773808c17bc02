import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { issueCreditNote } from '../account/service';
import { SYSTEM_ACTOR } from '../audit/service';
import { markSessionAal2 } from '../auth/assurance';
import { grantRole, setStaffRole } from '../auth/roles';
import { passkeys, sessions, users } from '../db/schema/auth';
import { orderRefunds, orders } from '../db/schema/orders';
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
  'staffAdmin',
  'fulfilmentAdmin',
  'passkeyAal1',
  'passkeyAal2',
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

/** A passkey row as the passkey plugin stores one (the matrix never signs in with it). */
async function insertPasskey(app: TestApp, userId: string): Promise<void> {
  await app.db.insert(passkeys).values({
    id: randomUUID(),
    name: 'Phone',
    publicKey: 'not-used',
    userId,
    credentialID: `matrix-${randomUUID()}`,
    counter: 0,
    deviceType: 'multiDevice',
    backedUp: true,
    transports: 'internal',
    createdAt: new Date(),
  });
}

async function applyForWholesale(client: TestClient): Promise<string> {
  const res = await client.post('/api/wholesale/applications', BUSINESS_APPLICATION);
  if (res.status !== 201) throw new Error(`application failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { application: { id: string } };
  return body.application.id;
}

/**
 * One signed-in client per role, plus the ids the routes need: the customer's own address and
 * order, a spare pending application for the admin to decide. Customers have verified their
 * email except `unverified`. Admins: `admin` (an owner), `staffAdmin` and `fulfilmentAdmin`
 * have TOTP and an aal2 session;
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
  // No session is created for an unconfirmed email; this is one left from before that rule
  // (signed in while confirmed, then marked unconfirmed), which must count as signed out.
  clients.unverified = app.client();
  const unverified = await clients.unverified.signUp({ verify: false });
  await app.db.update(users).set({ emailVerified: true }).where(eq(users.id, unverified.userId));
  await clients.unverified.signIn(unverified.email, unverified.password);
  await app.db.update(users).set({ emailVerified: false }).where(eq(users.id, unverified.userId));
  // Customers with a passkey: one signed in with the password only (aal1), one whose session
  // has just passed the passkey (aal2, as a passkey sign-in or a step-up leaves it).
  clients.passkeyAal1 = app.client();
  const passkeyAal1 = await clients.passkeyAal1.signUp();
  await insertPasskey(app, passkeyAal1.userId);
  clients.passkeyAal2 = app.client();
  const passkeyAal2 = await clients.passkeyAal2.signUp();
  await insertPasskey(app, passkeyAal2.userId);
  const [aal2Session] = await app.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, passkeyAal2.userId));
  await markSessionAal2(app.db, { sessionId: aal2Session?.id ?? '', method: 'passkey' });
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
  // Admins with TOTP and an aal2 session like `admin` (an owner), with the other staff roles.
  const staffAdmin = await app.adminClient();
  await setStaffRole(app.db, staffAdmin.userId, 'staff', SYSTEM_ACTOR);
  clients.staffAdmin = staffAdmin.client;
  const fulfilmentAdmin = await app.adminClient();
  await setStaffRole(app.db, fulfilmentAdmin.userId, 'fulfilment', SYSTEM_ACTOR);
  clients.fulfilmentAdmin = fulfilmentAdmin.client;
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
  // A settled refund on it, with its credit note (the credit note routes' record).
  const [refund] = await app.db
    .insert(orderRefunds)
    .values({ orderId: order?.id ?? '', amountPence: 500, status: 'settled' })
    .returning();
  const creditNote = await issueCreditNote(app.db, refund?.id ?? '', 'Refund');
  return {
    clients,
    creditNoteNumber: creditNote.creditNoteNumber,
    customer,
    staffAdminId: staffAdmin.userId,
    addressId,
    orderId: order?.id ?? '',
    pendingApplicationId,
    spareApplicationId,
  };
}

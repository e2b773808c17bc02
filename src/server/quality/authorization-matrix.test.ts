import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contractSchemas } from '../../core/api/contract-schemas';
import { roleCan } from '../../core/staff/staff-roles';
import { permissionForRoute } from '../admin/route-permissions';
import { fieldsFromZodError } from '../http/errors';
import { startTestApp, type TestApp } from '../test/harness';
import { ADDRESS, createRoleClients, type Role } from './fixtures';

/**
 * Every API route of the app (read from `app.routes`) × every kind of viewer → the expected
 * status. A route without a rule fails the test by name, so a new route must state who may use it.
 * Write routes get an empty JSON object: an authorised viewer then sees 400 (validation), which
 * proves it got past the guard without changing anything. Owners run last so a destructive call
 * of theirs cannot hide another viewer's answer.
 */

type Expected = Record<Role, number>;
type Rule = { path: string; body?: unknown; expect: Expected };

const ORDER: Role[] = [
  'visitor',
  'otherCustomer',
  'pendingWholesale',
  'approvedWholesale',
  'unverified',
  'adminNoFactor',
  'adminAal1',
  'staffAdmin',
  'fulfilmentAdmin',
  'admin',
  'passkeyAal1',
  'passkeyAal2',
  'customer',
];

const all = (status: number): Expected => ({
  visitor: status,
  customer: status,
  otherCustomer: status,
  pendingWholesale: status,
  approvedWholesale: status,
  unverified: status,
  adminNoFactor: status,
  adminAal1: status,
  admin: status,
  staffAdmin: status,
  fulfilmentAdmin: status,
  passkeyAal1: status,
  passkeyAal2: status,
});
/**
 * Any signed-in user gets `status`; visitors 401, and so does a session of an unconfirmed email
 * (one left from before sign-in required a confirmed email counts as signed out).
 */
const signedIn = (status: number): Expected => ({ ...all(status), visitor: 401, unverified: 401 });
/**
 * Step-up routes: like signedIn, but an account with a second factor needs it freshly verified
 * on this session (403 step_up_required for the passkey customer and admin at aal1).
 */
const stepUp = (status: number): Expected => ({
  ...signedIn(status),
  passkeyAal1: 403,
  adminAal1: 403,
});
/**
 * Back-office routes by staff role (docs/decisions/092-staff-roles.md): the roles listed
 * get `status`, the other admins 403 role_forbidden; visitors 401, everyone else 403.
 */
type StaffRoleName = 'owner' | 'staff' | 'fulfilment';
const STAFF_CLIENT: Record<StaffRoleName, Role> = {
  owner: 'admin',
  staff: 'staffAdmin',
  fulfilment: 'fulfilmentAdmin',
};
const staffRoles = (status: number, roles: StaffRoleName[]): Expected => {
  const expected: Expected = { ...all(403), visitor: 401, unverified: 401 };
  for (const role of roles) expected[STAFF_CLIENT[role]] = status;
  return expected;
};
/** Every staff role. */
const anyStaff = (status: number) => staffRoles(status, ['owner', 'staff', 'fulfilment']);
/** Owners and staff, not fulfilment. */
const ownerOrStaff = (status: number) => staffRoles(status, ['owner', 'staff']);
/** Owners only: roles, exports of personal data, erasure, the audit log. */
const ownerStaffRole = (status: number) => staffRoles(status, ['owner']);
/** The owner (customer) gets `status`; other users 404 (no existence leak); visitors 401. */
const ownerOnly = (status: number): Expected => ({
  ...all(404),
  visitor: 401,
  unverified: 401,
  customer: status,
});

let app: TestApp;
let fixtures: Awaited<ReturnType<typeof createRoleClients>>;
let productId: string;
let collectionId: string;
/** A second address of the customer's: the first is deleted by its own rule. */
let spareAddressId: string;

beforeAll(async () => {
  app = await startTestApp();
  fixtures = await createRoleClients(app);
  const products = (await (await fixtures.clients.admin.get('/api/admin/products')).json()) as {
    products: { id: string }[];
  };
  productId = products.products[0]?.id ?? '';
  const collections = (await (
    await fixtures.clients.admin.get('/api/admin/collections')
  ).json()) as { collections: { id: string }[] };
  collectionId = collections.collections[0]?.id ?? '';
  const spare = await fixtures.clients.customer.post('/api/account/addresses', ADDRESS);
  spareAddressId = ((await spare.json()) as { address: { id: string } }).address.id;
}, 120_000);
afterAll(() => app?.close());

function rules(): Record<string, Rule> {
  const f = fixtures;
  const noSubscription = randomUUID();
  return {
    'GET /api/health': { path: '/api/health', expect: all(200) },
    'GET /api/ping': { path: '/api/ping', expect: all(200) },
    'GET /api/health/live': { path: '/api/health/live', expect: all(200) },
    // Public like /api/health; 503 here because this test app starts no job queue.
    'GET /api/health/ready': { path: '/api/health/ready', expect: all(503) },
    'GET /api/auth/*': { path: '/api/auth/get-session', expect: all(200) },
    'POST /api/auth/*': { path: '/api/auth/sign-in/email', body: {}, expect: all(400) },
    'GET /api/me': { path: '/api/me', expect: all(200) },
    'GET /api/store/collections': { path: '/api/store/collections', expect: all(200) },
    'GET /api/store/collections/:handle/products': {
      path: '/api/store/collections/black-seed/products',
      expect: all(200),
    },
    'GET /api/store/products': { path: '/api/store/products', expect: all(200) },
    'GET /api/store/products/:handle': {
      path: '/api/store/products/black-seed-oil',
      expect: all(200),
    },
    'GET /api/store/config': { path: '/api/store/config', expect: all(200) },
    'GET /api/search': { path: '/api/search?q=honey', expect: all(200) },
    'GET /api/store/rankings': { path: '/api/store/rankings', expect: all(200) },
    'POST /api/contact': { path: '/api/contact', body: {}, expect: all(400) },
    'POST /api/newsletter': { path: '/api/newsletter', body: {}, expect: all(400) },
    // The field-vitals beacon takes no identity: an empty sample is refused for everyone.
    'POST /api/vitals': { path: '/api/vitals', body: {}, expect: all(400) },
    'GET /api/admin/vitals': { path: '/api/admin/vitals', expect: ownerOrStaff(200) },
    'GET /api/account/profile': { path: '/api/account/profile', expect: signedIn(200) },
    'PUT /api/account/profile': { path: '/api/account/profile', body: {}, expect: signedIn(400) },
    'GET /api/account/addresses': { path: '/api/account/addresses', expect: signedIn(200) },
    'POST /api/account/addresses': {
      path: '/api/account/addresses',
      body: {},
      expect: signedIn(400),
    },
    'DELETE /api/account/addresses/:id': {
      path: `/api/account/addresses/${f.addressId}`,
      expect: ownerOnly(204),
    },
    'PUT /api/account/addresses/:id': {
      path: `/api/account/addresses/${spareAddressId}`,
      body: {},
      expect: signedIn(400),
    },
    'POST /api/account/addresses/:id/default': {
      path: `/api/account/addresses/${spareAddressId}/default`,
      expect: ownerOnly(200),
    },
    'GET /api/account/orders': { path: '/api/account/orders', expect: signedIn(200) },
    // Claiming guest orders: the session's own address only; a body the schema
    // refuses is 400 for everyone signed in (no code is sent).
    'POST /api/account/guest-orders/claim-code': {
      path: '/api/account/guest-orders/claim-code',
      body: { email: 'someone@example.co.uk' },
      expect: signedIn(400),
    },
    'POST /api/account/guest-orders/claim': {
      path: '/api/account/guest-orders/claim',
      body: {},
      expect: signedIn(400),
    },
    'GET /api/account/orders/:id/invoice': {
      path: `/api/account/orders/${f.orderId}/invoice`,
      expect: ownerOnly(200),
    },
    'GET /api/account/orders/:id/invoice.pdf': {
      path: `/api/account/orders/${f.orderId}/invoice.pdf`,
      expect: ownerOnly(200),
    },
    'GET /api/admin/orders/:id/invoice.pdf': {
      path: `/api/admin/orders/${f.orderId}/invoice.pdf`,
      expect: ownerOrStaff(200),
    },
    'GET /api/account/orders/:id/credit-notes/:file': {
      path: `/api/account/orders/${f.orderId}/credit-notes/${f.creditNoteNumber}.pdf`,
      expect: ownerOnly(200),
    },
    'GET /api/admin/orders/:id/credit-notes/:file': {
      path: `/api/admin/orders/${f.orderId}/credit-notes/${f.creditNoteNumber}.pdf`,
      expect: ownerOrStaff(200),
    },
    // Returns (decision 136): the customer's own order only; a malformed body is 400 first.
    'GET /api/account/orders/:id/returns': {
      path: `/api/account/orders/${f.orderId}/returns`,
      expect: ownerOnly(200),
    },
    'POST /api/account/orders/:id/returns': {
      path: `/api/account/orders/${f.orderId}/returns`,
      body: {},
      expect: signedIn(400),
    },
    'GET /api/admin/returns': { path: '/api/admin/returns', expect: anyStaff(200) },
    'POST /api/admin/returns/:id/decision': {
      path: `/api/admin/returns/${randomUUID()}/decision`,
      body: {},
      expect: ownerOrStaff(400),
    },
    'POST /api/admin/returns/:id/received': {
      path: `/api/admin/returns/${randomUUID()}/received`,
      body: {},
      expect: ownerOrStaff(400),
    },
    'GET /api/account/subscriptions': {
      path: '/api/account/subscriptions',
      expect: signedIn(200),
    },
    'POST /api/account/manage-subscription': {
      path: '/api/account/manage-subscription',
      body: {},
      expect: signedIn(400),
    },
    // Another's (or no) subscription: 404 for everyone signed in.
    'POST /api/account/subscriptions/:id/payment-method-email': {
      path: `/api/account/subscriptions/${randomUUID()}/payment-method-email`,
      body: {},
      expect: signedIn(404),
    },
    // The portal: a subscription is the session's own; nobody owns this id (404), and an empty
    // body is refused first (400) where the change needs one.
    'GET /api/account/subscriptions/:id/options': {
      path: `/api/account/subscriptions/${noSubscription}/options`,
      expect: signedIn(404),
    },
    'POST /api/account/subscriptions/:id/swap': {
      path: `/api/account/subscriptions/${noSubscription}/swap`,
      body: {},
      expect: signedIn(400),
    },
    'POST /api/account/subscriptions/:id/order-now': {
      path: `/api/account/subscriptions/${noSubscription}/order-now`,
      body: {},
      expect: signedIn(404),
    },
    'POST /api/account/subscriptions/:id/one-time-items': {
      path: `/api/account/subscriptions/${noSubscription}/one-time-items`,
      body: {},
      expect: signedIn(400),
    },
    'POST /api/account/subscriptions/:id/address': {
      path: `/api/account/subscriptions/${noSubscription}/address`,
      body: {},
      expect: signedIn(400),
    },
    'GET /api/account/security': { path: '/api/account/security', expect: signedIn(200) },
    // An export is the viewer's own; an empty delete body is refused (400)
    // before any password check, so nobody is deleted here.
    'GET /api/account/export': { path: '/api/account/export', expect: stepUp(200) },
    // What deleting would do: read-only, the viewer's own, shown before the password.
    'GET /api/account/deletion-plan': {
      path: '/api/account/deletion-plan',
      expect: signedIn(200),
    },
    'POST /api/account/delete': {
      path: '/api/account/delete',
      body: {},
      expect: stepUp(400),
    },
    // "This wasn't me" is reached from an email, signed in or not: an empty body is bad input.
    'POST /api/not-me': { path: '/api/not-me', body: {}, expect: all(400) },
    'GET /api/wholesale/application': {
      path: '/api/wholesale/application',
      expect: signedIn(200),
    },
    'POST /api/wholesale/applications': {
      path: '/api/wholesale/applications',
      body: {},
      expect: all(400),
    },
    'GET /api/wholesale/products': {
      path: '/api/wholesale/products',
      expect: { ...signedIn(403), approvedWholesale: 200 },
    },
    'GET /api/admin/applications': { path: '/api/admin/applications', expect: ownerOrStaff(200) },
    // A random order id: the approved buyer gets 404 (not theirs), everyone else is refused first.
    'GET /api/wholesale/orders/:id/reorder': {
      path: `/api/wholesale/orders/${randomUUID()}/reorder`,
      expect: { ...signedIn(403), approvedWholesale: 404 },
    },
    'POST /api/admin/applications/:id/status': {
      path: `/api/admin/applications/${f.spareApplicationId}/status`,
      body: { status: 'approved' },
      expect: ownerOrStaff(200),
    },
    'GET /api/admin/orders': { path: '/api/admin/orders', expect: anyStaff(200) },
    'GET /api/admin/audit': { path: '/api/admin/audit', expect: ownerStaffRole(200) },
    'GET /api/admin/reports/dashboard': {
      path: '/api/admin/reports/dashboard?period=7d',
      expect: ownerOrStaff(200),
    },
    'GET /api/admin/reports/subscriptions': {
      path: '/api/admin/reports/subscriptions',
      expect: ownerOrStaff(200),
    },
    'GET /api/admin/reports/vat': { path: '/api/admin/reports/vat', expect: ownerOrStaff(200) },
    'GET /api/admin/reports/vat.csv': {
      path: '/api/admin/reports/vat.csv',
      expect: ownerOrStaff(200),
    },
    'GET /api/admin/orders/export.csv': {
      path: '/api/admin/orders/export.csv',
      expect: ownerStaffRole(200),
    },
    // The accountant's exports: the journal and customers name buyers (owners), products do not.
    'GET /api/admin/reports/sales-journal.csv': {
      path: '/api/admin/reports/sales-journal.csv?period=month',
      expect: ownerStaffRole(200),
    },
    'GET /api/admin/customers/export.csv': {
      path: '/api/admin/customers/export.csv',
      expect: ownerStaffRole(200),
    },
    'GET /api/admin/products/export.csv': {
      path: '/api/admin/products/export.csv',
      expect: ownerOrStaff(200),
    },
    'GET /api/admin/orders/:id': { path: `/api/admin/orders/${f.orderId}`, expect: anyStaff(200) },
    'POST /api/admin/orders/:id/status': {
      path: `/api/admin/orders/${f.orderId}/status`,
      body: {},
      expect: anyStaff(400),
    },
    'POST /api/admin/orders/:id/refunds': {
      path: `/api/admin/orders/${f.orderId}/refunds`,
      body: {},
      expect: ownerOrStaff(400),
    },
    'POST /api/admin/orders/:id/cancel': {
      path: `/api/admin/orders/${f.orderId}/cancel`,
      body: {},
      expect: ownerOrStaff(400),
    },
    'POST /api/admin/orders/:id/hold': {
      path: `/api/admin/orders/${f.orderId}/hold`,
      body: {},
      expect: ownerOrStaff(400),
    },
    // The timeline and the packing slip are fulfilment's work too; comments are staff's.
    'GET /api/admin/orders/:id/timeline': {
      path: `/api/admin/orders/${f.orderId}/timeline`,
      expect: anyStaff(200),
    },
    'POST /api/admin/orders/:id/comments': {
      path: `/api/admin/orders/${f.orderId}/comments`,
      body: {},
      expect: ownerOrStaff(400),
    },
    'GET /api/admin/orders/:id/packing-slip.pdf': {
      path: `/api/admin/orders/${f.orderId}/packing-slip.pdf`,
      expect: anyStaff(200),
    },
    'GET /api/admin/products': { path: '/api/admin/products', expect: ownerOrStaff(200) },
    'GET /api/admin/products/:id': {
      path: `/api/admin/products/${productId}`,
      expect: ownerOrStaff(200),
    },
    'POST /api/admin/products': {
      path: '/api/admin/products',
      body: {},
      expect: ownerOrStaff(400),
    },
    'PUT /api/admin/products/:id': {
      path: `/api/admin/products/${productId}`,
      body: {},
      expect: ownerOrStaff(400),
    },
    // A random id: the guard is what is tested; a real delete would change the catalogue.
    'DELETE /api/admin/products/:id': {
      path: `/api/admin/products/${randomUUID()}`,
      expect: ownerOrStaff(404),
    },
    'GET /api/admin/collections': { path: '/api/admin/collections', expect: ownerOrStaff(200) },
    'GET /api/admin/collections/:id/products': {
      path: `/api/admin/collections/${collectionId}/products`,
      expect: ownerOrStaff(200),
    },
    'GET /api/admin/shop-order': { path: '/api/admin/shop-order', expect: ownerOrStaff(200) },
    'POST /api/admin/shop-order': {
      path: '/api/admin/shop-order',
      body: {},
      expect: ownerOrStaff(400),
    },
    'POST /api/admin/collections/:id/order': {
      path: `/api/admin/collections/${collectionId}/order`,
      body: {},
      expect: ownerOrStaff(400),
    },
    'POST /api/admin/move-product': {
      path: '/api/admin/move-product',
      body: {},
      expect: ownerOrStaff(400),
    },
    'POST /api/admin/export': { path: '/api/admin/export', body: {}, expect: ownerOrStaff(200) },
    // Connect store: webhook addresses and the export, the owner's only (decision 127).
    'POST /api/admin/shopify/connect': {
      path: '/api/admin/shopify/connect',
      body: {},
      expect: ownerStaffRole(200),
    },
    'GET /api/admin/subscriptions': { path: '/api/admin/subscriptions', expect: ownerOrStaff(200) },
    'POST /api/admin/subscriptions/:id/payment-method-email': {
      path: `/api/admin/subscriptions/${randomUUID()}/payment-method-email`,
      body: {},
      expect: ownerOrStaff(404),
    },
    'POST /api/admin/subscriptions/manage': {
      path: '/api/admin/subscriptions/manage',
      body: {},
      expect: ownerOrStaff(400),
    },
    // Customers: staff read and annotate; exporting and erasing personal data are the owner's.
    'GET /api/admin/customers': { path: '/api/admin/customers', expect: ownerOrStaff(200) },
    'GET /api/admin/customers/:id': {
      path: `/api/admin/customers/${f.customer.userId}`,
      expect: ownerOrStaff(200),
    },
    // Segments (decision 131): staff list, save and delete them like notes; fulfilment does not.
    'GET /api/admin/customers/segments': {
      path: '/api/admin/customers/segments',
      expect: ownerOrStaff(200),
    },
    'POST /api/admin/customers/segments': {
      path: '/api/admin/customers/segments',
      body: {},
      expect: ownerOrStaff(400),
    },
    // Deleting a segment that does not exist: past the guard it is 404 (nothing is deleted here).
    'DELETE /api/admin/customers/segments/:segmentId': {
      path: `/api/admin/customers/segments/${randomUUID()}`,
      expect: ownerOrStaff(404),
    },
    'PUT /api/admin/customers/:id/notes': {
      path: `/api/admin/customers/${f.customer.userId}/notes`,
      body: {},
      expect: ownerOrStaff(400),
    },
    'GET /api/admin/customers/:id/export': {
      path: `/api/admin/customers/${f.customer.userId}/export`,
      expect: ownerStaffRole(200),
    },
    'POST /api/admin/customers/:id/erase': {
      path: `/api/admin/customers/${f.customer.userId}/erase`,
      body: {},
      expect: ownerStaffRole(400),
    },
    // Staff roles: owners only.
    'GET /api/admin/staff': { path: '/api/admin/staff', expect: ownerStaffRole(200) },
    'POST /api/admin/staff': { path: '/api/admin/staff', body: {}, expect: ownerStaffRole(400) },
    'PUT /api/admin/staff/:userId/role': {
      path: `/api/admin/staff/${f.staffAdminId}/role`,
      body: {},
      expect: ownerStaffRole(400),
    },
    // Removing someone who is not staff: past the guard it is 404 (nobody is removed here).
    'DELETE /api/admin/staff/:userId': {
      path: '/api/admin/staff/no-such-user',
      expect: ownerStaffRole(404),
    },
    // Invitations: owners only (nobody invites above their own role); withdrawing one that is not
    // pending is 404 past the guard.
    'GET /api/admin/staff/invitations': {
      path: '/api/admin/staff/invitations',
      expect: ownerStaffRole(200),
    },
    'POST /api/admin/staff/invitations': {
      path: '/api/admin/staff/invitations',
      body: {},
      expect: ownerStaffRole(400),
    },
    'DELETE /api/admin/staff/invitations/:id': {
      path: '/api/admin/staff/invitations/no-such-invitation',
      expect: ownerStaffRole(404),
    },
    // Whoever holds an invitation link (the token is the credential): an empty body is bad input.
    'POST /api/staff-invitations/lookup': {
      path: '/api/staff-invitations/lookup',
      body: {},
      expect: all(400),
    },
    'POST /api/staff-invitations/accept': {
      path: '/api/staff-invitations/accept',
      body: {},
      expect: all(400),
    },
    // Reviews: approved reviews are public; eligibility and writing need an
    // account (an empty body is bad input once past the guard); moderation is admin only.
    'GET /api/reviews/product/:handle': {
      path: '/api/reviews/product/black-seed-oil',
      expect: all(200),
    },
    'GET /api/reviews/eligibility/:handle': {
      path: '/api/reviews/eligibility/black-seed-oil',
      expect: signedIn(200),
    },
    'POST /api/reviews/product/:handle': {
      path: '/api/reviews/product/black-seed-oil',
      body: {},
      expect: signedIn(400),
    },
    'GET /api/admin/reviews': { path: '/api/admin/reviews', expect: ownerOrStaff(200) },
    // A random id: the guard is what is tested.
    'POST /api/admin/reviews/:id/status': {
      path: `/api/admin/reviews/${randomUUID()}/status`,
      body: { status: 'approved' },
      expect: ownerOrStaff(404),
    },
    // Stock: "email me when it is back" is public (empty body: 400 for all);
    // pulling Shopify's inventory, and when it last ran, are for staff.
    'POST /api/stock/notify': { path: '/api/stock/notify', body: {}, expect: all(400) },
    'POST /api/admin/inventory/sync': {
      path: '/api/admin/inventory/sync',
      body: {},
      expect: ownerOrStaff(200),
    },
    'GET /api/admin/inventory/sync': {
      path: '/api/admin/inventory/sync',
      expect: ownerOrStaff(200),
    },
    // Setting one variant's stock (on Shopify, then in the shop): owner and staff.
    'PUT /api/admin/inventory/variants/:id': {
      path: `/api/admin/inventory/variants/${randomUUID()}`,
      body: {},
      expect: ownerOrStaff(400),
    },
    // Bulk publish, and the image upload (an empty JSON object is no image: 415).
    'POST /api/admin/products/publication': {
      path: '/api/admin/products/publication',
      body: {},
      expect: ownerOrStaff(400),
    },
    'POST /api/admin/images': { path: '/api/admin/images', body: {}, expect: ownerOrStaff(415) },
    // Comparing Shopify's recent orders with the stored ones, and its last run: staff only.
    'POST /api/admin/orders-reconciliation': {
      path: '/api/admin/orders-reconciliation',
      body: {},
      expect: ownerOrStaff(200),
    },
    'GET /api/admin/orders-reconciliation': {
      path: '/api/admin/orders-reconciliation',
      expect: ownerOrStaff(200),
    },
    // Public: pricing and checkout are for everyone; an empty cart is bad input for all. What a
    // trade line needs (an approved trade account) is tested in checkout-money.test.ts.
    // Public: whether a checkout this browser started became an order (the token is the secret).
    'GET /api/cart/checkout-status/:token': {
      path: '/api/cart/checkout-status/0123456789abcdef-token',
      expect: all(200),
    },
    'POST /api/cart/price': { path: '/api/cart/price', body: {}, expect: all(400) },
    'POST /api/checkout': { path: '/api/checkout', body: {}, expect: all(400) },
    'POST /api/webhooks/shopify/subscriptions': {
      path: '/api/webhooks/shopify/subscriptions',
      body: {},
      expect: all(401),
    },
    'POST /api/webhooks/shopify/inventory': {
      path: '/api/webhooks/shopify/inventory',
      body: {},
      expect: all(401),
    },
    'POST /api/webhooks/shopify/privacy': {
      path: '/api/webhooks/shopify/privacy',
      body: {},
      expect: all(401),
    },
    // Authenticated by HMAC, not by session: nobody's cookie opens it.
    'POST /api/webhooks/shopify/orders-create': {
      path: '/api/webhooks/shopify/orders-create',
      body: {},
      expect: all(401),
    },
  };
}

/** Method + path of every API endpoint the app serves (middleware entries are 'ALL'). */
function apiRoutes(): string[] {
  const keys = new Set<string>();
  for (const route of app.app.routes) {
    if (!route.path.startsWith('/api/') || route.method === 'ALL') continue;
    keys.add(`${route.method} ${route.path}`);
  }
  return [...keys].sort();
}

/**
 * The reports (built on another branch) are for owners and staff: each GET under
 * /api/admin/reports/ gets that rule here unless the table names it.
 */
function withReportRules(table: Record<string, Rule>): Record<string, Rule> {
  for (const key of apiRoutes()) {
    const [method, path = ''] = key.split(' ');
    if (method === 'GET' && path.startsWith('/api/admin/reports/') && !table[key]) {
      table[key] = { path, expect: ownerOrStaff(200) };
    }
  }
  return table;
}

describe('authorization matrix', () => {
  it('gives every admin route a staff permission in the one table the guard reads', () => {
    const missing = apiRoutes().filter((key) => {
      const [method = '', path = ''] = key.split(' ');
      return path.startsWith('/api/admin/') && permissionForRoute(method, path) === null;
    });
    expect(missing, 'admin routes without a permission in admin/route-permissions.ts').toEqual([]);
  });

  it("expects of each staff role what the permission table lets it do (one source with the guard and the contract's ApiPermission)", () => {
    // A role the route's permission excludes is refused 403 role_forbidden; a role it includes
    // gets past the guard (whatever the route then answers).
    const table = withReportRules(rules());
    const mismatches: string[] = [];
    for (const key of apiRoutes().filter((route) => route.includes(' /api/admin/'))) {
      const rule = table[key];
      const [method = '', path = ''] = key.split(' ');
      const permission = permissionForRoute(method, path);
      if (!rule || !permission) continue;
      for (const [role, client] of Object.entries(STAFF_CLIENT) as [StaffRoleName, Role][]) {
        const refused = rule.expect[client] === 403;
        if (refused === roleCan(role, permission)) {
          mismatches.push(
            `${key} (${permission}) as ${role}: expected ${rule.expect[client]} in the table`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('answers a role without the permission 403 role_forbidden with the error envelope', async () => {
    const res = await fixtures.clients.fulfilmentAdmin.get('/api/admin/audit');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: 'role_forbidden', message: 'Your staff role does not allow this.' },
    });
  });

  it('has a rule for every API route', () => {
    const known = withReportRules(rules());
    const missing = apiRoutes().filter((key) => !(key in known));
    expect(missing, 'API routes without an authorization rule in this table').toEqual([]);
    const stale = Object.keys(known).filter((key) => !apiRoutes().includes(key));
    expect(stale, 'rules for routes the app no longer has').toEqual([]);
  });

  it('answers every route × viewer with the expected status', async () => {
    const mismatches: string[] = [];
    const table = withReportRules(rules());
    for (const key of apiRoutes()) {
      const rule = table[key];
      if (!rule) continue;
      const method = key.split(' ')[0] ?? 'GET';
      for (const role of ORDER) {
        const res = await fixtures.clients[role].request(rule.path, {
          method,
          json: rule.body,
        });
        await res.arrayBuffer();
        if (res.status !== rule.expect[role]) {
          mismatches.push(`${key} as ${role}: ${res.status}, expected ${rule.expect[role]}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 180_000);

  it("refuses each contract body with its entry's schema: the schema's own 400 (docs/decisions/138-contract-is-the-endpoint.md)", async () => {
    // The first viewer the table lets past the guard (400) sends the rule's body; the answer is
    // the one the contract's schema gives for it, field by field, so the route validated with
    // the entry's schema and not with one of its own.
    const table = rules();
    const mismatches: string[] = [];
    const keys = Object.keys(contractSchemas) as (keyof typeof contractSchemas)[];
    for (const key of keys) {
      const rule = table[key];
      // A rule whose body is accepted (its viewers get 200 or 404 past the guard) is sent a
      // body with a field no schema has instead.
      const refused = rule ? ORDER.find((r) => rule.expect[r] === 400) : undefined;
      const past = rule ? ORDER.find((r) => ![401, 403].includes(rule.expect[r])) : undefined;
      const role = refused ?? past;
      if (!rule || !role) {
        mismatches.push(`${key}: no rule with a viewer past the guard`);
        continue;
      }
      const body = refused ? rule.body : { notAField: true };
      const source = contractSchemas[key] as
        | z.ZodType
        | (() => z.ZodType)
        | Record<'customer' | 'visitor', z.ZodType>;
      const schema =
        typeof source === 'function'
          ? source()
          : 'safeParse' in source
            ? (source as z.ZodType)
            : source[role === 'visitor' ? 'visitor' : 'customer'];
      const parsed = schema.safeParse(body);
      if (parsed.success) {
        mismatches.push(`${key}: the rule's body passes the schema`);
        continue;
      }
      const fields = fieldsFromZodError(parsed.error);
      const res = await fixtures.clients[role].request(rule.path, {
        method: key.split(' ')[0] ?? 'POST',
        json: body,
      });
      const got = JSON.stringify({ status: res.status, body: await res.json() });
      const want = JSON.stringify({
        status: 400,
        body: {
          error: { code: 'validation_failed', message: Object.values(fields)[0]?.[0], fields },
        },
      });
      if (got !== want) mismatches.push(`${key} as ${role}: ${got}, expected ${want}`);
    }
    expect(keys.length).toBeGreaterThan(40);
    expect(mismatches).toEqual([]);
  }, 120_000);

  it('tells admins without aal2 why: mfa_enrolment_required without a factor, mfa_required at aal1', async () => {
    const mismatches: string[] = [];
    const table = rules();
    for (const key of apiRoutes().filter((route) => route.includes(' /api/admin/'))) {
      const rule = table[key];
      if (!rule) continue;
      const method = key.split(' ')[0] ?? 'GET';
      for (const [role, code] of [
        ['adminNoFactor', 'mfa_enrolment_required'],
        ['adminAal1', 'mfa_required'],
      ] as const) {
        const res = await fixtures.clients[role].request(rule.path, { method, json: rule.body });
        const body = (await res.json()) as { error?: { code?: string } };
        if (body.error?.code !== code) {
          mismatches.push(`${key} as ${role}: ${body.error?.code}, expected ${code}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});

/**
 * better-auth's account routes sit behind the one `/api/auth/*` rule above; those that hand the
 * account over need a step-up (docs/decisions/058-step-up-for-account-changes.md). Bodies are
 * ones the route refuses once past the guard (400), or, for signing sessions out, the aal1 viewers
 * only (their 403 changes nothing); `customer` (no factor) and the aal2 viewers get past the guard.
 */
describe('authorization matrix: step-up on better-auth account routes', () => {
  const STEP_UP_ROUTES: { path: string; body: unknown; past: number }[] = [
    { path: '/api/auth/change-email', body: { newEmail: 'not-an-email' }, past: 400 },
    {
      path: '/api/auth/change-password',
      body: { currentPassword: 'not-the-password-1', newPassword: 'a-new-horse-42' },
      past: 400,
    },
    { path: '/api/auth/revoke-session', body: { token: 'not-a-session' }, past: 200 },
    { path: '/api/auth/passkey/delete-passkey', body: { id: randomUUID() }, past: 404 },
  ];
  const VIEWERS: { role: Role; guarded: boolean }[] = [
    { role: 'passkeyAal1', guarded: true },
    { role: 'adminAal1', guarded: true },
    { role: 'passkeyAal2', guarded: false },
    { role: 'admin', guarded: false },
    { role: 'customer', guarded: false },
  ];

  it('answers 403 STEP_UP_REQUIRED at aal1 with a factor, and lets aal2 or no factor through', async () => {
    const mismatches: string[] = [];
    for (const route of STEP_UP_ROUTES) {
      for (const { role, guarded } of VIEWERS) {
        const res = await fixtures.clients[role].request(route.path, {
          method: 'POST',
          json: route.body,
        });
        const body = (await res.json()) as { code?: string };
        const got = `${res.status} ${guarded ? body.code : ''}`.trim();
        const want = guarded ? '403 STEP_UP_REQUIRED' : String(route.past);
        if (got !== want) mismatches.push(`${route.path} as ${role}: ${got}, expected ${want}`);
      }
    }
    for (const path of ['/api/auth/revoke-sessions', '/api/auth/revoke-other-sessions']) {
      for (const role of ['passkeyAal1', 'adminAal1'] as const) {
        const res = await fixtures.clients[role].request(path, { method: 'POST', json: {} });
        const body = (await res.json()) as { code?: string };
        if (res.status !== 403 || body.code !== 'STEP_UP_REQUIRED') {
          mismatches.push(`${path} as ${role}: ${res.status} ${body.code}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 60_000);
});

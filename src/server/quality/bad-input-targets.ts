import { BUSINESS_APPLICATION } from '../test/fixtures';
import { ADDRESS, type createRoleClients, type Role } from './fixtures';

// The bad-input test's table: every write route and a body it accepts (bad-input.test.ts).

export type Target = {
  method: string;
  path: string;
  as: Role;
  valid?: Record<string, unknown>;
  /** Fields the route may go without. */
  optional?: string[];
  /** better-auth ignores fields it does not know instead of refusing them (checked below). */
  ignoresUnknownFields?: boolean;
  /**
   * Fields not checked for type/presence. Sign-up's firstName/lastName are better-auth
   * `additionalFields` (required: false) whose type better-auth does not enforce: a finding for
   * the accounts owner, excluded here so the rest stays enforced.
   */
  unchecked?: string[];
  /** Each case gets this field made unique (sign-up: a fresh email). */
  unique?: string;
  /** Fields with a format (ids, enums, handles) that must refuse SQL and HTML payloads, besides
   * every field named like email/status/type. */
  formatted?: string[];
  /** Id fields: SQL and HTML there name no row, so 404/409 (refused, nothing stored) also do. */
  idFields?: string[];
  /** The status the valid body gets: proof that the cases fail for their own fault, not because
   * the "valid" body was already refused (sent last, by the test after the bad cases). */
  accepts: number;
};

/** The ids the admin routes' bodies name; filled in by the test's setup. */
export type TargetIds = {
  productId: string;
  fromCollectionId: string;
  toCollectionId: string;
  collectionItems: { product_id: string; position: number }[];
  shopItems: { product_id: string; sort_order: number }[];
};

export const PRODUCT = {
  title: 'Bad-input probe',
  handle: 'bad-input-probe',
  variants: [{ title: '250ml', price: '9.99' }],
};

/** An id no row has: well-formed bodies for it are refused 404 after validation. */
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000136';

/** Route key (as in app.routes) → how to call it. `null` = takes no JSON body (reason given). */
export function buildTargets(
  f: Awaited<ReturnType<typeof createRoleClients>>,
  ids: TargetIds,
): Record<string, Target[] | null> {
  return {
    'POST /api/auth/*': [
      {
        method: 'POST',
        path: '/api/auth/sign-up/email',
        as: 'visitor',
        ignoresUnknownFields: true,
        unique: 'email',
        unchecked: ['firstName', 'lastName'],
        accepts: 200,
        valid: {
          email: 'new-buyer@example.co.uk',
          password: 'correct-horse-9',
          name: 'Sara Ahmed',
          firstName: 'Sara',
          lastName: 'Ahmed',
        },
      },
      {
        method: 'POST',
        path: '/api/auth/sign-in/email',
        as: 'visitor',
        ignoresUnknownFields: true,
        accepts: 401, // well-formed, wrong credentials
        valid: { email: 'nobody@example.co.uk', password: 'whatever-1' },
      },
    ],
    'POST /api/contact': [
      {
        method: 'POST',
        path: '/api/contact',
        as: 'visitor',
        accepts: 201,
        valid: {
          name: 'Sara Ahmed',
          email: 'sara@example.co.uk',
          subject: 'Wholesale',
          message: 'Do you ship to Ireland?',
        },
      },
    ],
    'POST /api/newsletter': [
      {
        method: 'POST',
        path: '/api/newsletter',
        as: 'visitor',
        accepts: 200,
        valid: { email: 'n@example.co.uk' },
      },
    ],
    // The field-vitals beacon: a page type and numbers only.
    'POST /api/vitals': [
      {
        method: 'POST',
        path: '/api/vitals',
        as: 'visitor',
        accepts: 204,
        valid: { pageType: 'product', metrics: [{ name: 'LCP', value: 1800 }] },
      },
    ],
    // A well-formed token that names no unconfirmed account: 404, nothing removed.
    'POST /api/not-me': [
      {
        method: 'POST',
        path: '/api/not-me',
        as: 'visitor',
        accepts: 404,
        valid: { token: 'not-a-token-of-ours' },
      },
    ],
    'PUT /api/account/profile': [
      {
        method: 'PUT',
        path: '/api/account/profile',
        as: 'customer',
        accepts: 200,
        valid: {
          firstName: 'Amira',
          lastName: 'Khan',
          phone: '0116 496 0000',
          billingAddress1: '1 Granby Street',
          billingCity: 'Leicester',
          billingCountry: 'United Kingdom',
          billingZip: 'LE1 6FB',
          sameAsBilling: true,
        },
        optional: ['sameAsBilling'],
      },
    ],
    'POST /api/account/addresses': [
      {
        method: 'POST',
        path: '/api/account/addresses',
        as: 'customer',
        accepts: 201,
        valid: ADDRESS,
      },
    ],
    'PUT /api/account/addresses/:id': [
      {
        method: 'PUT',
        path: `/api/account/addresses/${f.addressId}`,
        as: 'customer',
        accepts: 200,
        valid: ADDRESS,
      },
    ],
    'POST /api/account/addresses/:id/default': null, // no body; bad ids are covered below
    // No fields: the code goes to the account's own address (none when no guest orders).
    'POST /api/account/guest-orders/claim-code': null,
    'POST /api/account/guest-orders/claim': [
      {
        method: 'POST',
        path: '/api/account/guest-orders/claim',
        as: 'customer',
        // Well-formed, but no code was sent: refused as a wrong code, nothing linked.
        accepts: 400,
        valid: { code: '123456' },
      },
    ],
    'DELETE /api/account/addresses/:id': null, // no body; bad ids are covered below
    // No body: the id names the subscription (another's or none is a 404).
    'POST /api/account/subscriptions/:id/payment-method-email': null,
    'POST /api/admin/subscriptions/:id/payment-method-email': null,
    'POST /api/account/manage-subscription': [
      {
        method: 'POST',
        path: '/api/account/manage-subscription',
        as: 'customer',
        // Well-formed, but the customer has no subscription with this id.
        accepts: 404,
        valid: { subscriptionId: '0b5c3f2e-8d1a-4c6b-9e7f-1a2b3c4d5e6f', action: 'pause' },
        formatted: ['subscriptionId', 'action'],
      },
    ],
    // Well-formed, but the customer has no subscription with this id: 404 after validation.
    'POST /api/account/subscriptions/:id/swap': [
      {
        method: 'POST',
        path: '/api/account/subscriptions/0b5c3f2e-8d1a-4c6b-9e7f-1a2b3c4d5e6f/swap',
        as: 'customer',
        accepts: 404,
        valid: { variantId: '0b5c3f2e-8d1a-4c6b-9e7f-1a2b3c4d5e6f' },
        formatted: ['variantId'],
      },
    ],
    'POST /api/account/subscriptions/:id/order-now': null, // an empty object; bad ids below
    'POST /api/account/subscriptions/:id/one-time-items': [
      {
        method: 'POST',
        path: '/api/account/subscriptions/0b5c3f2e-8d1a-4c6b-9e7f-1a2b3c4d5e6f/one-time-items',
        as: 'customer',
        accepts: 404,
        valid: { variantId: '0b5c3f2e-8d1a-4c6b-9e7f-1a2b3c4d5e6f', quantity: 1 },
        formatted: ['variantId', 'quantity'],
      },
    ],
    'POST /api/account/subscriptions/:id/address': [
      {
        method: 'POST',
        path: '/api/account/subscriptions/0b5c3f2e-8d1a-4c6b-9e7f-1a2b3c4d5e6f/address',
        as: 'customer',
        accepts: 404,
        valid: { addressId: '0b5c3f2e-8d1a-4c6b-9e7f-1a2b3c4d5e6f' },
        formatted: ['addressId'],
      },
    ],
    'POST /api/account/delete': [
      {
        method: 'POST',
        path: '/api/account/delete',
        as: 'customer',
        // Well-formed, but not the customer's password: refused (403), nothing deleted.
        accepts: 403,
        valid: { password: 'not-the-password-1' },
      },
    ],
    'POST /api/wholesale/applications': [
      {
        method: 'POST',
        path: '/api/wholesale/applications',
        as: 'customer',
        accepts: 201,
        valid: BUSINESS_APPLICATION,
        optional: ['website'],
      },
    ],
    'POST /api/admin/applications/:id/status': [
      {
        method: 'POST',
        path: `/api/admin/applications/${f.pendingApplicationId}/status`,
        as: 'admin',
        accepts: 200,
        valid: { status: 'approved' },
      },
    ],
    'POST /api/admin/orders/:id/status': [
      {
        method: 'POST',
        path: `/api/admin/orders/${f.orderId}/status`,
        as: 'admin',
        accepts: 200,
        valid: { status: 'shipped', carrier: 'Royal Mail', trackingNumber: 'RM123456785GB' },
      },
    ],
    'POST /api/admin/orders/:id/refunds': [
      {
        method: 'POST',
        path: `/api/admin/orders/${f.orderId}/refunds`,
        as: 'admin',
        // Well-formed, but the fixture order was not paid through Shopify.
        accepts: 409,
        valid: { amountPence: 100, note: 'Damaged in transit' },
        optional: ['note'],
      },
    ],
    'POST /api/admin/orders/:id/cancel': [
      {
        method: 'POST',
        path: `/api/admin/orders/${f.orderId}/cancel`,
        as: 'admin',
        // Well-formed, but the fixture order was not paid through Shopify.
        accepts: 409,
        valid: { reason: 'customer', restock: true, refund: true, staffNote: 'Asked by phone' },
        optional: ['staffNote'],
      },
    ],
    'POST /api/account/orders/:id/returns': [
      {
        method: 'POST',
        // Well-formed, but no order of the customer's has this id: 404 (decision 136).
        path: `/api/account/orders/${NO_SUCH_ID}/returns`,
        as: 'customer',
        accepts: 404,
        valid: {
          reason: 'changed-mind',
          details: 'Bought two by mistake',
          items: [{ orderItemId: NO_SUCH_ID, quantity: 1, opened: false }],
        },
        formatted: ['reason'],
      },
    ],
    'POST /api/admin/returns/:id/decision': [
      {
        method: 'POST',
        path: `/api/admin/returns/${NO_SUCH_ID}/decision`,
        as: 'admin',
        accepts: 404,
        valid: { decision: 'approve', reason: 'Unopened: please send it back' },
        formatted: ['decision'],
      },
    ],
    'POST /api/admin/returns/:id/received': [
      {
        method: 'POST',
        path: `/api/admin/returns/${NO_SUCH_ID}/received`,
        as: 'admin',
        accepts: 404,
        valid: { received: true, note: 'Parcel arrived' },
        optional: ['note'],
      },
    ],
    'POST /api/admin/orders/:id/comments': [
      {
        method: 'POST',
        path: `/api/admin/orders/${f.orderId}/comments`,
        as: 'admin',
        accepts: 201,
        valid: { body: 'Customer asked for a gift note' },
      },
    ],
    'POST /api/admin/orders/:id/hold': [
      {
        method: 'POST',
        path: `/api/admin/orders/${f.orderId}/hold`,
        as: 'admin',
        // Well-formed, but the fixture order is not on hold.
        accepts: 409,
        valid: { decision: 'release', note: 'Checked with the customer' },
        optional: ['note'],
      },
    ],
    'POST /api/admin/products': [
      {
        method: 'POST',
        path: '/api/admin/products',
        as: 'admin',
        accepts: 201,
        valid: PRODUCT,
        formatted: ['handle'],
      },
    ],
    'PUT /api/admin/products/:id': [
      {
        method: 'PUT',
        path: `/api/admin/products/${ids.productId}`,
        as: 'admin',
        accepts: 200,
        valid: {
          ...PRODUCT,
          handle: 'bad-input-fixture',
          title: 'Bad-input fixture, renamed',
          collectionIds: [ids.fromCollectionId],
        },
        optional: ['collectionIds'],
        formatted: ['handle'],
      },
    ],
    'DELETE /api/admin/products/:id': null, // no body; bad ids are covered below
    'POST /api/admin/shop-order': [
      {
        method: 'POST',
        path: '/api/admin/shop-order',
        as: 'admin',
        accepts: 200,
        valid: { items: ids.shopItems },
      },
    ],
    'POST /api/admin/collections/:id/order': [
      {
        method: 'POST',
        path: `/api/admin/collections/${ids.toCollectionId}/order`,
        as: 'admin',
        accepts: 200,
        valid: { items: ids.collectionItems },
      },
    ],
    'POST /api/admin/move-product': [
      {
        method: 'POST',
        path: '/api/admin/move-product',
        as: 'admin',
        accepts: 200,
        valid: {
          product_id: ids.productId,
          from_collection_id: ids.fromCollectionId,
          to_collection_id: ids.toCollectionId,
        },
        idFields: ['product_id', 'from_collection_id', 'to_collection_id'],
      },
    ],
    'POST /api/admin/export': null, // takes no body
    'POST /api/admin/shopify/connect': null, // takes no body
    'PUT /api/admin/customers/:id/notes': [
      {
        method: 'PUT',
        path: `/api/admin/customers/${f.customer.userId}/notes`,
        as: 'admin',
        accepts: 200,
        valid: { note: 'Prefers Royal Mail.', tags: ['vip'] },
      },
    ],
    'POST /api/admin/customers/segments': [
      {
        method: 'POST',
        path: '/api/admin/customers/segments',
        as: 'admin',
        accepts: 201,
        valid: { name: 'Bad-input VIPs', filter: { tag: 'vip', subscription: 'active' } },
        formatted: ['filter'],
      },
    ],
    'DELETE /api/admin/customers/segments/:segmentId': null, // no body; the id names the segment
    'POST /api/admin/customers/:id/erase': [
      {
        method: 'POST',
        // Well-formed, but no such customer: nobody is erased by this table.
        path: '/api/admin/customers/no-such-customer/erase',
        as: 'admin',
        accepts: 404,
        valid: { confirmEmail: 'nobody@example.co.uk' },
      },
    ],
    'POST /api/admin/staff': [
      {
        method: 'POST',
        path: '/api/admin/staff',
        as: 'admin',
        // Well-formed, but no account has this email.
        accepts: 404,
        valid: { email: 'nobody-here@example.co.uk', role: 'staff' },
        formatted: ['role'],
      },
    ],
    'DELETE /api/admin/staff/:userId': null, // no body; the id names the member
    'POST /api/admin/staff/invitations': [
      {
        method: 'POST',
        path: '/api/admin/staff/invitations',
        as: 'admin',
        accepts: 201,
        valid: { email: 'invited-by-bad-input@example.co.uk', role: 'fulfilment' },
        formatted: ['role'],
      },
    ],
    'DELETE /api/admin/staff/invitations/:id': null, // no body; the id names the invitation
    'POST /api/staff-invitations/lookup': [
      {
        method: 'POST',
        path: '/api/staff-invitations/lookup',
        as: 'visitor',
        // Well-formed, but no invitation has this token.
        accepts: 404,
        valid: { token: 'no-such-invitation-token-0123456789abcdef' },
        formatted: ['token'],
      },
    ],
    'POST /api/staff-invitations/accept': [
      {
        method: 'POST',
        path: '/api/staff-invitations/accept',
        as: 'visitor',
        // Well-formed, but no invitation has this token: nobody is created by this table.
        accepts: 404,
        valid: {
          token: 'no-such-invitation-token-0123456789abcdef',
          firstName: 'Nia',
          lastName: 'Evans',
          password: 'Invitee-own-pass-31',
        },
        optional: ['firstName', 'lastName', 'password'],
        formatted: ['token'],
      },
    ],
    'PUT /api/admin/staff/:userId/role': [
      {
        method: 'PUT',
        path: '/api/admin/staff/no-such-user/role',
        as: 'admin',
        // Well-formed, but that account is not staff.
        accepts: 404,
        valid: { role: 'staff' },
        formatted: ['role'],
      },
    ],
    'POST /api/admin/subscriptions/manage': [
      {
        method: 'POST',
        path: '/api/admin/subscriptions/manage',
        as: 'admin',
        // Well-formed, but there is no subscription with this id.
        accepts: 404,
        valid: { subscriptionId: '0b5c3f2e-8d1a-4c6b-9e7f-1a2b3c4d5e6f', action: 'pause' },
        formatted: ['subscriptionId', 'action'],
      },
    ],
    'POST /api/reviews/product/:handle': [
      {
        method: 'POST',
        path: '/api/reviews/product/black-seed-oil',
        as: 'customer',
        // Well-formed, but the fixture customer has no delivered order of the product.
        accepts: 403,
        valid: { rating: 5, title: 'Lovely oil', body: 'Fresh and peppery, arrived quickly.' },
      },
    ],
    'POST /api/admin/reviews/:id/status': [
      {
        method: 'POST',
        path: '/api/admin/reviews/0b5c3f2e-8d1a-4c6b-9e7f-1a2b3c4d5e6f/status',
        as: 'admin',
        // Well-formed, but there is no review with this id.
        accepts: 404,
        valid: { status: 'approved' },
        formatted: ['status'],
      },
    ],
    'POST /api/stock/notify': [
      {
        method: 'POST',
        path: '/api/stock/notify',
        as: 'visitor',
        // Well-formed, but no product option has this id.
        accepts: 404,
        valid: { variantId: '0b5c3f2e-8d1a-4c6b-9e7f-1a2b3c4d5e6f', email: 'wait@example.co.uk' },
        formatted: ['variantId'],
      },
    ],
    'POST /api/admin/inventory/sync': null, // takes no body
    // Its refusals (negative, fractional, missing, stale) are in src/server/stock/set-stock.test.ts.
    'PUT /api/admin/inventory/variants/:id': null,
    // Its refusals (empty choice, unknown products) are in src/server/admin/bulk-publish.test.ts.
    'POST /api/admin/products/publication': null,
    'POST /api/admin/images': null, // a raw image body: src/server/media/uploads.test.ts
    'POST /api/admin/orders-reconciliation': null, // takes no body
    // Purchase intents are a discriminated union per line: their bad input (unknown variant,
    // option or plan, quantity 0, negative, fractional, over the cap, wrong kind) is tested line
    // by line, with the exact messages, in src/server/checkout/checkout-money.test.ts.
    'POST /api/cart/price': null,
    'POST /api/checkout': null,
    'POST /api/webhooks/shopify/orders-create': null, // HMAC first: src/server/webhooks tests
    'POST /api/webhooks/shopify/subscriptions': null, // HMAC first: src/server/subscriptions tests
    'POST /api/webhooks/shopify/privacy': null, // HMAC first: src/server/webhooks tests
    'POST /api/webhooks/shopify/inventory': null, // HMAC first: src/server/webhooks tests
  };
}

// The run-time half of the API contract (src/core/api/contract.ts): for every endpoint whose
// entry names a body schema, the zod schema itself, keyed by the same 'METHOD /path'. The server's
// routes read their bodies through it (`readBody(c, endpoint)`, src/server/http/contract.ts), so
// the body type the web's `api()` sends and the check the route makes have one source.
//
// Kept apart from contract.ts, which stays types only: the browser imports the contract's types
// and must not pull every schema of the API into its bundle. src/web never imports this file
// (src/web/lib/api-contract-usage.test.ts). docs/decisions/138-contract-is-the-endpoint.md
import type { z } from 'zod';
import {
  returnDecisionSchema,
  returnReceivedSchema,
  returnRequestSchema,
} from '../returns/return-request';
import { deleteAccountSchema } from '../schemas/account-deletion';
import { notMeSchema } from '../schemas/account-security';
import { addressSchema } from '../schemas/address';
import {
  moveProductSchema,
  reorderCollectionSchema,
  reorderShopSchema,
} from '../schemas/catalogue-order';
import { contactSchema } from '../schemas/contact';
import { claimGuestOrdersSchema, requestGuestOrderCodeSchema } from '../schemas/guest-order-claim';
import { newsletterSchema } from '../schemas/newsletter';
import { createProductFormSchema } from '../schemas/product';
import { productPublicationSchema } from '../schemas/product-publication';
import { profileSchema } from '../schemas/profile';
import { reviewModerationSchema, reviewSchema } from '../schemas/review';
import {
  acceptStaffInvitationSchema,
  inviteStaffSchema,
  staffInvitationLookupSchema,
} from '../schemas/staff-invitation';
import { stockNotifySchema } from '../schemas/stock-notify';
import { manageSubscriptionSchema } from '../schemas/subscription';
import {
  addOneTimeItemSchema,
  orderNowSchema,
  subscriptionAddressSchema,
  swapSubscriptionItemSchema,
} from '../schemas/subscription-portal';
import { variantStockSchema } from '../schemas/variant-stock';
import { businessApplicationSchema, wholesaleApplicationSchema } from '../schemas/wholesale';
import { wholesaleDecisionSchema } from '../schemas/wholesale-decision';
import {
  addStaffSchema,
  customerEraseSchema,
  customerNotesSchema,
  customerSegmentSchema,
  staffRoleChangeSchema,
} from './admin-customers';
import {
  heldOrderDecisionSchema,
  orderStatusChangeSchema,
  refundRequestSchema,
} from './admin-orders';
import { checkoutRequestSchema, priceCartRequestSchema } from './checkout';
import type { ApiSchema, SchemaEndpoint } from './contract';
import { orderCancelRequestSchema } from './order-cancellation';
import { orderCommentSchema } from './order-timeline';

/**
 * What the map holds for an endpoint: the entry's schema, or a factory of it (the product form's,
 * which the shop's image hosts complete), or, for an endpoint that takes one of several bodies,
 * the entry's schemas by name.
 */
type SchemaSource<S> = S extends z.ZodType ? S | ((...args: never[]) => S) : S;

/** One schema source for every endpoint whose entry names a schema: a missing one fails tsc. */
export type ContractSchemas = { [K in SchemaEndpoint]: SchemaSource<ApiSchema<K>> };

export const contractSchemas = {
  'POST /api/not-me': notMeSchema,
  'POST /api/contact': contactSchema,
  'POST /api/newsletter': newsletterSchema,
  'POST /api/stock/notify': stockNotifySchema,

  'POST /api/cart/price': priceCartRequestSchema,
  'POST /api/checkout': checkoutRequestSchema,

  'POST /api/reviews/product/:handle': reviewSchema,

  'PUT /api/account/profile': profileSchema,
  'POST /api/account/addresses': addressSchema,
  'PUT /api/account/addresses/:id': addressSchema,
  'POST /api/account/guest-orders/claim-code': requestGuestOrderCodeSchema,
  'POST /api/account/guest-orders/claim': claimGuestOrdersSchema,
  'POST /api/account/manage-subscription': manageSubscriptionSchema,
  'POST /api/account/delete': deleteAccountSchema,
  'POST /api/account/subscriptions/:id/swap': swapSubscriptionItemSchema,
  'POST /api/account/subscriptions/:id/order-now': orderNowSchema,
  'POST /api/account/subscriptions/:id/one-time-items': addOneTimeItemSchema,
  'POST /api/account/subscriptions/:id/address': subscriptionAddressSchema,

  'POST /api/wholesale/applications': {
    customer: businessApplicationSchema,
    visitor: wholesaleApplicationSchema,
  },

  'POST /api/admin/applications/:id/status': wholesaleDecisionSchema,
  'POST /api/admin/products': createProductFormSchema,
  'PUT /api/admin/products/:id': createProductFormSchema,
  'POST /api/admin/products/publication': productPublicationSchema,
  'POST /api/admin/collections/:id/order': reorderCollectionSchema,
  'POST /api/admin/shop-order': reorderShopSchema,
  'POST /api/admin/move-product': moveProductSchema,
  'PUT /api/admin/inventory/variants/:id': variantStockSchema,
  'POST /api/admin/orders/:id/comments': orderCommentSchema,
  'POST /api/admin/orders/:id/status': orderStatusChangeSchema,
  'POST /api/admin/orders/:id/hold': heldOrderDecisionSchema,
  'POST /api/admin/orders/:id/cancel': orderCancelRequestSchema,
  'POST /api/admin/orders/:id/refunds': refundRequestSchema,
  'POST /api/admin/subscriptions/manage': manageSubscriptionSchema,
  'POST /api/admin/customers/segments': customerSegmentSchema,
  'PUT /api/admin/customers/:id/notes': customerNotesSchema,
  'POST /api/admin/customers/:id/erase': customerEraseSchema,
  'POST /api/admin/staff': addStaffSchema,
  'PUT /api/admin/staff/:userId/role': staffRoleChangeSchema,
  'POST /api/admin/staff/invitations': inviteStaffSchema,
  'POST /api/staff-invitations/lookup': staffInvitationLookupSchema,
  'POST /api/staff-invitations/accept': acceptStaffInvitationSchema,
  'POST /api/admin/reviews/:id/status': reviewModerationSchema,
  'POST /api/account/orders/:id/returns': returnRequestSchema,
  'POST /api/admin/returns/:id/decision': returnDecisionSchema,
  'POST /api/admin/returns/:id/received': returnReceivedSchema,
} satisfies ContractSchemas;

export type ContractSchemaMap = typeof contractSchemas;

/** The schema a map entry gives (a factory's product). */
type Built<V> = V extends (...args: never[]) => infer S ? S : V;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/**
 * Endpoints whose map entry is not exactly the entry's schema: `satisfies` above lets a schema
 * with more fields stand for one with fewer (zod's types are structural), this does not.
 */
type Mismatched = {
  [K in SchemaEndpoint]: Same<Built<ContractSchemaMap[K]>, ApiSchema<K>> extends true ? never : K;
}[SchemaEndpoint];
export const everySchemaIsTheEntrys: [Mismatched] extends [never] ? true : Mismatched = true;

// The shop's JSON API as one typed contract, shared by the browser's client
// (src/web/lib/api-client.ts, `api(endpoint, …)`) and the server's routes
// (src/server/http/contract.ts, `answer(c, endpoint, body)`): each endpoint, named
// 'METHOD /path' with `:name` path parameters, maps to the body it takes, the query parameters
// it reads, the status of its success answer and the answer's type. The web infers the answer
// from the key instead of asserting it; the server's answer fails to type-check when it is not
// the entry's. Types only: nothing of this file reaches the browser bundle.
// docs/decisions/102-typed-api-contract.md

import type { z } from 'zod';
import type { PAYMENT_UNAVAILABLE_CODE } from '../cart/checkout-rules';
import type { ShopRankings } from '../catalog/shop-view';
import type {
  AdminReturnsResponse,
  OrderReturnsResponse,
  ReturnResponse,
  returnDecisionSchema,
  returnReceivedSchema,
  returnRequestSchema,
} from '../returns/return-request';
import type { deleteAccountSchema } from '../schemas/account-deletion';
import type { notMeSchema } from '../schemas/account-security';
import type { addressSchema } from '../schemas/address';
import type {
  moveProductSchema,
  reorderCollectionSchema,
  reorderShopSchema,
} from '../schemas/catalogue-order';
import type { contactSchema } from '../schemas/contact';
import type {
  claimGuestOrdersSchema,
  requestGuestOrderCodeSchema,
} from '../schemas/guest-order-claim';
import type { newsletterSchema } from '../schemas/newsletter';
import type { productFormSchema } from '../schemas/product';
import type {
  ProductPublicationResponse,
  productPublicationSchema,
} from '../schemas/product-publication';
import type { profileSchema } from '../schemas/profile';
import type { reviewModerationSchema, reviewSchema } from '../schemas/review';
import type {
  acceptStaffInvitationSchema,
  inviteStaffSchema,
  StaffInvitationAcceptedResponse,
  StaffInvitationLookupResponse,
  StaffInvitationsResponse,
  staffInvitationLookupSchema,
} from '../schemas/staff-invitation';
import type { stockNotifySchema } from '../schemas/stock-notify';
import type { manageSubscriptionSchema } from '../schemas/subscription';
import type {
  addOneTimeItemSchema,
  orderNowSchema,
  subscriptionAddressSchema,
  swapSubscriptionItemSchema,
} from '../schemas/subscription-portal';
import type { variantStockSchema } from '../schemas/variant-stock';
import type { businessApplicationSchema, wholesaleApplicationSchema } from '../schemas/wholesale';
import type { wholesaleDecisionSchema } from '../schemas/wholesale-decision';
import type { ADMIN_ROUTE_PERMISSIONS } from '../staff/route-permissions';
import type { VitalsReportResponse } from '../vitals';
import type {
  AccountDeletionPlanResponse,
  AddressesResponse,
  AddressResponse,
  GuestOrderCodeResponse,
  GuestOrdersClaimedResponse,
  OrdersResponse,
  PaymentUpdateEmailResponse,
  ProfileResponse,
  SecurityResponse,
  SubscriptionPortalOptionsResponse,
  SubscriptionResponse,
  SubscriptionsResponse,
} from './account';
import type { AccountDataExport, DeleteAccountResponse, NotMeResponse } from './account-data';
import type {
  AdminApplicationsResponse,
  AdminCollectionsResponse,
  AdminOrderingResponse,
  AdminOrdersResponse,
  AdminProductResponse,
  AdminProductsResponse,
} from './admin';
import type {
  AdminCustomerProfileResponse,
  AdminCustomersResponse,
  AdminStaffResponse,
  addStaffSchema,
  CustomerEraseResponse,
  CustomerFilter,
  CustomerSegmentsResponse,
  customerEraseSchema,
  customerNotesSchema,
  customerSegmentSchema,
  staffRoleChangeSchema,
} from './admin-customers';
import type {
  AdminOrderDetailResponse,
  heldOrderDecisionSchema,
  orderStatusChangeSchema,
  refundRequestSchema,
} from './admin-orders';
import type { AdminSubscriptionFilter, AdminSubscriptionsResponse } from './admin-subscriptions';
import type { AuditLogResponse, auditQuerySchema } from './audit';
import type {
  CheckoutResponse,
  CheckoutStatusResponse,
  checkoutRequestSchema,
  PriceCartResponse,
  PriceChangedResponse,
  priceCartRequestSchema,
} from './checkout';
import type {
  InventorySyncResult,
  InventorySyncStatusResponse,
  VariantStockResponse,
} from './inventory';
import type { orderCancelRequestSchema } from './order-cancellation';
import type { OrderTimelineResponse, orderCommentSchema } from './order-timeline';
import type { OrderReconciliationStatusResponse } from './reconciliation';
import type { DashboardResponse, SubscriptionsReportResponse, VatReportResponse } from './reports';
import type {
  AdminReviewsResponse,
  CreateReviewResponse,
  ProductReviewsResponse,
  ReviewEligibilityResponse,
  ReviewStatusDto,
} from './reviews';
import type { SearchResponse } from './search';
import type { ShopifyConnectReportDto } from './shopify-connect';
import type {
  CollectionListResponse,
  CollectionProductsResponse,
  MeResponse,
  ProductDetailResponse,
  ProductListResponse,
  StoreConfigDto,
  TradeReorderResponse,
  WholesaleProductsResponse,
} from './store-types';
import type { ImageUploadResponse } from './uploads';
import type { WholesaleApplicationResponse, WholesaleApplicationSubmitted } from './wholesale';

/** What the server's schema accepts (the request body's type). */
type BodyOf<Schema extends z.ZodType> = z.input<Schema>;

/** Query parameters an endpoint reads, all optional strings (the server validates them). */
type Query<Name extends string> = Partial<Record<Name, string>>;

/**
 * Takes the schema's body and answers 200 with `Response`. `schema` names the zod schema the
 * route validates the body with: the server's map (contract-schemas.ts) must hold exactly it, and
 * the route reads the body through that map (`readBody(c, endpoint)`), so the type the web sends
 * and the check the server makes have one source.
 */
type Takes<Schema extends z.ZodType, Response> = {
  body: BodyOf<Schema>;
  schema: Schema;
  response: Response;
};

/** Takes the schema's body and answers 201 (created) with `Response`. */
type Creates<Schema extends z.ZodType, Response> = {
  body: BodyOf<Schema>;
  schema: Schema;
  status: 201;
  response: Response;
};

/** The API's refusal (src/server/http/errors.ts): `{ error: { code, message, fields? } }`. */
export type Refusal<Code extends string = string> = {
  error: { code: Code; message: string; fields?: Record<string, string[]> };
};

/**
 * 400 of a body the entry's schema refuses (`validation_failed`, the schema's messages by field
 * path), of JSON that does not parse (`invalid_json`); 415 of another content type.
 */
export type ValidationRefused = Refusal<'validation_failed' | 'invalid_json'>;

/** 429 of a rate-limited endpoint, sent with Retry-After. */
export type RateLimited = Refusal<'rate_limited'>;

/** 403 of a route that needs a fresh second factor (src/server/auth/step-up.ts). */
export type StepUpRequired = Refusal<'step_up_required'>;

/** A rate-limited endpoint taking a body: its schema's 400 and the limit's 429. */
type Limited = { errors: { 400: ValidationRefused; 429: RateLimited } };

/** A route behind `requireStepUp`: 403 `step_up_required` until the second factor is verified. */
type SteppedUp = { errors: { 403: StepUpRequired } };

/** The statuses a contract entry may list refusals for. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 415 | 422 | 429 | 502 | 503;

/** Answers 204 with no body. */
type NoContent = { status: 204; response: undefined };

/** The reports' period: a named one, or from and to dates. */
type PeriodQuery = Query<'period' | 'from' | 'to'>;

/** Asks Shopify to email the customer a link to update their card (the customer or staff). */
type SendsPaymentUpdateEmail = {
  body: Record<string, never>;
  status: 202;
  response: PaymentUpdateEmailResponse;
};

/**
 * One endpoint: `response` is the JSON of its success answer (`void`: 204, no body), `status` the
 * success status when it is not 200, `body` the JSON it takes, `query` the parameters it reads.
 */
export type ContractEntry = {
  response: unknown;
  status?: 201 | 202 | 204;
  body?: unknown;
  /** The zod schema the route validates the body with (types only here; see `Takes`). */
  schema?: z.ZodType | Record<string, z.ZodType>;
  query?: Query<string>;
  /**
   * The refusals the browser handles, by status: the body each answers. The web reads one with
   * `refusalOf(error, endpoint, status)`; the server answers one with `refuse(c, endpoint, …)`.
   */
  errors?: Partial<Record<RefusalStatus, Refusal>>;
};

export type ApiContract = {
  // ---- session, store, search --------------------------------------------------------------
  'GET /api/me': { response: MeResponse };
  'POST /api/not-me': Takes<typeof notMeSchema, NotMeResponse>;
  'GET /api/store/config': { response: StoreConfigDto };
  'GET /api/store/collections': { response: CollectionListResponse };
  'GET /api/store/collections/:handle/products': { response: CollectionProductsResponse };
  'GET /api/store/products': { query: Query<'type' | 'limit'>; response: ProductListResponse };
  'GET /api/store/products/:handle': { response: ProductDetailResponse };
  'GET /api/store/rankings': { response: ShopRankings };
  'GET /api/search': {
    query: Query<'q' | 'limit' | 'kind' | 'diet'>;
    response: SearchResponse;
  };
  'POST /api/contact': Creates<typeof contactSchema, { ok: true; id: string }> & Limited;
  'POST /api/newsletter': Takes<typeof newsletterSchema, { ok: true }> & Limited;
  'POST /api/stock/notify': Creates<typeof stockNotifySchema, { ok: true; message: string }> &
    Limited;

  // ---- cart pricing and checkout: the money endpoints (docs/decisions/138-…) -------------------
  /** The server's figures for the cart's purchase intents (the browser never sends a price). */
  'POST /api/cart/price': Takes<typeof priceCartRequestSchema, PriceCartResponse> & {
    errors: { 400: ValidationRefused };
  };
  /**
   * Re-prices the intents and hands a server-built cart to Shopify: the hosted checkout's URL,
   * or 409 PRICE_CHANGED with the fresh figures when the drawer showed another total.
   */
  'POST /api/checkout': Takes<typeof checkoutRequestSchema, CheckoutResponse> & {
    errors: {
      /** A refused body, or a cart with problems (`fields` by line) or a refused discount code. */
      400: ValidationRefused | Refusal<'CHECKOUT_BLOCKED'>;
      /** Trade-only products in the cart of someone who is not an approved trade account. */
      403: Refusal<'TRADE_ONLY'>;
      409: PriceChangedResponse;
      429: RateLimited;
      502: Refusal<'CHECKOUT_FAILED'>;
      /** Shopify is down or throttling (docs/decisions/132-shopify-outage.md); the basket stays. */
      503: Refusal<typeof PAYMENT_UNAVAILABLE_CODE | 'service_unavailable'>;
    };
  };
  /** Whether the checkout this browser started (its token) became an order. */
  'GET /api/cart/checkout-status/:token': {
    response: CheckoutStatusResponse;
    errors: { 400: ValidationRefused };
  };

  // ---- reviews -------------------------------------------------------------------------------
  'GET /api/reviews/product/:handle': { response: ProductReviewsResponse };
  'GET /api/reviews/eligibility/:handle': { response: ReviewEligibilityResponse };
  'POST /api/reviews/product/:handle': Creates<typeof reviewSchema, CreateReviewResponse> & Limited;

  // ---- account -------------------------------------------------------------------------------
  'GET /api/account/profile': { response: ProfileResponse };
  'PUT /api/account/profile': Takes<typeof profileSchema, ProfileResponse>;
  'GET /api/account/addresses': { response: AddressesResponse };
  'POST /api/account/addresses': Creates<typeof addressSchema, AddressResponse>;
  'PUT /api/account/addresses/:id': Takes<typeof addressSchema, AddressResponse>;
  'POST /api/account/addresses/:id/default': { response: AddressesResponse };
  'DELETE /api/account/addresses/:id': NoContent;
  'GET /api/account/orders': { response: OrdersResponse };
  'GET /api/account/orders/:id/returns': { response: OrderReturnsResponse };
  'POST /api/account/orders/:id/returns': Creates<typeof returnRequestSchema, ReturnResponse>;
  'POST /api/account/guest-orders/claim-code': Takes<
    typeof requestGuestOrderCodeSchema,
    GuestOrderCodeResponse
  >;
  'POST /api/account/guest-orders/claim': Takes<
    typeof claimGuestOrdersSchema,
    GuestOrdersClaimedResponse
  >;
  'GET /api/account/subscriptions': { response: SubscriptionsResponse };
  'POST /api/account/manage-subscription': Takes<
    typeof manageSubscriptionSchema,
    SubscriptionResponse
  >;
  'GET /api/account/security': { response: SecurityResponse };
  'GET /api/account/deletion-plan': { response: AccountDeletionPlanResponse };
  'POST /api/account/delete': Takes<typeof deleteAccountSchema, DeleteAccountResponse> & SteppedUp;
  'GET /api/account/subscriptions/:id/options': { response: SubscriptionPortalOptionsResponse };
  'POST /api/account/subscriptions/:id/swap': Takes<
    typeof swapSubscriptionItemSchema,
    SubscriptionResponse
  >;
  'POST /api/account/subscriptions/:id/order-now': Takes<
    typeof orderNowSchema,
    SubscriptionResponse
  >;
  'POST /api/account/subscriptions/:id/one-time-items': Takes<
    typeof addOneTimeItemSchema,
    SubscriptionResponse
  >;
  'POST /api/account/subscriptions/:id/address': Takes<
    typeof subscriptionAddressSchema,
    SubscriptionResponse
  >;
  'POST /api/account/subscriptions/:id/payment-method-email': SendsPaymentUpdateEmail;

  // ---- wholesale -----------------------------------------------------------------------------
  'GET /api/wholesale/application': { response: WholesaleApplicationResponse };
  /** A signed-in customer sends the business's answers only; a visitor also their account's. */
  'POST /api/wholesale/applications': {
    body: BodyOf<typeof wholesaleApplicationSchema> | BodyOf<typeof businessApplicationSchema>;
    schema: {
      customer: typeof businessApplicationSchema;
      visitor: typeof wholesaleApplicationSchema;
    };
    status: 201;
    response: WholesaleApplicationSubmitted;
    errors: { 400: ValidationRefused; 429: RateLimited };
  };
  'GET /api/wholesale/products': { response: WholesaleProductsResponse };
  'GET /api/wholesale/orders/:id/reorder': { response: TradeReorderResponse };

  // ---- admin: applications, products, collections ------------------------------------------
  'GET /api/admin/applications': { response: AdminApplicationsResponse };
  'POST /api/admin/applications/:id/status': Takes<
    typeof wholesaleDecisionSchema,
    { application: { id: string; status: string } }
  >;
  'GET /api/admin/products': { query: Query<'search'>; response: AdminProductsResponse };
  'GET /api/admin/products/:id': { response: AdminProductResponse };
  'POST /api/admin/products': Creates<typeof productFormSchema, AdminProductResponse>;
  'PUT /api/admin/products/:id': Takes<typeof productFormSchema, AdminProductResponse>;
  'DELETE /api/admin/products/:id': NoContent;
  'POST /api/admin/products/publication': Takes<
    typeof productPublicationSchema,
    ProductPublicationResponse
  >;
  'GET /api/admin/collections': { response: AdminCollectionsResponse };
  'GET /api/admin/collections/:id/products': { response: AdminOrderingResponse };
  'POST /api/admin/collections/:id/order': Takes<typeof reorderCollectionSchema, { ok: true }>;
  'GET /api/admin/shop-order': { response: AdminOrderingResponse };
  'POST /api/admin/shop-order': Takes<typeof reorderShopSchema, { ok: true }>;
  'POST /api/admin/move-product': Takes<typeof moveProductSchema, { ok: true }>;
  'POST /api/admin/images': {
    /** The image's bytes, sent as they are (not JSON). */
    body: Blob;
    status: 201;
    response: ImageUploadResponse;
  };
  'PUT /api/admin/inventory/variants/:id': Takes<typeof variantStockSchema, VariantStockResponse>;
  'GET /api/admin/inventory/sync': { response: InventorySyncStatusResponse };
  'POST /api/admin/inventory/sync': { response: InventorySyncResult };
  'POST /api/admin/shopify/connect': { response: ShopifyConnectReportDto };

  // ---- admin: orders -------------------------------------------------------------------------
  'GET /api/admin/orders': {
    query: Query<'q' | 'status' | 'from' | 'to' | 'page'>;
    response: AdminOrdersResponse;
  };
  'GET /api/admin/orders/:id': { response: AdminOrderDetailResponse };
  'GET /api/admin/orders/:id/timeline': { response: OrderTimelineResponse };
  'POST /api/admin/orders/:id/comments': Creates<typeof orderCommentSchema, OrderTimelineResponse>;
  'POST /api/admin/orders/:id/status': Takes<
    typeof orderStatusChangeSchema,
    AdminOrderDetailResponse
  >;
  'POST /api/admin/orders/:id/hold': Takes<
    typeof heldOrderDecisionSchema,
    AdminOrderDetailResponse
  >;
  'POST /api/admin/orders/:id/cancel': Takes<
    typeof orderCancelRequestSchema,
    AdminOrderDetailResponse
  >;
  'POST /api/admin/orders/:id/refunds': Creates<
    typeof refundRequestSchema,
    AdminOrderDetailResponse
  >;
  'GET /api/admin/returns': { response: AdminReturnsResponse };
  'POST /api/admin/returns/:id/decision': Takes<typeof returnDecisionSchema, ReturnResponse>;
  'POST /api/admin/returns/:id/received': Takes<typeof returnReceivedSchema, ReturnResponse>;
  'GET /api/admin/orders-reconciliation': { response: OrderReconciliationStatusResponse };
  'POST /api/admin/orders-reconciliation': { response: OrderReconciliationStatusResponse };

  // ---- admin: subscriptions, customers, staff -----------------------------------------------
  'GET /api/admin/subscriptions': {
    query: Partial<Record<'email' | 'dueBy', string>> & { status?: AdminSubscriptionFilter };
    response: AdminSubscriptionsResponse;
  };
  'POST /api/admin/subscriptions/manage': Takes<
    typeof manageSubscriptionSchema,
    SubscriptionResponse
  >;
  'POST /api/admin/subscriptions/:id/payment-method-email': SendsPaymentUpdateEmail;
  'GET /api/admin/customers': {
    query: Query<keyof CustomerFilter | 'segment' | 'sort' | 'page'>;
    response: AdminCustomersResponse;
  };
  'GET /api/admin/customers/segments': { response: CustomerSegmentsResponse };
  'POST /api/admin/customers/segments': Creates<
    typeof customerSegmentSchema,
    CustomerSegmentsResponse
  >;
  'DELETE /api/admin/customers/segments/:segmentId': { response: CustomerSegmentsResponse };
  'GET /api/admin/customers/:id': { response: AdminCustomerProfileResponse };
  'PUT /api/admin/customers/:id/notes': Takes<
    typeof customerNotesSchema,
    AdminCustomerProfileResponse
  >;
  /** The customer's data as a download (the GDPR export, saved as it comes). */
  'GET /api/admin/customers/:id/export': { response: AccountDataExport } & SteppedUp;
  'POST /api/admin/customers/:id/erase': Takes<typeof customerEraseSchema, CustomerEraseResponse> &
    SteppedUp;
  'GET /api/admin/staff': { response: AdminStaffResponse };
  'POST /api/admin/staff': Creates<typeof addStaffSchema, AdminStaffResponse> & SteppedUp;
  'PUT /api/admin/staff/:userId/role': Takes<typeof staffRoleChangeSchema, AdminStaffResponse> &
    SteppedUp;
  'DELETE /api/admin/staff/:userId': { response: AdminStaffResponse } & SteppedUp;
  'GET /api/admin/staff/invitations': { response: StaffInvitationsResponse };
  'POST /api/admin/staff/invitations': Creates<typeof inviteStaffSchema, StaffInvitationsResponse> &
    SteppedUp;
  'DELETE /api/admin/staff/invitations/:id': { response: StaffInvitationsResponse } & SteppedUp;
  'POST /api/staff-invitations/lookup': Takes<
    typeof staffInvitationLookupSchema,
    StaffInvitationLookupResponse
  >;
  'POST /api/staff-invitations/accept': Takes<
    typeof acceptStaffInvitationSchema,
    StaffInvitationAcceptedResponse
  >;

  // ---- admin: reviews, audit, reports, vitals -----------------------------------------------
  'GET /api/admin/reviews': { query: Query<'status'>; response: AdminReviewsResponse };
  'POST /api/admin/reviews/:id/status': Takes<
    typeof reviewModerationSchema,
    { review: { id: string; status: ReviewStatusDto } }
  >;
  'GET /api/admin/audit': {
    query: Query<keyof z.input<typeof auditQuerySchema> & string>;
    response: AuditLogResponse;
  };
  'GET /api/admin/reports/dashboard': {
    query: PeriodQuery;
    response: DashboardResponse;
  };
  'GET /api/admin/reports/subscriptions': { response: SubscriptionsReportResponse };
  'GET /api/admin/reports/vat': {
    query: PeriodQuery;
    response: VatReportResponse;
  };
  'GET /api/admin/vitals': { response: VitalsReportResponse };
};

/** Every endpoint's key, e.g. 'GET /api/me'. */
export type ApiEndpoint = keyof ApiContract;

type EntryOf<K extends ApiEndpoint> = ApiContract[K];

/** The JSON of the endpoint's success answer. */
export type ApiResponse<K extends ApiEndpoint> = EntryOf<K>['response'];

/** The JSON body the endpoint takes (never: it takes none). */
export type ApiBody<K extends ApiEndpoint> = EntryOf<K> extends { body: infer B } ? B : never;

/** The query parameters the endpoint reads (never: it reads none). */
export type ApiQuery<K extends ApiEndpoint> = EntryOf<K> extends { query: infer Q } ? Q : never;

/** The status of the endpoint's success answer. */
export type ApiStatus<K extends ApiEndpoint> = EntryOf<K> extends { status: infer S } ? S : 200;

/** The path of an endpoint's key: 'GET /api/x/:id' → '/api/x/:id'. */
export type ApiPath<K extends ApiEndpoint> = K extends `${string} ${infer P}` ? P : never;

/** The `:name` parameters of a path as an object of strings. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [N in Name]: string } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [N in Name]: string }
    : Record<never, never>;

/** The statuses of the refusals the endpoint's entry lists. */
export type ApiRefusalStatus<K extends ApiEndpoint> =
  EntryOf<K> extends { errors: infer E } ? keyof E & RefusalStatus : never;

/** The body of the endpoint's refusal at `S`. */
export type ApiRefusal<K extends ApiEndpoint, S extends ApiRefusalStatus<K>> =
  EntryOf<K> extends { errors: infer E } ? (S extends keyof E ? E[S] : never) : never;

/** Endpoints whose body the route validates with a zod schema the entry names. */
export type SchemaEndpoint = {
  [K in ApiEndpoint]: EntryOf<K> extends { schema: unknown } ? K : never;
}[ApiEndpoint];

/** The schema (or, for an endpoint that takes one of two bodies, the schemas) of an endpoint. */
export type ApiSchema<K extends SchemaEndpoint> =
  EntryOf<K> extends { schema: infer S } ? S : never;

/**
 * The staff permission a back-office endpoint needs (never: not a back-office endpoint): read
 * from the one table the server's guard reads (src/core/staff/route-permissions.ts), which must
 * name every admin entry of this contract.
 */
export type ApiPermission<K extends ApiEndpoint> = K extends keyof typeof ADMIN_ROUTE_PERMISSIONS
  ? (typeof ADMIN_ROUTE_PERMISSIONS)[K]
  : K extends `${string} /api/admin/reports/${string}`
    ? 'reports'
    : never;

/** Endpoints that take a body. */
export type BodyEndpoint = {
  [K in ApiEndpoint]: [ApiBody<K>] extends [never] ? never : K;
}[ApiEndpoint];

/** Endpoints whose answer is JSON (every one but the 204s). */
export type JsonEndpoint = {
  [K in ApiEndpoint]: ApiStatus<K> extends 204 ? never : K;
}[ApiEndpoint];

/** Endpoints that answer 204 with no body. */
export type EmptyEndpoint = Exclude<ApiEndpoint, JsonEndpoint>;

/** Compile-time check that every entry has the shape of a ContractEntry. */
type Check<T extends Record<string, ContractEntry>> = T;
export type CheckedContract = Check<ApiContract>;

import { STAFF_ROLES, type StaffRole } from '../staff/staff-roles';
import { z } from '../zod';
import type { OrderStatus, SubscriptionStatus, WholesaleStatus } from './statuses';

export const CUSTOMER_SORTS = ['spend', 'orders', 'last_order', 'joined'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const CUSTOMER_SORT_LABELS: Record<CustomerSort, string> = {
  spend: 'Lifetime spend',
  orders: 'Orders',
  last_order: 'Last order',
  joined: 'Joined',
};
export const CUSTOMERS_PAGE_SIZE = 25;

/** A customer's subscription status for the filter: their best subscription, or none. */
export const CUSTOMER_SUBSCRIPTION_FILTERS = ['active', 'paused', 'cancelled', 'none'] as const;
export type CustomerSubscriptionFilter = (typeof CUSTOMER_SUBSCRIPTION_FILTERS)[number];
/** Trade status for the filter: a rejected application counts as none. */
export const CUSTOMER_TRADE_FILTERS = ['approved', 'pending', 'none'] as const;
export type CustomerTradeFilter = (typeof CUSTOMER_TRADE_FILTERS)[number];

export const CUSTOMER_FILTER_MESSAGES = {
  tag: 'A tag has at most 40 characters.',
  minSpentPence: 'Minimum spend is a whole number of pence, 0 or more.',
  maxSpentPence: 'Maximum spend is a whole number of pence, 0 or more.',
  spendRange: 'Maximum spend cannot be less than the minimum spend.',
  lastOrderAfter: 'Last order after is a date (YYYY-MM-DD).',
  lastOrderBefore: 'Last order before is a date (YYYY-MM-DD).',
  dateRange: 'Last order after must be earlier than last order before.',
  noOrderInDays: 'Days without an order is a whole number from 1 to 3650.',
  subscription: 'Subscription status is active, paused, cancelled or none.',
  trade: 'Trade status is approved, pending or none.',
} as const;
const M = CUSTOMER_FILTER_MESSAGES;
/** £1bn: past any customer's spend, inside a safe integer. */
const MAX_PENCE = 100_000_000_000;

/** A count from a query string ('1500') or a saved segment (1500): a whole number. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/**
 * The customers list's filter (docs/decisions/131-customer-segments.md), from the query string
 * or a saved segment: search, tag, lifetime spend in pence (inclusive), the last order's London
 * day (after: on or after; before: strictly before), no order in the last N days (customers who
 * never ordered included), subscription and trade status. Every field optional; all combine.
 */
export const customerFilterFields = {
  search: z.string().trim().max(200).optional(),
  tag: z.string().trim().toLowerCase().min(1, M.tag).max(40, M.tag).optional(),
  minSpentPence: wholeNumber(M.minSpentPence, 0, MAX_PENCE).optional(),
  maxSpentPence: wholeNumber(M.maxSpentPence, 0, MAX_PENCE).optional(),
  lastOrderAfter: z.iso.date(M.lastOrderAfter).optional(),
  lastOrderBefore: z.iso.date(M.lastOrderBefore).optional(),
  noOrderInDays: wholeNumber(M.noOrderInDays, 1, 3650).optional(),
  subscription: z.enum(CUSTOMER_SUBSCRIPTION_FILTERS, M.subscription).optional(),
  trade: z.enum(CUSTOMER_TRADE_FILTERS, M.trade).optional(),
};
type FilterShape = {
  minSpentPence?: number | undefined;
  maxSpentPence?: number | undefined;
  lastOrderAfter?: string | undefined;
  lastOrderBefore?: string | undefined;
};
function checkRanges(filter: FilterShape, ctx: z.RefinementCtx) {
  const { minSpentPence: min, maxSpentPence: max } = filter;
  if (min !== undefined && max !== undefined && max < min) {
    ctx.addIssue({ code: 'custom', path: ['maxSpentPence'], message: M.spendRange });
  }
  const { lastOrderAfter: after, lastOrderBefore: before } = filter;
  if (after && before && after >= before) {
    ctx.addIssue({ code: 'custom', path: ['lastOrderAfter'], message: M.dateRange });
  }
}
export const customerFilterSchema = z
  .object(customerFilterFields)
  .strict()
  .superRefine(checkRanges);
export type CustomerFilter = z.infer<typeof customerFilterSchema>;
export const CUSTOMER_FILTER_KEYS = Object.keys(customerFilterFields) as (keyof CustomerFilter)[];

/**
 * GET /api/admin/customers: the filter (or a saved segment's, `segment`, with the query's own
 * fields on top), sorted (highest/newest first), paged. Strict: a misspelt filter is a 400, not
 * a list that silently ignores it.
 */
export const adminCustomersQuerySchema = z
  .object({
    ...customerFilterFields,
    segment: z.uuid('No such segment.').optional(),
    sort: z.enum(CUSTOMER_SORTS).default('spend'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .strict()
  .superRefine(checkRanges);
export type AdminCustomersQuery = z.infer<typeof adminCustomersQuerySchema>;
/** The CSV export: the same filter and segment, no sort or page. */
export const adminCustomersExportQuerySchema = z
  .object({ ...customerFilterFields, segment: z.uuid('No such segment.').optional() })
  .strict()
  .superRefine(checkRanges);

export const SEGMENT_NAME_MESSAGE = 'Name the segment (at most 60 characters).';
export const SEGMENT_NAME_TAKEN = 'A segment of that name exists already.';
/** POST /api/admin/customers/segments: the current filter, saved under a name. */
export const customerSegmentSchema = z
  .object({
    name: z.string().trim().min(1, SEGMENT_NAME_MESSAGE).max(60, SEGMENT_NAME_MESSAGE),
    filter: customerFilterSchema,
  })
  .strict();
export type CustomerSegmentRequest = z.input<typeof customerSegmentSchema>;
export type CustomerSegmentDto = {
  id: string;
  name: string;
  filter: CustomerFilter;
  createdAt: string;
  createdBy: string | null;
};
export type CustomerSegmentsResponse = { segments: CustomerSegmentDto[] };

export type AdminCustomerRowDto = {
  id: string;
  name: string;
  email: string;
  joinedAt: string;
  /** Paid orders not cancelled, less what was refunded (integer pence). */
  lifetimeSpendPence: number;
  orderCount: number;
  lastOrderAt: string | null;
  wholesaleStatus: WholesaleStatus | null;
  tags: string[];
};
export type AdminCustomersResponse = {
  customers: AdminCustomerRowDto[];
  total: number;
  page: number;
  pageSize: number;
};

export type AdminCustomerProfileDto = AdminCustomerRowDto & {
  firstName: string;
  lastName: string;
  phone: string | null;
  emailVerified: boolean;
  staffRole: StaffRole | null;
  addresses: { id: string; lines: string[]; isDefault: boolean }[];
  orders: {
    id: string;
    orderNumber: string;
    createdAt: string;
    status: OrderStatus;
    totalPence: number;
    refundedPence: number;
  }[];
  subscriptions: {
    id: string;
    status: SubscriptionStatus;
    frequencyDays: number;
    nextDeliveryDate: string;
    items: string;
  }[];
  reviews: {
    id: string;
    productTitle: string;
    rating: number;
    title: string;
    status: string;
    createdAt: string;
  }[];
  note: string;
};
export type AdminCustomerProfileResponse = { customer: AdminCustomerProfileDto };

const TAG = z
  .string()
  .trim()
  .min(1, 'A tag cannot be empty.')
  .max(40, 'A tag has at most 40 characters.');
export const customerNotesSchema = z
  .object({
    note: z.string().max(5000, 'Notes have at most 5,000 characters.'),
    tags: z.array(TAG).max(20, 'At most 20 tags.'),
  })
  .strict();
export type CustomerNotesRequest = z.infer<typeof customerNotesSchema>;

export const CUSTOMER_ERASE_MISMATCH = "Type the customer's email address to confirm.";
/** Erasure is confirmed by typing the customer's email. */
export const customerEraseSchema = z
  .object({ confirmEmail: z.email(CUSTOMER_ERASE_MISMATCH) })
  .strict();
export type CustomerEraseResponse = {
  erased: true;
  anonymisedOrders: number;
  cancelledSubscriptions: number;
};

export type AdminStaffMemberDto = {
  userId: string;
  name: string;
  email: string;
  role: StaffRole;
  hasSecondFactor: boolean;
  /** ISO time of their latest session's sign-in or refresh; null when they have none. */
  lastActiveAt: string | null;
};
export type AdminStaffResponse = { staff: AdminStaffMemberDto[] };
export const addStaffSchema = z
  .object({
    email: z.email('Enter the email address of their account.'),
    role: z.enum(STAFF_ROLES),
  })
  .strict();
export const staffRoleChangeSchema = z.object({ role: z.enum(STAFF_ROLES) }).strict();

import { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '../staff/staff-roles';
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

/** GET /api/admin/customers: search by name or email, sorted (highest/newest first), paged. */
export const adminCustomersQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  sort: z.enum(CUSTOMER_SORTS).default('spend'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminCustomersQuery = z.infer<typeof adminCustomersQuerySchema>;

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

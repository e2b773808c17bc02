import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  AddressDto,
  OrderDto,
  ProfileAddressDto,
  ProfileDto,
  SubscriptionDto,
} from '../../core/api/account';
import { parsePence } from '../../core/money';
import type { AddressValues } from '../../core/schemas/address';
import { buildProfileRecord, type ProfileValues } from '../../core/schemas/profile';
import type { ManageSubscriptionBody, SubscriptionAction } from '../../core/schemas/subscription';
import type { Database } from '../db/client';
import { addresses, type PostalAddress, profiles } from '../db/schema/account';
import { users } from '../db/schema/auth';
import { products, productVariants } from '../db/schema/catalog';
import { orderItems, orders, subscriptionItems, subscriptions } from '../db/schema/orders';
import { AppError } from '../http/errors';

const NOT_FOUND = {
  address: 'Address not found',
  order: 'Order not found',
  subscription: 'Subscription not found',
} as const;

// ---------------------------------------------------------------- profile

function toProfileAddress(value: PostalAddress | null | undefined): ProfileAddressDto {
  return {
    address1: value?.address1 ?? '',
    address2: value?.address2 ?? '',
    city: value?.city ?? '',
    province: value?.province ?? '',
    country: value?.country ?? '',
    zip: value?.zip ?? '',
  };
}

export async function findProfile(
  db: Database,
  viewer: { userId: string; email: string },
): Promise<ProfileDto> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, viewer.userId));
  return {
    email: viewer.email,
    firstName: row?.firstName ?? '',
    lastName: row?.lastName ?? '',
    phone: row?.phone ?? '',
    billingAddress: toProfileAddress(row?.billingAddress),
    shippingAddress: toProfileAddress(row?.shippingAddress),
    emailOptIn: row?.emailOptIn ?? false,
    smsOptIn: row?.smsOptIn ?? false,
  };
}

/** Saves the profile (shipping copies billing when sameAsBilling) and the user's display name. */
export async function updateProfile(
  db: Database,
  viewer: { userId: string; email: string },
  values: ProfileValues,
): Promise<ProfileDto> {
  const record = buildProfileRecord(values);
  const now = new Date();
  const fields = {
    firstName: record.first_name,
    lastName: record.last_name,
    phone: record.phone,
    billingAddress: record.billing_address,
    shippingAddress: record.shipping_address,
    emailOptIn: record.email_opt_in,
    smsOptIn: record.sms_opt_in,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ userId: viewer.userId, ...fields })
      .onConflictDoUpdate({ target: profiles.userId, set: fields });
    await tx
      .update(users)
      .set({
        firstName: record.first_name,
        lastName: record.last_name,
        name: `${record.first_name} ${record.last_name}`,
        updatedAt: now,
      })
      .where(eq(users.id, viewer.userId));
  });
  return {
    email: viewer.email,
    firstName: record.first_name,
    lastName: record.last_name,
    phone: record.phone,
    billingAddress: toProfileAddress(record.billing_address),
    shippingAddress: toProfileAddress(record.shipping_address),
    emailOptIn: record.email_opt_in,
    smsOptIn: record.sms_opt_in,
  };
}

// ---------------------------------------------------------------- addresses

function toAddressDto(row: typeof addresses.$inferSelect): AddressDto {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    province: row.province,
    country: row.country,
    zip: row.zip,
    phone: row.phone,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Default first, then newest first. */
export async function findAddresses(db: Database, userId: string): Promise<AddressDto[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toAddressDto);
}

function emptyToNull(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value;
}

/** The first address a user saves is the default; later ones are not (one statement, no race). */
export async function createAddress(
  db: Database,
  userId: string,
  values: AddressValues,
): Promise<AddressDto> {
  return db.transaction(async (tx) => {
    // Serialise concurrent first inserts of one user so exactly one becomes the default.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
    const [row] = await tx
      .insert(addresses)
      .values({
        userId,
        firstName: values.firstName,
        lastName: values.lastName,
        company: emptyToNull(values.company),
        address1: values.address1,
        address2: emptyToNull(values.address2),
        city: values.city,
        province: emptyToNull(values.province),
        country: values.country,
        zip: values.zip,
        phone: emptyToNull(values.phone),
        isDefault: sql`not exists (select 1 from addresses where user_id = ${userId})`,
      })
      .returning();
    if (!row) throw new AppError('internal_error', 'Failed to add address');
    return toAddressDto(row);
  });
}

/** Another user's address answers 404, like a missing one. */
export async function deleteAddress(db: Database, userId: string, addressId: string) {
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (deleted.length === 0) throw new AppError('not_found', NOT_FOUND.address);
}

// ---------------------------------------------------------------- orders

/** The user's orders newest first with their items: two queries whatever the number of orders. */
export async function findOrders(
  db: Database,
  userId: string,
  options: { orderId?: string } = {},
): Promise<OrderDto[]> {
  const conditions = [eq(orders.userId, userId)];
  if (options.orderId) conditions.push(eq(orders.id, options.orderId));
  const orderRows = await db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber));
  if (orderRows.length === 0) return [];
  const itemRows = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        orderRows.map((o) => o.id),
      ),
    )
    .orderBy(asc(orderItems.productTitle), asc(orderItems.id));
  const itemsByOrder = new Map<string, OrderDto['items']>();
  for (const item of itemRows) {
    const pricePence = parsePence(item.price);
    const list = itemsByOrder.get(item.orderId) ?? [];
    list.push({
      id: item.id,
      productTitle: item.productTitle,
      variantTitle: item.variantTitle,
      quantity: item.quantity,
      units: item.units ?? item.quantity,
      purchaseOption: item.purchaseOption,
      pricePence,
      totalPence: item.lineTotalPence ?? pricePence * item.quantity,
    });
    itemsByOrder.set(item.orderId, list);
  }
  return orderRows.map((o) => ({
    id: o.id,
    orderNumber: o.orderNumber,
    status: o.status,
    totalPence: parsePence(o.totalAmount),
    discountCode: o.discountCode,
    discountPence: o.discountPence ?? 0,
    currency: o.currency,
    createdAt: o.createdAt.toISOString(),
    items: itemsByOrder.get(o.id) ?? [],
  }));
}

export async function findOrder(db: Database, userId: string, orderId: string): Promise<OrderDto> {
  const [order] = await findOrders(db, userId, { orderId });
  if (!order) throw new AppError('not_found', NOT_FOUND.order);
  return order;
}

// ---------------------------------------------------------------- subscriptions

const subscriptionColumns = {
  id: subscriptions.id,
  status: subscriptions.status,
  frequencyDays: subscriptions.frequencyDays,
  nextDeliveryDate: subscriptions.nextDeliveryDate,
  minimumEndDate: subscriptions.minimumEndDate,
  createdAt: subscriptions.createdAt,
  canCancel: sql<boolean>`(current_date >= ${subscriptions.minimumEndDate})`,
};

type SubscriptionRow = {
  id: string;
  status: SubscriptionDto['status'];
  frequencyDays: number;
  nextDeliveryDate: string;
  minimumEndDate: string;
  createdAt: Date;
  canCancel: boolean;
};

async function attachSubscriptionItems(
  db: Database,
  rows: SubscriptionRow[],
): Promise<SubscriptionDto[]> {
  if (rows.length === 0) return [];
  const itemRows = await db
    .select({
      id: subscriptionItems.id,
      subscriptionId: subscriptionItems.subscriptionId,
      productTitle: sql<string>`coalesce(${products.title}, ${subscriptionItems.productTitle})`,
      productHandle: products.handle,
      variantTitle: sql<
        string | null
      >`coalesce(${productVariants.title}, ${subscriptionItems.variantTitle})`,
      quantity: subscriptionItems.quantity,
      price: subscriptionItems.priceAtSubscribe,
    })
    .from(subscriptionItems)
    .leftJoin(products, eq(products.id, subscriptionItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, subscriptionItems.variantId))
    .where(
      inArray(
        subscriptionItems.subscriptionId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(subscriptionItems.productTitle), asc(subscriptionItems.id));
  const itemsBySubscription = new Map<string, SubscriptionDto['items']>();
  for (const item of itemRows) {
    const list = itemsBySubscription.get(item.subscriptionId) ?? [];
    list.push({
      id: item.id,
      productTitle: item.productTitle,
      productHandle: item.productHandle,
      variantTitle: item.variantTitle,
      quantity: item.quantity,
      pricePence: parsePence(item.price),
    });
    itemsBySubscription.set(item.subscriptionId, list);
  }
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    frequencyDays: r.frequencyDays,
    nextDeliveryDate: r.nextDeliveryDate,
    minimumEndDate: r.minimumEndDate,
    canCancel: Boolean(r.canCancel),
    createdAt: new Date(r.createdAt).toISOString(),
    items: itemsBySubscription.get(r.id) ?? [],
  }));
}

/** Newest first, with items, product title/handle and variant title: two queries. */
export async function findSubscriptions(db: Database, userId: string): Promise<SubscriptionDto[]> {
  const rows = await db
    .select(subscriptionColumns)
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  return attachSubscriptionItems(db, rows);
}

export const SUBSCRIPTION_CONFLICT_MESSAGES = {
  pause: 'Only an active subscription can be paused.',
  resume: 'Only a paused subscription can be resumed.',
  skip: 'Only an active subscription can skip a delivery.',
  cancel: 'This subscription is already cancelled.',
  update_frequency: 'A cancelled subscription cannot change its frequency.',
} as const satisfies Record<SubscriptionAction, string>;

export function buildCancelTooEarlyMessage(minimumEndDate: string): string {
  return `This subscription cannot be cancelled before ${formatIsoDateLong(minimumEndDate)} (minimum 2-month commitment).`;
}

/** 'YYYY-MM-DD' → 'Jan 05, 2027' (the customer date format, 'MMM dd, yyyy'). */
export function formatIsoDateLong(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const months = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ];
  return `${months[(m ?? 1) - 1]} ${String(d).padStart(2, '0')}, ${y}`;
}

/**
 * The manage-subscription server function. Each transition is one conditional UPDATE (the
 * status check and the write are atomic); when nothing was updated a second read tells 404 (not
 * the user's) from 409 (not allowed in this state).
 *   pause: active → paused · resume: paused → active, next delivery kept when still ahead,
 *   else today + frequency
 *   skip: active, next delivery + frequency · cancel: active|paused → cancelled, on or after
 *   minimum_end_date · update_frequency: active|paused, one of 7, 14, 30, 60, 90 days.
 */
export async function manageSubscription(
  db: Database,
  userId: string,
  body: ManageSubscriptionBody,
  options: { today?: string } = {},
): Promise<SubscriptionDto> {
  const own = and(eq(subscriptions.id, body.subscriptionId), eq(subscriptions.userId, userId));
  // The shop's clock (renewals) when given, else the database's date.
  const today = options.today ? sql`${options.today}::date` : sql`current_date`;
  const now = new Date();
  let update: Partial<Record<keyof typeof subscriptions.$inferInsert, unknown>>;
  let allowed: ReturnType<typeof sql>;
  switch (body.action) {
    case 'pause':
      update = { status: 'paused', pausedReason: 'customer' };
      allowed = sql`${subscriptions.status} = 'active'`;
      break;
    case 'resume':
      // The original next date stays when it is still ahead; a past one restarts a cycle today.
      update = {
        status: 'active',
        pausedReason: null,
        billingFailures: 0,
        retryOn: null,
        nextDeliveryDate: sql`case when ${subscriptions.nextDeliveryDate} > ${today} then ${subscriptions.nextDeliveryDate} else ${today} + ${subscriptions.frequencyDays} end`,
      };
      allowed = sql`${subscriptions.status} = 'paused'`;
      break;
    case 'skip':
      update = {
        nextDeliveryDate: sql`${subscriptions.nextDeliveryDate} + ${subscriptions.frequencyDays}`,
      };
      allowed = sql`${subscriptions.status} = 'active'`;
      break;
    case 'cancel':
      update = { status: 'cancelled' };
      allowed = sql`${subscriptions.status} <> 'cancelled' and ${today} >= ${subscriptions.minimumEndDate}`;
      break;
    case 'update_frequency':
      update = { frequencyDays: body.data?.frequencyDays };
      allowed = sql`${subscriptions.status} <> 'cancelled'`;
      break;
  }
  const updated = await db
    .update(subscriptions)
    .set({ ...update, updatedAt: now } as typeof subscriptions.$inferInsert)
    .where(and(own, allowed))
    .returning({ id: subscriptions.id });
  const [row] = await db.select(subscriptionColumns).from(subscriptions).where(own);
  if (!row) throw new AppError('not_found', NOT_FOUND.subscription);
  if (updated.length === 0) {
    const message =
      body.action === 'cancel' && row.status !== 'cancelled'
        ? buildCancelTooEarlyMessage(row.minimumEndDate)
        : SUBSCRIPTION_CONFLICT_MESSAGES[body.action];
    throw new AppError('conflict', message);
  }
  const [dto] = await attachSubscriptionItems(db, [row]);
  return dto as SubscriptionDto;
}

export async function countOwnOrders(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.userId, userId));
  return Number(row?.count ?? 0);
}

/** Replaces an address's fields (the default flag stays). Another user's address answers 404. */
export async function updateAddress(
  db: Database,
  userId: string,
  addressId: string,
  values: AddressValues,
): Promise<AddressDto> {
  const [row] = await db
    .update(addresses)
    .set({
      firstName: values.firstName,
      lastName: values.lastName,
      company: emptyToNull(values.company),
      address1: values.address1,
      address2: emptyToNull(values.address2),
      city: values.city,
      province: emptyToNull(values.province),
      country: values.country,
      zip: values.zip,
      phone: emptyToNull(values.phone),
    })
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning();
  if (!row) throw new AppError('not_found', NOT_FOUND.address);
  return toAddressDto(row);
}

/** Makes one address the default and every other address of the user not (one statement). */
export async function setDefaultAddress(
  db: Database,
  userId: string,
  addressId: string,
): Promise<AddressDto[]> {
  const changed = await db
    .update(addresses)
    .set({ isDefault: sql`${addresses.id} = ${addressId}` })
    .where(
      and(
        eq(addresses.userId, userId),
        sql`exists (select 1 from addresses a where a.id = ${addressId} and a.user_id = ${userId})`,
      ),
    )
    .returning({ id: addresses.id });
  if (changed.length === 0) throw new AppError('not_found', NOT_FOUND.address);
  return findAddresses(db, userId);
}

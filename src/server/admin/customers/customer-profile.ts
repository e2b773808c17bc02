import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  AdminCustomerProfileDto,
  CustomerNotesRequest,
} from '../../../core/api/admin-customers';
import type { WholesaleStatus } from '../../../core/api/statuses';
import { parsePence } from '../../../core/money';
import type { AuditActor } from '../../audit/service';
import { recordAudit } from '../../audit/service';
import { findAccessProfile } from '../../auth/service';
import type { Database } from '../../db/client';
import { addresses, profiles } from '../../db/schema/account';
import { users } from '../../db/schema/auth';
import { products } from '../../db/schema/catalog';
import { orders, subscriptionItems, subscriptions } from '../../db/schema/orders';
import { productReviews } from '../../db/schema/reviews';
import { customerNotes } from '../../db/schema/staff';
import { AppError } from '../../http/errors';
import { CUSTOMER_TOTALS_SQL, toCustomerRow } from './customer-list';

export const CUSTOMER_NOT_FOUND = 'Customer not found';

function addressLines(a: typeof addresses.$inferSelect): string[] {
  return [
    `${a.firstName} ${a.lastName}`.trim(),
    a.company,
    a.address1,
    a.address2,
    [a.city, a.province].filter(Boolean).join(', '),
    a.zip,
    a.country,
    a.phone,
  ].filter((line): line is string => Boolean(line));
}

/** Everything staff see on one customer's profile. */
export async function findAdminCustomer(
  db: Database,
  userId: string,
): Promise<AdminCustomerProfileDto> {
  const summary = await db.execute(sql`
    with totals as (${CUSTOMER_TOTALS_SQL})
    select u.id, u.name, u.email, u.created_at, u.email_verified,
      coalesce(t.spend, 0) as spend, coalesce(t.order_count, 0) as order_count, t.last_order_at,
      w.status as wholesale_status, n.tags, coalesce(n.note, '') as note
    from users u
    left join totals t on t.user_id = u.id
    left join wholesale_accounts w on w.user_id = u.id
    left join customer_notes n on n.user_id = u.id
    where u.id = ${userId}`);
  const row = (
    summary as unknown as {
      rows: (Parameters<typeof toCustomerRow>[0] & {
        email_verified: boolean;
        note: string;
        wholesale_status: WholesaleStatus | null;
      })[];
    }
  ).rows[0];
  if (!row) throw new AppError('not_found', CUSTOMER_NOT_FOUND);
  const [[profile], addressRows, orderRows, subscriptionRows, reviewRows, access] =
    await Promise.all([
      db.select().from(profiles).where(eq(profiles.userId, userId)),
      db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), addresses.createdAt),
      db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          createdAt: orders.createdAt,
          status: orders.status,
          totalAmount: orders.totalAmount,
          refundedPence: orders.refundedPence,
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt)),
      db
        .select({
          id: subscriptions.id,
          status: subscriptions.status,
          frequencyDays: subscriptions.frequencyDays,
          nextDeliveryDate: subscriptions.nextDeliveryDate,
          items: sql<string>`coalesce((select string_agg(${subscriptionItems.productTitle}, ', ' order by ${subscriptionItems.productTitle}) from ${subscriptionItems} where ${subscriptionItems.subscriptionId} = ${subscriptions.id}), '')`,
        })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.createdAt)),
      db
        .select({
          id: productReviews.id,
          productTitle: products.title,
          rating: productReviews.rating,
          title: productReviews.title,
          status: productReviews.status,
          createdAt: productReviews.createdAt,
        })
        .from(productReviews)
        .innerJoin(products, eq(products.id, productReviews.productId))
        .where(eq(productReviews.userId, userId))
        .orderBy(desc(productReviews.createdAt)),
      findAccessProfile(db, userId),
    ]);
  return {
    ...toCustomerRow(row),
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    phone: profile?.phone ?? null,
    emailVerified: Boolean(row.email_verified),
    staffRole: access.staffRole,
    addresses: addressRows.map((a) => ({
      id: a.id,
      lines: addressLines(a),
      isDefault: a.isDefault,
    })),
    orders: orderRows.map((o) => ({
      id: o.id,
      orderNumber: o.orderNumber,
      createdAt: o.createdAt.toISOString(),
      status: o.status,
      totalPence: parsePence(o.totalAmount),
      refundedPence: o.refundedPence,
    })),
    subscriptions: subscriptionRows,
    reviews: reviewRows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    note: row.note,
  };
}

/** Tags are kept lower-case, once each, in the order given, so search and filters match. */
export function normaliseTags(tags: string[]): string[] {
  return [...new Set(tags.map((t) => t.trim().toLowerCase()).filter(Boolean))];
}

/** Stores staff's note and tags on a customer, audited with before and after. */
export async function saveCustomerNotes(
  db: Database,
  userId: string,
  values: CustomerNotesRequest,
  actor: AuditActor,
): Promise<void> {
  const tags = normaliseTags(values.tags);
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw new AppError('not_found', CUSTOMER_NOT_FOUND);
    const [before] = await tx
      .select({ note: customerNotes.note, tags: customerNotes.tags })
      .from(customerNotes)
      .where(and(eq(customerNotes.userId, userId)))
      .for('update');
    await tx
      .insert(customerNotes)
      .values({ userId, note: values.note, tags })
      .onConflictDoUpdate({
        target: customerNotes.userId,
        set: { note: values.note, tags, updatedAt: new Date() },
      });
    await recordAudit(tx, actor, {
      action: 'customer.notes',
      entityType: 'user',
      entityId: userId,
      summary: `${user.email}: notes and tags changed`,
      before: before ?? { note: '', tags: [] },
      after: { note: values.note, tags },
    });
  });
}

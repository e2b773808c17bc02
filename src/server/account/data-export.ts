/**
 * The UK GDPR access request: everything the database holds about the
 * signed-in customer, as JSON. Rows are found by the user's id; rows kept by email only
 * (newsletter, contact messages) count as theirs only once the email is verified, so an
 * unverified sign-up cannot read someone else's messages.
 */
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AccountDataExport } from '../../core/api/account-data';
import { parsePence } from '../../core/money';
import { trackingUrlFor } from '../../core/orders/tracking-link';
import type { Database } from '../db/client';
import { addresses, profiles, userRoles } from '../db/schema/account';
import { passkeys, sessions, users } from '../db/schema/auth';
import { contactMessages, mailOutbox, newsletterSubscribers } from '../db/schema/content';
import {
  orderItems,
  orderRefunds,
  orders,
  subscriptionItems,
  subscriptions,
} from '../db/schema/orders';
import { orderReturnItems, orderReturns } from '../db/schema/returns';
import { wholesaleAccounts } from '../db/schema/wholesale';
import { AppError } from '../http/errors';
import { loadMinimumTerms } from '../subscriptions/service';
import { creditNotesOfOrders } from './credit-note-list';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

async function exportOrders(db: Database, userId: string): Promise<AccountDataExport['orders']> {
  return exportOrdersWhere(db, eq(orders.userId, userId));
}

/** The orders matching `where`, with their lines, as the export shows them. */
export async function exportOrdersWhere(
  db: Database,
  where: SQL,
): Promise<AccountDataExport['orders']> {
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber));
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const [lines, refunds, notes] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.productTitle), asc(orderItems.id)),
    db
      .select()
      .from(orderRefunds)
      .where(and(inArray(orderRefunds.orderId, ids), eq(orderRefunds.status, 'settled')))
      .orderBy(asc(orderRefunds.createdAt)),
    creditNotesOfOrders(db, ids),
  ]);
  const [returnRows, returnItems] = await Promise.all([
    db
      .select()
      .from(orderReturns)
      .where(inArray(orderReturns.orderId, ids))
      .orderBy(asc(orderReturns.createdAt)),
    db
      .select({ item: orderReturnItems, line: orderItems, orderId: orderReturns.orderId })
      .from(orderReturnItems)
      .innerJoin(orderReturns, eq(orderReturns.id, orderReturnItems.returnId))
      .innerJoin(orderItems, eq(orderItems.id, orderReturnItems.orderItemId))
      .where(inArray(orderReturns.orderId, ids)),
  ]);
  return rows.map((o) => ({
    orderNumber: o.orderNumber,
    status: o.status,
    email: o.email,
    orderType: o.orderType,
    currency: o.currency,
    totalPence: o.totalPence ?? parsePence(o.totalAmount),
    shippingAddress: o.shippingAddress ? { ...o.shippingAddress } : null,
    createdAt: o.createdAt.toISOString(),
    refundedPence: o.refundedPence,
    refunds: refunds
      .filter((r) => r.orderId === o.id)
      .map((r) => ({
        amountPence: r.amountPence,
        note: r.note,
        createdAt: r.createdAt.toISOString(),
      })),
    creditNotes: notes.get(o.id) ?? [],
    returns: returnRows
      .filter((r) => r.orderId === o.id)
      .map((r) => ({
        status: r.status,
        reason: r.reason,
        details: r.details,
        items: returnItems
          .filter((i) => i.item.returnId === r.id)
          .map(({ item, line }) => ({
            productTitle: line.productTitle,
            variantTitle: line.variantTitle,
            quantity: item.quantity,
            opened: item.opened,
          })),
        valuePence: r.valuePence,
        refundedPence: r.refundedPence,
        staffReason: r.staffReason,
        createdAt: r.createdAt.toISOString(),
      })),
    shipment:
      o.shippedAt || o.carrier || o.trackingNumber
        ? {
            carrier: o.carrier,
            trackingNumber: o.trackingNumber,
            trackingUrl:
              o.carrier && o.trackingNumber ? trackingUrlFor(o.carrier, o.trackingNumber) : null,
            shippedAt: iso(o.shippedAt),
            deliveredAt: iso(o.deliveredAt),
          }
        : null,
    lines: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => {
        const unitPricePence = l.unitPricePence ?? parsePence(l.price);
        return {
          productTitle: l.productTitle,
          variantTitle: l.variantTitle,
          quantity: l.quantity,
          units: l.units ?? l.quantity,
          purchaseOption: l.purchaseOption,
          unitPricePence,
          lineTotalPence: l.lineTotalPence ?? unitPricePence * l.quantity,
        };
      }),
  }));
}

async function exportSubscriptions(
  db: Database,
  userId: string,
): Promise<AccountDataExport['subscriptions']> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt));
  if (rows.length === 0) return [];
  const terms = await loadMinimumTerms(
    db,
    rows.map((s) => s.id),
  );
  const items = await db
    .select()
    .from(subscriptionItems)
    .where(
      inArray(
        subscriptionItems.subscriptionId,
        rows.map((s) => s.id),
      ),
    );
  return rows.map((s) => ({
    status: s.status,
    frequencyDays: s.frequencyDays,
    nextDeliveryDate: s.nextDeliveryDate,
    minimumEndDate: terms.get(s.id)?.cancellableFrom ?? null,
    createdAt: s.createdAt.toISOString(),
    items: items
      .filter((i) => i.subscriptionId === s.id)
      .map((i) => ({
        productTitle: i.productTitle,
        variantTitle: i.variantTitle,
        quantity: i.quantity,
        pricePence: parsePence(i.priceAtSubscribe),
      })),
  }));
}

export async function buildAccountExport(
  db: Database,
  userId: string,
  now: Date,
): Promise<AccountDataExport> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('not_found', 'Account not found');
  const byVerifiedEmail = user.emailVerified;
  const email = user.email.toLowerCase();
  const [
    [profile],
    roleRows,
    addressRows,
    orderList,
    subscriptionList,
    [wholesale],
    passkeyRows,
    sessionRows,
    newsletterRows,
    contactRows,
    emailRows,
  ] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.userId, userId)),
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)),
    db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt)),
    exportOrders(db, userId),
    exportSubscriptions(db, userId),
    db.select().from(wholesaleAccounts).where(eq(wholesaleAccounts.userId, userId)),
    db.select().from(passkeys).where(eq(passkeys.userId, userId)),
    db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt)),
    byVerifiedEmail
      ? db
          .select()
          .from(newsletterSubscribers)
          .where(sql`lower(${newsletterSubscribers.email}) = ${email}`)
      : Promise.resolve([]),
    byVerifiedEmail
      ? db
          .select()
          .from(contactMessages)
          .where(sql`lower(${contactMessages.email}) = ${email}`)
          .orderBy(desc(contactMessages.createdAt))
      : Promise.resolve([]),
    // The outbox is kept by address, so like the rows above it counts only once it is verified.
    byVerifiedEmail
      ? db
          .select()
          .from(mailOutbox)
          .where(sql`lower(${mailOutbox.to}) = ${email}`)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      : Promise.resolve([]),
  ]);
  const newsletter = newsletterRows[0];
  return {
    exportedAt: now.toISOString(),
    account: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      name: user.name,
      firstName: user.firstName,
      lastName: user.lastName,
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
      createdAt: user.createdAt.toISOString(),
      roles: roleRows.map((r) => r.role),
    },
    profile: profile
      ? {
          firstName: profile.firstName,
          lastName: profile.lastName,
          phone: profile.phone,
          billingAddress: profile.billingAddress ? { ...profile.billingAddress } : null,
          shippingAddress: profile.shippingAddress ? { ...profile.shippingAddress } : null,
        }
      : null,
    consent: {
      marketingEmails: profile?.emailOptIn ?? false,
      marketingSms: profile?.smsOptIn ?? false,
      newsletter: { subscribed: Boolean(newsletter), since: iso(newsletter?.createdAt ?? null) },
    },
    addresses: addressRows.map(({ id: _id, userId: _u, createdAt, ...rest }) => ({
      ...rest,
      createdAt: createdAt.toISOString(),
    })),
    orders: orderList,
    subscriptions: subscriptionList,
    wholesaleApplication: wholesale
      ? (() => {
          const { id: _id, userId: _u, createdAt, approvedAt, ...rest } = wholesale;
          return { ...rest, createdAt: createdAt.toISOString(), approvedAt: iso(approvedAt) };
        })()
      : null,
    passkeys: passkeyRows.map((p) => ({
      name: p.name,
      deviceType: p.deviceType,
      createdAt: iso(p.createdAt),
    })),
    sessions: sessionRows.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
    contactMessages: contactRows.map((m) => ({
      subject: m.subject,
      message: m.message,
      name: m.name,
      phone: m.phone,
      createdAt: m.createdAt.toISOString(),
    })),
    emails: emailRows.map((m) => ({
      to: m.to,
      subject: m.subject,
      text: m.text,
      status: m.status,
      createdAt: m.createdAt.toISOString(),
      sentAt: iso(m.sentAt),
    })),
  };
}

export function exportFileName(now: Date): string {
  return `habba-and-honey-my-data-${now.toISOString().slice(0, 10)}.json`;
}

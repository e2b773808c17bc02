/**
 * UK GDPR erasure. better-auth's deleteUser removes the user (sessions,
 * credentials, passkeys, TOTP, profile, addresses, roles and the wholesale application go with it
 * by foreign key); around it:
 *   - before: subscriptions are cancelled through the subscription service (Shopify first), and
 *     refused while one is inside its minimum commitment (Shopify refuses that cancel too);
 *   - beforeDelete hook: orders and subscriptions are kept (HMRC: six years) but anonymised and
 *     linked to no user; reviews, newsletter, contact messages, mail and auth leftovers are deleted;
 *   - afterDelete hook: a confirmation email through the outbox.
 */

import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { AccountDeletionPlanResponse } from '../../core/api/account';
import { formatLongDate } from '../../core/dates';
import { ACCOUNT_DELETION_CONSEQUENCES } from '../../core/schemas/account-deletion';
import { canCancelOn } from '../../core/subscriptions/minimum-term';
import type { AppDeps } from '../app-deps';
import { notifyCatalogueChanged } from '../cache/catalogue-cache';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { sessions, verifications } from '../db/schema/auth';
import { contactMessages, mailOutbox, newsletterSubscribers } from '../db/schema/content';
import {
  type OrderShippingAddress,
  orders,
  subscriptionItems,
  subscriptions,
} from '../db/schema/orders';
import { orderReturns } from '../db/schema/returns';
import { productReviews } from '../db/schema/reviews';
import { staffInvitations } from '../db/schema/staff';
import { AppError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { loadMinimumTerms, manageSubscriptionEverywhere, today } from '../subscriptions/service';

/** The email an anonymised order or subscription carries: unroutable (RFC 6761 .invalid). */
export function anonymisedEmail(token: string): string {
  return `deleted-customer-${token}@deleted.invalid`;
}

/** The delivery address of an anonymised order: no name, street, town, postcode or phone. The
 * country stays (where the goods went decides the VAT). */
export function anonymiseShippingAddress(
  address: OrderShippingAddress | null,
): OrderShippingAddress | null {
  if (!address) return null;
  return {
    first_name: 'Deleted',
    last_name: 'customer',
    company: null,
    address1: null,
    address2: null,
    city: null,
    province: null,
    zip: null,
    country: address.country,
    phone: null,
  };
}

export const CANCELLED_NOW_MESSAGE = 'Cancelled now: nothing more will be charged or sent.';

/**
 * What deleting the account does to each live (active or paused) subscription: cancelled now, or,
 * inside its minimum commitment by the shop's clock, not cancellable yet, which blocks deletion.
 * The dialog shows this before the customer confirms; the deletion applies the same plan.
 */
export async function planAccountDeletion(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: string,
): Promise<AccountDeletionPlanResponse> {
  const live = await deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['active', 'paused'])),
    )
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
  const items =
    live.length === 0
      ? []
      : await deps.db
          .select({
            subscriptionId: subscriptionItems.subscriptionId,
            title: subscriptionItems.productTitle,
          })
          .from(subscriptionItems)
          .where(
            inArray(
              subscriptionItems.subscriptionId,
              live.map((s) => s.id),
            ),
          )
          .orderBy(asc(subscriptionItems.productTitle), asc(subscriptionItems.id));
  const day = today(deps);
  const terms = await loadMinimumTerms(
    deps.db,
    live.map((s) => s.id),
  );
  const plan = live.map((s) => {
    const term = terms.get(s.id) ?? null;
    const early = term !== null && !canCancelOn(term, day);
    return {
      id: s.id,
      title: items
        .filter((i) => i.subscriptionId === s.id)
        .map((i) => i.title)
        .join(', '),
      outcome: early ? ('cannot_cancel_yet' as const) : ('cancelled_now' as const),
      minimumEndDate: term?.cancellableFrom ?? null,
      message: early
        ? `Cannot be cancelled yet. ${term.summary} Your account cannot be deleted until then; we will keep delivering and charging it as agreed. Contact us if you need help sooner.`
        : CANCELLED_NOW_MESSAGE,
    };
  });
  const blocked = plan.filter((s) => s.outcome === 'cannot_cancel_yet');
  const blockedUntil =
    blocked
      .map((s) => s.minimumEndDate)
      .filter((d): d is string => d !== null)
      .sort()
      .at(-1) ?? null;
  return { canDelete: blocked.length === 0, blockedUntil, subscriptions: plan };
}

/**
 * Cancels the customer's live subscriptions through the subscription service, so Shopify's
 * contracts are cancelled first. Refuses (409, nothing changed) while one is inside its minimum
 * commitment, naming the date (the plan the dialog showed). Returns how many were cancelled.
 */
export async function cancelSubscriptionsForErasure(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger' | 'clock'>,
  userId: string,
): Promise<number> {
  const plan = await planAccountDeletion(deps, userId);
  if (!plan.canDelete) {
    const until = plan.blockedUntil ? ` before ${formatLongDate(plan.blockedUntil)}` : ' yet';
    throw new AppError(
      'conflict',
      `Your subscription is inside its minimum term, so your account cannot be deleted${until}. Nothing was deleted. Contact us if you need help sooner.`,
    );
  }
  for (const sub of plan.subscriptions) {
    await manageSubscriptionEverywhere(
      deps,
      { userId, kind: 'customer' },
      { subscriptionId: sub.id, action: 'cancel' },
      { emailCancellation: false },
    );
  }
  return plan.subscriptions.length;
}

/**
 * The beforeDelete hook: everything that outlives the user row is anonymised or deleted, in one
 * transaction. Email-keyed rows (newsletter, contact, mail) count as the user's only when the
 * email was verified.
 */
export async function anonymiseAccountData(
  db: Database,
  user: { id: string; email: string; emailVerified: boolean },
): Promise<void> {
  const email = anonymisedEmail(randomBytes(6).toString('hex'));
  const address = user.email.toLowerCase();
  await db.transaction(async (tx) => {
    const own = await tx
      .select({ id: orders.id, shippingAddress: orders.shippingAddress })
      .from(orders)
      .where(eq(orders.userId, user.id));
    for (const order of own) {
      await tx
        .update(orders)
        .set({
          userId: null,
          email,
          shippingAddress: anonymiseShippingAddress(order.shippingAddress),
        })
        .where(eq(orders.id, order.id));
    }
    // A return's own words are the customer's; its items, sums and staff's reason stay with
    // the order (decision 136).
    if (own.length > 0) {
      await tx
        .update(orderReturns)
        .set({ userId: null, details: '' })
        .where(
          inArray(
            orderReturns.orderId,
            own.map((o) => o.id),
          ),
        );
    }
    await tx
      .update(subscriptions)
      .set({ userId: null, email, updatedAt: new Date() })
      .where(eq(subscriptions.userId, user.id));
    const sessionIds = (
      await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id))
    ).map((s) => s.id);
    await tx.delete(verifications).where(
      or(
        eq(verifications.value, user.id),
        like(verifications.identifier, `totp-used:${user.id}:%`),
        sessionIds.length > 0
          ? inArray(
              verifications.identifier,
              sessionIds.map((id) => `aal2:${id}`),
            )
          : undefined,
      ),
    );
    // The user's reviews would go with the user row (foreign key), after this transaction: they
    // go here, and the pages of the products whose approved reviews showed them are dropped in
    // every process at the commit (product pages embed their reviews, ssr/catalog-reads.ts).
    const reviewed = await tx
      .delete(productReviews)
      .where(eq(productReviews.userId, user.id))
      .returning({ productId: productReviews.productId, status: productReviews.status });
    const shown = reviewed.filter((r) => r.status === 'approved').map((r) => r.productId);
    if (shown.length > 0) await notifyCatalogueChanged(tx, { productIds: [...new Set(shown)] });
    if (user.emailVerified) {
      await tx
        .delete(newsletterSubscribers)
        .where(sql`lower(${newsletterSubscribers.email}) = ${address}`);
      await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${address}`);
      await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${address}`);
      // Invitations to join the staff sent to the address (admin/staff-invitations.ts).
      await tx.delete(staffInvitations).where(eq(staffInvitations.email, address));
    }
  });
}

/** The afterDelete hook: the confirmation email, through the outbox. */
export async function sendAccountDeletedEmail(
  mailer: Mailer,
  config: Pick<Config, 'shopName' | 'supportEmail'>,
  user: { email: string; emailVerified: boolean },
): Promise<void> {
  // An unverified address was never proven to be this person's: tell nobody.
  if (!user.emailVerified) return;
  await mailer.send({
    to: user.email,
    subject: `Your ${config.shopName} account has been deleted`,
    text: [
      'Hello,',
      '',
      `As you asked, we have deleted your ${config.shopName} account:`,
      '',
      ...ACCOUNT_DELETION_CONSEQUENCES.map((line) => `- ${line}`),
      '',
      `You can no longer sign in with this email. If you did not ask for this, contact us at ${config.supportEmail}.`,
      '',
      config.shopName,
    ].join('\n'),
  });
}

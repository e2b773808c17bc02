/**
 * Mounted at /api/admin/subscriptions (admin role, and MFA when enrolled): the Subscriptions view
 * — search by email, status (including failing and paused by a failed payment), next
 * date, last billing result — and the customer's actions for staff, written through to Shopify
 * and logged with the staff member's id.
 */
import { and, asc, eq, ilike, lte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  ADMIN_SUBSCRIPTION_FILTERS,
  type AdminSubscriptionsResponse,
} from '../../core/api/admin-subscriptions';
import type { AppDeps } from '../app-deps';
import { actorOf, recordAudit } from '../audit/service';
import { requireAdminAssurance, viewerOf } from '../auth/service';
import { subscriptions } from '../db/schema/orders';
import type { AppEnv } from '../http/app-env';
import { answer, readBody } from '../http/contract';
import { AppError } from '../http/errors';
import { noStore } from '../http/no-store';
import { parseWith } from '../http/validate';
import { planDeliveryPenceSql } from './delivery-lines';
import { manageSubscriptionEverywhere } from './manage';
import { loadMinimumTerms } from './minimum-terms';

const querySchema = z.object({
  email: z.string().trim().max(200).optional(),
  status: z.enum(ADMIN_SUBSCRIPTION_FILTERS).default('all'),
  dueBy: z.iso.date().optional(),
});

export function createAdminSubscriptionRoutes(deps: AppDeps) {
  const { db, auth } = deps;
  return new Hono<AppEnv>()
    .use('*', requireAdminAssurance(auth, db))
    .use('*', noStore)
    .get('/', async (c) => {
      const query = parseWith(querySchema, c.req.query());
      const filter = {
        all: undefined,
        active: eq(subscriptions.status, 'active'),
        paused: eq(subscriptions.status, 'paused'),
        cancelled: eq(subscriptions.status, 'cancelled'),
        failing: and(eq(subscriptions.status, 'active'), sql`${subscriptions.billingFailures} > 0`),
        paused_by_failure: and(
          eq(subscriptions.status, 'paused'),
          eq(subscriptions.pausedReason, 'payment_failed'),
        ),
      }[query.status];
      const rows = await db
        .select({
          id: subscriptions.id,
          email: subscriptions.email,
          status: subscriptions.status,
          pausedReason: subscriptions.pausedReason,
          frequencyDays: subscriptions.frequencyDays,
          nextDeliveryDate: subscriptions.nextDeliveryDate,
          billingFailures: subscriptions.billingFailures,
          retryOn: subscriptions.retryOn,
          lastBillingResult: subscriptions.lastBillingResult,
          lastBillingAt: subscriptions.lastBillingAt,
          shopifyContractId: subscriptions.shopifyContractId,
          // Qualified: a one-table select names its columns bare, which the subquery would misread.
          deliveryPence: planDeliveryPenceSql(sql.raw('"subscriptions"."id"')),
          hasAccount: sql<boolean>`${subscriptions.userId} is not null`,
        })
        .from(subscriptions)
        .where(
          and(
            filter,
            query.email
              ? ilike(subscriptions.email, `%${query.email.replace(/[%_\\]/g, '\\$&')}%`)
              : undefined,
            query.dueBy ? lte(subscriptions.nextDeliveryDate, query.dueBy) : undefined,
          ),
        )
        .orderBy(asc(subscriptions.nextDeliveryDate), asc(subscriptions.id))
        .limit(200);
      const terms = await loadMinimumTerms(
        db,
        rows.map((row) => row.id),
      );
      const body: AdminSubscriptionsResponse = {
        subscriptions: rows.map((row) => ({
          ...row,
          deliveryPence: Number(row.deliveryPence),
          minimumTerm: terms.get(row.id) ?? null,
          lastBillingAt: row.lastBillingAt ? row.lastBillingAt.toISOString() : null,
        })),
      };
      return answer(c, 'GET /api/admin/subscriptions', body);
    })
    .post('/manage', async (c) => {
      const { user } = viewerOf(c);
      const body = await readBody(c, 'POST /api/admin/subscriptions/manage');
      const [sub] = await db
        .select({
          userId: subscriptions.userId,
          email: subscriptions.email,
          status: subscriptions.status,
          nextDeliveryDate: subscriptions.nextDeliveryDate,
          frequencyDays: subscriptions.frequencyDays,
        })
        .from(subscriptions)
        .where(eq(subscriptions.id, body.subscriptionId));
      if (!sub) throw new AppError('not_found', 'Subscription not found');
      if (!sub.userId) {
        throw new AppError(
          'conflict',
          'This subscription has no customer account; change it in Shopify admin.',
        );
      }
      const subscription = await manageSubscriptionEverywhere(
        deps,
        { userId: sub.userId, kind: 'staff', staffUserId: user.id },
        body,
      );
      // After Shopify accepted and the local change committed (the change spans both systems).
      await recordAudit(db, actorOf(c), {
        action: 'subscription.manage',
        entityType: 'subscription',
        entityId: body.subscriptionId,
        summary: `${body.action.replace('_', ' ')} for ${sub.email}`,
        before: {
          status: sub.status,
          nextDeliveryDate: sub.nextDeliveryDate,
          frequencyDays: sub.frequencyDays,
        },
        after: {
          status: subscription.status,
          nextDeliveryDate: subscription.nextDeliveryDate,
          frequencyDays: subscription.frequencyDays,
        },
      });
      c.get('logger').info(
        { staff: user.id, subscriptionId: body.subscriptionId, action: body.action },
        'staff changed a subscription',
      );
      return answer(c, 'POST /api/admin/subscriptions/manage', { subscription });
    });
}

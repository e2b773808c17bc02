/**
 * "Update payment method" for a subscription whose renewal declined: the customer asks from the
 * account (POST /api/account/subscriptions/:id/payment-method-email, limited per subscription),
 * staff from the subscriptions panel (POST /api/admin/subscriptions/:id/payment-method-email,
 * audited). Either way Shopify emails the customer the update link (payment-recovery.ts).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { PaymentUpdateEmailResponse } from '../../core/api/account';
import type { AppDeps } from '../app-deps';
import { actorOf, recordAudit } from '../audit/service';
import { requireAdminAssurance, requireUser, viewerOf } from '../auth/service';
import type { AppEnv } from '../http/app-env';
import { answer } from '../http/contract';
import { AppError } from '../http/errors';
import { noStore } from '../http/no-store';
import { hitKeyedLimit } from '../http/rate-limit';
import {
  PAYMENT_UPDATE_EMAIL_LIMIT,
  PAYMENT_UPDATE_EMAIL_RATE_MESSAGE,
  sendPaymentUpdateEmail,
} from './payment-recovery';

/** A malformed id is treated like another user's: 404, no hint either way. */
function readSubscriptionId(value: string | undefined): string {
  const parsed = z.uuid().safeParse(value);
  if (!parsed.success) throw new AppError('not_found', 'Subscription not found');
  return parsed.data;
}

/** Mounted at /api/account/subscriptions. */
export function createAccountPaymentRecoveryRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('/:id/payment-method-email', requireUser(deps.auth), noStore)
    .post('/:id/payment-method-email', async (c) => {
      const { user } = viewerOf(c);
      const subscriptionId = readSubscriptionId(c.req.param('id'));
      const body: PaymentUpdateEmailResponse = await sendPaymentUpdateEmail(
        deps,
        subscriptionId,
        { kind: 'customer', userId: user.id },
        async () => {
          const over = await hitKeyedLimit(deps.rateLimitStore, {
            name: 'payment-update-email',
            key: subscriptionId,
            ...PAYMENT_UPDATE_EMAIL_LIMIT,
          });
          if (over) {
            c.header('Retry-After', String(PAYMENT_UPDATE_EMAIL_LIMIT.windowMs / 1000));
            throw new AppError('rate_limited', PAYMENT_UPDATE_EMAIL_RATE_MESSAGE);
          }
        },
      );
      return answer(c, 'POST /api/account/subscriptions/:id/payment-method-email', body, 202);
    });
}

/** Mounted at /api/admin/subscriptions. */
export function createAdminPaymentRecoveryRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('/:id/payment-method-email', requireAdminAssurance(deps.auth, deps.db), noStore)
    .post('/:id/payment-method-email', async (c) => {
      const { user } = viewerOf(c);
      const subscriptionId = readSubscriptionId(c.req.param('id'));
      const body: PaymentUpdateEmailResponse = await sendPaymentUpdateEmail(deps, subscriptionId, {
        kind: 'staff',
        staffUserId: user.id,
      });
      await recordAudit(deps.db, actorOf(c), {
        action: 'subscription.payment_update_email',
        entityType: 'subscription',
        entityId: subscriptionId,
        summary: `Payment update email sent to ${body.sentTo}`,
      });
      return answer(c, 'POST /api/admin/subscriptions/:id/payment-method-email', body, 202);
    });
}

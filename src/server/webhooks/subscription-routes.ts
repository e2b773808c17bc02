import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/errors';
import { parseWith } from '../http/validate';
import { oncePerEvent, readTriggeredAt } from '../shopify/delivery-guard';
import { readSignedWebhookJson } from '../shopify/signed-body';
import { SHOPIFY_WEBHOOK_PATHS, webhookRoute } from '../shopify/store-requirements';
import { SHOPIFY_TOPIC_HEADER } from '../shopify/webhook-signature';
import {
  billingAttemptWebhookSchema,
  CONTRACT_UPDATE_TOPIC,
  contractCreatedWebhookSchema,
  contractUpdatedWebhookSchema,
  handleBillingFailure,
  handleBillingSuccess,
  handleContractCreated,
  handleContractUpdated,
  handlePaymentMethodUpdated,
  PAYMENT_METHOD_UPDATE_TOPIC,
  paymentMethodUpdatedWebhookSchema,
} from '../subscriptions/service';

/**
 * Mounted at /api/webhooks: POST /shopify/subscriptions receives subscription_contracts/create and
 * subscription_billing_attempts/success|failure, customer_payment_methods/update (a declined
 * renewal is retried with the new card), and subscription_contracts/update (a status
 * changed in Shopify; an older delivery than the stored one changes nothing). HMAC first; every handler is
 * idempotent (a redelivered webhook changes nothing), so no webhook-id table is needed here.
 */
export function createSubscriptionWebhookRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    webhookRoute(SHOPIFY_WEBHOOK_PATHS.subscriptions),
    oncePerEvent(deps),
    async (c) => {
      const json = await readSignedWebhookJson(c, deps.config.shopify.webhookSecret);
      const topic = c.req.header(SHOPIFY_TOPIC_HEADER) ?? '';
      const logger = c.get('logger');
      switch (topic) {
        case 'subscription_contracts/create': {
          const result = await handleContractCreated(
            deps,
            parseWith(contractCreatedWebhookSchema, json),
          );
          // The origin order is not stored yet: a non-2xx answer makes Shopify deliver again.
          if (result === 'not_ready') {
            throw new AppError('conflict', 'The origin order of this contract is not stored yet');
          }
          logger.info({ topic, result }, 'subscription contract webhook');
          return c.json({ ok: true, result });
        }
        case 'subscription_billing_attempts/success': {
          const result = await handleBillingSuccess(
            deps,
            parseWith(billingAttemptWebhookSchema, json),
          );
          logger.info({ topic, result }, 'billing attempt succeeded');
          return c.json({ ok: true, result });
        }
        case 'subscription_billing_attempts/failure': {
          const result = await handleBillingFailure(
            deps,
            parseWith(billingAttemptWebhookSchema, json),
          );
          logger.info({ topic, result }, 'billing attempt failed');
          return c.json({ ok: true, result });
        }
        case CONTRACT_UPDATE_TOPIC: {
          const result = await handleContractUpdated(
            deps.db,
            parseWith(contractUpdatedWebhookSchema, json),
            readTriggeredAt(c),
          );
          logger.info({ topic, result }, 'subscription contract updated in Shopify');
          return c.json({ ok: true, result });
        }
        case PAYMENT_METHOD_UPDATE_TOPIC: {
          const result = await handlePaymentMethodUpdated(
            deps,
            parseWith(paymentMethodUpdatedWebhookSchema, json),
          );
          logger.info({ topic, ...result }, 'customer payment method updated');
          return c.json({ ok: true, ...result });
        }
        default:
          throw new AppError('validation_failed', `Unexpected webhook topic: ${topic}`);
      }
    },
  );
}

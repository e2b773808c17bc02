import { Hono } from 'hono';
import {
  answerDataRequest,
  customerRedactWebhookSchema,
  dataRequestWebhookSchema,
  redactCustomer,
  redactShop,
  shopRedactWebhookSchema,
} from '../account/service';
import type { AppDeps } from '../app-deps';
import type { Config } from '../config';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/errors';
import { parseWith } from '../http/validate';
import { oncePerEvent, readEventId } from '../shopify/delivery-guard';
import { readSignedWebhookJson } from '../shopify/signed-body';
import { SHOPIFY_WEBHOOK_PATHS, webhookRoute } from '../shopify/store-requirements';
import { SHOPIFY_EVENT_ID_HEADER, SHOPIFY_TOPIC_HEADER } from '../shopify/webhook-signature';
import { ShopifyUnavailable } from '../subscriptions/service';

/** The shop these webhooks may speak for: the configured store, or the sandbox (this server). */
export function ownShopDomain(config: Pick<Config, 'shopify' | 'publicUrl'>): string {
  return config.shopify.store?.domain ?? new URL(config.publicUrl).host;
}

/**
 * Mounted at /api/webhooks: POST /shopify/privacy receives Shopify's mandatory compliance
 * webhooks (https://shopify.dev/docs/apps/build/compliance/privacy-law-compliance): the HMAC over
 * the raw body first (401 on a bad signature, as Shopify requires), then the shop domain must be
 * this shop's, then account/shopify-privacy.ts does the export or erasure.
 */
export function createPrivacyWebhookRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    webhookRoute(SHOPIFY_WEBHOOK_PATHS.privacy),
    oncePerEvent(deps),
    async (c) => {
      const json = await readSignedWebhookJson(c, deps.config.shopify.webhookSecret);
      // Exports and erasures act once per event: a delivery without its event id is refused.
      if (readEventId(c) === null) {
        throw new AppError('validation_failed', `Missing ${SHOPIFY_EVENT_ID_HEADER} header`);
      }
      const topic = c.req.header(SHOPIFY_TOPIC_HEADER) ?? '';
      const logger = c.get('logger');
      const forThisShop = (domain: string) => {
        if (domain.toLowerCase() !== ownShopDomain(deps.config).toLowerCase()) {
          throw new AppError('validation_failed', `This endpoint does not serve ${domain}`);
        }
      };
      try {
        switch (topic) {
          case 'customers/data_request': {
            const payload = parseWith(dataRequestWebhookSchema, json);
            forThisShop(payload.shop_domain);
            const result = await answerDataRequest(deps, payload);
            logger.info({ topic, ...result }, 'Shopify customer data request answered');
            return c.json({ ok: true, ...result });
          }
          case 'customers/redact': {
            const payload = parseWith(customerRedactWebhookSchema, json);
            forThisShop(payload.shop_domain);
            const result = await redactCustomer(deps, payload);
            logger.info({ topic, ...result }, 'Shopify customer redaction done');
            return c.json({ ok: true, ...result });
          }
          case 'shop/redact': {
            const payload = parseWith(shopRedactWebhookSchema, json);
            forThisShop(payload.shop_domain);
            const result = await redactShop(deps, payload);
            logger.info({ topic, ...result }, 'Shopify shop redaction done');
            return c.json({ ok: true, ...result });
          }
          default:
            throw new AppError('validation_failed', `Unexpected webhook topic: ${topic}`);
        }
      } catch (err) {
        // Shopify unreachable while cancelling a contract: nothing erased, Shopify delivers again.
        if (err instanceof ShopifyUnavailable) {
          throw new AppError('shopify_unavailable', 'Shopify did not answer; deliver again later', {
            status: 503,
          });
        }
        throw err;
      }
    },
  );
}

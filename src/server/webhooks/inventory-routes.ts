import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/errors';
import { parseWith } from '../http/validate';
import { ShopifyAdminError } from '../shopify/admin-client';
import { oncePerEvent } from '../shopify/delivery-guard';
import { readSignedWebhookJson } from '../shopify/signed-body';
import { SHOPIFY_WEBHOOK_PATHS, webhookRoute } from '../shopify/store-requirements';
import { SHOPIFY_TOPIC_HEADER } from '../shopify/webhook-signature';
import { inboxInRush } from './inbox';
import { followInventoryItem } from './inventory-item';

export const INVENTORY_LEVELS_UPDATE_TOPIC = 'inventory_levels/update';

const numericId = z.union([z.number().int().positive(), z.string().regex(/^\d{1,20}$/)]);

/** Shopify's inventory_levels/update body: the fields this route reads (others are ignored). */
export const inventoryLevelWebhookSchema = z.object({
  inventory_item_id: numericId,
  location_id: numericId,
  available: z.number().int().nullable().optional(),
});

/**
 * Mounted at /api/webhooks: POST /shopify/inventory receives inventory_levels/update, so stock
 * changes arrive without waiting for the scheduled sync. HMAC first. The body's `available` is one
 * location's count and deliveries can arrive out of order, so it is only a signal: the route reads
 * the item's variant and its sellable quantity across locations from the Admin API now and stores
 * that (a redelivery stores the same), sending back-in-stock emails as a sync does. Shopify
 * unreachable: 503, and Shopify delivers again later. In a rush the signal is queued and answered
 * at once (inbox.ts).
 */
export function createInventoryWebhookRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    webhookRoute(SHOPIFY_WEBHOOK_PATHS.inventory),
    oncePerEvent(deps),
    async (c) => {
      const json = await readSignedWebhookJson(c, deps.config.shopify.webhookSecret);
      const topic = c.req.header(SHOPIFY_TOPIC_HEADER) ?? '';
      if (topic !== INVENTORY_LEVELS_UPDATE_TOPIC) {
        throw new AppError('validation_failed', `Unexpected webhook topic: ${topic}`);
      }
      const payload = parseWith(inventoryLevelWebhookSchema, json);
      const itemId = `gid://shopify/InventoryItem/${payload.inventory_item_id}`;
      // In a rush: stored, answered, read by the inbox's worker (decision 162).
      const inbox = inboxInRush(deps);
      if (inbox) {
        await inbox.acceptInventory({ itemId });
        return c.json({ ok: true, queued: true });
      }
      const logger = c.get('logger');
      try {
        return c.json({ ok: true, ...(await followInventoryItem(deps, logger, itemId)) });
      } catch (err) {
        if (!(err instanceof ShopifyAdminError)) throw err;
        logger.warn({ err: err.message, itemId }, 'inventory webhook: Shopify did not answer');
        throw new AppError('shopify_unavailable', 'Shopify did not answer; deliver again later', {
          status: 503,
        });
      }
    },
  );
}

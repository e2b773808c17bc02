/**
 * The sandbox store's inventory, answering the two Admin API calls the shop
 * uses, with Shopify's shapes:
 * - `query { productVariants(first, after) { nodes { id inventoryQuantity inventoryItem { id
 *   tracked } } pageInfo { hasNextPage endCursor } } }` — ProductVariant.inventoryQuantity is "the
 *   total sellable quantity of the variant"; an untracked item is sold without limit
 *   (https://shopify.dev/docs/api/admin-graphql/2025-10/objects/productvariant).
 * - `mutation inventorySetQuantities(input: { name: "available", reason, quantities: [{
 *   inventoryItemId, locationId, quantity }] })` — sets the available quantity at a location
 *   (https://shopify.dev/docs/apps/build/inventory-management-apps/manage-quantities-states).
 * - `query { inventoryItem(id) { id tracked variant { id inventoryQuantity } } }` — one item, as
 *   the inventory webhook route reads it.
 * - `query { location { id } productVariant(id) { inventoryItem { id } } }` — the shop's primary
 *   location ("if no ID is provided, the primary location of the Shop is returned",
 *   https://shopify.dev/docs/api/admin-graphql/2025-10/queries/location) and a variant's item,
 *   as staff's stock edit reads them (the answer also carries the variant's inventoryQuantity
 *   and its item's tracked, as the shop reads after a sale or cancellation). inventorySetQuantities compares each changeFromQuantity with
 *   the persisted quantity (CHANGE_FROM_QUANTITY_STALE); each quantity must name
 *   changeFromQuantity, null to skip the check, as from API version 2026-04
 *   (https://shopify.dev/changelog/compare-and-swap-redesign-for-inventory-set-quantities).
 * Variants are the ones the catalogue names (shopify_gid); a variant nobody has set is untracked.
 * The inventory item of `gid://shopify/ProductVariant/N` is `gid://shopify/InventoryItem/N`.
 * A quantity that changes sends `inventory_levels/update` (the topic INVENTORY_LEVELS_UPDATE of
 * https://shopify.dev/docs/api/admin-graphql/latest/enums/WebhookSubscriptionTopic) with the
 * InventoryLevel's REST fields: inventory_item_id, location_id, available, updated_at,
 * admin_graphql_api_id — unless SHOPIFY_SANDBOX_INVENTORY_WEBHOOKS=false. A paid checkout takes its
 * units off and orderCancel with restock puts them back (moveOrderUnits), as Shopify does.
 */
import { eq, isNotNull } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../server/app-deps';
import { productVariants } from '../server/db/schema/catalog';
import type { AppEnv } from '../server/http/app-env';
import type { GraphQLOperations } from './graphql-route';
import { createWebhookDelivery, scaledRetryDelays, type WebhookDelivery } from './webhook-delivery';

export const SANDBOX_LOCATION_ID = 'gid://shopify/Location/1';
const VARIANT_PREFIX = 'gid://shopify/ProductVariant/';
const ITEM_PREFIX = 'gid://shopify/InventoryItem/';

export const inventoryItemIdOf = (variantGid: string) =>
  `${ITEM_PREFIX}${variantGid.slice(VARIANT_PREFIX.length)}`;

export type SandboxInventory = {
  /** inventoryAdjustQuantities answers by idempotency key: a retry adjusts nothing again. */
  adjusted?: Map<string, object>;
  /** Available units of an inventory item (tracked), or undefined (untracked). */
  quantities: Map<string, number>;
  /** Sets (null: untracks) an item's units; a change sends inventory_levels/update. */
  set: (inventoryItemId: string, quantity: number | null) => void;
  /** Inventory webhooks on their way (null when they are off). */
  webhooks: WebhookDelivery | null;
};

export function createSandboxInventory(deps: AppDeps): SandboxInventory {
  const quantities = new Map<string, number>();
  const { config } = deps;
  const webhooks = config.shopify.sandbox?.inventoryWebhooks
    ? createWebhookDelivery({
        target: {
          baseUrl: config.publicUrl,
          secret: config.shopify.webhookSecret,
          apiVersion: config.shopify.apiVersion,
          shopDomain: new URL(config.publicUrl).host,
        },
        retryDelaysMs: scaledRetryDelays(config.shopify.sandbox.webhookRetryScale),
      })
    : null;
  const locationNumber = SANDBOX_LOCATION_ID.slice('gid://shopify/Location/'.length);
  return {
    quantities,
    webhooks,
    set(inventoryItemId, quantity) {
      const before = quantities.get(inventoryItemId) ?? null;
      if (quantity === null) quantities.delete(inventoryItemId);
      else quantities.set(inventoryItemId, quantity);
      if (before === quantity || !webhooks) return;
      const itemNumber = inventoryItemId.slice(ITEM_PREFIX.length);
      void webhooks.send('inventory_levels/update', {
        inventory_item_id: Number(itemNumber),
        location_id: Number(locationNumber),
        available: quantity,
        updated_at: new Date().toISOString(),
        admin_graphql_api_id: `gid://shopify/InventoryLevel/${locationNumber}?inventory_item_id=${itemNumber}`,
      });
    },
  };
}

/**
 * Moves each order line's units on its tracked item (untracked items stay untracked): a placed
 * order takes them off `available` (-1), a cancellation with restock puts them back (+1). Each
 * change sends inventory_levels/update, as Shopify does.
 */
export function moveOrderUnits(
  inventory: SandboxInventory,
  lines: readonly { variant_id: number | string | null; quantity: number }[],
  direction: 1 | -1,
) {
  for (const line of lines) {
    if (line.variant_id === null) continue;
    const item = inventoryItemIdOf(`${VARIANT_PREFIX}${line.variant_id}`);
    const before = inventory.quantities.get(item);
    if (before !== undefined) inventory.set(item, before + direction * line.quantity);
  }
}

/** A cart line as the checkout's stock check reads it. */
type CartUnits = {
  merchandiseId: string;
  quantity: number;
  productTitle: string;
  variantTitle: string;
};

/** The line a checkout refused for stock, with the units Shopify had left of it. */
export type StockShortfall = { title: string; available: number };

/**
 * Shopify's checkout for tracked items whose variant denies overselling (inventoryPolicy DENY,
 * "continue selling when out of stock" off): the payment takes every line's units off
 * `available` at once, or takes none and is refused when a line asks for more than is left.
 * Synchronous, so two payments in this one process never both take the last units (a check and
 * a take with an await between them would). Untracked items are sold without limit.
 * docs/decisions/112-stock-never-sold-twice.md
 */
export function takeCartUnits(
  inventory: SandboxInventory,
  lines: readonly CartUnits[],
): StockShortfall | null {
  const wanted = new Map<string, { units: number; line: CartUnits }>();
  for (const line of lines) {
    const item = inventoryItemIdOf(line.merchandiseId);
    const entry = wanted.get(item);
    wanted.set(item, { units: (entry?.units ?? 0) + line.quantity, line: entry?.line ?? line });
  }
  for (const [item, { units, line }] of wanted) {
    const available = inventory.quantities.get(item);
    if (available === undefined || available >= units) continue;
    const title =
      line.variantTitle && line.variantTitle !== 'Default'
        ? `${line.productTitle} (${line.variantTitle})`
        : line.productTitle;
    return { title, available: Math.max(0, available) };
  }
  for (const [item, { units }] of wanted) {
    const available = inventory.quantities.get(item);
    if (available !== undefined) inventory.set(item, available - units);
  }
  return null;
}

/** Gives back the units takeCartUnits took (a payment that did not go on to an order). */
export function returnCartUnits(inventory: SandboxInventory, lines: readonly CartUnits[]) {
  for (const line of lines) {
    const item = inventoryItemIdOf(line.merchandiseId);
    const available = inventory.quantities.get(item);
    if (available !== undefined) inventory.set(item, available + line.quantity);
  }
}

/** The inventory operations of the Admin API endpoint (admin-api.ts), or null for any other. */
export function sandboxInventoryOperations(
  deps: AppDeps,
  inventory: SandboxInventory,
): GraphQLOperations {
  return async ({ document: query, variables }) => {
    if (/^\s*mutation\b/.test(query) && /\binventorySetQuantities\s*\(/.test(query)) {
      const input = (variables.input ?? {}) as {
        name?: unknown;
        quantities?: {
          inventoryItemId?: unknown;
          locationId?: unknown;
          quantity?: unknown;
          changeFromQuantity?: unknown;
        }[];
      };
      const userErrors: { field: string[]; message: string; code: string }[] = [];
      if (input.name !== 'available') {
        userErrors.push({
          field: ['input', 'name'],
          message: 'The quantity name must be available.',
          code: 'INVALID_NAME',
        });
      }
      const quantities = Array.isArray(input.quantities) ? input.quantities : [];
      quantities.forEach((q, i) => {
        if (typeof q.inventoryItemId !== 'string' || !q.inventoryItemId.startsWith(ITEM_PREFIX)) {
          userErrors.push({
            field: ['input', 'quantities', String(i), 'inventoryItemId'],
            message: 'The specified inventory item could not be found.',
            code: 'INVALID_INVENTORY_ITEM',
          });
        } else if (q.locationId !== SANDBOX_LOCATION_ID) {
          userErrors.push({
            field: ['input', 'quantities', String(i), 'locationId'],
            message: 'The specified location could not be found.',
            code: 'INVALID_LOCATION',
          });
        } else if (typeof q.quantity !== 'number' || !Number.isInteger(q.quantity)) {
          userErrors.push({
            field: ['input', 'quantities', String(i), 'quantity'],
            message: 'The quantity must be a whole number.',
            code: 'INVALID_QUANTITY',
          });
        } else if (!('changeFromQuantity' in q)) {
          userErrors.push({
            field: ['input', 'quantities', String(i), 'changeFromQuantity'],
            message:
              'The changeFromQuantity argument must be given to each quantity, null to skip the check.',
            code: 'COMPARE_QUANTITY_REQUIRED',
          });
        } else if (q.changeFromQuantity !== null) {
          // Compare-and-set: Shopify sets the quantity only if it still is changeFromQuantity.
          const persisted = inventory.quantities.get(q.inventoryItemId) ?? 0;
          if (q.changeFromQuantity !== persisted) {
            userErrors.push({
              field: ['input', 'quantities', String(i), 'changeFromQuantity'],
              message: 'The changeFromQuantity argument no longer matches the persisted quantity.',
              code: 'CHANGE_FROM_QUANTITY_STALE',
            });
          }
        }
      });
      if (userErrors.length === 0) {
        for (const q of quantities)
          inventory.set(q.inventoryItemId as string, q.quantity as number);
      }
      return {
        data: {
          inventorySetQuantities: {
            inventoryAdjustmentGroup: userErrors.length === 0 ? { reason: 'correction' } : null,
            userErrors,
          },
        },
      };
    }

    if (/^\s*mutation\b/.test(query) && /\binventoryAdjustQuantities\s*\(/.test(query)) {
      const answer = adjustQuantities(inventory, query, variables);
      if (!answer) {
        return {
          errors: [
            {
              message:
                'The @idempotent directive with a key is required for inventoryAdjustQuantities',
              extensions: { code: 'BAD_REQUEST' },
            },
          ],
        };
      }
      return { data: { inventoryAdjustQuantities: answer } };
    }

    // The shop's primary location (`location` without an id) and a variant's inventory item.
    if (/^\s*(query\b|\{)/.test(query) && /\bproductVariant\s*\(/.test(query)) {
      const id = typeof variables.id === 'string' ? variables.id : '';
      const [known] = id.startsWith(VARIANT_PREFIX)
        ? await deps.db
            .select({ gid: productVariants.shopifyGid })
            .from(productVariants)
            .where(eq(productVariants.shopifyGid, id))
            .limit(1)
        : [];
      return {
        data: {
          location: { id: SANDBOX_LOCATION_ID },
          productVariant: known
            ? {
                id,
                inventoryQuantity: inventory.quantities.get(inventoryItemIdOf(id)) ?? 0,
                inventoryItem: {
                  id: inventoryItemIdOf(id),
                  tracked: inventory.quantities.has(inventoryItemIdOf(id)),
                },
              }
            : null,
        },
      };
    }

    if (/^\s*(query\b|\{)/.test(query) && /\binventoryItem\s*\(/.test(query)) {
      const id = typeof variables.id === 'string' ? variables.id : '';
      const variantGid = `${VARIANT_PREFIX}${id.slice(ITEM_PREFIX.length)}`;
      const [known] = id.startsWith(ITEM_PREFIX)
        ? await deps.db
            .select({ gid: productVariants.shopifyGid })
            .from(productVariants)
            .where(eq(productVariants.shopifyGid, variantGid))
            .limit(1)
        : [];
      const quantity = inventory.quantities.get(id);
      return {
        data: {
          inventoryItem: known
            ? {
                id,
                tracked: quantity !== undefined,
                variant: { id: variantGid, inventoryQuantity: quantity ?? 0 },
              }
            : null,
        },
      };
    }

    if (/^\s*(query\b|\{)/.test(query) && /\bproductVariants\s*\(/.test(query)) {
      const rows = await deps.db
        .selectDistinct({ gid: productVariants.shopifyGid })
        .from(productVariants)
        .where(isNotNull(productVariants.shopifyGid));
      const gids = rows
        .map((r) => r.gid as string)
        .filter((gid) => gid.startsWith(VARIANT_PREFIX))
        .sort();
      const first = Math.min(Math.max(Number(variables.first ?? 50) || 50, 1), 250);
      const after = typeof variables.after === 'string' ? variables.after : null;
      const start = after ? gids.indexOf(after) + 1 : 0;
      const page = gids.slice(start, start + first);
      return {
        data: {
          productVariants: {
            nodes: page.map((gid) => {
              const itemId = inventoryItemIdOf(gid);
              const quantity = inventory.quantities.get(itemId);
              return {
                id: gid,
                inventoryQuantity: quantity ?? 0,
                inventoryItem: { id: itemId, tracked: quantity !== undefined },
              };
            }),
            pageInfo: {
              hasNextPage: start + first < gids.length,
              endCursor: page.at(-1) ?? null,
            },
          },
        },
      };
    }
    return null;
  };
}

/**
 * ENABLE_TEST_ROUTES only: POST /sandbox/shopify/test/inventory {variantGid, quantity} sets a
 * variant's available units in the sandbox store (null: untracked), as a merchant would in
 * Shopify admin; journeys then sync the shop from it.
 */
export function createSandboxInventoryTestRoutes(inventory: SandboxInventory) {
  return new Hono<AppEnv>().post('/inventory', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as {
      variantGid?: unknown;
      quantity?: unknown;
    };
    const gid = typeof body.variantGid === 'string' ? body.variantGid : '';
    const quantity = body.quantity;
    if (
      !gid.startsWith(VARIANT_PREFIX) ||
      !(quantity === null || (typeof quantity === 'number' && Number.isInteger(quantity)))
    ) {
      return c.json(
        {
          error: {
            code: 'validation_failed',
            message: 'variantGid and a whole quantity (or null) are required',
          },
        },
        400,
      );
    }
    const itemId = inventoryItemIdOf(gid);
    inventory.set(itemId, quantity);
    return c.json({ inventoryItemId: itemId, quantity });
  });
}

/**
 * `mutation inventoryAdjustQuantities(input: { name: "available", reason, changes: [{
 * inventoryItemId, locationId, delta, changeFromQuantity }] }) @idempotent(key:)` — adds each
 * delta to the available quantity of a tracked item (an untracked one keeps no quantity); the
 * idempotency key is required from API 2026-04, and a repeated key answers the first answer
 * without adjusting again.
 * https://shopify.dev/docs/api/admin-graphql/latest/mutations/inventoryAdjustQuantities
 */
function adjustQuantities(
  inventory: SandboxInventory,
  query: string,
  variables: Record<string, unknown>,
): object | null {
  const keyMatch = /@idempotent\s*\(\s*key\s*:\s*\$([A-Za-z_][A-Za-z0-9_]*)\s*\)/.exec(query);
  const key = keyMatch?.[1] ? variables[keyMatch[1]] : undefined;
  const userErrors: { field: string[]; message: string; code: string }[] = [];
  if (typeof key !== 'string' || key === '') return null;
  inventory.adjusted ??= new Map();
  const earlier = inventory.adjusted.get(key);
  if (earlier) return earlier;
  const input = (variables.input ?? {}) as {
    name?: unknown;
    reason?: unknown;
    changes?: { inventoryItemId?: unknown; locationId?: unknown; delta?: unknown }[];
  };
  if (input.name !== 'available') {
    userErrors.push({
      field: ['input', 'name'],
      message: 'The quantity name must be available.',
      code: 'INVALID_QUANTITY_NAME',
    });
  }
  const changes = Array.isArray(input.changes) ? input.changes : [];
  changes.forEach((c, i) => {
    if (typeof c.inventoryItemId !== 'string' || !c.inventoryItemId.startsWith(ITEM_PREFIX)) {
      userErrors.push({
        field: ['input', 'changes', String(i), 'inventoryItemId'],
        message: 'The specified inventory item could not be found.',
        code: 'INVALID_INVENTORY_ITEM',
      });
    } else if (c.locationId !== SANDBOX_LOCATION_ID) {
      userErrors.push({
        field: ['input', 'changes', String(i), 'locationId'],
        message: 'The specified location could not be found.',
        code: 'INVALID_LOCATION',
      });
    } else if (typeof c.delta !== 'number' || !Number.isInteger(c.delta)) {
      userErrors.push({
        field: ['input', 'changes', String(i), 'delta'],
        message: 'The delta must be a whole number.',
        code: 'INVALID_QUANTITY_DOCUMENT',
      });
    }
  });
  if (userErrors.length > 0) return { inventoryAdjustmentGroup: null, userErrors };
  for (const c of changes) {
    const item = c.inventoryItemId as string;
    const before = inventory.quantities.get(item);
    if (before !== undefined) inventory.set(item, before + (c.delta as number));
  }
  const answer = {
    inventoryAdjustmentGroup: { reason: typeof input.reason === 'string' ? input.reason : '' },
    userErrors,
  };
  inventory.adjusted.set(key, answer);
  return answer;
}

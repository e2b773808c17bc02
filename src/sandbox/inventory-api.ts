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
import { createMemoryStock, type SandboxStock } from './sandbox-stock';
import { createWebhookDelivery, scaledRetryDelays, type WebhookDelivery } from './webhook-delivery';

export const SANDBOX_LOCATION_ID = 'gid://shopify/Location/1';
const VARIANT_PREFIX = 'gid://shopify/ProductVariant/';
const ITEM_PREFIX = 'gid://shopify/InventoryItem/';

export const inventoryItemIdOf = (variantGid: string) =>
  `${ITEM_PREFIX}${variantGid.slice(VARIANT_PREFIX.length)}`;

export type SandboxInventory = {
  /** The units of each tracked item (sandbox-stock.ts: in the database, or memory in tests). */
  stock: SandboxStock;
  /** inventoryAdjustQuantities answers by idempotency key: a retry adjusts nothing again. */
  adjusted?: Map<string, object>;
  /** Sets (null: untracks) an item's units; a change sends inventory_levels/update. */
  set: (inventoryItemId: string, quantity: number | null) => Promise<void>;
  /** Sends inventory_levels/update for a change of an item's units (none when unchanged). */
  changed: (inventoryItemId: string, before: number | null, after: number | null) => void;
  /** Inventory webhooks on their way (null when they are off). */
  webhooks: WebhookDelivery | null;
};

export function createSandboxInventory(
  deps: Pick<AppDeps, 'config'>,
  stock: SandboxStock = createMemoryStock(),
): SandboxInventory {
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
  const changed = (inventoryItemId: string, before: number | null, after: number | null) => {
    if (before === after || !webhooks) return;
    const itemNumber = inventoryItemId.slice(ITEM_PREFIX.length);
    void webhooks.send(
      'inventory_levels/update',
      inventoryLevelWebhookPayload({ itemNumber, locationNumber, available: after }),
    );
  };
  return {
    stock,
    webhooks,
    changed,
    async set(inventoryItemId, quantity) {
      const result = await stock.set([{ item: inventoryItemId, quantity, changeFrom: null }]);
      if ('changes' in result) {
        for (const change of result.changes) changed(change.item, change.before, change.after);
      }
    },
  };
}

/** The inventory_levels/update body for one item at one location, in Shopify's shape. */
export function inventoryLevelWebhookPayload(options: {
  itemNumber: string;
  locationNumber: string;
  available: number | null;
  now?: Date;
}) {
  const { itemNumber, locationNumber } = options;
  return {
    inventory_item_id: Number(itemNumber),
    location_id: Number(locationNumber),
    available: options.available,
    updated_at: (options.now ?? new Date()).toISOString(),
    admin_graphql_api_id: `gid://shopify/InventoryLevel/${locationNumber}?inventory_item_id=${itemNumber}`,
  };
}

/** Units per inventory item, summed over lines naming the same variant. */
function unitsByItem(lines: readonly { merchandiseId: string; quantity: number }[]) {
  const wanted = new Map<string, number>();
  for (const line of lines) {
    const item = inventoryItemIdOf(line.merchandiseId);
    wanted.set(item, (wanted.get(item) ?? 0) + line.quantity);
  }
  return wanted;
}

/** Gives `units` back to (or, negative, takes them off) each tracked item, with its webhook. */
async function giveUnits(inventory: SandboxInventory, wanted: Map<string, number>) {
  const after = await inventory.stock.give(wanted);
  for (const [item, units] of after) {
    inventory.changed(item, units - (wanted.get(item) ?? 0), units);
  }
}

/**
 * Moves each order line's units on its tracked item (untracked items stay untracked): a placed
 * order takes them off `available` (-1), a cancellation with restock puts them back (+1). Each
 * change sends inventory_levels/update, as Shopify does.
 */
export async function moveOrderUnits(
  inventory: SandboxInventory,
  lines: readonly { variant_id: number | string | null; quantity: number }[],
  direction: 1 | -1,
) {
  const wanted = unitsByItem(
    lines.flatMap((line) =>
      line.variant_id === null
        ? []
        : [{ merchandiseId: `${VARIANT_PREFIX}${line.variant_id}`, quantity: line.quantity }],
    ),
  );
  for (const [item, units] of wanted) wanted.set(item, direction * units);
  await giveUnits(inventory, wanted);
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
 * The take is one conditional UPDATE per item in one transaction (sandbox-stock.ts), so two
 * payments, in this process or in two on one database, never both take the last units.
 * docs/decisions/112-stock-never-sold-twice.md, 133-sandbox-store-complete.md
 */
export async function takeCartUnits(
  inventory: SandboxInventory,
  lines: readonly CartUnits[],
): Promise<StockShortfall | null> {
  const wanted = unitsByItem(lines);
  const taken = await inventory.stock.take(wanted);
  if ('short' in taken) {
    const line = lines.find((l) => inventoryItemIdOf(l.merchandiseId) === taken.short.item);
    const title =
      line?.variantTitle && line.variantTitle !== 'Default'
        ? `${line.productTitle} (${line.variantTitle})`
        : (line?.productTitle ?? '');
    return { title, available: taken.short.available };
  }
  for (const [item, units] of taken.after) {
    inventory.changed(item, units + (wanted.get(item) ?? 0), units);
  }
  return null;
}

/** Gives back the units takeCartUnits took (a payment that did not go on to an order). */
export async function returnCartUnits(inventory: SandboxInventory, lines: readonly CartUnits[]) {
  await giveUnits(inventory, unitsByItem(lines));
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
        }
      });
      if (userErrors.length === 0) {
        // Compare-and-set: Shopify sets the quantities only if each still is changeFromQuantity
        // (all or none, under the rows' lock: another process may be setting them too).
        const result = await inventory.stock.set(
          quantities.map((q) => ({
            item: q.inventoryItemId as string,
            quantity: q.quantity as number,
            changeFrom: (q.changeFromQuantity ?? null) as number | null,
          })),
        );
        for (const i of result.stale) {
          userErrors.push({
            field: ['input', 'quantities', String(i), 'changeFromQuantity'],
            message: 'The changeFromQuantity argument no longer matches the persisted quantity.',
            code: 'CHANGE_FROM_QUANTITY_STALE',
          });
        }
        if ('changes' in result) {
          for (const change of result.changes) {
            inventory.changed(change.item, change.before, change.after);
          }
        }
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
      const answer = await adjustQuantities(inventory, query, variables);
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
      const units = known
        ? (await inventory.stock.read([inventoryItemIdOf(id)])).get(inventoryItemIdOf(id))
        : undefined;
      return {
        data: {
          location: { id: SANDBOX_LOCATION_ID },
          productVariant: known
            ? {
                id,
                inventoryQuantity: units ?? 0,
                inventoryItem: { id: inventoryItemIdOf(id), tracked: units !== undefined },
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
      const quantity = known ? (await inventory.stock.read([id])).get(id) : undefined;
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
      const units = await inventory.stock.read(page.map(inventoryItemIdOf));
      return {
        data: {
          productVariants: {
            nodes: page.map((gid) => {
              const itemId = inventoryItemIdOf(gid);
              const quantity = units.get(itemId);
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
    await inventory.set(itemId, quantity);
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
async function adjustQuantities(
  inventory: SandboxInventory,
  query: string,
  variables: Record<string, unknown>,
): Promise<object | null> {
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
  // Remembered before the units move, so a retry arriving meanwhile adjusts nothing again.
  const answer = {
    inventoryAdjustmentGroup: { reason: typeof input.reason === 'string' ? input.reason : '' },
    userErrors,
  };
  inventory.adjusted.set(key, answer);
  const deltas = new Map<string, number>();
  for (const c of changes) {
    const item = c.inventoryItemId as string;
    deltas.set(item, (deltas.get(item) ?? 0) + (c.delta as number));
  }
  const after = await inventory.stock.give(deltas);
  for (const [item, units] of after)
    inventory.changed(item, units - (deltas.get(item) ?? 0), units);
  return answer;
}

// Stock: the inventory quantity of each variant, synced from Shopify's
// Admin API (ProductVariant.inventoryQuantity; untracked items are sold without limit), and the
// "email me when it is back" requests, sent through the mail outbox when a variant returns.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { stockStatusOf } from '../../core/catalog/stock';
import type { StockNotifyValues } from '../../core/schemas/stock-notify';
import { adminGraphql } from '../../core/shopify/graphql-document';
import type { AppDeps } from '../app-deps';
import { notifyCatalogueChanged } from '../cache/catalogue-cache';
import { products, productVariants } from '../db/schema/catalog';
import { stockNotifications } from '../db/schema/reviews';
import { AppError } from '../http/errors';
import { createAdminClientFromConfig, type ShopifyAdminClient } from '../shopify/admin-client';

export const INVENTORY_QUERY = adminGraphql`query shopInventory($first: Int!, $after: String) {
  productVariants(first: $first, after: $after) {
    nodes { id inventoryQuantity inventoryItem { id tracked } }
    pageInfo { hasNextPage endCursor }
  }
}`;

type InventoryPage = {
  productVariants: {
    nodes: { id: string; inventoryQuantity: number | null; inventoryItem: { tracked: boolean } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

/** What storing stock needs: the database, the page caches, and the mailer for back-in-stock emails. */
export type InventoryDeps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'catalogue'>;

export const STOCK_NOT_OUT_MESSAGE = 'This option is in stock: you can add it to your cart now.';

/** Reads every variant's sellable quantity from Shopify (null when not tracked). */
export async function readShopifyInventory(
  client: ShopifyAdminClient,
): Promise<Map<string, number | null>> {
  const quantities = new Map<string, number | null>();
  let after: string | null = null;
  for (let page = 0; page < 400; page++) {
    const data: InventoryPage = await client.graphql<InventoryPage>(INVENTORY_QUERY, {
      first: 250,
      after,
    });
    for (const node of data.productVariants.nodes) {
      quantities.set(node.id, node.inventoryItem.tracked ? (node.inventoryQuantity ?? 0) : null);
    }
    if (!data.productVariants.pageInfo.hasNextPage) break;
    after = data.productVariants.pageInfo.endCursor;
  }
  return quantities;
}

export const INVENTORY_ITEM_QUERY = adminGraphql`query inventoryItem($id: ID!) {
  inventoryItem(id: $id) { id tracked variant { id inventoryQuantity } }
}`;

type InventoryItemAnswer = {
  inventoryItem: {
    tracked: boolean;
    variant: { id: string; inventoryQuantity: number | null } | null;
  } | null;
};

/**
 * One inventory item's variant and its sellable quantity across every location (null when not
 * tracked), or null when Shopify has no such item.
 */
export async function readShopifyInventoryItem(
  client: ShopifyAdminClient,
  inventoryItemId: string,
): Promise<Map<string, number | null> | null> {
  const data = await client.graphql<InventoryItemAnswer>(INVENTORY_ITEM_QUERY, {
    id: inventoryItemId,
  });
  const item = data.inventoryItem;
  if (!item?.variant) return null;
  return new Map([[item.variant.id, item.tracked ? (item.variant.inventoryQuantity ?? 0) : null]]);
}

/**
 * What Shopify said of some variants' stock, with the ticket taken before it was asked: readings
 * overlap (an order's read-back, the inventory webhook, a sync, staff's save, on several
 * processes), and the one asked for last is the one that saw every change before it, so it is the
 * one that stands, whichever is stored last (decision 146).
 */
export type StockReading = { ticket: number; quantities: Map<string, number | null> };

/** The next ticket of `stock_reads`: take it before asking Shopify. */
export async function takeStockReadTicket(db: InventoryDeps['db']): Promise<number> {
  const result = await db.execute(sql`select nextval('stock_reads') as ticket`);
  return Number((result as unknown as { rows: { ticket: string }[] }).rows[0]?.ticket);
}

/** Takes a ticket, then reads (null: Shopify has no such item). */
export async function readShopifyStock(
  db: InventoryDeps['db'],
  read: () => Promise<Map<string, number | null> | null>,
): Promise<StockReading | null> {
  const ticket = await takeStockReadTicket(db);
  const quantities = await read();
  return quantities === null ? null : { ticket, quantities };
}

/**
 * Stores a reading's quantities by Shopify variant id over every older reading (a variant whose
 * figure came from a later-asked reading keeps it); variants that are not out of stock get their
 * open "email me" requests sent (requests are only taken while a variant is out). Returns how many
 * variants changed and emails queued.
 */
export async function applyInventory(
  deps: InventoryDeps,
  { ticket, quantities }: StockReading,
): Promise<{ changed: number; notified: number }> {
  if (quantities.size === 0) return { changed: 0, notified: 0 };
  const { changed, stored } = await deps.db.transaction(async (tx) => {
    // Locked in one order, so two readings of the same variants queue rather than deadlock.
    const rows = await tx
      .select({
        id: productVariants.id,
        gid: productVariants.shopifyGid,
        productId: productVariants.productId,
        quantity: productVariants.inventoryQuantity,
        ticket: productVariants.stockReadSeq,
      })
      .from(productVariants)
      .where(inArray(productVariants.shopifyGid, [...quantities.keys()]))
      .orderBy(productVariants.id)
      .for('update');
    // A newer reading's figure stands even when it equals ours, so its ticket is stored with it.
    const newer = rows.filter((r) => r.ticket < ticket);
    for (const row of newer) {
      await tx
        .update(productVariants)
        .set({ inventoryQuantity: quantities.get(row.gid as string) ?? null, stockReadSeq: ticket })
        .where(eq(productVariants.id, row.id));
    }
    const changes = newer.filter((r) => quantities.get(r.gid as string) !== r.quantity);
    if (changes.length > 0) {
      // Stock shows on the products' pages and cards only: their pages (scopePayload makes a
      // scope of over 100 products a full invalidation), which take it at most once a second
      // (cache/stock-window.ts).
      await notifyCatalogueChanged(tx, {
        productIds: [...new Set(changes.map((r) => r.productId))],
        stock: true,
      });
    }
    const storedNow = rows.map((r) => ({
      id: r.id,
      quantity: r.ticket < ticket ? (quantities.get(r.gid as string) ?? null) : r.quantity,
    }));
    return { changed: changes, stored: storedNow };
  });
  if (changed.length > 0) {
    deps.catalogue.invalidate({
      productIds: [...new Set(changed.map((r) => r.productId))],
      stock: true,
    });
  }
  // Every matched variant that is not out of stock now, not only the ones that changed: a sync
  // that stopped between storing quantities and queuing emails leaves open requests of variants
  // already back in stock, and the next sync sends them (each request is claimed once).
  const available = stored
    .filter((r) => stockStatusOf(r.quantity) !== 'out_of_stock')
    .map((r) => r.id);
  const notified = await sendBackInStock(deps, available);
  return { changed: changed.length, notified };
}

/** Pulls Shopify's inventory into the catalogue (staff's "sync stock", and on a schedule). */
export async function syncInventoryFromShopify(
  deps: AppDeps,
  client: ShopifyAdminClient = createAdminClientFromConfig(deps.config),
) {
  const reading = await readShopifyStock(deps.db, () => readShopifyInventory(client));
  return reading ? applyInventory(deps, reading) : { changed: 0, notified: 0 };
}

/** Queues one back-in-stock email per open request of these variants and marks them sent. */
export async function sendBackInStock(deps: InventoryDeps, variantIds: string[]): Promise<number> {
  if (variantIds.length === 0) return 0;
  const open = await deps.db
    .select({
      id: stockNotifications.id,
      email: stockNotifications.email,
      productTitle: products.title,
      handle: products.handle,
      variantTitle: productVariants.title,
    })
    .from(stockNotifications)
    .innerJoin(productVariants, eq(productVariants.id, stockNotifications.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(inArray(stockNotifications.variantId, variantIds), isNull(stockNotifications.notifiedAt)),
    );
  let sent = 0;
  for (const row of open) {
    // Claim the request first so two processes never send it twice.
    const [claimed] = await deps.db
      .update(stockNotifications)
      .set({ notifiedAt: sql`now()` })
      .where(and(eq(stockNotifications.id, row.id), isNull(stockNotifications.notifiedAt)))
      .returning({ id: stockNotifications.id });
    if (!claimed) continue;
    const name =
      row.variantTitle && row.variantTitle !== 'Default'
        ? `${row.productTitle} (${row.variantTitle})`
        : row.productTitle;
    await deps.mailer.send({
      to: row.email,
      subject: `${name} is back in stock`,
      text: [
        `Good news: ${name} is back in stock at ${deps.config.shopName}.`,
        '',
        `${deps.config.publicUrl}/product/${row.handle}`,
        '',
        'You asked us to tell you once. We will not email you about it again.',
      ].join('\n'),
    });
    sent++;
  }
  return sent;
}

/**
 * Stores an "email me when it is back" request for an out-of-stock variant (one open request per
 * address and variant: asking twice is not an error). 404 for an unknown variant, 409 when the
 * variant is not out of stock.
 */
export async function requestStockNotification(
  deps: AppDeps,
  values: StockNotifyValues,
): Promise<{ id: string | null }> {
  const [variant] = await deps.db
    .select({ quantity: productVariants.inventoryQuantity })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, values.variantId), eq(products.published, true)))
    .limit(1);
  if (!variant) throw new AppError('not_found', 'Product option not found', { status: 404 });
  if (stockStatusOf(variant.quantity) !== 'out_of_stock') {
    throw new AppError('in_stock', STOCK_NOT_OUT_MESSAGE, { status: 409 });
  }
  const [row] = await deps.db
    .insert(stockNotifications)
    .values({ variantId: values.variantId, email: values.email })
    .onConflictDoNothing()
    .returning({ id: stockNotifications.id });
  return { id: row?.id ?? null };
}

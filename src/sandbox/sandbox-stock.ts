/**
 * The sandbox store's stock (docs/decisions/133-sandbox-store-complete.md): the units available
 * of each tracked inventory item, in `sandbox_stock` (one row per item; no row: untracked, sold
 * without limit), so a restart, a restore or a second process on the same PostgreSQL sells from
 * the same units. A sale takes its units with a conditional UPDATE (`available >= units`) per
 * item inside one transaction: two processes cannot both take the last unit (the second UPDATE
 * waits for the first to commit, then finds too few and matches no row), and a cart short of one
 * item takes nothing. No other work runs inside those transactions (PGlite has one connection).
 * `createMemoryStock` is the same in this process's memory, for tests without a database.
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { sandboxStock } from '../server/db/schema/sandbox';

/** A quantity to set, compared first with `changeFrom` (null: not compared; absent counts as 0). */
export type StockSetting = { item: string; quantity: number; changeFrom: number | null };

export type SandboxStock = {
  /** Available units of each tracked item named (untracked items are absent). */
  read(items: readonly string[]): Promise<Map<string, number>>;
  /**
   * Sets every quantity, or none when one's `changeFrom` no longer matches (the indexes of those).
   * `quantity: null` untracks the item. Answers each item's units before and after.
   */
  set(
    settings: readonly { item: string; quantity: number | null; changeFrom: number | null }[],
  ): Promise<
    | { stale: number[] }
    | { stale: []; changes: { item: string; before: number | null; after: number | null }[] }
  >;
  /**
   * Takes `units` of each tracked item, all or none: the first item short of them (with what is
   * left) and nothing taken, or each tracked item's units after.
   */
  take(
    wanted: ReadonlyMap<string, number>,
  ): Promise<{ short: { item: string; available: number } } | { after: Map<string, number> }>;
  /** Adds units back to each tracked item (untracked stay untracked): each one's units after. */
  give(wanted: ReadonlyMap<string, number>): Promise<Map<string, number>>;
};

class ShortOfStock extends Error {
  constructor(
    readonly item: string,
    readonly available: number,
  ) {
    super(`sandbox stock short of ${item}`);
  }
}

class StaleQuantities extends Error {
  constructor(readonly stale: number[]) {
    super('sandbox stock changeFromQuantity stale');
  }
}

/** The stock in the app's database. */
export function createDatabaseStock(db: Database): SandboxStock {
  return {
    async read(items) {
      if (items.length === 0) return new Map();
      const rows = await db
        .select({ item: sandboxStock.inventoryItemId, available: sandboxStock.available })
        .from(sandboxStock)
        .where(inArray(sandboxStock.inventoryItemId, [...items]));
      return new Map(rows.map((row) => [row.item, row.available]));
    },
    async set(settings) {
      try {
        return await db.transaction(async (tx) => {
          const items = [...new Set(settings.map((s) => s.item))].sort();
          const rows = await tx
            .select({ item: sandboxStock.inventoryItemId, available: sandboxStock.available })
            .from(sandboxStock)
            .where(inArray(sandboxStock.inventoryItemId, items))
            .orderBy(sandboxStock.inventoryItemId)
            .for('update');
          const current = new Map(rows.map((row) => [row.item, row.available as number | null]));
          const stale = settings.flatMap((s, i) =>
            s.changeFrom !== null && s.changeFrom !== (current.get(s.item) ?? 0) ? [i] : [],
          );
          if (stale.length > 0) throw new StaleQuantities(stale);
          const changes: { item: string; before: number | null; after: number | null }[] = [];
          for (const { item, quantity } of settings) {
            const before = current.get(item) ?? null;
            if (quantity === null) {
              await tx.delete(sandboxStock).where(eq(sandboxStock.inventoryItemId, item));
            } else {
              await tx
                .insert(sandboxStock)
                .values({ inventoryItemId: item, available: quantity })
                .onConflictDoUpdate({
                  target: sandboxStock.inventoryItemId,
                  set: { available: quantity, updatedAt: sql`now()` },
                });
            }
            current.set(item, quantity);
            changes.push({ item, before, after: quantity });
          }
          return { stale: [] as [], changes };
        });
      } catch (err) {
        if (err instanceof StaleQuantities) return { stale: err.stale };
        throw err;
      }
    },
    async take(wanted) {
      try {
        return await db.transaction(async (tx) => {
          const after = new Map<string, number>();
          // In a fixed order, so two carts naming the same items never wait on each other in turn.
          for (const [item, units] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
            const [taken] = await tx
              .update(sandboxStock)
              .set({ available: sql`${sandboxStock.available} - ${units}`, updatedAt: sql`now()` })
              .where(
                and(eq(sandboxStock.inventoryItemId, item), gte(sandboxStock.available, units)),
              )
              .returning({ available: sandboxStock.available });
            if (taken) {
              after.set(item, taken.available);
              continue;
            }
            const [left] = await tx
              .select({ available: sandboxStock.available })
              .from(sandboxStock)
              .where(eq(sandboxStock.inventoryItemId, item));
            // Tracked and too few: nothing of this cart is taken (the transaction rolls back).
            if (left) throw new ShortOfStock(item, Math.max(0, left.available));
          }
          return { after };
        });
      } catch (err) {
        if (err instanceof ShortOfStock) {
          return { short: { item: err.item, available: err.available } };
        }
        throw err;
      }
    },
    async give(wanted) {
      const after = new Map<string, number>();
      for (const [item, units] of wanted) {
        const [row] = await db
          .update(sandboxStock)
          .set({ available: sql`${sandboxStock.available} + ${units}`, updatedAt: sql`now()` })
          .where(eq(sandboxStock.inventoryItemId, item))
          .returning({ available: sandboxStock.available });
        if (row) after.set(item, row.available);
      }
      return after;
    },
  };
}

/** The same stock in this process's memory (tests that build a sandbox store without a database). */
export function createMemoryStock(): SandboxStock & { quantities: Map<string, number> } {
  const quantities = new Map<string, number>();
  return {
    quantities,
    async read(items) {
      const found = new Map<string, number>();
      for (const item of items) {
        const units = quantities.get(item);
        if (units !== undefined) found.set(item, units);
      }
      return found;
    },
    async set(settings) {
      const stale = settings.flatMap((s, i) =>
        s.changeFrom !== null && s.changeFrom !== (quantities.get(s.item) ?? 0) ? [i] : [],
      );
      if (stale.length > 0) return { stale };
      const changes = settings.map(({ item, quantity }) => {
        const before = quantities.get(item) ?? null;
        if (quantity === null) quantities.delete(item);
        else quantities.set(item, quantity);
        return { item, before, after: quantity };
      });
      return { stale: [] as [], changes };
    },
    // No await between the check and the take: payments in this process never both pass it.
    async take(wanted) {
      for (const [item, units] of wanted) {
        const available = quantities.get(item);
        if (available !== undefined && available < units) {
          return { short: { item, available: Math.max(0, available) } };
        }
      }
      const after = new Map<string, number>();
      for (const [item, units] of wanted) {
        const available = quantities.get(item);
        if (available === undefined) continue;
        quantities.set(item, available - units);
        after.set(item, available - units);
      }
      return { after };
    },
    async give(wanted) {
      const after = new Map<string, number>();
      for (const [item, units] of wanted) {
        const available = quantities.get(item);
        if (available === undefined) continue;
        quantities.set(item, available + units);
        after.set(item, available + units);
      }
      return after;
    },
  };
}

import type { JobRunDto } from './job-runs';

/** One inventory sync from Shopify as staff see it (GET /api/admin/inventory/sync). */
export type InventorySyncRunDto = JobRunDto & {
  changed: number | null;
  notified: number | null;
  error: string | null;
};

export type InventorySyncStatusResponse = {
  /** Minutes between scheduled syncs; 0: the schedule is off. */
  intervalMinutes: number;
  /** The newest run, or null before the first. */
  lastRun: InventorySyncRunDto | null;
};

/** POST /api/admin/inventory/sync: variants whose quantity changed, back-in-stock emails queued. */
export type InventorySyncResult = { changed: number; notified: number };

/** PUT /api/admin/inventory/variants/:id: the variant's units now (shop and Shopify). */
export type VariantStockResponse = { variantId: string; quantity: number };

import type { JobRunDto } from './job-runs';

/** One comparison of recent Shopify orders with the stored ones, as staff see it. */
export type OrderReconciliationRunDto = JobRunDto & {
  /** Orders Shopify listed in the window. */
  checked: number | null;
  /** Of those, how many were not stored: the drift (the target is 0). */
  missing: number | null;
  /** Missing orders imported by this run. */
  imported: number | null;
  /** The missing orders' names, e.g. "#1042". */
  missingNames: string[];
  error: string | null;
};

/** GET /api/admin/orders-reconciliation */
export type OrderReconciliationStatusResponse = {
  /** Days of Shopify orders each run compares. */
  windowDays: number;
  lastRun: OrderReconciliationRunDto | null;
};

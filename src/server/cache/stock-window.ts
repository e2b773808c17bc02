/**
 * Stock reaches rendered pages at most once a window per product (docs/decisions/158-stock-reaches-pages-once-a-second.md).
 * A sale changes one product's stock with every order (its read-back, then its inventory
 * webhook); each change dropped the product's page and every listing showing its card, in every
 * process, and each was rendered again at once: at 10 orders a second, a third of the shop's CPU
 * of an order. The first change of a product goes through at once; later ones within the window
 * are held and go through together at its end. A page then shows a stock figure at most a window
 * old, as it may anyway the moment it is sent: what a shopper can buy is decided from the stored
 * figure at the checkout and by Shopify at the payment, never from a page. Only rendered pages
 * wait: the catalogue's data answers (the API) are emptied at once, and staff's edits are not
 * stock changes.
 */

/** How often at most one product's stock changes reach the pages showing it. */
export const STOCK_PAGE_WINDOW_MS = 1_000;

export class HeldStockChanges {
  /** When each product's change last went through. */
  private readonly appliedAt = new Map<string, number>();
  private readonly held = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    /** Drops the pages of these products now. */
    private readonly apply: (productIds: string[]) => void,
    private readonly windowMs = STOCK_PAGE_WINDOW_MS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The products whose stock changed: applied now, or held to the window's end. */
  changed(productIds: readonly string[]): void {
    const now = this.now();
    const due: string[] = [];
    for (const id of new Set(productIds)) {
      if (this.held.has(id)) continue;
      if (now - (this.appliedAt.get(id) ?? Number.NEGATIVE_INFINITY) >= this.windowMs) due.push(id);
      else this.held.add(id);
    }
    if (this.held.size > 0 && this.timer === null) {
      this.timer = setTimeout(() => this.flush(), this.windowMs);
      this.timer.unref?.();
    }
    this.applyNow(due);
  }

  /** Applies every held change now. */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const ids = [...this.held];
    this.held.clear();
    this.applyNow(ids);
  }

  /** Forgets what is held (the whole cache was emptied: nothing is left to drop). */
  clear(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.held.clear();
  }

  private applyNow(productIds: string[]): void {
    if (productIds.length === 0) return;
    const now = this.now();
    for (const id of productIds) this.appliedAt.set(id, now);
    // Bounded by the catalogue's products; forgotten when it grows past any real catalogue.
    if (this.appliedAt.size > 10_000) this.appliedAt.clear();
    this.apply(productIds);
  }
}

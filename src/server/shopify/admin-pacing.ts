/**
 * One pace for every Admin API call this process makes to a store (docs/decisions/155-one-admin-pace.md).
 * Shopify meters a store's Admin API in one leaky bucket shared by all its callers, both shop
 * processes included, and reports the bucket in every answer's `extensions.cost.throttleStatus`
 * (https://shopify.dev/docs/apps/build/apis/graphql-admin/rate-limits). So each process keeps the
 * last report, restores it at the reported rate, takes off what it has sent since, and sends a
 * call only when the bucket holds its cost:
 * - a person waiting (a refund, a subscriber's change) goes first, and fails as unavailable once
 *   its budget is spent;
 * - background work (the renewal sweep and its webhooks) waits behind them, leaves a quarter of
 *   the bucket for them, learns the bucket from one call before it sends more, and has at most a
 *   tenth of the bucket unanswered at once. A process cannot see the other's calls until a
 *   report shows them, and the last two rules bound what two processes sending at once can
 *   overdraw: a sweep on both cannot starve the staff or a subscriber, nor be throttled.
 */

export type AdminLane = 'person' | 'background';

export type BucketReport = {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
};

/** Share of the bucket background calls leave for people. */
export const PERSON_SHARE = 0.25;
/**
 * Share of the bucket one process may have unanswered in the background: what it may overdraw
 * before a report shows its calls, so two processes together stay within the people's share.
 */
export const UNANSWERED_SHARE = 0.1;

/** How often a waiting call looks again when only an answer can free it (settle() also does). */
const LEARNING_POLL_MS = 250;

/** Thrown when a call's budget ran out while it waited for room in the bucket. */
export class PaceBudgetSpent extends Error {
  constructor() {
    super('Shopify kept throttling requests');
  }
}

type Waiter = {
  lane: AdminLane;
  cost: number;
  order: number;
  deadline: number;
  resolve: (ticket: number) => void;
  reject: (err: Error) => void;
};

export class AdminPacer {
  private report: (BucketReport & { at: number; ticket: number }) | null = null;
  /** Calls sent and not yet answered: ticket → cost. */
  private readonly sent = new Map<number, number>();
  private nextTicket = 1;
  private readonly waiters: Waiter[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly now: () => number = () => performance.now()) {}

  /**
   * The points the bucket holds by this process's reckoning: the last report restored since,
   * less every call sent after the call it answered (some of them may have been counted already:
   * the reckoning errs low). Null before the first report.
   */
  available(): number | null {
    const report = this.report;
    if (!report) return null;
    const restored = Math.min(
      report.maximumAvailable,
      report.currentlyAvailable + (report.restoreRate * (this.now() - report.at)) / 1000,
    );
    let inFlight = 0;
    for (const [ticket, cost] of this.sent) if (ticket > report.ticket) inFlight += cost;
    return restored - inFlight;
  }

  /** Waits until the bucket holds `cost` for this lane; the ticket goes back with the answer. */
  take(cost: number, lane: AdminLane, budgetMs: number): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      this.waiters.push({
        lane,
        cost,
        order: this.nextTicket++,
        deadline: this.now() + budgetMs,
        resolve,
        reject,
      });
      this.waiters.sort(
        (a, b) =>
          Number(a.lane === 'background') - Number(b.lane === 'background') || a.order - b.order,
      );
      this.pump();
    });
  }

  /** The answer to a ticket's call: its bucket report, or null when none came (the call failed). */
  settle(ticket: number, report: BucketReport | null): void {
    if (report && (!this.report || ticket > this.report.ticket)) {
      this.report = { ...report, at: this.now(), ticket };
    }
    this.sent.delete(ticket);
    this.pump();
  }

  private pump(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const now = this.now();
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      const waiter = this.waiters[i] as Waiter;
      if (waiter.deadline <= now) {
        this.waiters.splice(i, 1);
        waiter.reject(new PaceBudgetSpent());
      }
    }
    while (this.waiters.length > 0) {
      const head = this.waiters[0] as Waiter;
      const wait = this.waitFor(head);
      if (wait > 0) {
        const nextDeadline = Math.min(...this.waiters.map((w) => w.deadline));
        const delay = Math.max(1, Math.min(wait, nextDeadline - now));
        this.timer = setTimeout(() => this.pump(), Math.ceil(delay));
        this.timer.unref?.();
        return;
      }
      this.waiters.shift();
      this.sent.set(head.order, head.cost);
      head.resolve(head.order);
    }
  }

  /** Milliseconds until the bucket holds `waiter`'s cost (and, in the background, the reserve). */
  private waitFor(waiter: Waiter): number {
    const available = this.available();
    if (waiter.lane === 'person') {
      // Before the first report the bucket is taken to be full (Shopify's THROTTLED still stops
      // a burst, and the client retries it).
      if (available === null) return 0;
    } else {
      if (available === null) return this.sent.size === 0 ? 0 : LEARNING_POLL_MS;
      const share = (this.report as BucketReport).maximumAvailable * UNANSWERED_SHARE;
      let unanswered = 0;
      for (const cost of this.sent.values()) unanswered += cost;
      // The next answer frees room: settle() pumps again.
      if (unanswered > 0 && unanswered + waiter.cost > share) return LEARNING_POLL_MS;
    }
    const report = this.report as BucketReport;
    const reserve = waiter.lane === 'background' ? report.maximumAvailable * PERSON_SHARE : 0;
    const missing = waiter.cost + reserve - available;
    if (missing <= 0) return 0;
    return report.restoreRate > 0 ? (missing / report.restoreRate) * 1000 : 1000;
  }
}

const pacers = new Map<string, AdminPacer>();

/** The process's pacer for one store's Admin API (keyed by its endpoint and token). */
export function pacerFor(endpoint: string, token: string): AdminPacer {
  const key = `${endpoint}\n${token}`;
  let pacer = pacers.get(key);
  if (!pacer) {
    pacer = new AdminPacer();
    pacers.set(key, pacer);
  }
  return pacer;
}

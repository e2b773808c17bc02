/**
 * Background work gives way to people (docs/decisions/159-renewals-give-way-to-shoppers.md).
 *
 * Each process counts the requests people send it (shoppers, staff: every request but Shopify's
 * webhooks and the balancer's health checks) over the last second. While that count is at least
 * `rushPerSecond`, a unit of background work (one renewal, with the billing attempt and the three
 * webhooks it sets off) starts at most `inRushPerSecond` times a second in this process; outside a
 * rush it starts at once. A renewal day thus runs at full speed on a quiet shop and as a trickle
 * under a sale, and nothing due is ever left: the trickle still moves.
 */
import { setTimeout as sleep } from 'node:timers/promises';

/** People's requests a second to one process from which its background work is paced. */
export const RUSH_REQUESTS_PER_SECOND = 20;
/** Units of background work one process starts a second during a rush. */
export const BACKGROUND_UNITS_PER_SECOND_IN_RUSH = 2;

/**
 * Whether a request to `path` is a person's page or API request. Not: Shopify's webhooks, the
 * balancer's health checks, the embedded sandbox store (Shopify's stand-in, which the renewals
 * themselves call), and the files a page fetches (scripts, styles, fonts, images: one view's
 * dozen of them is one person, not a rush; decision 162).
 */
export function isPeoplesRequest(path: string): boolean {
  return !(
    path.startsWith('/api/webhooks/') ||
    path.startsWith('/api/health') ||
    path.startsWith('/sandbox/') ||
    path.startsWith('/assets/') ||
    (!path.startsWith('/api/') && /\/[^/]+\.[a-z0-9]+$/i.test(path))
  );
}

const BUCKET_MS = 100;
const BUCKETS = 10;

export type BackgroundPaceOptions = {
  rushPerSecond?: number;
  inRushPerSecond?: number;
  now?: () => number;
  wait?: (ms: number) => Promise<unknown>;
};

export class BackgroundPace {
  readonly rushPerSecond: number;
  readonly inRushPerSecond: number;
  private readonly now: () => number;
  private readonly wait: (ms: number) => Promise<unknown>;
  /** Requests per 100 ms, the newest at `newest % BUCKETS`. */
  private readonly counts = new Uint32Array(BUCKETS);
  private newest = 0;
  /** When the next unit may start during a rush. */
  private nextStart = 0;

  constructor(options: BackgroundPaceOptions = {}) {
    this.rushPerSecond = options.rushPerSecond ?? RUSH_REQUESTS_PER_SECOND;
    this.inRushPerSecond = options.inRushPerSecond ?? BACKGROUND_UNITS_PER_SECOND_IN_RUSH;
    this.now = options.now ?? Date.now;
    this.wait = options.wait ?? ((ms) => sleep(ms, undefined, { ref: false }));
  }

  /** Moves the window to now: buckets older than a second are emptied. */
  private advance(): number {
    const bucket = Math.floor(this.now() / BUCKET_MS);
    const gap = bucket - this.newest;
    if (gap > 0) {
      for (let i = 1; i <= Math.min(gap, BUCKETS); i++)
        this.counts[(this.newest + i) % BUCKETS] = 0;
      this.newest = bucket;
    }
    return bucket;
  }

  /** A person's request reached this process. */
  noteRequest(): void {
    const bucket = this.advance();
    this.counts[bucket % BUCKETS] = (this.counts[bucket % BUCKETS] ?? 0) + 1;
  }

  /** People's requests this process received in the last second. */
  requestsLastSecond(): number {
    this.advance();
    return this.counts.reduce((n, c) => n + c, 0);
  }

  inRush(): boolean {
    return this.requestsLastSecond() >= this.rushPerSecond;
  }

  /**
   * Resolves when one unit of background work may start: at once outside a rush; during one, at
   * its place in a queue of one start every 1/inRushPerSecond s. A rush that ends lets the units
   * still waiting go at once.
   */
  async turn(): Promise<void> {
    const spacing = 1000 / this.inRushPerSecond;
    while (this.inRush()) {
      const now = this.now();
      if (this.nextStart <= now) {
        this.nextStart = now + spacing;
        return;
      }
      await this.wait(Math.min(this.nextStart - now, BUCKET_MS));
    }
  }
}

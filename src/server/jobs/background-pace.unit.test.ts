import { describe, expect, it } from 'vitest';
import { BackgroundPace, isPeoplesRequest } from './background-pace';

/**
 * A pace on a clock the test moves. Waiting moves it too, as time passes while one waits, and
 * `people.perBucket` requests arrive in each 100 ms that passes so (a rush going on).
 */
function pacedClock(options: { rushPerSecond: number; inRushPerSecond: number }) {
  const clock = { ms: 1_000_000 };
  const people = { perBucket: 0 };
  const pace: BackgroundPace = new BackgroundPace({
    ...options,
    now: () => clock.ms,
    wait: async (ms) => {
      for (let passed = 0; passed < ms; passed += 100) {
        clock.ms += Math.min(100, ms - passed);
        for (let i = 0; i < people.perBucket; i++) pace.noteRequest();
      }
    },
  });
  return { clock, pace, people };
}

describe('background work gives way to people', () => {
  it('starts at once while fewer people than a rush ask this process', async () => {
    const { clock, pace } = pacedClock({ rushPerSecond: 20, inRushPerSecond: 2 });
    for (let i = 0; i < 19; i++) pace.noteRequest();
    const started = clock.ms;
    for (let i = 0; i < 5; i++) await pace.turn();
    expect(clock.ms - started).toBe(0);
    expect(pace.inRush()).toBe(false);
  });

  it('starts one unit every half second during a rush of 30 requests a second', async () => {
    const { clock, pace, people } = pacedClock({ rushPerSecond: 20, inRushPerSecond: 2 });
    people.perBucket = 3;
    for (let i = 0; i < 30; i++) pace.noteRequest();
    const t0 = clock.ms;
    const starts: number[] = [];
    for (let unit = 0; unit < 4; unit++) {
      await pace.turn();
      starts.push(clock.ms - t0);
    }
    expect(pace.inRush()).toBe(true);
    expect(starts).toEqual([0, 500, 1000, 1500]);
  });

  it('lets the waiting units go once the rush has been over for a second', async () => {
    const { clock, pace } = pacedClock({ rushPerSecond: 20, inRushPerSecond: 2 });
    for (let i = 0; i < 25; i++) pace.noteRequest();
    await pace.turn();
    const waited = clock.ms;
    // Nobody asks any more: the requests fall out of the window within a second.
    await pace.turn();
    await pace.turn();
    await pace.turn();
    expect(clock.ms - waited).toBeLessThanOrEqual(1_000);
    expect(pace.inRush()).toBe(false);
    const after = clock.ms;
    await pace.turn();
    expect(clock.ms).toBe(after);
  });

  it('forgets requests older than a second, however long nobody asked', () => {
    const { clock, pace } = pacedClock({ rushPerSecond: 20, inRushPerSecond: 2 });
    for (let i = 0; i < 40; i++) pace.noteRequest();
    expect(pace.requestsLastSecond()).toBe(40);
    clock.ms += 950;
    expect(pace.requestsLastSecond()).toBe(40);
    clock.ms += 100;
    expect(pace.requestsLastSecond()).toBe(0);
    clock.ms += 3_600_000;
    pace.noteRequest();
    expect(pace.requestsLastSecond()).toBe(1);
  });

  it("counts people's pages and API calls, not the files a page fetches, webhooks or checks", () => {
    const people = [
      '/',
      '/product/black-seed-oil',
      '/shop?category=honey',
      '/search',
      '/api/cart/price',
      '/api/account/orders',
      '/api/account/orders/5000/invoice.pdf',
      '/admin',
    ];
    const notPeople = [
      '/assets/index-3f2a1b.js',
      '/assets/fonts/inter.woff2',
      '/favicon.ico',
      '/images/products/black-seed-oil.webp',
      '/robots.txt',
      '/api/webhooks/shopify/orders-create',
      '/api/health/ready',
      '/sandbox/shopify/admin/api/2025-10/graphql.json',
    ];
    expect(people.filter(isPeoplesRequest)).toEqual(people);
    expect(notPeople.filter(isPeoplesRequest)).toEqual([]);
  });
});

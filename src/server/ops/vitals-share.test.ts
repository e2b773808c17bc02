import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webVitalSamples } from '../db/schema/ops';
import { startTestApp, type TestApp } from '../test/harness';
import { VITALS_ADDRESS_SHARE, VITALS_DAILY_CAP } from './vitals-routes';

// The vitals beacon's bounds hold under concurrency (ops/vitals-routes.ts): a day's bucket (page
// type and metric) never passes its cap, and one client address fills at most its share of it,
// so a flood from one address leaves room for real visitors.

describe('the vitals beacon under a flood', () => {
  let app: TestApp;

  beforeAll(async () => {
    // Behind one trusted proxy, so each request's X-Forwarded-For is its client address; the
    // per-address rate limit is off to show the share holds on its own.
    app = await startTestApp({ env: { TRUST_PROXY: 'true', RATE_LIMITS: 'false' } });
  });
  afterAll(() => app?.close());

  const beacon = (address: string, pageType: string, value: number) =>
    app.client().request('/api/vitals', {
      method: 'POST',
      json: { pageType, metrics: [{ name: 'LCP', value }] },
      headers: { 'x-forwarded-for': address },
    });

  async function stored(pageType: string) {
    const rows = await app.db.select().from(webVitalSamples);
    return rows.filter((row) => row.pageType === pageType && row.metric === 'LCP');
  }

  it('600 concurrent beacons from one address store its share; another address still stores', async () => {
    expect(VITALS_ADDRESS_SHARE).toBe(25);
    const answers = await Promise.all(
      Array.from({ length: 600 }, (_, i) => beacon('203.0.113.7', 'product', 9000 + i)),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(600).fill(204));
    expect(await stored('product')).toHaveLength(VITALS_ADDRESS_SHARE);

    expect((await beacon('198.51.100.20', 'product', 1234)).status).toBe(204);
    const rows = await stored('product');
    expect(rows).toHaveLength(VITALS_ADDRESS_SHARE + 1);
    expect(rows.filter((row) => row.value === 1234)).toHaveLength(1);
  });

  it('600 concurrent beacons from 600 addresses store exactly the cap', async () => {
    expect(VITALS_DAILY_CAP).toBe(500);
    const answers = await Promise.all(
      Array.from({ length: 600 }, (_, i) =>
        beacon(`10.0.${Math.floor(i / 250)}.${i % 250}`, 'home', 1000 + i),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(600).fill(204));
    expect(await stored('home')).toHaveLength(VITALS_DAILY_CAP);
  });
});

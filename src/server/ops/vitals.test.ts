import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VitalsReportResponse } from '../../core/schemas/vitals';
import { webVitalSamples } from '../db/schema/ops';
import { startTestApp, type TestApp } from '../test/harness';

// The field-data beacon (ops/vitals-routes.ts): stores a page view's vitals, refuses junk, and the
// back office reads p75 per page type.

describe('the vitals beacon', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  const post = (body: unknown) =>
    app.client().request('/api/vitals', { method: 'POST', json: body });

  it('stores a sample: the page type, the metric and its value, nothing else', async () => {
    const res = await post({
      pageType: 'product',
      metrics: [
        { name: 'LCP', value: 1432.5 },
        { name: 'CLS', value: 0.012 },
      ],
    });
    expect(res.status).toBe(204);
    const rows = await app.db
      .select({
        pageType: webVitalSamples.pageType,
        metric: webVitalSamples.metric,
        value: webVitalSamples.value,
      })
      .from(webVitalSamples);
    expect(rows.sort((a, b) => a.metric.localeCompare(b.metric))).toEqual([
      { pageType: 'product', metric: 'CLS', value: 0.012 },
      { pageType: 'product', metric: 'LCP', value: 1432.5 },
    ]);
  });

  it('refuses junk with 400 and the error envelope, storing nothing', async () => {
    const before = (await app.db.select().from(webVitalSamples)).length;
    const junk: unknown[] = [
      { pageType: 'product', metrics: [{ name: 'LCP', value: -1 }] },
      { pageType: 'checkout', metrics: [{ name: 'LCP', value: 1000 }] },
      { pageType: 'home', metrics: [{ name: 'FID', value: 10 }] },
      { pageType: 'home', metrics: [] },
      { pageType: 'home', metrics: [{ name: 'CLS', value: 42 }] },
      {
        pageType: 'home',
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      },
      { pageType: 'home', metrics: [{ name: 'LCP', value: 1000 }], email: 'a@example.com' },
      'not json at all',
    ];
    for (const body of junk) {
      const res = await post(body);
      expect(res.status).toBe(400);
      const json = (await res.json()) as { error: { code: string; message: string } };
      expect(json.error.code).toBe('validation_failed');
      expect(json.error.message).toEqual(expect.any(String));
    }
    expect((await app.db.select().from(webVitalSamples)).length).toBe(before);
  });

  it('shows the back office p75 per page type against the budgets', async () => {
    for (const value of [1000, 1200, 1400, 1600, 3000]) {
      expect((await post({ pageType: 'home', metrics: [{ name: 'LCP', value }] })).status).toBe(
        204,
      );
    }
    const { client: admin } = await app.adminClient();
    const res = await admin.get('/api/admin/vitals');
    expect(res.status).toBe(200);
    const { rows } = (await res.json()) as VitalsReportResponse;
    const homeLcp = rows.find((r) => r.pageType === 'home' && r.metric === 'LCP');
    // percentile_cont(0.75) of 1000…1600, 3000: 1600.
    expect(homeLcp).toEqual({
      pageType: 'home',
      metric: 'LCP',
      budget: 1800,
      last7: { p75: 1600, samples: 5 },
      last28: { p75: 1600, samples: 5 },
    });
    expect((await app.client().get('/api/admin/vitals')).status).toBe(401);
  });
});

import { and, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DashboardResponse,
  SubscriptionsReportResponse,
  VatReportResponse,
} from '../../core/api/reports';
import { buildVatInvoice } from '../account/vat-invoice';
import { startAdminApp } from '../admin/admin-test-helpers';
import { orders } from '../db/schema/orders';
import type { TestApp, TestClient } from '../test/harness';
import { seedMarchSales } from './report-fixtures';
import { seedSubscriptions } from './subscription-fixtures';

let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  ({ app, admin } = await startAdminApp());
  await seedMarchSales(app.db);
  await seedSubscriptions(app.db, app.deps.clock.now());
});
afterAll(() => app?.close());

const MARCH = 'period=custom&from=2026-03-01&to=2026-03-31';

describe('VAT report', () => {
  it('sums March’s invoices by rate, nets the refunds settled in March, and fills boxes 1 and 6', async () => {
    const res = await admin.get(`/api/admin/reports/vat?${MARCH}`);
    expect(res.status).toBe(200);
    const report = (await res.json()) as VatReportResponse;
    expect(report.range).toEqual({ from: '2026-03-01', to: '2026-03-31', days: 31 });
    expect(report.invoices).toBe(6);
    expect(report.sales).toEqual([
      { ratePercent: 20, netPence: 15_912, vatPence: 3183, grossPence: 19_095 },
      { ratePercent: 0, netPence: 7750, vatPence: 0, grossPence: 7750 },
    ]);
    // £10 of the mixed order (£19.99 at 20%, £25 at 0%) and the whole £10 February order.
    expect(report.refunds).toEqual([
      { ratePercent: 20, netPence: 1203, vatPence: 241, grossPence: 1444 },
      { ratePercent: 0, netPence: 556, vatPence: 0, grossPence: 556 },
    ]);
    expect(report.net).toEqual([
      { ratePercent: 20, netPence: 14_709, vatPence: 2942, grossPence: 17_651 },
      { ratePercent: 0, netPence: 7194, vatPence: 0, grossPence: 7194 },
    ]);
    expect(report.totals).toEqual({ netPence: 21_903, vatPence: 2942, grossPence: 24_845 });
    expect(report.box1Pence).toBe(2942);
    expect(report.box6Pounds).toBe(219);
  });

  it('equals the sum of the period’s VAT invoices to the penny', async () => {
    const march = await app.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          gte(orders.createdAt, new Date('2026-03-01T00:00:00Z')),
          lt(orders.createdAt, new Date('2026-03-31T23:00:00Z')),
        ),
      );
    const invoices = await Promise.all(march.map((o) => buildVatInvoice(app.db, app.config, o.id)));
    const byRate = new Map<number, { netPence: number; vatPence: number; grossPence: number }>();
    for (const row of invoices.flatMap((invoice) => invoice.breakdown.byRate)) {
      const sum = byRate.get(row.ratePercent) ?? { netPence: 0, vatPence: 0, grossPence: 0 };
      sum.netPence += row.netPence;
      sum.vatPence += row.vatPence;
      sum.grossPence += row.grossPence;
      byRate.set(row.ratePercent, sum);
    }
    const report = (await (
      await admin.get(`/api/admin/reports/vat?${MARCH}`)
    ).json()) as VatReportResponse;
    expect(report.sales).toEqual(
      [...byRate.entries()]
        .sort(([a], [b]) => b - a)
        .map(([ratePercent, sum]) => ({ ratePercent, ...sum })),
    );
  });

  it('exports the same figures as CSV an accountant can open', async () => {
    const res = await admin.get(`/api/admin/reports/vat.csv?${MARCH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="vat-2026-03-01-to-2026-03-31.csv"',
    );
    expect((await res.text()).split('\r\n')).toEqual([
      'Period,2026-03-01 to 2026-03-31 (UK time),,,',
      'Invoices,6,,,',
      'Section,VAT rate,Net (GBP),VAT (GBP),Gross (GBP)',
      'Sales,20%,159.12,31.83,190.95',
      'Sales,0%,77.50,0.00,77.50',
      'Refunds,20%,12.03,2.41,14.44',
      'Refunds,0%,5.56,0.00,5.56',
      'Net of refunds,20%,147.09,29.42,176.51',
      'Net of refunds,0%,71.94,0.00,71.94',
      'Total,,219.03,29.42,248.45',
      'Box 1: VAT due on sales (GBP),29.42,,,',
      'Box 6: total sales excluding VAT (whole GBP),219,,,',
      '',
    ]);
  });

  it('refuses an end date before the start with the field named', async () => {
    const res = await admin.get(
      '/api/admin/reports/vat?period=custom&from=2026-03-31&to=2026-03-01',
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { to: ['The end date is before the start'] } },
    });
  });
});

describe('dashboard', () => {
  it('gives March’s sales against February’s, by day, product and channel', async () => {
    const res = await admin.get(`/api/admin/reports/dashboard?${MARCH}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as DashboardResponse;
    expect(body.previousRange).toEqual({ from: '2026-02-01', to: '2026-02-28', days: 28 });
    expect(body.current).toEqual({
      revenuePence: 26_845,
      orders: 6,
      averageOrderPence: 4474,
      newCustomers: 4,
      returningCustomers: 1,
      refundsPence: 2000,
      netSalesPence: 24_845,
      heldOrders: 0,
      heldPence: 0,
    });
    expect(body.previous).toEqual({
      revenuePence: 1000,
      orders: 1,
      averageOrderPence: 1000,
      newCustomers: 1,
      returningCustomers: 0,
      refundsPence: 0,
      netSalesPence: 1000,
      heldOrders: 0,
      heldPence: 0,
    });
    expect(body.revenueByDay).toHaveLength(31);
    expect(body.revenueByDay.filter((d) => d.orders > 0)).toEqual([
      { date: '2026-03-01', revenuePence: 600, orders: 1 },
      { date: '2026-03-02', revenuePence: 4499, orders: 1 },
      { date: '2026-03-10', revenuePence: 2697, orders: 1 },
      { date: '2026-03-15', revenuePence: 16_000, orders: 1 },
      { date: '2026-03-20', revenuePence: 1799, orders: 1 },
      { date: '2026-03-25', revenuePence: 1250, orders: 1 },
    ]);
    expect(body.topByRevenue).toEqual([
      { title: 'Black Seed Oil', revenuePence: 18_495, units: 15 },
      { title: 'Raw Wildflower Honey', revenuePence: 7750, units: 8 },
      { title: 'Cupping Set', revenuePence: 600, units: 1 },
    ]);
    expect(body.topByUnits.map((p) => p.title)).toEqual([
      'Black Seed Oil',
      'Raw Wildflower Honey',
      'Cupping Set',
    ]);
    expect(body.channels).toEqual([
      { channel: 'retail', revenuePence: 9046, orders: 4 },
      { channel: 'trade', revenuePence: 16_000, orders: 1 },
      { channel: 'subscription', revenuePence: 1799, orders: 1 },
    ]);
  });
});

describe('subscriptions report', () => {
  it('counts, monthly recurring revenue, churn, renewals and the next 30 days', async () => {
    const res = await admin.get('/api/admin/reports/subscriptions');
    expect(res.status).toBe(200);
    const body = (await res.json()) as SubscriptionsReportResponse;
    expect(body).toMatchObject({
      active: 2,
      paused: 1,
      cancelled: 1,
      // 1799 × 30.4375 / 30 + 2000 × 30.4375 / 60 = 2839.82
      monthlyRecurringPence: 2840,
      churnRateBasisPoints: 3333,
      renewalSuccessBasisPoints: 8000,
      renewalDeliveries: { paid: 4, unpaid: 1 },
      failing: 1,
      pausedByFailure: 1,
    });
    expect(body.upcoming).toEqual({
      count: 1,
      totalPence: 1799,
      renewals: [
        {
          id: expect.any(String),
          email: 'soon@example.com',
          date: body.upcoming.renewals[0]?.date,
          amountPence: 1799,
        },
      ],
    });
    expect(body.months).toHaveLength(12);
    expect(body.months.at(-1)).toEqual({ month: body.today.slice(0, 7), started: 4, cancelled: 1 });
  });
});

describe('who may read the reports', () => {
  it('refuses a signed-in shopper (403) and a visitor (401)', async () => {
    const shopper = app.client();
    await shopper.signUp({ verify: true });
    for (const path of ['dashboard', 'subscriptions', `vat?${MARCH}`, `vat.csv?${MARCH}`]) {
      expect((await shopper.get(`/api/admin/reports/${path}`)).status).toBe(403);
      expect((await app.fetch(`/api/admin/reports/${path}`)).status).toBe(401);
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse } from '../../core/api/reports';
import { startAdminApp } from '../admin/admin-test-helpers';
import { orders } from '../db/schema/orders';
import type { TestApp, TestClient } from '../test/harness';
import { insertOrder, insertRefund } from './report-fixtures';

let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  ({ app, admin } = await startAdminApp());
});
afterAll(() => app?.close());

const APRIL = 'period=custom&from=2026-04-01&to=2026-04-30';

describe('the dashboard and held orders', () => {
  it('never counts a held (unverified) order as revenue or an order: it is shown apart, with its value', async () => {
    await insertOrder(app.db, {
      email: 'paid@example.co.uk',
      at: '2026-04-03T10:00:00Z',
      lines: [{ title: 'Black Seed Oil', quantity: 2, unitPence: 1299, rate: 0 }],
    });
    const held = await insertOrder(app.db, {
      email: 'forger@example.co.uk',
      at: '2026-04-04T10:00:00Z',
      lines: [{ title: 'Manuka Honey MGO 514+', quantity: 3, unitPence: 5499, rate: 0 }],
    });
    await app.db
      .update(orders)
      .set({ status: 'on_hold', holdReasons: ['Charged £0.01 for lines priced £164.97'] })
      .where(eq(orders.id, held));
    const cancelled = await insertOrder(app.db, {
      email: 'changed-mind@example.co.uk',
      at: '2026-04-05T10:00:00Z',
      lines: [{ title: 'Raw Wildflower Honey', quantity: 1, unitPence: 950, rate: 0 }],
    });
    await app.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled));
    await insertRefund(app.db, cancelled, 950, '2026-04-05T11:00:00Z');

    const res = await admin.get(`/api/admin/reports/dashboard?${APRIL}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as DashboardResponse;
    expect(body.current).toEqual({
      revenuePence: 2598 + 950,
      orders: 2,
      averageOrderPence: 1774,
      newCustomers: 2,
      returningCustomers: 0,
      refundsPence: 950,
      netSalesPence: 2598,
      heldOrders: 1,
      heldPence: 16_497,
    });
    expect(body.revenueByDay.filter((d) => d.orders > 0)).toEqual([
      { date: '2026-04-03', revenuePence: 2598, orders: 1 },
      { date: '2026-04-05', revenuePence: 950, orders: 1 },
    ]);
    expect(body.topByRevenue.map((p) => p.title)).toEqual([
      'Black Seed Oil',
      'Raw Wildflower Honey',
    ]);
    expect(body.channels).toEqual([
      { channel: 'retail', revenuePence: 3548, orders: 2 },
      { channel: 'trade', revenuePence: 0, orders: 0 },
      { channel: 'subscription', revenuePence: 0, orders: 0 },
    ]);
  });
});

/**
 * Staff and held orders (docs/decisions/050-orders-held-until-verified.md): the list counts
 * and explains them, a held order cannot be moved on to delivered, and staff release it (the
 * shopper is confirmed then) or cancel it, each audited.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrdersResponse } from '../../core/api/admin';
import { ORDER_NOT_HELD_MESSAGE } from '../../core/api/admin-orders';
import { auditLog } from '../db/schema/audit';
import { listOutbox } from '../mail/mailer';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { OIL_100_LINE, orderCreatedPayload, placeWebhookOrder } from '../test/order-webhook';

let app: TestApp;
let admin: TestClient;
let nextOrder = 91000;

beforeAll(async () => {
  app = await startTestApp();
  ({ client: admin } = await app.adminClient({ firstName: 'Ada' }));
});
afterAll(async () => {
  await app?.close();
});

const UNDERPAID = "Line 1, Organic Black Seed Oil (100ml): paid £1.00, the shop's price is £14.99.";

/** A signed-in shopper's signed cart for 1 × 100 ml oil, paid £1.00 on Shopify: held. */
function underpaidOrder(userId: string, email: string) {
  const payload = orderCreatedPayload({
    orderNumber: nextOrder++,
    email,
    lines: [{ ...OIL_100_LINE, price: '1.00' }],
    signed: { secret: app.config.authSecret, userId },
  });
  return placeWebhookOrder(app, payload);
}

/** The order emails to this shopper (not the sign-up's own). */
async function orderMail(email: string) {
  return (await listOutbox(app.db, email)).map((m) => m.subject).filter((s) => s.includes('order'));
}

async function auditOf(orderId: string, action: string) {
  return app.db
    .select({ summary: auditLog.summary })
    .from(auditLog)
    .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, action)));
}

describe('held orders in the back office', () => {
  it('are counted, explained, kept from delivery, and cancelled with an audit entry', async () => {
    const customer = app.client();
    const { userId, email } = await customer.signUp({ verify: true });
    const order = await underpaidOrder(userId, email);
    expect(order).toMatchObject({ status: 'on_hold', userId, holdReasons: [UNDERPAID] });

    const list = await admin.get(`/api/admin/orders?q=${encodeURIComponent(email)}`);
    const body = (await list.json()) as AdminOrdersResponse;
    expect(body.onHold).toBeGreaterThanOrEqual(1);
    expect(body.orders).toMatchObject([
      { id: order.id, status: 'on_hold', holdReasons: [UNDERPAID] },
    ]);
    const held = (await (
      await admin.get('/api/admin/orders?status=on_hold')
    ).json()) as AdminOrdersResponse;
    expect(held.orders.map((o) => o.id)).toContain(order.id);

    // Not deliverable (so no review unlocks) while held; to the shopper it reads "pending".
    const deliver = await admin.post(`/api/admin/orders/${order.id}/status`, {
      status: 'shipped',
      carrier: 'Royal Mail',
      trackingNumber: 'RM1',
    });
    expect(deliver.status).toBe(409);
    const mine = (await (await customer.get('/api/account/orders')).json()) as {
      orders: { id: string; status: string }[];
    };
    expect(mine.orders.find((o) => o.id === order.id)?.status).toBe('pending');

    const cancel = await admin.post(`/api/admin/orders/${order.id}/hold`, {
      decision: 'cancel',
      note: 'Underpaid through the Storefront API',
    });
    expect(cancel.status).toBe(200);
    expect((await cancel.json()).order).toMatchObject({ status: 'cancelled' });
    expect(await auditOf(order.id, 'order.cancel_held')).toEqual([
      {
        summary: `Order ${order.orderNumber}: cancelled while on hold (Underpaid through the Storefront API)`,
      },
    ]);
    const again = await admin.post(`/api/admin/orders/${order.id}/hold`, { decision: 'release' });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(ORDER_NOT_HELD_MESSAGE);
    expect(await orderMail(email)).toEqual([]);
  });

  it('a released order becomes pending and its shopper is sent the confirmation', async () => {
    const { userId, email } = await app.client().signUp({ verify: true });
    const order = await underpaidOrder(userId, email);
    expect(await orderMail(email)).toEqual([]);
    const release = await admin.post(`/api/admin/orders/${order.id}/hold`, { decision: 'release' });
    expect(release.status).toBe(200);
    expect((await release.json()).order).toMatchObject({
      status: 'pending',
      nextStatuses: ['processing', 'shipped'],
    });
    expect(await orderMail(email)).toEqual([
      `Your ${app.config.shopName} order #${order.orderNumber} is confirmed`,
    ]);
    expect(await auditOf(order.id, 'order.release')).toEqual([
      { summary: `Order ${order.orderNumber}: released from hold` },
    ]);
    const customer = app.client();
    expect(
      (await customer.post(`/api/admin/orders/${order.id}/hold`, { decision: 'release' })).status,
    ).toBe(401);
  });
});

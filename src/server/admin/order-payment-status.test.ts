import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdersResponse } from '../../core/api/account';
import type { AdminOrderDetailResponse } from '../../core/api/admin-orders';
import { oil100VariantId } from '../subscriptions/test-helpers';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { payAtSandbox } from '../test/sandbox-pay';

let app: TestApp;
let admin: TestClient;
let customer: TestClient;

/** A one-time order of one 100 ml oil, paid on the sandbox by the signed-in customer. */
async function payOrder() {
  const lines = [
    { kind: 'one-time', variantId: await oil100VariantId(app), packSize: 1, quantity: 1 },
  ];
  const priced = (await (await customer.post('/api/cart/price', { lines })).json()) as {
    totalPence: number;
  };
  const res = await customer.post('/api/checkout', {
    lines,
    expectedTotalPence: priced.totalPence,
  });
  expect(res.status).toBe(200);
  const { order } = await payAtSandbox(
    app,
    ((await res.json()) as { checkoutUrl: string }).checkoutUrl,
  );
  return { id: order.id, totalPence: priced.totalPence };
}

async function customerOrder(id: string) {
  const body = (await (await customer.get('/api/account/orders')).json()) as OrdersResponse;
  return body.orders.find((o) => o.id === id);
}

beforeAll(async () => {
  app = await startTestApp();
  ({ client: admin } = await app.adminClient({ firstName: 'Ada' }));
  customer = app.client();
  await customer.signUp({ verify: true, firstName: 'Amira', lastName: 'Khan' });
}, 120_000);
afterAll(() => app?.close());

describe('payment status after refunds', () => {
  it('a paid order is Paid; a partial refund is partially refunded and can still ship', async () => {
    const order = await payOrder();
    expect(await customerOrder(order.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
      refundedPence: 0,
    });
    const res = await admin.post(`/api/admin/orders/${order.id}/refunds`, { amountPence: 500 });
    expect(res.status).toBe(201);
    const detail = ((await res.json()) as AdminOrderDetailResponse).order;
    expect(detail.paymentStatus).toBe('partially_refunded');
    expect(detail.nextStatuses).toEqual(['processing', 'shipped']);
    expect(await customerOrder(order.id)).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedPence: 500,
    });
  });

  it('a fully refunded order is Refunded and cannot be marked processing or shipped', async () => {
    const order = await payOrder();
    const res = await admin.post(`/api/admin/orders/${order.id}/refunds`, {
      amountPence: order.totalPence,
    });
    expect(res.status).toBe(201);
    const detail = ((await res.json()) as AdminOrderDetailResponse).order;
    expect(detail).toMatchObject({
      status: 'pending',
      paymentStatus: 'refunded',
      nextStatuses: [],
    });
    for (const change of [
      { status: 'processing' },
      { status: 'shipped', carrier: 'Royal Mail', trackingNumber: 'RM123456785GB' },
    ]) {
      const refused = await admin.post(`/api/admin/orders/${order.id}/status`, change);
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        `This order has been refunded in full, so it cannot be marked ${change.status}.`,
      );
    }
    expect(await customerOrder(order.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'refunded',
      refundedPence: order.totalPence,
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdersResponse } from '../../core/api/account';
import type { AccountDataExport } from '../../core/api/account-data';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { payOneTimeOrder } from '../test/paid-order';

// After the sale, as the customer sees it: carrier, tracking number and link in Order History
// once staff ship the order, and the GDPR export with refunds, tracking and the emails sent.

let app: TestApp;
let admin: TestClient;
let customer: TestClient;
let email: string;
let shipped: Awaited<ReturnType<typeof payOneTimeOrder>>;
let unsent: Awaited<ReturnType<typeof payOneTimeOrder>>;

beforeAll(async () => {
  app = await startTestApp();
  ({ client: admin } = await app.adminClient({ firstName: 'Ada' }));
  customer = app.client();
  ({ email } = await customer.signUp({ verify: true, firstName: 'Amira', lastName: 'Khan' }));
  unsent = await payOneTimeOrder(app, customer, email, 1);
  shipped = await payOneTimeOrder(app, customer, email, 2);
  const status = `/api/admin/orders/${shipped.id}/status`;
  const shipment = { status: 'shipped', carrier: 'Royal Mail', trackingNumber: 'RM123456785GB' };
  expect((await admin.post(status, shipment)).status).toBe(200);
  const refund = { amountPence: 500, note: 'Bottle arrived cracked' };
  expect((await admin.post(`/api/admin/orders/${shipped.id}/refunds`, refund)).status).toBe(201);
  // Someone else's order and email must not reach this customer's export.
  const other = app.client();
  const { email: otherEmail } = await other.signUp({ verify: true });
  await payOneTimeOrder(app, other, otherEmail, 1);
}, 180_000);
afterAll(() => app?.close());

describe('tracking in Order History', () => {
  it('shows carrier, tracking number and link on a shipped order, nothing on one not sent', async () => {
    const res = await customer.get('/api/account/orders');
    expect(res.status).toBe(200);
    const { orders } = (await res.json()) as OrdersResponse;
    expect(orders.map((o) => [o.orderNumber, o.status])).toEqual([
      [shipped.orderNumber, 'shipped'],
      [unsent.orderNumber, 'pending'],
    ]);
    expect(orders[0]?.shipment).toEqual({
      carrier: 'Royal Mail',
      trackingNumber: 'RM123456785GB',
      trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/RM123456785GB',
      shippedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(orders[1]?.shipment).toBeNull();
  });
});

describe('GDPR export after the sale', () => {
  it('includes each order’s refunds and tracking, and every email sent to the customer', async () => {
    const res = await customer.get('/api/account/export');
    expect(res.status).toBe(200);
    const data = (await res.json()) as AccountDataExport;
    const [first, second] = data.orders;
    expect(first?.orderNumber).toBe(shipped.orderNumber);
    expect(first?.refundedPence).toBe(500);
    expect(first?.refunds).toEqual([
      { amountPence: 500, note: 'Bottle arrived cracked', createdAt: expect.any(String) },
    ]);
    expect(first?.shipment).toEqual({
      carrier: 'Royal Mail',
      trackingNumber: 'RM123456785GB',
      trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/RM123456785GB',
      shippedAt: expect.any(String),
      deliveredAt: null,
    });
    expect(second?.refunds).toEqual([]);
    expect(second?.shipment).toBeNull();

    const shop = app.config.shopName;
    expect(data.emails.map((m) => m.subject)).toEqual([
      `Refund of £5.00 for your ${shop} order #${shipped.orderNumber}`,
      `Your ${shop} order #${shipped.orderNumber} is on its way`,
      `Your ${shop} order #${shipped.orderNumber} is confirmed`,
      `Your ${shop} order #${unsent.orderNumber} is confirmed`,
      `Confirm your email for ${shop}`,
    ]);
    expect(data.emails[1]).toMatchObject({
      to: email,
      text: expect.stringContaining('Tracking number: RM123456785GB'),
      status: 'pending',
      createdAt: expect.any(String),
      sentAt: null,
    });
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrdersResponse } from '../../core/api/admin';
import {
  type AdminOrderDetailResponse,
  CARRIER_REQUIRED,
  TRACKING_REQUIRED,
} from '../../core/api/admin-orders';
import type { AuditLogResponse } from '../../core/api/audit';
import { listOutbox } from '../mail/mailer';
import { REFUND_CREATE_MUTATION } from '../shopify/refunds';
import { sandboxAdminClient } from '../subscriptions/test-helpers';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { payOneTimeOrder, saleTransaction } from '../test/paid-order';

let app: TestApp;
let admin: TestClient;
let adminEmail: string;
let paid: { id: string; orderNumber: string; email: string; totalPence: number; gid: string };

/** A one-time order (2 × 100 ml oil) checked out through the server and paid on the sandbox. */
async function payOrder(client: TestClient, email: string) {
  const order = await payOneTimeOrder(app, client, email);
  return { ...order, totalPence: order.pricedPence };
}

beforeAll(async () => {
  app = await startTestApp();
  ({ client: admin, email: adminEmail } = await app.adminClient({ firstName: 'Ada' }));
  const customer = app.client();
  const { email } = await customer.signUp({ verify: true, firstName: 'Amira', lastName: 'Khan' });
  paid = await payOrder(customer, email);
}, 120_000);
afterAll(() => app?.close());

const detail = async () => {
  const res = await admin.get(`/api/admin/orders/${paid.id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as AdminOrderDetailResponse).order;
};

describe('staff order list', () => {
  it('finds an order by number or email, filters by status and UK dates, exports CSV', async () => {
    const list = async (query: string) =>
      (await (await admin.get(`/api/admin/orders?${query}`)).json()) as AdminOrdersResponse;
    expect((await list(`q=${paid.orderNumber}`)).orders.map((o) => o.id)).toEqual([paid.id]);
    expect((await list(`q=%23${paid.orderNumber}`)).orders.map((o) => o.id)).toEqual([paid.id]);
    expect((await list(`q=${paid.email.slice(0, 10).toUpperCase()}`)).total).toBe(1);
    expect((await list('q=nobody@example.co.uk')).total).toBe(0);
    expect((await list('status=pending')).total).toBe(1);
    expect((await list('status=shipped')).total).toBe(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
      new Date(),
    );
    expect((await list(`from=${today}&to=${today}`)).total).toBe(1);
    expect((await list('to=2020-01-01')).total).toBe(0);
    expect((await admin.get('/api/admin/orders?from=today')).status).toBe(400);
    expect((await admin.get('/api/admin/orders?colour=red')).status).toBe(400);

    const csv = await admin.get(`/api/admin/orders/export.csv?q=${paid.orderNumber}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="orders.csv"');
    const rows = (await csv.text()).trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'Order,Date,Status,Email,Customer,Type,Total (GBP),Refunded (GBP),Price mismatch,Carrier,Tracking number,Delivery name,Delivery company,Address line 1,Address line 2,Town or city,County,Postcode,Country,Phone,Lines',
    );
    expect(rows).toHaveLength(2);
    const total = (paid.totalPence / 100).toFixed(2);
    // The delivery address and the lines (quantity, description, what the line charged).
    expect(rows[1]).toMatch(
      new RegExp(
        `^${paid.orderNumber},\\d{4}-\\d\\d-\\d\\dT[^,]+,pending,${paid.email},Amira Khan,retail,${total},0.00,no,,,Amira Khan,,12 High Street,,Leicester,,LE1 1AA,United Kingdom,,2 × Organic Black Seed Oil \\(100ml\\) = ${total}$`,
      ),
    );
  });
});

describe('staff order detail, status and refunds', () => {
  it('shows the customer, address, lines with units and the payment', async () => {
    const order = await detail();
    expect(order).toMatchObject({
      orderNumber: paid.orderNumber,
      status: 'pending',
      email: paid.email,
      customerName: 'Amira Khan',
      hasAccount: true,
      shippingAddress: {
        name: 'Amira Khan',
        lines: ['12 High Street', 'Leicester', 'LE1 1AA', 'United Kingdom'],
      },
      payment: {
        chargedPence: paid.totalPence,
        priceMismatch: false,
        refundedPence: 0,
        refundablePence: paid.totalPence,
      },
      refunds: [],
      nextStatuses: ['processing', 'shipped'],
    });
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]).toMatchObject({ quantity: 2, units: 2, purchaseOption: 'onetime' });
    expect(order.lines[0]?.lineTotalPence).toBe(paid.totalPence);
  });

  it('marks processing, shipped (carrier and tracking required) and delivered, emailing each', async () => {
    const path = `/api/admin/orders/${paid.id}/status`;
    expect((await admin.post(path, { status: 'delivered' })).status).toBe(409);
    const missing = await admin.post(path, { status: 'shipped', carrier: ' ', trackingNumber: '' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      carrier: [CARRIER_REQUIRED],
      trackingNumber: [TRACKING_REQUIRED],
    });
    expect((await admin.post(path, { status: 'processing' })).status).toBe(200);
    const shipped = await admin.post(path, {
      status: 'shipped',
      carrier: 'Royal Mail',
      trackingNumber: 'RM123456785GB',
    });
    expect(shipped.status).toBe(200);
    const order = ((await shipped.json()) as AdminOrderDetailResponse).order;
    expect(order.status).toBe('shipped');
    expect(order.fulfilment).toMatchObject({
      carrier: 'Royal Mail',
      trackingNumber: 'RM123456785GB',
    });
    expect(order.nextStatuses).toEqual(['delivered']);
    expect((await admin.post(path, { status: 'processing' })).status).toBe(409);
    expect((await admin.post(path, { status: 'delivered' })).status).toBe(200);

    const mail = (await listOutbox(app.db, paid.email)).filter((m) => m.subject.includes('order'));
    const shop = app.config.shopName;
    expect(mail.map((m) => m.subject)).toEqual([
      `Your ${shop} order #${paid.orderNumber} has been delivered`,
      `Your ${shop} order #${paid.orderNumber} is on its way`,
      `We are preparing your ${shop} order #${paid.orderNumber}`,
      // The order confirmation, sent when the order arrived, before any status change.
      `Your ${shop} order #${paid.orderNumber} is confirmed`,
    ]);
    expect(mail[1]?.text).toContain(
      'has been sent with Royal Mail.\nTracking number: RM123456785GB\nTrack it: https://www.royalmail.com/track-your-item#/tracking-results/RM123456785GB\n',
    );
  });

  it('refunds through Shopify (the sandbox), within what was paid, and shows it', async () => {
    const path = `/api/admin/orders/${paid.id}/refunds`;
    const tooMuch = await admin.post(path, { amountPence: paid.totalPence + 1 });
    expect(tooMuch.status).toBe(400);
    expect(((await tooMuch.json()) as { error: { message: string } }).error.message).toBe(
      `You can refund at most £${(paid.totalPence / 100).toFixed(2)} on this order.`,
    );
    expect((await admin.post(path, { amountPence: 0 })).status).toBe(400);
    expect((await admin.post(path, { amountPence: 1.5 })).status).toBe(400);

    const res = await admin.post(path, { amountPence: 500, note: 'Bottle arrived cracked' });
    expect(res.status).toBe(201);
    const order = ((await res.json()) as AdminOrderDetailResponse).order;
    expect(order.payment).toMatchObject({
      refundedPence: 500,
      refundablePence: paid.totalPence - 500,
    });
    expect(order.refunds).toEqual([
      expect.objectContaining({
        amountPence: 500,
        note: 'Bottle arrived cracked',
        staffEmail: adminEmail,
      }),
    ]);

    // Shopify's side, read with Shopify's own client: the refund is on the order.
    const shopify = sandboxAdminClient(app);
    const read = await shopify.request(
      `query ($id: ID!) { order(id: $id) { displayFinancialStatus totalRefundedSet { shopMoney { amount currencyCode } } } }`,
      { variables: { id: paid.gid } },
    );
    // Exactly what was selected, as Shopify answers (decision 139's addendum).
    expect(read.data).toEqual({
      order: {
        displayFinancialStatus: 'PARTIALLY_REFUNDED',
        totalRefundedSet: { shopMoney: { amount: '5.00', currencyCode: 'GBP' } },
      },
    });
    const mail = await listOutbox(app.db, paid.email);
    expect(mail[0]?.subject).toBe(
      `Refund of £5.00 for your ${app.config.shopName} order #${paid.orderNumber}`,
    );

    const audit = (await (await admin.get('/api/admin/audit')).json()) as AuditLogResponse;
    expect(audit.entries.slice(0, 5).map((e) => [e.action, e.summary])).toEqual([
      ['order.refund', `Order ${paid.orderNumber}: refunded £5.00 (Bottle arrived cracked)`],
      ['order.status', `Order ${paid.orderNumber}: shipped → delivered`],
      [
        'order.status',
        `Order ${paid.orderNumber}: processing → shipped (Royal Mail RM123456785GB)`,
      ],
      ['order.status', `Order ${paid.orderNumber}: pending → processing`],
      ['orders.export', 'Exported orders as CSV (1 order)'],
    ]);
  });

  it('the sandbox refuses what Shopify refuses (through @shopify/admin-api-client)', async () => {
    const shopify = sandboxAdminClient(app);
    const sale = await saleTransaction(app, paid.gid);
    expect(sale?.kind).toBe('SALE');
    const refund = (amount: string, extra: Record<string, unknown> = {}) =>
      shopify.request(REFUND_CREATE_MUTATION, {
        variables: {
          idempotencyKey: randomUUID(),
          input: {
            orderId: paid.gid,
            transactions: [
              {
                orderId: paid.gid,
                parentId: sale?.id,
                gateway: sale?.gateway,
                kind: 'REFUND',
                amount,
              },
            ],
            ...extra,
          },
        },
      });
    const left = ((paid.totalPence - 500) / 100).toFixed(2);
    const over = await refund(((paid.totalPence - 499) / 100).toFixed(2));
    expect(over.data?.refundCreate).toEqual({
      refund: null,
      order: null,
      userErrors: [
        {
          field: ['transactions', '0', 'amount'],
          message: `Refund amount ${((paid.totalPence - 499) / 100).toFixed(2)} exceeds the ${left} GBP that can be refunded`,
        },
      ],
    });
    const zero = await refund('0.00');
    expect(zero.data?.refundCreate.userErrors[0]?.message).toBe('Amount must be greater than 0');
    const unknown = await shopify.request(REFUND_CREATE_MUTATION, {
      variables: {
        idempotencyKey: randomUUID(),
        input: { orderId: 'gid://shopify/Order/1', transactions: [] },
      },
    });
    expect(unknown.data?.refundCreate.userErrors).toEqual([
      { field: ['orderId'], message: 'Order does not exist' },
    ]);
    const rest = await refund(left);
    expect(rest.data?.refundCreate.userErrors).toEqual([]);
    expect(rest.data?.refundCreate.refund.totalRefundedSet.shopMoney.amount).toBe(left);
    // Everything is refunded now: the shop's next refund is refused by Shopify, nothing stored.
    const after = await admin.post(`/api/admin/orders/${paid.id}/refunds`, { amountPence: 100 });
    expect(after.status).toBe(409);
    expect(((await after.json()) as { error: { message: string } }).error.message).toBe(
      'Shopify refused the refund, so nothing was refunded: Refund amount 1.00 exceeds the 0.00 GBP that can be refunded',
    );
    expect((await detail()).payment.refundedPence).toBe(500);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetailResponse } from '../../core/api/admin-orders';
import { cannotCancelMessage } from '../../core/api/order-cancellation';
import { customerOrderBadges } from '../../core/orders/payment-status';
import { inventoryItemIdOf } from '../../sandbox/inventory-api';
import { auditLog } from '../db/schema/audit';
import { productVariants } from '../db/schema/catalog';
import { orderCancellations, orderRefunds, orders } from '../db/schema/orders';
import { AppError } from '../http/errors';
import { listOutbox } from '../mail/mailer';
import { ORDER_CANCEL_MUTATION } from '../shopify/order-cancel';
import { setShopifyQuantity, shopUnitsOf } from '../stock/test-helpers';
import { oil100VariantId, sandboxAdminClient } from '../subscriptions/test-helpers';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { heldShopify } from '../test/held-shopify';
import { payOneTimeOrder } from '../test/paid-order';
import {
  CANCEL_IN_PROGRESS_MESSAGE,
  CANCEL_NOT_RECORDED_MESSAGE,
  cancelOrderThroughShopify,
} from './order-cancellation';
import type { RefundAuthority } from './refund-limit';

// Staff cancel a paid order through Shopify's orderCancel with restock and a full refund
// (docs/decisions/081-order-cancellation.md): recorded as an intent first, so a database
// failure after Shopify's answer loses nothing and a retry cancels and refunds once.

let app: TestApp;
let admin: TestClient;
let authority: RefundAuthority;
let customer: TestClient;
let variant: { id: string; gid: string };
let paid: Awaited<ReturnType<typeof payOneTimeOrder>>;

async function shopifyOrder() {
  const read = await sandboxAdminClient(app).request(
    `query ($id: ID!) { order(id: $id) { cancelledAt cancelReason displayFinancialStatus totalRefundedSet { shopMoney { amount } } } }`,
    { variables: { id: paid.gid } },
  );
  return (
    read.data as {
      order: {
        cancelledAt: string | null;
        cancelReason: string | null;
        displayFinancialStatus: string;
        totalRefundedSet: { shopMoney: { amount: string } };
      };
    }
  ).order;
}

async function shopifyQuantity(): Promise<number> {
  const read = await sandboxAdminClient(app).request(
    `query ($id: ID!) { inventoryItem(id: $id) { id variant { inventoryQuantity } } }`,
    { variables: { id: inventoryItemIdOf(variant.gid) } },
  );
  return (read.data as { inventoryItem: { variant: { inventoryQuantity: number } } }).inventoryItem
    .variant.inventoryQuantity;
}

const shopQuantity = () => shopUnitsOf(app, variant.id);

const CANCEL = {
  reason: 'customer',
  restock: true,
  refund: true,
  staffNote: 'Changed mind',
} as const;

beforeAll(async () => {
  // Stock moves only as the shop and this test move it (no inventory webhooks racing them).
  app = await startTestApp({ env: { SHOPIFY_SANDBOX_INVENTORY_WEBHOOKS: 'false' } });
  const staff = await app.adminClient({ firstName: 'Ada' });
  admin = staff.client;
  authority = { actor: { id: staff.userId, email: staff.email }, role: 'owner' };
  customer = app.client();
  const { email } = await customer.signUp({ verify: true });
  const id = await oil100VariantId(app);
  const [row] = await app.db
    .select({ gid: productVariants.shopifyGid })
    .from(productVariants)
    .where(eq(productVariants.id, id));
  if (!row?.gid) throw new Error('variant has no Shopify id');
  variant = { id, gid: row.gid };
  await app.db
    .update(productVariants)
    .set({ inventoryQuantity: 10 })
    .where(eq(productVariants.id, id));
  await setShopifyQuantity(app, variant.gid, 10);
  paid = await payOneTimeOrder(app, customer, email);
  // A database fault that refuses to settle a cancellation, while armed.
  await app.db.execute(sql`create table cancel_record_fault (armed boolean)`);
  await app.db.execute(sql`create function cancel_record_fault() returns trigger language plpgsql as $$
    begin
      if new.status = 'settled' and exists (select 1 from cancel_record_fault) then
        raise exception 'injected database failure';
      end if;
      return new;
    end $$`);
  await app.db.execute(sql`create trigger cancel_record_fault before update
    on order_cancellations for each row execute function cancel_record_fault()`);
}, 120_000);
afterAll(() => app?.close());

describe('staff cancel a paid order through Shopify', () => {
  it('refuses bad input with the field named', async () => {
    const res = await admin.post(`/api/admin/orders/${paid.id}/cancel`, {
      ...CANCEL,
      reason: 'bored',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      error: { code: string; fields: Record<string, string[]> };
    };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields.reason).toEqual(['Choose why the order is cancelled.']);
  });

  it('cancels, refunds in full and restocks once, even when the database fails after Shopify', async () => {
    expect(await shopQuantity()).toBe(8); // Shopify took the 2 sold off its 10; the shop follows
    await app.db.execute(sql`insert into cancel_record_fault values (true)`);
    const failed = await admin.post(`/api/admin/orders/${paid.id}/cancel`, CANCEL);
    expect(failed.status).toBe(503);
    expect(((await failed.json()) as { error: { message: string } }).error.message).toBe(
      CANCEL_NOT_RECORDED_MESSAGE,
    );
    // Shopify has cancelled and refunded; the shop kept the intent.
    const refundedAmount = (paid.chargedPence / 100).toFixed(2);
    expect(await shopifyOrder()).toMatchObject({
      cancelReason: 'CUSTOMER',
      displayFinancialStatus: 'REFUNDED',
      totalRefundedSet: { shopMoney: { amount: refundedAmount } },
    });
    expect((await shopifyOrder()).cancelledAt).not.toBeNull();
    expect(await shopifyQuantity()).toBe(10);
    const [intent] = await app.db
      .select()
      .from(orderCancellations)
      .where(eq(orderCancellations.orderId, paid.id));
    expect(intent?.status).toBe('pending');

    await app.db.execute(sql`delete from cancel_record_fault`);
    const retried = await admin.post(`/api/admin/orders/${paid.id}/cancel`, CANCEL);
    expect(retried.status).toBe(200);
    const { order } = (await retried.json()) as AdminOrderDetailResponse;
    expect(order.status).toBe('cancelled');
    expect(order.paymentStatus).toBe('refunded');
    expect(order.payment.refundedPence).toBe(paid.chargedPence);
    expect(order.nextStatuses).toEqual([]);
    expect(order.refunds.map((r) => [r.amountPence, r.note])).toEqual([
      [paid.chargedPence, 'Order cancelled'],
    ]);

    // Once more: nothing new anywhere.
    const again = await admin.post(`/api/admin/orders/${paid.id}/cancel`, CANCEL);
    expect(again.status).toBe(200);
    expect(await shopifyOrder()).toMatchObject({
      totalRefundedSet: { shopMoney: { amount: refundedAmount } },
    });
    expect(await shopifyQuantity()).toBe(10);
    expect(await shopQuantity()).toBe(10);
    expect(
      await app.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, paid.id)),
    ).toHaveLength(1);

    const audits = await app.db.select().from(auditLog).where(eq(auditLog.entityId, paid.id));
    expect(audits.filter((a) => a.action === 'order.cancel').map((a) => a.summary)).toEqual([
      `Order ${paid.orderNumber}: cancelled (customer), refunded £${refundedAmount}, restocked (Changed mind)`,
    ]);
    const mails = (await listOutbox(app.db, paid.email)).filter((m) =>
      m.subject.includes('cancelled'),
    );
    expect(mails.map((m) => m.subject)).toEqual([
      `Your Habba & Honey order #${paid.orderNumber.replace(/^#/, '')} has been cancelled`,
    ]);
    expect(mails[0]?.text).toContain(
      `We have refunded £${refundedAmount} to the card you paid with.`,
    );
  });

  it('shows the customer "Cancelled — refunded £X" in Order History', async () => {
    const res = await customer.get('/api/account/orders');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      orders: {
        id: string;
        status: 'cancelled';
        paymentStatus: 'refunded';
        refundedPence: number;
      }[];
    };
    const order = body.orders.find((o) => o.id === paid.id);
    if (!order) throw new Error('order missing from Order History');
    expect(order).toMatchObject({ status: 'cancelled', refundedPence: paid.chargedPence });
    expect(customerOrderBadges(order).map((b) => b.label)).toEqual([
      `Cancelled — refunded £${(paid.chargedPence / 100).toFixed(2)}`,
    ]);
  });

  it('cannot mark a cancelled order processing or shipped, nor cancel it with another request', async () => {
    const processing = await admin.post(`/api/admin/orders/${paid.id}/status`, {
      status: 'processing',
    });
    expect(processing.status).toBe(409);
    const other = await admin.post(`/api/admin/orders/${paid.id}/cancel`, {
      ...CANCEL,
      reason: 'staff',
    });
    expect(other.status).toBe(200);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, paid.id));
    expect(row?.status).toBe('cancelled');
  });
});

describe("the sandbox's orderCancel, as Shopify answers it", () => {
  const cancel = (orderId: string) =>
    sandboxAdminClient(app).request(ORDER_CANCEL_MUTATION, {
      variables: {
        orderId,
        reason: 'CUSTOMER',
        refundMethod: { originalPaymentMethodsRefund: true },
        restock: true,
        notifyCustomer: false,
        staffNote: null,
      },
    });

  it('refuses an unknown order and an order already cancelled in orderCancelUserErrors', async () => {
    const unknown = await cancel('gid://shopify/Order/1');
    expect(unknown.data).toEqual({
      orderCancel: {
        job: null,
        orderCancelUserErrors: [
          { field: ['orderId'], message: 'Order does not exist', code: 'NOT_FOUND' },
        ],
      },
    });
    const again = await cancel(paid.gid);
    expect(again.data).toEqual({
      orderCancel: {
        job: null,
        orderCancelUserErrors: [
          { field: ['orderId'], message: 'Order has already been cancelled', code: 'INVALID' },
        ],
      },
    });
    expect((await shopifyOrder()).totalRefundedSet.shopMoney.amount).toBe(
      (paid.chargedPence / 100).toFixed(2),
    );
  });
});

describe('two staff members cancelling the same order at once', () => {
  it('cancel and refund it once, and neither gets a 500', async () => {
    const other = app.client();
    const { email } = await other.signUp({ verify: true });
    const second = await payOneTimeOrder(app, other, email);
    const results = await Promise.all([
      admin.post(`/api/admin/orders/${second.id}/cancel`, CANCEL),
      admin.post(`/api/admin/orders/${second.id}/cancel`, CANCEL),
    ]);
    const statuses = results.map((r) => r.status);
    expect(statuses).toContain(200);
    for (const status of statuses) expect([200, 409]).toContain(status);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, second.id));
    expect(row).toMatchObject({ status: 'cancelled', refundedPence: second.chargedPence });
    const refunds = await app.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, second.id));
    expect(refunds.map((r) => r.amountPence)).toEqual([second.chargedPence]);
    const audits = await app.db.select().from(auditLog).where(eq(auditLog.entityId, second.id));
    expect(audits.filter((a) => a.action === 'order.cancel')).toHaveLength(1);
    const mails = (await listOutbox(app.db, email)).filter((m) => m.subject.includes('cancelled'));
    expect(mails).toHaveLength(1);
  });
});

describe('a second cancellation while the first is on its way to Shopify', () => {
  it('is answered 409 and asks Shopify nothing; the first cancels and refunds once', async () => {
    const other = app.client();
    const { email } = await other.signUp({ verify: true });
    const order = await payOneTimeOrder(app, other, email);
    const { held, counted, calls, letGo } = heldShopify(app);
    const first = cancelOrderThroughShopify(
      { ...app.deps, shopify: held },
      order.id,
      CANCEL,
      authority,
    );
    await vi.waitFor(async () => {
      const rows = await app.db
        .select()
        .from(orderCancellations)
        .where(eq(orderCancellations.orderId, order.id));
      expect(rows.map((r) => r.status)).toEqual(['pending']);
    });
    const second = await cancelOrderThroughShopify(
      { ...app.deps, shopify: counted },
      order.id,
      { ...CANCEL, restock: false },
      authority,
    ).catch((err: unknown) => err);
    expect(second).toBeInstanceOf(AppError);
    expect((second as AppError).message).toBe(CANCEL_IN_PROGRESS_MESSAGE);
    expect(calls.count).toBe(0);
    letGo();
    await first;
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', refundedPence: order.chargedPence });
    const refunds = await app.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, order.id));
    expect(refunds.map((r) => r.amountPence)).toEqual([order.chargedPence]);
    // Pressed again once it is done: nothing more happens, and it is not an error.
    await cancelOrderThroughShopify({ ...app.deps, shopify: counted }, order.id, CANCEL, authority);
    expect(calls.count).toBe(0);
  });
});

describe('an order already sent', () => {
  it('is refused with 409, and Shopify is not asked', async () => {
    const other = app.client();
    const { email } = await other.signUp({ verify: true });
    const sent = await payOneTimeOrder(app, other, email);
    const shipped = await admin.post(`/api/admin/orders/${sent.id}/status`, {
      status: 'shipped',
      carrier: 'Royal Mail',
      trackingNumber: 'RM123456785GB',
    });
    expect(shipped.status).toBe(200);
    const res = await admin.post(`/api/admin/orders/${sent.id}/cancel`, CANCEL);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: 'conflict', message: cannotCancelMessage('shipped') },
    });
    expect(cannotCancelMessage('shipped')).toBe(
      'An order that is shipped cannot be cancelled; refund it instead.',
    );
    const read = await sandboxAdminClient(app).request(
      'query ($id: ID!) { order(id: $id) { cancelledAt } }',
      { variables: { id: sent.gid } },
    );
    expect((read.data as { order: { cancelledAt: string | null } }).order.cancelledAt).toBeNull();
    expect(
      await app.db.select().from(orderCancellations).where(eq(orderCancellations.orderId, sent.id)),
    ).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetailResponse } from '../../core/api/admin-orders';
import { refundsChangedMessage } from '../../core/api/admin-orders';
import { auditLog } from '../db/schema/audit';
import { orderRefunds } from '../db/schema/orders';
import { AppError } from '../http/errors';
import { listOutbox } from '../mail/mailer';
import { REFUND_CREATE_MUTATION } from '../shopify/refunds';
import { sandboxAdminClient } from '../subscriptions/test-helpers';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { heldShopify } from '../test/held-shopify';
import { payOneTimeOrder, saleTransaction } from '../test/paid-order';
import { REFUND_NOT_RECORDED_MESSAGE, refundOrder } from './refund-intents';
import type { RefundAuthority } from './refund-limit';

// A refund is recorded as an intent before Shopify is called and settled after; a database
// failure in between loses nothing and a retry does not refund twice
// (docs/decisions/062-refund-intents.md).

let app: TestApp;
let admin: TestClient;
let authority: RefundAuthority;
let paid: { id: string; orderNumber: string; email: string; gid: string };

const payOrder = (client: TestClient, email: string) => payOneTimeOrder(app, client, email);

/** What Shopify says it has refunded on the order (`paid`'s unless named). */
async function shopifyRefunded(orderGid = paid.gid): Promise<string> {
  const read = await sandboxAdminClient(app).request(
    `query ($id: ID!) { order(id: $id) { totalRefundedSet { shopMoney { amount } } } }`,
    { variables: { id: orderGid } },
  );
  return (read.data as { order: { totalRefundedSet: { shopMoney: { amount: string } } } }).order
    .totalRefundedSet.shopMoney.amount;
}

beforeAll(async () => {
  app = await startTestApp();
  const staff = await app.adminClient({ firstName: 'Ada' });
  admin = staff.client;
  authority = { actor: { id: staff.userId, email: staff.email }, role: 'owner' };
  const customer = app.client();
  const { email } = await customer.signUp({ verify: true });
  paid = await payOrder(customer, email);
  // A database fault that refuses to record a refund Shopify has made (a row carrying
  // Shopify's refund id), while armed.
  await app.db.execute(sql`create table refund_record_fault (armed boolean)`);
  await app.db.execute(sql`create function refund_record_fault() returns trigger language plpgsql as $$
    begin
      if new.shopify_refund_id is not null and exists (select 1 from refund_record_fault) then
        raise exception 'injected database failure';
      end if;
      return new;
    end $$`);
  await app.db.execute(sql`create trigger refund_record_fault before insert or update
    on order_refunds for each row execute function refund_record_fault()`);
}, 120_000);
afterAll(() => app?.close());

describe('refund intents', () => {
  it('a database failure after Shopify refunds loses nothing, and the retry refunds once', async () => {
    const path = `/api/admin/orders/${paid.id}/refunds`;
    const request = { amountPence: 700, note: 'Lid missing' };
    await app.db.execute(sql`insert into refund_record_fault values (true)`);
    const failed = await admin.post(path, request);
    expect(failed.status).toBe(503);
    expect(((await failed.json()) as { error: { message: string } }).error.message).toBe(
      REFUND_NOT_RECORDED_MESSAGE,
    );
    // Shopify refunded; the shop holds the intent, not yet counted.
    expect(await shopifyRefunded()).toBe('7.00');
    const pending = await app.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, paid.id));
    expect(pending.map((r) => [r.status, r.amountPence, r.note, r.shopifyRefundId])).toEqual([
      ['pending', 700, 'Lid missing', null],
    ]);

    // The database is back; staff send the same refund again.
    await app.db.execute(sql`delete from refund_record_fault`);
    const retried = await admin.post(path, request);
    expect(retried.status).toBe(201);
    const detail = ((await retried.json()) as AdminOrderDetailResponse).order;
    expect(detail.payment.refundedPence).toBe(700);
    expect(detail.refunds.map((r) => [r.amountPence, r.note])).toEqual([[700, 'Lid missing']]);
    expect(await shopifyRefunded()).toBe('7.00');
    const rows = await app.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, paid.id));
    expect(rows.map((r) => r.status)).toEqual(['settled']);
    expect(rows[0]?.shopifyRefundId).toMatch(/^gid:\/\/shopify\/Refund\//);
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.entityId, paid.id));
    expect(entries.filter((e) => e.action === 'order.refund')).toHaveLength(1);
    const mails = (await listOutbox(app.db, paid.email)).filter((m) =>
      m.subject.startsWith('Refund of £7.00'),
    );
    expect(mails).toHaveLength(1);

    // A new refund afterwards is a new intent with a new key: Shopify refunds again.
    const second = await admin.post(path, { amountPence: 100 });
    expect(second.status).toBe(201);
    expect(await shopifyRefunded()).toBe('8.00');
  });

  it('the sandbox, like Shopify (2026-04 on), requires @idempotent and answers a repeat once', async () => {
    const shopify = sandboxAdminClient(app);
    const sale = await saleTransaction(app, paid.gid);
    const input = {
      orderId: paid.gid,
      transactions: [
        {
          orderId: paid.gid,
          parentId: sale?.id,
          gateway: sale?.gateway,
          kind: 'REFUND',
          amount: '0.50',
        },
      ],
    };
    const without = await shopify.request(
      `mutation ($input: RefundInput!) { refundCreate(input: $input) { refund { id } userErrors { message } } }`,
      { variables: { input } },
    );
    expect(without.errors?.graphQLErrors?.[0]?.message).toBe(
      'The @idempotent directive with a key is required for refundCreate',
    );
    const key = randomUUID();
    const first = await shopify.request(REFUND_CREATE_MUTATION, {
      variables: { input, idempotencyKey: key },
    });
    const again = await shopify.request(REFUND_CREATE_MUTATION, {
      variables: { input, idempotencyKey: key },
    });
    expect(again.data?.refundCreate.refund.id).toBe(first.data?.refundCreate.refund.id);
    expect(await shopifyRefunded()).toBe('8.50');
  });

  it('two refunds of what the same staff view showed: one is made, the other answers 409 and refunds nothing', async () => {
    const customer = app.client();
    const { email } = await customer.signUp({ verify: true });
    const order = await payOrder(customer, email);
    const path = `/api/admin/orders/${order.id}/refunds`;
    const shown = (
      (await (await admin.get(`/api/admin/orders/${order.id}`)).json()) as AdminOrderDetailResponse
    ).order.payment.refundablePence;
    expect(shown).toBeGreaterThan(1000);
    // Two tabs (or two staff) send the refund the page offered, at once.
    const request = { amountPence: 1000, note: 'Damaged in transit', refundablePence: shown };
    const answers = await Promise.all([admin.post(path, request), admin.post(path, request)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(await refused.json()).toEqual({
      error: { code: 'conflict', message: refundsChangedMessage(shown - 1000) },
    });
    // Pressed again later from the same stale page: still refused.
    const late = await admin.post(path, request);
    expect(late.status).toBe(409);
    const rows = await app.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(rows.map((r) => [r.status, r.amountPence])).toEqual([['settled', 1000]]);
    expect(await shopifyRefunded(order.gid)).toBe('10.00');
    // From the page as it is now, the next refund is made.
    const next = await admin.post(path, { amountPence: 500, refundablePence: shown - 1000 });
    expect(next.status).toBe(201);
  });

  it('a second press while the first refund is on its way to Shopify is refused, not answered as made', async () => {
    const customer = app.client();
    const { email } = await customer.signUp({ verify: true });
    const order = await payOrder(customer, email);
    const shown = (
      (await (await admin.get(`/api/admin/orders/${order.id}`)).json()) as AdminOrderDetailResponse
    ).order.payment.refundablePence;
    // The first request's call to Shopify waits until the test lets it go.
    const { held, counted, calls, letGo } = heldShopify(app);
    const request = { amountPence: 1000, note: 'Damaged in transit', refundablePence: shown };
    const first = refundOrder({ ...app.deps, shopify: held }, order.id, request, authority);
    await vi.waitFor(async () => {
      const rows = await app.db
        .select()
        .from(orderRefunds)
        .where(eq(orderRefunds.orderId, order.id));
      expect(rows.map((r) => r.status)).toEqual(['pending']);
    });
    const second = await refundOrder(
      { ...app.deps, shopify: counted },
      order.id,
      request,
      authority,
    ).catch((err: unknown) => err);
    expect(second).toBeInstanceOf(AppError);
    expect((second as AppError).message).toBe(refundsChangedMessage(shown - 1000));
    expect((second as AppError).code).toBe('conflict');
    expect(calls.count).toBe(0);
    letGo();
    await first;
    const rows = await app.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(rows.map((r) => [r.status, r.amountPence])).toEqual([['settled', 1000]]);
    expect(await shopifyRefunded(order.gid)).toBe('10.00');
  });
});

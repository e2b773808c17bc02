import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildClaimCodeSentMessage,
  buildClaimedMessage,
  buildNoGuestOrdersMessage,
  CLAIM_CODE_WRONG_MESSAGE,
} from '../../core/schemas/guest-order-claim';
import { json } from '../auth/auth-test-helpers';
import { orders } from '../db/schema/orders';
import { listOutbox } from '../mail/mailer';
import { guestOrderOwners, insertGuestOrder } from '../test/guest-order';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';

// Guest orders are claimed, never inherited: a code to the account's address
// names the orders; only entering it links them, and only those.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(async () => app?.close());

async function claimMail(email: string) {
  const mail = (await listOutbox(app.db, email)).find((m) =>
    m.subject.startsWith('Your code to add guest orders'),
  );
  if (!mail) throw new Error(`no claim code sent to ${email}`);
  return { mail, code: mail.text.match(/Your code: (\d{6})/)?.[1] ?? '' };
}

async function orderIdsOf(client: TestClient) {
  const body = await json<{ orders: { id: string }[] }>(await client.get('/api/account/orders'));
  return body.orders.map((o) => o.id).sort();
}

async function setOrder(id: string, values: { orderNumber: string; total: string; at: string }) {
  await app.db
    .update(orders)
    .set({
      orderNumber: values.orderNumber,
      totalAmount: values.total,
      createdAt: new Date(values.at),
    })
    .where(eq(orders.id, id));
}

describe('claiming guest orders with a code', () => {
  it('the email names the orders; a wrong code links nothing; the right one links exactly those', async () => {
    const customer = app.client();
    const { email } = await customer.signUp();
    const first = await insertGuestOrder(app.db, email);
    const second = await insertGuestOrder(app.db, email.toUpperCase());
    const someoneElse = await insertGuestOrder(
      app.db,
      `other-${randomUUID().slice(0, 8)}@example.co.uk`,
    );
    await setOrder(first.orderId, {
      orderNumber: '9101',
      total: '19.99',
      at: '2026-11-02T10:00:00Z',
    });
    await setOrder(second.orderId, {
      orderNumber: '9102',
      total: '1234.50',
      at: '2026-11-20T23:30:00Z',
    });
    // Confirming linked nothing.
    expect(await orderIdsOf(customer)).toEqual([]);

    const asked = await customer.post('/api/account/guest-orders/claim-code', {});
    expect(asked.status).toBe(200);
    expect(await json(asked)).toEqual({ sent: true, message: buildClaimCodeSentMessage(email, 2) });
    const { mail, code } = await claimMail(email);
    expect(mail.subject).toBe('Your code to add guest orders to your Habba & Honey account');
    expect(mail.text).toContain(
      '  Order #9102, 2026-11-20, £1,234.50\n  Order #9101, 2026-11-02, £19.99\n',
    );
    expect(code).toMatch(/^\d{6}$/);
    // An order placed after the code was sent is not named, so not linked by it.
    const later = await insertGuestOrder(app.db, email);
    expect(await guestOrderOwners(app.db, first)).toEqual({ order: null, subscription: null });

    const wrongCode = code === '000000' ? '000001' : '000000';
    const wrong = await customer.post('/api/account/guest-orders/claim', { code: wrongCode });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toEqual({
      error: {
        code: 'validation_failed',
        message: CLAIM_CODE_WRONG_MESSAGE,
        fields: { code: [CLAIM_CODE_WRONG_MESSAGE] },
      },
    });
    expect(await orderIdsOf(customer)).toEqual([]);

    const claimed = await customer.post('/api/account/guest-orders/claim', { code });
    expect(claimed.status).toBe(200);
    expect(await json(claimed)).toEqual({ linked: 2, message: buildClaimedMessage(2) });
    expect(await orderIdsOf(customer)).toEqual([first.orderId, second.orderId].sort());
    const me = await json<{ user: { id: string } }>(await customer.get('/api/me'));
    expect(await guestOrderOwners(app.db, first)).toEqual({
      order: me.user.id,
      subscription: me.user.id,
    });
    expect(await guestOrderOwners(app.db, later)).toEqual({ order: null, subscription: null });
    expect(await guestOrderOwners(app.db, someoneElse)).toEqual({
      order: null,
      subscription: null,
    });

    // Spent.
    expect((await customer.post('/api/account/guest-orders/claim', { code })).status).toBe(400);
  });

  it('five wrong codes void the code; no guest orders sends nothing; signed out is 401', async () => {
    const customer = app.client();
    const { email } = await customer.signUp();
    const none = await customer.post('/api/account/guest-orders/claim-code', {});
    expect(await json(none)).toEqual({ sent: false, message: buildNoGuestOrdersMessage(email) });
    expect(
      (await listOutbox(app.db, email)).filter((m) => m.subject.startsWith('Your code')),
    ).toEqual([]);

    const guest = await insertGuestOrder(app.db, email);
    await customer.post('/api/account/guest-orders/claim-code', {});
    const { code } = await claimMail(email);
    const wrongCode = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(
        (await customer.post('/api/account/guest-orders/claim', { code: wrongCode })).status,
      ).toBe(400);
    }
    expect((await customer.post('/api/account/guest-orders/claim', { code })).status).toBe(400);
    expect(await guestOrderOwners(app.db, guest)).toEqual({ order: null, subscription: null });

    const bad = await customer.post('/api/account/guest-orders/claim', { code: '12ab' });
    expect(await json(bad)).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Enter the 6-digit code from the email.',
        fields: { code: ['Enter the 6-digit code from the email.'] },
      },
    });
    expect((await app.client().post('/api/account/guest-orders/claim-code', {})).status).toBe(401);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../mail/mailer';
import { startTestApp, type TestApp } from '../test/harness';
import {
  CAPSULES_LINE,
  deliverOrderCreated,
  OIL_100_LINE,
  orderCreatedPayload,
} from '../test/order-webhook';
import { buildOrderConfirmation, formatDeliveryAddress } from './confirmation-email';

// When an order arrives, the shopper gets a confirmation with the items, the
// totals, the delivery address and a link to the account, through the outbox (once per order).

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(() => app?.close());

const ADDRESS = {
  first_name: 'Amira',
  last_name: 'Khan',
  company: null,
  address1: '12 High Street',
  address2: '',
  city: 'Leicester',
  province: null,
  zip: 'LE1 1AA',
  country: 'United Kingdom',
  phone: null,
};

/** A guest's drawer checkout, signed by the server (else the order is held, never confirmed). */
function payload(email: string, options: { signed?: boolean; id?: number } = {}) {
  return orderCreatedPayload({
    id: options.id ?? 7_100_000_001,
    orderNumber: options.id ? options.id - 7_100_000_000 + 7100 : 7101,
    email,
    createdAt: '2026-11-24T06:00:00+00:00',
    lines: [{ ...OIL_100_LINE, quantity: 2 }, CAPSULES_LINE],
    signed: options.signed === false ? undefined : { secret: app.config.authSecret },
    extra: { shipping_address: ADDRESS },
  });
}

describe('order confirmation email', () => {
  it('formats the delivery address without empty lines', () => {
    expect(formatDeliveryAddress(ADDRESS)).toEqual([
      'Amira Khan',
      '12 High Street',
      'Leicester',
      'LE1 1AA',
      'United Kingdom',
    ]);
    expect(formatDeliveryAddress(null)).toEqual([]);
  });

  it('shows a discount line when the order has one', () => {
    const { text } = buildOrderConfirmation({
      shopName: 'Habba & Honey',
      publicUrl: 'https://shop.example',
      order: {
        orderNumber: '9',
        email: 'a@example.co.uk',
        totalPence: 1349,
        totalAmount: '13.49',
        discountCode: 'WELCOME10',
        discountPence: 150,
        shippingAddress: null,
      },
      items: [
        {
          productTitle: 'Organic Black Seed Oil',
          variantTitle: '100ml',
          quantity: 1,
          units: 1,
          purchaseOption: 'onetime',
          subscriptionPlan: null,
          unitPricePence: 1499,
          discountPence: 150,
          lineTotalPence: 1349,
          price: '14.99',
        },
      ],
    });
    expect(text).toContain('Subtotal: £14.99\nDiscount (WELCOME10): -£1.50\nTotal paid: £13.49');
    expect(text).toContain('No delivery address was given.');
  });

  it('a trade order quotes trade terms, not the consumer right to cancel, and no "(Default)"', () => {
    const { text } = buildOrderConfirmation({
      shopName: 'Habba & Honey',
      publicUrl: 'https://shop.example',
      order: {
        orderNumber: '12',
        email: 'buyer@clinic.example.co.uk',
        totalPence: 21600,
        totalAmount: '216.00',
        orderType: 'wholesale',
        shippingAddress: null,
        userId: 'trade-buyer-account',
      },
      items: [
        {
          productTitle: 'Wholesale Black Seed Oil 1L (case of 6)',
          variantTitle: 'Default',
          quantity: 1,
          units: 1,
          purchaseOption: 'trade',
          subscriptionPlan: null,
          unitPricePence: 21600,
          discountPence: 0,
          lineTotalPence: 21600,
          price: '216.00',
        },
      ],
    });
    expect(text).toContain('- Wholesale Black Seed Oil 1L (case of 6), 1 case: £216.00');
    expect(text).toContain(
      'See your orders and track this one in your account: https://shop.example/account?tab=orders',
    );
    expect(text).not.toContain('guest');
    expect(text).not.toContain('(Default)');
    expect(text).not.toContain('14 days');
    expect(text).toContain(
      'This is a trade order, supplied under our trade terms: see https://shop.example/terms. Reply to this email if anything is not right.',
    );
  });

  it('queues one email to the shopper when the order arrives, none for a repeated webhook', async () => {
    const email = `confirm-${randomUUID().slice(0, 8)}@example.co.uk`;
    const order = payload(email);
    // Shopify delivering one webhook twice (same webhook and event ids), then the same order again.
    const delivery = { webhookId: randomUUID(), eventId: randomUUID() };
    expect((await deliverOrderCreated(app, order, delivery)).status).toBe(200);
    expect((await deliverOrderCreated(app, order, delivery)).status).toBe(200);
    expect((await deliverOrderCreated(app, order)).status).toBe(200); // another webhook id

    const mail = await listOutbox(app.db, email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Your Habba & Honey order #7101 is confirmed');
    expect(mail[0]?.text).toBe(
      [
        'Thank you for your order #7101 at Habba & Honey.',
        '',
        'Items',
        '- Black Seed Oil Capsules 1000mg (60 capsules), 1 bottle: £19.99',
        '- Organic Black Seed Oil (100ml), 2 bottles: 2 × £14.99 = £29.98',
        '',
        'Subtotal: £49.97',
        'Total paid: £49.97',
        '',
        'Delivery address',
        'Amira Khan',
        '12 High Street',
        'Leicester',
        'LE1 1AA',
        'United Kingdom',
        '',
        `You checked out as a guest, so this order is in no account. To follow it there, create an account with this email address at ${app.config.publicUrl}/account, then claim the order in its Orders tab.`,
        '',
        `You may cancel within 14 days of receiving your order: see ${app.config.publicUrl}/terms. Reply to this email if anything is not right.`,
      ].join('\n'),
    );
  });

  it('a held order is not confirmed to the shopper: staff are alerted instead', async () => {
    const email = `held-${randomUUID().slice(0, 8)}@example.co.uk`;
    const order = payload(email, { signed: false, id: 7_100_000_002 });
    expect((await deliverOrderCreated(app, order)).status).toBe(200);
    expect(await listOutbox(app.db, email)).toEqual([]);
    const alerts = await listOutbox(app.db, app.config.supportEmail);
    expect(alerts.map((m) => m.subject)).toContain(
      'Order #7102 is on hold: check it before it ships',
    );
  });
});

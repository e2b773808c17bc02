import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AddressesResponse,
  AddressResponse,
  OrdersResponse,
  ProfileResponse,
  SubscriptionResponse,
  SubscriptionsResponse,
} from '../../core/api/account';
import { ADDRESS_MESSAGES } from '../../core/schemas/address';
import { PROFILE_MESSAGES } from '../../core/schemas/profile';
import { SUBSCRIPTION_MESSAGES } from '../../core/schemas/subscription';
import { addresses, profiles } from '../db/schema/account';
import { orderItems, orders, subscriptionItems, subscriptions } from '../db/schema/orders';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';

let app: TestApp;
let alice: TestClient;
let aliceId: string;
let bob: TestClient;
let bobId: string;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  alice = app.client();
  aliceId = (await alice.signUp({ firstName: 'Alice', lastName: 'Hart' })).userId;
  bob = app.client();
  bobId = (await bob.signUp({ firstName: 'Bob', lastName: 'Stone' })).userId;
});

afterAll(async () => {
  await app?.close();
});

const validProfile = {
  firstName: '  Alice ',
  lastName: 'Hart',
  phone: '07700 900123',
  billingAddress1: '1 Honey Lane',
  billingAddress2: '',
  billingCity: 'Bath',
  billingProvince: 'Somerset',
  billingCountry: 'United Kingdom',
  billingZip: 'BA1 1AA',
  shippingAddress1: '',
  shippingAddress2: '',
  shippingCity: '',
  shippingProvince: '',
  shippingCountry: '',
  shippingZip: '',
  sameAsBilling: false,
  emailOptIn: true,
  smsOptIn: false,
};

const validAddress = {
  firstName: 'Alice',
  lastName: 'Hart',
  address1: '1 Honey Lane',
  city: 'Bath',
  country: 'United Kingdom',
  zip: 'BA1 1AA',
};

async function errorOf(res: Response) {
  return (
    (await res.json()) as {
      error: { code: string; message: string; fields?: Record<string, string[]> };
    }
  ).error;
}

describe('signed-out access', () => {
  it('answers 401 on every account endpoint without a session', async () => {
    const anon = app.client();
    for (const [method, path] of [
      ['GET', '/api/account/profile'],
      ['PUT', '/api/account/profile'],
      ['GET', '/api/account/addresses'],
      ['POST', '/api/account/addresses'],
      ['GET', '/api/account/orders'],
      ['GET', '/api/account/subscriptions'],
      ['POST', '/api/account/manage-subscription'],
      ['GET', '/api/account/security'],
    ] as const) {
      const res = await anon.request(path, { method, json: method === 'GET' ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('profile', () => {
  it('starts with the names given at sign-up and the email from the session', async () => {
    const res = await alice.get('/api/account/profile');
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as ProfileResponse;
    expect(profile.firstName).toBe('Alice');
    expect(profile.lastName).toBe('Hart');
    expect(profile.email).toMatch(/@example\.co\.uk$/);
  });

  it('rejects each rule of §5 with the spec message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: '  ' }, 'firstName', PROFILE_MESSAGES.firstNameRequired],
      [{ firstName: 'x'.repeat(51) }, 'firstName', 'First name must be less than 50 characters'],
      [{ lastName: '' }, 'lastName', 'Last name is required'],
      [{ lastName: 'x'.repeat(51) }, 'lastName', 'Last name must be less than 50 characters'],
      [{ phone: '' }, 'phone', 'Phone number is required'],
      [{ phone: '1'.repeat(21) }, 'phone', 'Phone number must be less than 20 characters'],
      [{ billingAddress1: '' }, 'billingAddress1', 'Billing address is required'],
      [{ billingCity: '' }, 'billingCity', 'City is required'],
      [{ billingCountry: '' }, 'billingCountry', 'Country is required'],
      [{ billingZip: '' }, 'billingZip', 'Postal code is required'],
      [{ billingZip: 'x'.repeat(21) }, 'billingZip', PROFILE_MESSAGES.billingZipMax],
      [
        { shippingAddress1: 'x'.repeat(101) },
        'shippingAddress1',
        PROFILE_MESSAGES.shippingAddress1Max,
      ],
    ];
    for (const [patch, field, message] of cases) {
      const res = await alice.put('/api/account/profile', { ...validProfile, ...patch });
      expect(res.status, field).toBe(400);
      const error = await errorOf(res);
      expect(error.fields?.[field]).toContain(message);
    }
  });

  it('saves trimmed values; shipping copies billing when same as billing is checked', async () => {
    const res = await alice.put('/api/account/profile', { ...validProfile, sameAsBilling: true });
    expect(res.status).toBe(200);
    const [row] = await app.db.select().from(profiles).where(eq(profiles.userId, aliceId));
    expect(row?.firstName).toBe('Alice');
    expect(row?.shippingAddress).toEqual(row?.billingAddress);
    expect(row?.billingAddress?.zip).toBe('BA1 1AA');
    expect(row?.emailOptIn).toBe(true);

    const again = await alice.put('/api/account/profile', {
      ...validProfile,
      shippingAddress1: '9 Comb Street',
      shippingCity: 'York',
      shippingCountry: 'United Kingdom',
      shippingZip: 'YO1 7HH',
    });
    const { profile } = (await again.json()) as ProfileResponse;
    expect(profile.shippingAddress.address1).toBe('9 Comb Street');
    expect(profile.billingAddress.address1).toBe('1 Honey Lane');
  });

  it('ignores any user id in the body (strict schema: unknown fields are refused)', async () => {
    const res = await bob.put('/api/account/profile', { ...validProfile, userId: aliceId });
    expect(res.status).toBe(400);
    const [row] = await app.db.select().from(profiles).where(eq(profiles.userId, aliceId));
    expect(row?.phone).toBe('07700 900123');
  });
});

describe('addresses', () => {
  it('rejects missing required fields with the spec messages', async () => {
    const res = await alice.post('/api/account/addresses', {
      firstName: '',
      lastName: '',
      address1: '',
      city: '',
      country: '',
      zip: '',
    });
    expect(res.status).toBe(400);
    const { fields } = await errorOf(res);
    expect(fields?.firstName).toContain('First name is required');
    expect(fields?.lastName).toContain('Last name is required');
    expect(fields?.address1).toContain('Address is required');
    expect(fields?.city).toContain('City is required');
    expect(fields?.country).toContain('Country is required');
    expect(fields?.zip).toContain(ADDRESS_MESSAGES.zipRequired);
    expect(ADDRESS_MESSAGES.zipRequired).toBe('Postcode is required');
  });

  it('makes the first address the default and lists default first then newest', async () => {
    const first = await alice.post('/api/account/addresses', validAddress);
    expect(first.status).toBe(201);
    expect(((await first.json()) as AddressResponse).address.isDefault).toBe(true);
    const second = await alice.post('/api/account/addresses', {
      ...validAddress,
      address1: '2 Comb Street',
      company: 'Hive Ltd',
    });
    expect(((await second.json()) as AddressResponse).address.isDefault).toBe(false);
    const third = await alice.post('/api/account/addresses', {
      ...validAddress,
      address1: '3 Wax Road',
    });
    expect(((await third.json()) as AddressResponse).address.isDefault).toBe(false);

    const list = (await (await alice.get('/api/account/addresses')).json()) as AddressesResponse;
    expect(list.addresses.map((a) => a.address1)).toEqual([
      '1 Honey Lane',
      '3 Wax Road',
      '2 Comb Street',
    ]);
  });

  it('deletes an own address; another user’s address answers 404 and stays', async () => {
    const list = (await (await alice.get('/api/account/addresses')).json()) as AddressesResponse;
    const target = list.addresses[2]!;
    const asBob = await bob.delete(`/api/account/addresses/${target.id}`);
    expect(asBob.status).toBe(404);
    expect(await app.db.select().from(addresses).where(eq(addresses.id, target.id))).toHaveLength(
      1,
    );
    expect((await bob.delete('/api/account/addresses/not-a-uuid')).status).toBe(404);

    const own = await alice.delete(`/api/account/addresses/${target.id}`);
    expect(own.status).toBe(204);
    const after = (await (await alice.get('/api/account/addresses')).json()) as AddressesResponse;
    expect(after.addresses).toHaveLength(2);
    const bobs = (await (await bob.get('/api/account/addresses')).json()) as AddressesResponse;
    expect(bobs.addresses).toHaveLength(0);
  });

  it('gives exactly one default when a user saves two addresses at once', async () => {
    const carol = app.client();
    await carol.signUp();
    await Promise.all([
      carol.post('/api/account/addresses', validAddress),
      carol.post('/api/account/addresses', { ...validAddress, address1: 'Other' }),
    ]);
    const list = (await (await carol.get('/api/account/addresses')).json()) as AddressesResponse;
    expect(list.addresses.filter((a) => a.isDefault)).toHaveLength(1);
  });
});

async function seedOrder(options: {
  userId: string;
  orderNumber: string;
  createdAt: Date;
  status?: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
  items: { title: string; variant: string | null; quantity: number; price: string }[];
}) {
  return app.db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        userId: options.userId,
        email: 'x@example.co.uk',
        orderNumber: options.orderNumber,
        status: options.status ?? 'processing',
        totalAmount: options.items
          .reduce((sum, i) => sum + Math.round(Number(i.price) * 100) * i.quantity, 0)
          .toString()
          .replace(/(\d\d)$/, '.$1'),
        createdAt: options.createdAt,
      })
      .returning();
    await tx.insert(orderItems).values(
      options.items.map((i) => ({
        orderId: order!.id,
        productTitle: i.title,
        variantTitle: i.variant,
        quantity: i.quantity,
        price: i.price,
      })),
    );
    return order!;
  });
}

describe('order history and invoices', () => {
  let newest: { id: string };
  beforeAll(async () => {
    await seedOrder({
      userId: aliceId,
      orderNumber: '1001',
      createdAt: new Date('2026-03-05T10:00:00Z'),
      status: 'delivered',
      items: [{ title: 'Black Seed Oil', variant: '250ml', quantity: 2, price: '14.99' }],
    });
    newest = await seedOrder({
      userId: aliceId,
      orderNumber: '1002',
      createdAt: new Date('2026-04-07T10:00:00Z'),
      items: [
        {
          title: 'Manuka Honey <script>alert(1)</script>',
          variant: 'MGO 263+ & "big"',
          quantity: 1,
          price: '1050.00',
        },
        { title: 'Shilajit Resin', variant: null, quantity: 3, price: '29.50' },
      ],
    });
    for (let i = 0; i < 5; i++) {
      await seedOrder({
        userId: bobId,
        orderNumber: `20${i}0`,
        createdAt: new Date(`2026-02-0${i + 1}T10:00:00Z`),
        items: [{ title: 'Wipes', variant: null, quantity: 1, price: '3.00' }],
      });
    }
  });

  it('lists the user’s orders newest first with items and pence amounts, in at most 3 queries', async () => {
    app.database.queries.reset();
    const res = await alice.get('/api/account/orders');
    const queries = app.database.queries.count;
    expect(res.status).toBe(200);
    const { orders: list } = (await res.json()) as OrdersResponse;
    expect(list.map((o) => o.orderNumber)).toEqual(['1002', '1001']);
    expect(list[0]?.totalPence).toBe(105000 + 8850);
    expect(list[0]?.items).toHaveLength(2);
    expect(list[1]?.items[0]).toMatchObject({ quantity: 2, pricePence: 1499, totalPence: 2998 });
    expect(list[1]?.status).toBe('delivered');
    // session lookup (better-auth) is not counted against the budget, which is for our reads
    expect(queries).toBeLessThanOrEqual(3 + 2);

    app.database.queries.reset();
    const bobs = (await (await bob.get('/api/account/orders')).json()) as OrdersResponse;
    const bobQueries = app.database.queries.count;
    expect(bobs.orders).toHaveLength(5);
    expect(bobQueries).toBe(queries);
  });

  it('downloads an escaped £ invoice named invoice-{order_number}.html', async () => {
    const res = await alice.get(`/api/account/orders/${newest.id}/invoice`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="invoice-1002.html"');
    const html = await res.text();
    expect(html).toContain('April 07, 2026');
    for (const column of ['Product', 'Variant', 'Quantity', 'Price', 'Total']) {
      expect(html).toContain(`>${column}</th>`);
    }
    expect(html).toContain('£1,050.00');
    expect(html).toContain('£88.50');
    expect(html).toContain('£1,138.50');
    expect(html).not.toContain('$');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('Manuka Honey &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('MGO 263+ &amp; &quot;big&quot;');
  });

  it('answers 404 for another user’s invoice', async () => {
    expect((await bob.get(`/api/account/orders/${newest.id}/invoice`)).status).toBe(404);
    expect((await bob.get('/api/account/orders/nope/invoice')).status).toBe(404);
  });
});

async function seedSubscription(options: {
  userId: string;
  status?: 'active' | 'paused' | 'cancelled';
  frequencyDays?: number;
  nextDeliveryDate: string;
  minimumEndDate: string;
  createdAt?: Date;
}) {
  const [row] = await app.db
    .insert(subscriptions)
    .values({
      userId: options.userId,
      email: 'x@example.co.uk',
      status: options.status ?? 'active',
      frequencyDays: options.frequencyDays ?? 30,
      nextDeliveryDate: options.nextDeliveryDate,
      minimumEndDate: options.minimumEndDate,
      createdAt: options.createdAt ?? new Date(),
    })
    .returning();
  await app.db.insert(subscriptionItems).values({
    subscriptionId: row!.id,
    productTitle: 'Black Seed Oil Capsules',
    variantTitle: '60 capsules',
    quantity: 1,
    priceAtSubscribe: '12.74',
  });
  return row!;
}

function isoDate(offsetDays: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function todayInDb(): Promise<string> {
  const result = await app.db.execute(sql`select current_date::text as today`);
  return (result as unknown as { rows: { today: string }[] }).rows[0]!.today;
}

describe('subscriptions (manage-subscription)', () => {
  const manage = (client: TestClient, body: unknown) =>
    client.post('/api/account/manage-subscription', body);

  it('lists newest first with items, frequency, dates and whether cancel is allowed', async () => {
    await seedSubscription({
      userId: aliceId,
      nextDeliveryDate: isoDate(10),
      minimumEndDate: isoDate(-1),
      createdAt: new Date(Date.now() - 86_400_000),
    });
    await seedSubscription({
      userId: aliceId,
      nextDeliveryDate: isoDate(5),
      minimumEndDate: isoDate(50),
    });
    const { subscriptions: list } = (await (
      await alice.get('/api/account/subscriptions')
    ).json()) as SubscriptionsResponse;
    expect(list).toHaveLength(2);
    expect(list[0]?.canCancel).toBe(false);
    expect(list[1]?.canCancel).toBe(true);
    expect(list[0]?.items[0]).toMatchObject({
      productTitle: 'Black Seed Oil Capsules',
      pricePence: 1274,
    });
    expect(list[0]?.frequencyDays).toBe(30);
  });

  it('walks every allowed transition', async () => {
    const sub = await seedSubscription({
      userId: aliceId,
      frequencyDays: 14,
      nextDeliveryDate: isoDate(3),
      minimumEndDate: isoDate(-1),
    });
    const call = async (action: string, data?: unknown) => {
      const res = await manage(alice, { subscriptionId: sub.id, action, data });
      expect(res.status, action).toBe(200);
      return ((await res.json()) as SubscriptionResponse).subscription;
    };
    const skipped = await call('skip');
    expect(skipped.nextDeliveryDate).toBe(addDays(isoDate(3), 14));
    expect((await call('pause')).status).toBe('paused');
    const resumed = await call('resume');
    expect(resumed.status).toBe('active');
    // The skipped date is still ahead: resuming keeps it (issue 16).
    expect(resumed.nextDeliveryDate).toBe(addDays(isoDate(3), 14));
    expect((await call('update_frequency', { frequencyDays: 60 })).frequencyDays).toBe(60);
    expect((await call('pause')).status).toBe('paused');
    expect((await call('update_frequency', { frequencyDays: 7 })).frequencyDays).toBe(7);
    expect((await call('cancel')).status).toBe('cancelled');
  });

  it('refuses invalid transitions with 409 and a clear message', async () => {
    const active = await seedSubscription({
      userId: aliceId,
      nextDeliveryDate: isoDate(3),
      minimumEndDate: isoDate(-1),
    });
    const paused = await seedSubscription({
      userId: aliceId,
      status: 'paused',
      nextDeliveryDate: isoDate(3),
      minimumEndDate: isoDate(-1),
    });
    const cancelled = await seedSubscription({
      userId: aliceId,
      status: 'cancelled',
      nextDeliveryDate: isoDate(3),
      minimumEndDate: isoDate(-1),
    });
    const refused: [string, string, unknown, string][] = [
      [active.id, 'resume', undefined, 'Only a paused subscription can be resumed.'],
      [paused.id, 'pause', undefined, 'Only an active subscription can be paused.'],
      [paused.id, 'skip', undefined, 'Only an active subscription can skip a delivery.'],
      [cancelled.id, 'pause', undefined, 'Only an active subscription can be paused.'],
      [cancelled.id, 'resume', undefined, 'Only a paused subscription can be resumed.'],
      [cancelled.id, 'skip', undefined, 'Only an active subscription can skip a delivery.'],
      [cancelled.id, 'cancel', undefined, 'This subscription is already cancelled.'],
      [
        cancelled.id,
        'update_frequency',
        { frequencyDays: 7 },
        'A cancelled subscription cannot change its frequency.',
      ],
    ];
    for (const [id, action, data, message] of refused) {
      const res = await manage(alice, { subscriptionId: id, action, data });
      expect(res.status, action).toBe(409);
      expect((await errorOf(res)).message).toBe(message);
    }
  });

  it('refuses cancel before minimum_end_date, allows it on that date', async () => {
    const early = await seedSubscription({
      userId: aliceId,
      nextDeliveryDate: isoDate(3),
      minimumEndDate: '2999-01-05',
    });
    const res = await manage(alice, { subscriptionId: early.id, action: 'cancel' });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(
      'This subscription cannot be cancelled before Jan 05, 2999 (minimum 2-month commitment).',
    );
    const onTheDay = await seedSubscription({
      userId: aliceId,
      nextDeliveryDate: isoDate(3),
      minimumEndDate: await todayInDb(),
    });
    expect((await manage(alice, { subscriptionId: onTheDay.id, action: 'cancel' })).status).toBe(
      200,
    );
  });

  it('validates the body with clear messages', async () => {
    const sub = await seedSubscription({
      userId: aliceId,
      nextDeliveryDate: isoDate(3),
      minimumEndDate: isoDate(-1),
    });
    const cases: [unknown, string, string][] = [
      [
        { subscriptionId: sub.id, action: 'update_frequency', data: { frequencyDays: 21 } },
        'data.frequencyDays',
        SUBSCRIPTION_MESSAGES.frequencyInvalid,
      ],
      [
        { subscriptionId: sub.id, action: 'update_frequency' },
        'data.frequencyDays',
        SUBSCRIPTION_MESSAGES.frequencyRequired,
      ],
      [
        { subscriptionId: sub.id, action: 'explode' },
        'action',
        SUBSCRIPTION_MESSAGES.actionInvalid,
      ],
      [
        { subscriptionId: 'abc', action: 'pause' },
        'subscriptionId',
        SUBSCRIPTION_MESSAGES.subscriptionIdInvalid,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await manage(alice, body);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields?.[field]).toContain(message);
    }
    for (const days of [7, 14, 30, 60, 90]) {
      const res = await manage(alice, {
        subscriptionId: sub.id,
        action: 'update_frequency',
        data: { frequencyDays: days },
      });
      expect(res.status).toBe(200);
    }
  });

  it('answers 404 for another user’s subscription and leaves it unchanged', async () => {
    const sub = await seedSubscription({
      userId: aliceId,
      nextDeliveryDate: isoDate(3),
      minimumEndDate: isoDate(-1),
    });
    for (const action of ['pause', 'skip', 'cancel', 'resume']) {
      const res = await manage(bob, { subscriptionId: sub.id, action });
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe('Subscription not found');
    }
    const res = await manage(bob, {
      subscriptionId: sub.id,
      action: 'update_frequency',
      data: { frequencyDays: 7 },
    });
    expect(res.status).toBe(404);
    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row).toMatchObject({
      status: 'active',
      frequencyDays: 30,
      nextDeliveryDate: isoDate(3),
    });
    const bobs = (await (
      await bob.get('/api/account/subscriptions')
    ).json()) as SubscriptionsResponse;
    expect(bobs.subscriptions).toHaveLength(0);
  });
});

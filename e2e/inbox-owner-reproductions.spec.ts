import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequest, type APIRequestContext, expect, test } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR } from './env.mjs';

// The two reproductions of decision 113's defects, played as written against `npm start` (e2e/server.mjs) over
// HTTP, each person in a browser of their own (a request context with its own cookies). Before
// decision 113: (a) A's password opened V's account and read her orders and export; (b) A's
// account took V's address and A's session read her order and delivery address. Now the
// attacker gets nothing. The dev outbox stands in for each person's inbox.

const ATTACKER_PASSWORD = 'Attacker-pass-9911';
const OWNER_PASSWORD = 'Owner-pass-4471';
const DELIVERY_LINE = '14 Quince Lane';

let contexts: APIRequestContext[] = [];
test.afterEach(async () => {
  for (const context of contexts) await context.dispose();
  contexts = [];
});

/** A browser of its own: cookies kept, the shop's origin on every request (CSRF). */
async function browser(playwright: { request: APIRequest }) {
  const context = await playwright.request.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { origin: E2E_BASE_URL },
  });
  contexts.push(context);
  return context;
}

const newEmail = (who: string) => `${who}-${randomBytes(5).toString('hex')}@example.co.uk`;

function signUp(client: APIRequestContext, email: string, password: string) {
  return client.post('/api/auth/sign-up/email', {
    data: {
      email,
      password,
      name: 'Vera Owner',
      firstName: 'Vera',
      lastName: 'Owner',
      callbackURL: '/account',
    },
  });
}

/** The newest link in `email`'s inbox from a mail whose subject starts with `subject`. */
async function newestLink(
  client: APIRequestContext,
  email: string,
  subject: string,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await client.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        const body = (await res.json()) as { messages: { subject: string; text: string }[] };
        const mail = body.messages.find((m) => m.subject.startsWith(subject));
        link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
        return Boolean(link);
      },
      { message: `"${subject}" to ${email}`, timeout: 15_000 },
    )
    .toBe(true);
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}

/**
 * V's guest purchase as Shopify reports it: a signed orders/create with her email and delivery
 * address and no signed-in buyer (docs/spec/shopify.md §2). Returns the order's name.
 */
async function guestOrder(client: APIRequestContext, email: string): Promise<string> {
  const secrets = JSON.parse(readFileSync(join(E2E_DATA_DIR, 'secrets.json'), 'utf8')) as {
    SHOPIFY_WEBHOOK_SECRET: string;
  };
  const orderNumber = 7000 + Math.floor(Math.random() * 2000);
  const raw = JSON.stringify({
    note_attributes: [],
    id: Number(`58${orderNumber}${Date.now() % 100000}`),
    order_number: orderNumber,
    name: `#${orderNumber}`,
    email,
    created_at: new Date().toISOString(),
    total_price: '26.38',
    currency: 'GBP',
    line_items: [
      {
        variant_id: 1,
        title: 'Organic Black Seed Oil',
        variant_title: '100ml',
        quantity: 1,
        price: '26.38',
        properties: [],
        selling_plan_id: null,
      },
    ],
    shipping_address: {
      first_name: 'Vera',
      last_name: 'Owner',
      address1: DELIVERY_LINE,
      city: 'York',
      zip: 'YO1 7HH',
      country_code: 'GB',
    },
    customer: { email },
  });
  const res = await client.post('/api/webhooks/shopify/orders-create', {
    data: raw,
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': 'orders/create',
      'x-shopify-hmac-sha256': createHmac('sha256', secrets.SHOPIFY_WEBHOOK_SECRET)
        .update(raw)
        .digest('base64'),
      'x-shopify-shop-domain': 'sandbox.myshopify.com',
      'x-shopify-api-version': '2025-07',
      'x-shopify-webhook-id': randomUUID(),
      'x-shopify-triggered-at': new Date().toISOString(),
    },
  });
  expect(res.status()).toBe(200);
  return `#${orderNumber}`;
}

async function meOf(client: APIRequestContext) {
  return ((await (await client.get('/api/me')).json()) as { user: { email: string } | null }).user;
}

test.describe('decision 113’s reproductions against npm start', () => {
  test('(a) A signs up with V’s address first; after V confirms, A’s password opens nothing', async ({
    playwright,
  }) => {
    const vEmail = newEmail('vera');
    const attacker = await browser(playwright);
    const owner = await browser(playwright);
    const order = await guestOrder(owner, vEmail);

    // A signs up with V's address and A's password: no session.
    const first = await signUp(attacker, vEmail, ATTACKER_PASSWORD);
    expect(first.status()).toBe(200);
    expect(await meOf(attacker)).toBeNull();
    // V signs up herself: the same "check your email" answer.
    const second = await signUp(owner, vEmail, OWNER_PASSWORD);
    expect(second.status()).toBe(200);
    expect(await second.json()).toMatchObject({
      token: null,
      user: { email: vEmail, emailVerified: false },
    });
    // "Send the link again", and V follows it.
    const resent = await owner.post('/api/auth/send-verification-email', {
      data: { email: vEmail, callbackURL: '/account' },
    });
    expect(resent.status()).toBe(200);
    const link = await newestLink(owner, vEmail, 'Confirm your email');
    const followed = await owner.get(link, { maxRedirects: 0 });
    expect(followed.status()).toBe(302);
    expect(followed.headers().location).toBe('/account');
    expect(await meOf(owner)).toMatchObject({ email: vEmail });

    // A signs in with A's password: 401, and reads nothing.
    const signIn = await attacker.post('/api/auth/sign-in/email', {
      data: { email: vEmail, password: ATTACKER_PASSWORD },
    });
    expect(signIn.status()).toBe(401);
    expect(await meOf(attacker)).toBeNull();
    for (const path of [
      '/api/account/orders',
      '/api/account/export',
      '/api/account/subscriptions',
      '/api/account/addresses',
    ]) {
      const res = await attacker.get(path);
      expect([path, res.status()]).toEqual([path, 401]);
      expect(await res.text()).not.toContain(order);
      expect(await res.text()).not.toContain(DELIVERY_LINE);
    }
    // V's own password opens her account.
    const mine = await browser(playwright);
    const hers = await mine.post('/api/auth/sign-in/email', {
      data: { email: vEmail, password: OWNER_PASSWORD },
    });
    expect(hers.status()).toBe(200);
  });

  test('(b) A changes A’s own account’s email to V’s; V follows the link; A’s session reads nothing of hers', async ({
    playwright,
  }) => {
    const vEmail = newEmail('vera');
    const aEmail = newEmail('attacker');
    const attacker = await browser(playwright);
    const owner = await browser(playwright);

    // A's own verified account, signed in.
    expect((await signUp(attacker, aEmail, ATTACKER_PASSWORD)).status()).toBe(200);
    const confirm = await newestLink(attacker, aEmail, 'Confirm your email');
    expect((await attacker.get(confirm, { maxRedirects: 0 })).status()).toBe(302);
    expect(await meOf(attacker)).toMatchObject({ email: aEmail });

    // V has just bought as a guest.
    const order = await guestOrder(owner, vEmail);

    // A changes A's email to V's and approves it from A's own inbox.
    const change = await attacker.post('/api/auth/change-email', {
      data: { newEmail: vEmail, callbackURL: '/account' },
    });
    expect(change.status()).toBe(200);
    const approval = await newestLink(attacker, aEmail, 'Approve the change');
    expect((await attacker.get(approval, { maxRedirects: 0 })).status()).toBe(302);

    // V follows the confirmation she receives: without a session of that account, nothing changes.
    const received = await newestLink(owner, vEmail, 'Confirm your new email');
    const followed = await owner.get(received, { maxRedirects: 0 });
    expect(followed.status()).toBe(302);
    expect(followed.headers().location).toBe('/account?error=EMAIL_CHANGE_SIGN_IN_REQUIRED');

    // A's account keeps A's address, and A's session reads no order and no address of V's.
    expect(await meOf(attacker)).toMatchObject({ email: aEmail });
    const orders = await attacker.get('/api/account/orders');
    expect(orders.status()).toBe(200);
    expect(((await orders.json()) as { orders: unknown[] }).orders).toEqual([]);
    for (const path of ['/api/account/export', '/api/account/addresses']) {
      const res = await attacker.get(path);
      expect([path, res.status()]).toEqual([path, 200]);
      const text = await res.text();
      expect(text).not.toContain(order);
      expect(text).not.toContain(DELIVERY_LINE);
    }
    // (A's export holds A's own request to change to V's address, but the account is still A's.)
    const exported = (await (await attacker.get('/api/account/export')).json()) as {
      account: { email: string };
      orders: unknown[];
    };
    expect(exported.account.email).toBe(aEmail);
    expect(exported.orders).toEqual([]);
  });
});

// biome-ignore-all lint/suspicious/noExplicitAny: the test reads loose GraphQL JSON answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../server/test/harness';
import { cartInputOf, FULL_CART_CREATE_MUTATION } from './cart-create-document';

const ENDPOINT = '/sandbox/shopify/api/2025-07/graphql.json';
const OIL_100ML = 'gid://shopify/ProductVariant/44858553761923';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

function postGraphql(body: unknown, token: string | null = 'sandbox-public-token') {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token !== null) headers['X-Shopify-Storefront-Access-Token'] = token;
  return app.fetch(ENDPOINT, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('sandbox storefront cartCreate', () => {
  it('creates a cart with Shopify’s response shape, GBP decimal strings and the plan attribute', async () => {
    const input = cartInputOf([
      {
        merchandiseId: OIL_100ML,
        quantity: 2,
        subscriptionPlan: '2-month supply (10% off)',
      },
    ]);
    const res = await postGraphql({ query: FULL_CART_CREATE_MUTATION, variables: { input } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body.errors).toBeUndefined();
    const cart = body.data.cartCreate.cart;
    expect(body.data.cartCreate.userErrors).toEqual([]);
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\//);
    expect(cart.totalQuantity).toBe(2);
    // line cost = variant price (£14.99) × quantity
    expect(cart.cost.totalAmount).toEqual({ amount: '29.98', currencyCode: 'GBP' });
    expect(cart.cost.subtotalAmount).toEqual({ amount: '29.98', currencyCode: 'GBP' });
    const node = cart.lines.edges[0].node;
    expect(node.merchandise).toEqual({ id: OIL_100ML, title: '100ml' });
    expect(node.attributes).toEqual([
      { key: 'Subscription Plan', value: '2-month supply (10% off)' },
    ]);
    expect(node.cost.totalAmount).toEqual({ amount: '29.98', currencyCode: 'GBP' });
    expect(cart.checkoutUrl).toMatch(
      new RegExp(`^${app.baseUrl}/sandbox/shopify/checkout/[0-9a-f]+\\?key=[0-9a-f]+$`),
    );

    const page = await app.fetch(
      new URL(cart.checkoutUrl).pathname + new URL(cart.checkoutUrl).search,
    );
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sandbox checkout — no real payment');
    expect(html).toContain('Organic Black Seed Oil');
    expect(html).toContain('4242 4242 4242 4242');
  });

  it('rejects unknown merchandise with a MERCHANDISE_NOT_APPLICABLE user error and no cart', async () => {
    const res = await postGraphql({
      query: FULL_CART_CREATE_MUTATION,
      variables: {
        input: {
          lines: [
            { merchandiseId: OIL_100ML, quantity: 1 },
            { merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 },
          ],
        },
      },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body.data.cartCreate.cart).toBeNull();
    expect(body.data.cartCreate.userErrors).toEqual([
      {
        field: ['input', 'lines', '1', 'merchandiseId'],
        message: 'The merchandise with id gid://shopify/ProductVariant/1 does not exist.',
        code: 'MERCHANDISE_NOT_APPLICABLE',
      },
    ]);
  });

  it('does not sell unpublished products', async () => {
    // black-seed-soap is unpublished; look its gid up in the seeded catalogue.
    const rows = (await app.db.execute(
      "select v.shopify_gid from product_variants v join products p on p.id = v.product_id where p.handle = 'black-seed-soap'",
    )) as unknown as { rows?: { shopify_gid: string | null }[] } | { shopify_gid: string | null }[];
    const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
    const gid = list[0]?.shopify_gid;
    expect(gid).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
    const res = await postGraphql({
      query: FULL_CART_CREATE_MUTATION,
      variables: { input: { lines: [{ merchandiseId: gid, quantity: 1 }] } },
    });
    const body = (await res.json()) as any;
    expect(body.data.cartCreate.userErrors[0].code).toBe('MERCHANDISE_NOT_APPLICABLE');
  });

  it('answers GraphQL errors for malformed queries and variables', async () => {
    const broken = await postGraphql({
      query: 'mutation cartCreate($input: CartInput!) { cartCreate(input: $input) { cart { id }',
      variables: {},
    });
    expect(broken.status).toBe(200);
    const brokenBody = (await broken.json()) as any;
    expect(brokenBody.errors[0].message).toMatch(/syntax error/);
    expect(brokenBody.data).toBeUndefined();

    const badVariables = await postGraphql({
      query: FULL_CART_CREATE_MUTATION,
      variables: { input: { lines: [{ merchandiseId: OIL_100ML, quantity: 'two' }] } },
    });
    const badBody = (await badVariables.json()) as any;
    expect(badBody.errors[0].message).toMatch(
      /^Variable \$input of type CartInput! was provided invalid value/,
    );
    expect(badBody.errors[0].extensions.code).toBe('INVALID_VARIABLE');

    const notJson = await postGraphql('{"query": ');
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as any).errors[0].message).toBeTruthy();

    const noQuery = await postGraphql({ variables: {} });
    expect(noQuery.status).toBe(400);
    expect(((await noQuery.json()) as any).errors).toHaveLength(1);

    // An operation the sandbox does not implement (it answers cartCreate, the discount codes and
    // the connect command's shop check).
    const otherOperation = await postGraphql({ query: '{ products(first: 1) { nodes { id } } }' });
    expect(((await otherOperation.json()) as any).errors[0].extensions.code).toBe('undefinedField');
    const shopCheck = await postGraphql({ query: '{ shop { name } }' });
    expect(await shopCheck.json()).toEqual({ data: { shop: { name: app.config.shopName } } });
  });

  it('answers 401 without or with a wrong storefront access token', async () => {
    const body = { query: FULL_CART_CREATE_MUTATION, variables: { input: { lines: [] } } };
    expect((await postGraphql(body, null)).status).toBe(401);
    const wrong = await postGraphql(body, 'not-the-token');
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as any).errors[0].extensions.code).toBe('UNAUTHORIZED');
  });

  it('answers a checkout link with an unknown token or a wrong key with the expired page', async () => {
    const res = await app.fetch('/sandbox/shopify/checkout/deadbeef?key=nope');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('This checkout has expired');
  });
});

// Byte-for-byte comparison of what a running shop answers, for moves that must not change any
// page or API answer (docs/decisions/100-sandbox-module.md; the content move of record 037
// was checked the same way, by hand).
//
//   node scripts/compare-answers.mjs capture <base URL> <out.json>
//   node scripts/compare-answers.mjs diff <before.json> <after.json>
//
// `capture` asks a journey server (`node e2e/server.mjs <port>`: a fresh embedded database, test
// routes and the e2e sandbox admin token) for the pages, the storefront JSON and the sandbox
// store's answers below, in order (the sandbox keeps state: a cart, a paid order, a refund), and
// writes each answer's status, the headers a client reads and the body, with what differs run to
// run masked: Vite's asset hashes, timestamps, ids drawn from the clock or at random. `diff`
// prints every answer that differs and exits 1 if any does.
import { readFileSync, writeFileSync } from 'node:fs';

const ADMIN_TOKEN = 'e2e-sandbox-admin-token-0123456789abcdef'; // e2e/env.mjs
const STOREFRONT_TOKEN = 'sandbox-public-token'; // the sandbox's well-known public token
const VERSION = '2026-10';
const ADMIN = `/sandbox/shopify/admin/api/${VERSION}/graphql.json`;
const STOREFRONT = `/sandbox/shopify/api/${VERSION}/graphql.json`;
const HEADERS = ['content-type', 'cache-control', 'location', 'retry-after'];

const PAGES = [
  '/',
  '/shop',
  '/product/black-seed-oil',
  '/product/raw-sidr-honey',
  '/product/no-such-product',
  '/search?q=honey',
  '/journal',
  '/story',
  '/terms',
  '/privacy',
  '/delivery',
  '/contact',
  '/wholesale',
  '/robots.txt',
  '/sitemap.xml',
  '/no-such-page',
];
const API = [
  '/api/store/products',
  '/api/store/products/black-seed-oil',
  '/api/store/config',
  '/api/search?q=honey',
  '/api/no-such-route',
];

const json = (body) => JSON.stringify(body);
const admin = (body, token = ADMIN_TOKEN, path = ADMIN) => ({
  path,
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'X-Shopify-Access-Token': token },
  body: typeof body === 'string' ? body : json(body),
});
const storefront = (body, token = STOREFRONT_TOKEN, path = STOREFRONT) => ({
  path,
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': token },
  body: typeof body === 'string' ? body : json(body),
});

const CART_CREATE = `mutation cartCreate($input: CartInput!) { cartCreate(input: $input) {
  cart { id checkoutUrl totalQuantity lines(first: 10) { nodes { id quantity } } }
  userErrors { field message code } } }`;

/** The sandbox's answers: every envelope error of each API, then each operation family. */
function sandboxRequests(state) {
  return [
    // Storefront API: version, token, JSON, envelope, document, variables, a cart.
    [
      'storefront: unknown version',
      storefront({ query: CART_CREATE }, STOREFRONT_TOKEN, '/sandbox/shopify/api/v1/graphql.json'),
    ],
    ['storefront: no token', storefront({ query: CART_CREATE }, 'wrong')],
    ['storefront: not JSON', storefront('{not json')],
    ['storefront: no query', storefront({ variables: {} })],
    ['storefront: variables not an object', storefront({ query: CART_CREATE, variables: [1] })],
    ['storefront: a query', storefront({ query: '{ shop { name } }' })],
    ['storefront: unbalanced', storefront({ query: 'mutation { cartCreate(input: {}) {' })],
    [
      'storefront: bad input',
      storefront({ query: CART_CREATE, variables: { input: { lines: 3 } } }),
    ],
    [
      'storefront: unknown variant',
      storefront({
        query: CART_CREATE,
        variables: {
          input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }] },
        },
      }),
    ],
    [
      'storefront: cartCreate',
      () =>
        storefront({
          query: CART_CREATE,
          variables: { input: { lines: [{ merchandiseId: state.variantGid, quantity: 2 }] } },
        }),
      async (res) => {
        const answer = JSON.parse(res);
        state.checkoutUrl = answer.data?.cartCreate?.cart?.checkoutUrl ?? null;
      },
    ],
    // Hosted checkout: the page, a bad form, payment, the thank-you page.
    ['checkout: unknown cart', { path: '/sandbox/shopify/checkout/no-such-cart' }],
    [
      'checkout: page',
      () => ({ path: pathOf(state.checkoutUrl) }),
      async (html) => {
        state.payAction = /<form method="post" action="([^"]+)"/
          .exec(html)?.[1]
          ?.replace(/&amp;/g, '&');
      },
    ],
    ['checkout: empty form', () => form(state.payAction, {})],
    [
      'checkout: pay',
      () => form(state.payAction, PAY_FORM),
      async (_body, res) => {
        state.thankYou = res.headers.get('location');
      },
    ],
    ['checkout: thank-you page', () => ({ path: pathOf(state.thankYou) })],
    [
      'payment method page: unknown token',
      { path: '/sandbox/shopify/payment-methods/update/not-a-token' },
    ],
    // Admin API envelope: version, token, JSON, envelope.
    [
      'admin: unknown version',
      admin(
        { query: '{ shop { name } }' },
        ADMIN_TOKEN,
        '/sandbox/shopify/admin/api/v1/graphql.json',
      ),
    ],
    ['admin: wrong token', admin({ query: '{ shop { name } }' }, 'wrong')],
    ['admin: not JSON', admin('{not json')],
    ['admin: query not a string', admin({ query: 5 })],
    ['admin: empty query', admin({ query: '' })],
    [
      'admin: variables an array',
      admin({ query: 'mutation { productSet(input: $input) { product { id } } }', variables: [] }),
    ],
    ['admin: unimplemented', admin({ query: '{ shop { name } }' })],
    [
      'admin: order op, unknown version',
      admin(
        {
          query: 'query o($id: ID!) { order(id: $id) { id } }',
          variables: { id: 'gid://shopify/Order/1' },
        },
        ADMIN_TOKEN,
        '/sandbox/shopify/admin/api/v1/graphql.json',
      ),
    ],
    [
      'admin: order op, variables a string',
      admin({ query: 'query o($id: ID!) { order(id: $id) { id } }', variables: 'x' }),
    ],
    // Orders.
    [
      'admin: orders',
      admin({
        query:
          'query orders($first: Int) { orders(first: $first) { nodes { id name } pageInfo { hasNextPage endCursor } } }',
        variables: { first: 5 },
      }),
      async (body) => {
        state.orderId = JSON.parse(body).data?.orders?.nodes?.[0]?.id ?? null;
      },
    ],
    [
      'admin: order',
      () =>
        admin({
          query: 'query o($id: ID!) { order(id: $id) { id } }',
          variables: { id: state.orderId },
        }),
    ],
    [
      'admin: unknown order',
      admin({
        query: 'query o($id: ID!) { order(id: $id) { id } }',
        variables: { id: 'gid://shopify/Order/1' },
      }),
    ],
    [
      'admin: refundCreate without key',
      admin({
        query:
          'mutation r($input: RefundInput!) { refundCreate(input: $input) { refund { id } userErrors { field message } } }',
        variables: { input: {} },
      }),
    ],
    [
      'admin: refundCreate bad input',
      admin({
        query:
          'mutation r($input: RefundInput!) { refundCreate(input: $input) @idempotent(key: "k1") { refund { id } userErrors { field message } } }',
        variables: { input: 7 },
      }),
    ],
    [
      'admin: refundCreate unknown order',
      admin({
        query:
          'mutation r($input: RefundInput!) { refundCreate(input: $input) @idempotent(key: "k2") { refund { id } userErrors { field message } } }',
        variables: { input: { orderId: 'gid://shopify/Order/1' } },
      }),
    ],
    [
      'admin: orderCancel unknown order',
      admin({
        query:
          'mutation c($orderId: ID!) { orderCancel(orderId: $orderId, reason: CUSTOMER, refund: false, restock: true) { job { id } orderCancelUserErrors { field message code } } }',
        variables: { orderId: 'gid://shopify/Order/1' },
      }),
    ],
    // Subscriptions.
    [
      'admin: subscriptionContract unknown',
      admin({
        query: 'query s($id: ID!) { subscriptionContract(id: $id) { id status } }',
        variables: { id: 'gid://shopify/SubscriptionContract/1' },
      }),
    ],
    [
      'admin: subscriptionContractPause unknown',
      admin({
        query:
          'mutation p($id: ID!) { subscriptionContractPause(subscriptionContractId: $id) { contract { id } userErrors { field message } } }',
        variables: { id: 'gid://shopify/SubscriptionContract/1' },
      }),
    ],
    [
      'admin: customerPaymentMethod unknown',
      admin({
        query: 'query m($id: ID!) { customerPaymentMethod(id: $id) { id } }',
        variables: { id: 'gid://shopify/CustomerPaymentMethod/1' },
      }),
    ],
    // Inventory.
    [
      'admin: productVariants',
      admin({
        query:
          'query v($first: Int) { productVariants(first: $first) { nodes { id inventoryQuantity inventoryItem { id tracked } } pageInfo { hasNextPage endCursor } } }',
        variables: { first: 3 },
      }),
    ],
    [
      'admin: productVariant',
      () =>
        admin({
          query:
            'query v($id: ID!) { location { id } productVariant(id: $id) { inventoryItem { id } } }',
          variables: { id: state.variantGid },
        }),
    ],
    [
      'admin: inventoryItem unknown',
      admin({
        query: 'query i($id: ID!) { inventoryItem(id: $id) { id tracked } }',
        variables: { id: 'gid://shopify/InventoryItem/1' },
      }),
    ],
    [
      'admin: inventorySetQuantities errors',
      admin({
        query:
          'mutation s($input: InventorySetQuantitiesInput!) { inventorySetQuantities(input: $input) { userErrors { field message code } } }',
        variables: {
          input: {
            name: 'on_hand',
            quantities: [
              { inventoryItemId: 'x', locationId: 'y', quantity: 1 },
              {
                inventoryItemId: 'gid://shopify/InventoryItem/2',
                locationId: 'gid://shopify/Location/1',
                quantity: 1,
              },
            ],
          },
        },
      }),
    ],
    // Products, selling plans, publications, redirects, draft orders.
    [
      'admin: productSet bad input',
      admin({
        query:
          'mutation p($input: ProductSetInput!) { productSet(input: $input) { product { id } userErrors { field message } } }',
        variables: { input: 1 },
      }),
    ],
    [
      'admin: draftOrderCreate bad input',
      admin({
        query:
          'mutation d($input: DraftOrderInput!) { draftOrderCreate(input: $input) { draftOrder { id } userErrors { field message } } }',
        variables: { input: {} },
      }),
    ],
    [
      'admin: sellingPlanGroupDelete unknown',
      admin({
        query:
          'mutation g($id: ID!) { sellingPlanGroupDelete(id: $id) { deletedSellingPlanGroupId userErrors { field message } } }',
        variables: { id: 'gid://shopify/SellingPlanGroup/1' },
      }),
    ],
    [
      'admin: publications',
      admin({ query: 'query { publications(first: 10) { nodes { id name } } }' }),
    ],
    [
      'admin: urlRedirects',
      admin({ query: 'query { urlRedirects(first: 10) { nodes { id path target } } }' }),
    ],
  ];
}

const PAY_FORM = {
  email: 'amira.khan@example.co.uk',
  first_name: 'Amira',
  last_name: 'Khan',
  company: '',
  address1: '12 High Street',
  address2: '',
  city: 'Leicester',
  province: '',
  zip: 'LE1 1AA',
  phone: '',
  card_number: '4242 4242 4242 4242',
  card_expiry: '12 / 34',
  card_cvc: '123',
  card_name: 'Amira Khan',
};

function pathOf(url) {
  if (!url) return '/missing-url';
  const parsed = new URL(url, 'http://x');
  return `${parsed.pathname}${parsed.search}`;
}

function form(action, fields) {
  return {
    path: pathOf(action),
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    origin: true,
  };
}

/** What differs between two runs of the same build, masked. */
export function mask(text) {
  return (
    text
      // Vite's content hashes in asset names (`/assets/app-3Fh9_kLq.js`).
      .replace(/(\/assets\/[A-Za-z0-9_.\-/]*?)-[A-Za-z0-9_-]{8}(\.[a-z0-9]+)/g, '$1-HASH$2')
      .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})/g, '<time>')
      // Ids drawn from the clock (orders, carts, refunds) and random tokens.
      .replace(/\b\d{12,}\b/g, '<n>')
      .replace(/\b[0-9a-f]{24,}\b/gi, '<hex>')
      .replace(/\b[A-Za-z0-9_-]{32,}\b/g, '<token>')
      // The CSP nonce of each document.
      .replace(/nonce="[^"]+"/g, 'nonce="<nonce>"')
      .replace(/'nonce-[^']+'/g, "'nonce-<nonce>'")
  );
}

async function capture(base, out) {
  const answers = {};
  const state = { variantGid: null };
  const products = await (await fetch(`${base}/api/store/products/black-seed-oil`)).json();
  state.variantGid = findVariantGid(products);
  const ask = async (name, request, after) => {
    const spec = typeof request === 'function' ? request() : request;
    const headers = { ...(spec.headers ?? {}) };
    if (spec.origin) headers.Origin = base;
    const res = await fetch(`${base}${spec.path}`, {
      method: spec.method ?? 'GET',
      headers,
      body: spec.body,
      redirect: 'manual',
    });
    const body = await res.text();
    if (after) await after(body, res);
    answers[name] = {
      request: `${spec.method ?? 'GET'} ${mask(spec.path)}`,
      status: res.status,
      headers: Object.fromEntries(
        HEADERS.filter((h) => res.headers.has(h)).map((h) => [h, mask(res.headers.get(h))]),
      ),
      body: mask(body),
    };
  };
  for (const path of [...PAGES, ...API]) await ask(path, { path });
  for (const [name, request, after] of sandboxRequests(state)) await ask(name, request, after);
  writeFileSync(out, `${JSON.stringify(answers, null, 2)}\n`);
  console.log(`${Object.keys(answers).length} answers written to ${out}`);
}

/** The first variant's Shopify gid in a product's JSON, wherever the API puts it. */
function findVariantGid(value) {
  if (typeof value === 'string')
    return value.startsWith('gid://shopify/ProductVariant/') ? value : null;
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) {
      const found = findVariantGid(v);
      if (found) return found;
    }
  }
  return null;
}

function diff(beforeFile, afterFile) {
  const before = JSON.parse(readFileSync(beforeFile, 'utf8'));
  const after = JSON.parse(readFileSync(afterFile, 'utf8'));
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  let differing = 0;
  for (const name of names) {
    const a = JSON.stringify(before[name]);
    const b = JSON.stringify(after[name]);
    if (a === b) continue;
    differing++;
    console.log(`DIFFERS: ${name}\n  before: ${a?.slice(0, 600)}\n  after:  ${b?.slice(0, 600)}`);
  }
  console.log(`${names.length - differing} of ${names.length} answers identical`);
  process.exit(differing === 0 ? 0 : 1);
}

const [command, a, b] = process.argv.slice(2);
if (command === 'capture' && a && b) await capture(a.replace(/\/$/, ''), b);
else if (command === 'diff' && a && b) diff(a, b);
else {
  console.error(
    'usage: node scripts/compare-answers.mjs capture <base URL> <out.json> | diff <before.json> <after.json>',
  );
  process.exit(2);
}

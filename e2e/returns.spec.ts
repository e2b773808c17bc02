import { expect, type Page, test } from '@playwright/test';
import { signInAsDemoAdmin, signUpThroughApi } from './auth-helpers';
import { checkOutAndPay, gbp } from './checkout-helpers';
import {
  E2E_BASE_URL as BASE_URL,
  E2E_DATA_DIR as DATA_DIR,
  E2E_SANDBOX_ADMIN_TOKEN,
} from './env.mjs';
import { shootAtBothWidths } from './screenshots';

// A customer returns a jar (docs/decisions/136-returns.md): they ask in Order History at phone
// width, staff approve it and mark it received on the admin order page, and the customer reads
// "Received and refunded" with the credit note, whose PDF they can download. The jar goes back
// into Shopify's stock. It asserts exact stock, so it returns a jar no other journey names
// (Manuka Honey MGO 514+; scripts/e2e-isolation.test.ts keeps it so).

const RETURNED_PRODUCT = { handle: 'manuka-honey-mgo-514', variant: '250g' } as const;
const SANDBOX_ADMIN = '/sandbox/shopify/admin/api/2026-10/graphql.json';

const shoot = (page: Page, name: string) => shootAtBothWidths(page, 'returns', name);

async function shopify<T>(page: Page, query: string, variables: Record<string, unknown>) {
  const res = await page.request.post(SANDBOX_ADMIN, {
    headers: { 'X-Shopify-Access-Token': E2E_SANDBOX_ADMIN_TOKEN },
    data: { query, variables },
  });
  return ((await res.json()) as { data: T }).data;
}

test('a customer returns a jar and sees the credit note', async ({ browser }) => {
  // Sign-up, a sandbox payment, the staff sign-in and screenshots at two widths.
  test.setTimeout(150_000);
  const customer = await (await browser.newContext({ baseURL: BASE_URL })).newPage();
  await customer.setViewportSize({ width: 375, height: 900 });
  await customer.goto('/');
  const email = await signUpThroughApi(customer, { prefix: 'returns', verify: true });
  const { product } = (await (
    await customer.request.get(`/api/store/products/${RETURNED_PRODUCT.handle}`)
  ).json()) as { product: { variants: { id: string; title: string; shopifyGid: string }[] } };
  const variant = product.variants.find((v) => v.title === RETURNED_PRODUCT.variant);
  if (!variant) throw new Error(`no ${RETURNED_PRODUCT.variant} ${RETURNED_PRODUCT.handle}`);
  const itemId = variant.shopifyGid.replace('ProductVariant', 'InventoryItem');
  const shopifyUnits = async () =>
    (
      await shopify<{ inventoryItem: { variant: { inventoryQuantity: number } } | null }>(
        customer,
        'query ($id: ID!) { inventoryItem(id: $id) { id variant { inventoryQuantity } } }',
        { id: itemId },
      )
    ).inventoryItem?.variant.inventoryQuantity;
  await shopify(
    customer,
    `mutation ($input: InventorySetQuantitiesInput!) { inventorySetQuantities(input: $input) { userErrors { message } } }`,
    {
      input: {
        name: 'available',
        reason: 'correction',
        quantities: [
          {
            inventoryItemId: itemId,
            locationId: 'gid://shopify/Location/1',
            quantity: 30,
            changeFromQuantity: null,
          },
        ],
      },
    },
  );
  const lines = [{ kind: 'one-time', variantId: variant.id, packSize: 1, quantity: 1 }];
  const priced = (await (
    await customer.request.post('/api/cart/price', {
      data: { lines },
      headers: { origin: BASE_URL },
    })
  ).json()) as { totalPence: number };
  const order = await checkOutAndPay(customer, email, lines, priced.totalPence);
  await expect.poll(shopifyUnits, { message: 'the sale takes the jar' }).toBe(29);

  // Staff send and deliver it (the fulfilment journeys test those buttons).
  const staff = await (await browser.newContext({ baseURL: BASE_URL })).newPage();
  await signInAsDemoAdmin(staff, { origin: BASE_URL, dataDir: DATA_DIR });
  for (const data of [
    { status: 'shipped', carrier: 'Royal Mail', trackingNumber: 'RM123456785GB' },
    { status: 'delivered' },
  ]) {
    const res = await staff.request.post(`/api/admin/orders/${order.id}/status`, {
      data,
      headers: { origin: BASE_URL },
    });
    expect(res.status()).toBe(200);
  }

  // The customer asks, at phone width.
  await customer.goto('/account?tab=orders');
  const card = customer.getByRole('listitem', { name: `Order ${order.number}` });
  await card.getByRole('button', { name: 'Return items' }).click();
  const form = card.getByRole('form', { name: 'Return items' });
  await form.getByLabel(/^Manuka Honey MGO 514\+ \(250g\): how many \(up to 1\)/).fill('1');
  await form.getByRole('checkbox', { name: 'Manuka Honey MGO 514+ (250g): Opened' }).check();
  await form.getByRole('button', { name: 'Ask to return' }).click();
  await expect(
    form.getByText('Opened items cannot be returned for a change of mind (health and hygiene).'),
  ).toBeVisible();
  await form.getByRole('checkbox', { name: 'Manuka Honey MGO 514+ (250g): Opened' }).uncheck();
  await shoot(customer, 'request-form');
  await form.getByRole('button', { name: 'Ask to return' }).click();
  const ret = card.getByRole('list', { name: 'Your returns' }).getByRole('listitem');
  await expect(ret).toContainText('Return: 1 × Manuka Honey MGO 514+ (250g)');
  await expect(ret).toContainText('Requested: we will reply within 2 working days');

  // Staff approve it with a reason, then mark it received.
  await staff.goto(`/admin/orders/${order.id}`);
  const returns = staff.getByRole('list', { name: 'Open returns' });
  await returns.getByRole('button', { name: 'Approve return' }).click();
  const dialog = staff.getByRole('alertdialog', { name: 'Approve return?' });
  await dialog.getByLabel('Reason for the customer').fill('Unopened jar: please post it back');
  await dialog.getByRole('button', { name: 'Approve return' }).click();
  await expect(dialog).toBeHidden();
  await returns.getByRole('button', { name: 'Mark received, refund and restock' }).click();
  await expect(staff.getByText(/^Refunded £\d+\.\d\d, credit note CN-\d{4}$/)).toBeVisible();
  await expect(returns).toBeHidden();
  await expect.poll(shopifyUnits, { message: 'the returned jar is back on sale' }).toBe(30);

  // The customer sees the refund and its credit note.
  await customer.reload();
  await expect(ret).toContainText('Received and refunded');
  await expect(ret).toContainText(
    new RegExp(`Refunded ${gbp(priced.totalPence).replace('.', '\\.')}, credit note CN-\\d{4}`),
  );
  const note = /CN-\d{4}/.exec((await ret.textContent()) ?? '')?.[0] ?? '';
  await expect(card.getByRole('button', { name: `Credit note ${note} (PDF)` })).toBeVisible();
  await expect(card.getByRole('term').filter({ hasText: `Credit note ${note}` })).toBeVisible();
  await shoot(customer, 'refunded');
  const download = customer.waitForEvent('download');
  await card.getByRole('button', { name: `Credit note ${note} (PDF)` }).click();
  expect((await download).suggestedFilename()).toContain(note);

  const mails = (await (
    await customer.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
  ).json()) as { messages: { subject: string }[] };
  const subjects = mails.messages.map((m) => m.subject);
  for (const words of [
    'We have your return request',
    'is approved',
    'We have received your return',
    'Refund of',
  ]) {
    expect(
      subjects.some((s) => s.includes(words)),
      words,
    ).toBe(true);
  }
});

import { expect, type Page, test } from '@playwright/test';
import { signInAsDemoAdmin, signUpThroughApi } from './auth-helpers';
import { checkOutAndPay } from './checkout-helpers';
import {
  E2E_ADMIN_BASE_URL as BASE_URL,
  E2E_ADMIN_DATA_DIR as DATA_DIR,
  E2E_SANDBOX_ADMIN_TOKEN,
} from './env.mjs';

// Staff cancel a paid order with restock and a full refund through Shopify's orderCancel
// (docs/decisions/081-order-cancellation.md): the sandbox shows it cancelled and refunded
// with its units back, the shop's stock rises, the customer is emailed and reads
// "Cancelled — refunded £29.98" in Order History.
// It asserts exact stock, so it buys a product no other journey buys or restocks (Norwegian Cod
// Liver Oil, £14.99): e2e-isolation.test.ts in scripts/ keeps it that way.

/** The product this journey alone touches. */
const CANCELLED_PRODUCT = { handle: 'cod-liver-oil-liquid', variant: '250ml' } as const;

const SANDBOX_ADMIN = '/sandbox/shopify/admin/api/2026-10/graphql.json';

async function shopify<T>(page: Page, query: string, variables: Record<string, unknown>) {
  const res = await page.request.post(SANDBOX_ADMIN, {
    headers: { 'X-Shopify-Access-Token': E2E_SANDBOX_ADMIN_TOKEN },
    data: { query, variables },
  });
  return ((await res.json()) as { data: T }).data;
}

async function shoot(page: Page, name: string, fullPage = true) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `test-results/order-cancellation/${name}-${width}.png`,
      fullPage,
    });
  }
}

test('staff cancel a paid order with restock and full refund; the customer sees it', async ({
  browser,
}) => {
  // Sign-up, a sandbox payment, the staff sign-in and six screenshots: longer than the default 45 s
  // on a shared machine.
  test.setTimeout(120_000);
  const customer = await (await browser.newContext({ baseURL: BASE_URL })).newPage();
  await customer.goto('/');
  const email = await signUpThroughApi(customer, { prefix: 'cancelled', verify: true });
  const { product } = (await (
    await customer.request.get(`/api/store/products/${CANCELLED_PRODUCT.handle}`)
  ).json()) as { product: { variants: { id: string; title: string; shopifyGid: string }[] } };
  const variant = product.variants.find((v) => v.title === CANCELLED_PRODUCT.variant);
  if (!variant) throw new Error(`no ${CANCELLED_PRODUCT.variant} ${CANCELLED_PRODUCT.handle}`);
  const itemId = variant.shopifyGid.replace('ProductVariant', 'InventoryItem');
  const shopifyUnits = async () =>
    (
      await shopify<{ inventoryItem: { variant: { inventoryQuantity: number } } | null }>(
        customer,
        'query ($id: ID!) { inventoryItem(id: $id) { id variant { inventoryQuantity } } }',
        { id: itemId },
      )
    ).inventoryItem?.variant.inventoryQuantity;
  const shopUnits = async () => {
    const body = (await (
      await customer.request.get(`/api/store/products/${CANCELLED_PRODUCT.handle}`)
    ).json()) as { product: { variants: { id: string; available: number | null }[] } };
    return body.product.variants.find((v) => v.id === variant.id)?.available ?? null;
  };
  // Shopify tracks 40 units; the shop follows through the inventory webhook.
  const set = await shopify<{ inventorySetQuantities: { userErrors: unknown[] } }>(
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
            quantity: 40,
            changeFromQuantity: null,
          },
        ],
      },
    },
  );
  expect(set.inventorySetQuantities.userErrors).toEqual([]);
  await expect.poll(shopUnits).toBe(40);

  const { number, id: orderId } = await checkOutAndPay(
    customer,
    email,
    [{ kind: 'one-time', variantId: variant.id, packSize: 1, quantity: 2 }],
    2998,
  );
  // Shopify took the 2 sold off its 40 (and said so in inventory_levels/update); the shop follows.
  expect(await shopifyUnits()).toBe(38);
  await expect.poll(shopUnits).toBe(38);

  const staff = await (await browser.newContext({ baseURL: BASE_URL })).newPage();
  await signInAsDemoAdmin(staff, { origin: BASE_URL, dataDir: DATA_DIR });
  await staff.goto(`/admin/orders/${orderId}`);
  await staff.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = staff.getByRole('alertdialog', { name: `Cancel order ${number}?` });
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await staff.getByRole('option', { name: 'Customer asked to cancel' }).click();
  await expect(dialog.getByLabel('Put the items back in stock')).toBeChecked();
  await expect(dialog.getByLabel('Refund £29.98 to the card it was paid with')).toBeChecked();
  await dialog.getByLabel('Note for staff (optional)').fill('Asked by phone');
  await shoot(staff, 'admin-cancel-dialog', false);
  await staff.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(staff.getByTestId('order-status')).toHaveText('cancelled');
  await expect(staff.getByTestId('payment-status')).toHaveText('Refunded');
  await expect(staff.getByTestId('refunded-total')).toHaveText('£29.98');
  await expect(staff.getByRole('button', { name: 'Mark processing' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Mark shipped' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await shoot(staff, 'admin-order-cancelled');

  // Shopify's side: cancelled, refunded in full, the 2 units back.
  const detail = (await (await staff.request.get(`/api/admin/orders/${orderId}`)).json()) as {
    order: { payment: { shopifyOrderId: string } };
  };
  const read = await shopify<{
    order: {
      cancelledAt: string | null;
      displayFinancialStatus: string;
      totalRefundedSet: { shopMoney: { amount: string } };
    };
  }>(
    staff,
    'query ($id: ID!) { order(id: $id) { cancelledAt displayFinancialStatus totalRefundedSet { shopMoney { amount } } } }',
    { id: `gid://shopify/Order/${detail.order.payment.shopifyOrderId}` },
  );
  expect(read.order.cancelledAt).not.toBeNull();
  expect(read.order.displayFinancialStatus).toBe('REFUNDED');
  expect(read.order.totalRefundedSet.shopMoney.amount).toBe('29.98');
  expect(await shopifyUnits()).toBe(40);
  // Exactly Shopify's 40: the restock is counted once, whichever of Shopify's inventory webhook and
  // the shop's read-back after the cancellation lands last (docs/decisions/096-stock-follows-shopify.md).
  await expect.poll(shopUnits).toBe(40);

  const mails = (await (
    await customer.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
  ).json()) as { messages: { subject: string; text: string }[] };
  const mail = mails.messages.find((m) => m.subject.endsWith('has been cancelled'));
  expect(mail?.subject).toBe(
    `Your Habba & Honey order #${number.replace(/^#/, '')} has been cancelled`,
  );
  expect(mail?.text).toContain('We have refunded £29.98 to the card you paid with.');

  await customer.goto('/account?tab=orders');
  const card = customer.getByRole('listitem', { name: `Order ${number}` });
  await expect(card.locator('[data-status="cancelled"]')).toHaveText('Cancelled — refunded £29.98');
  await expect(card).not.toContainText('Pending');
  await shoot(customer, 'order-history-cancelled');
});

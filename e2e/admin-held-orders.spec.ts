import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { signInAsDemoAdmin } from './auth-helpers';
import { payOnSandboxCheckout } from './checkout-helpers';
import { E2E_BASE_URL as BASE_URL, E2E_DATA_DIR as DATA_DIR } from './env.mjs';
import { shootAtBothWidths } from './screenshots';

// An order the shop did not sell: someone builds a cart straight through the public Storefront
// API (forging the pack properties) and pays it. The order is held with its reason; staff see
// it in the orders list, release it, and the customer is then sent the confirmation.
test.describe.configure({ mode: 'serial' });

const UNSIGNED =
  'The cart was not built by the shop: its signature is missing or does not match its lines.';
/** The seeded 100 ml black seed oil's Shopify variant (content/catalogue/products). */
const OIL_100_GID = 'gid://shopify/ProductVariant/44858553761923';
let held: { number: string; email: string };

type Mail = { subject: string; text: string };
async function outbox(page: Page, to: string): Promise<Mail[]> {
  const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: Mail[] }).messages;
}

const shoot = (page: Page, name: string) => shootAtBothWidths(page, 'held-orders', name);

test('a cart built around the shop through the Storefront API is paid, and held', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  const res = await page.request.post('/sandbox/shopify/api/2026-10/graphql.json', {
    headers: { 'X-Shopify-Storefront-Access-Token': 'sandbox-public-token' },
    data: {
      query:
        'mutation cartCreate($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } userErrors { message } } }',
      variables: {
        input: {
          lines: [
            {
              merchandiseId: OIL_100_GID,
              quantity: 1,
              attributes: [
                { key: '_option', value: 'onetime-3month' },
                { key: '_units_per_item', value: '3' },
              ],
            },
          ],
        },
      },
    },
  });
  const body = (await res.json()) as {
    data: { cartCreate: { cart: { checkoutUrl: string } | null } };
  };
  const checkoutUrl = body.data.cartCreate.cart?.checkoutUrl ?? '';
  expect(checkoutUrl).toContain('/sandbox/shopify/checkout/');
  await page.goto(checkoutUrl);
  await expect(page.locator('.totals .grand')).toContainText('£14.99');
  const email = `held-${randomUUID().slice(0, 8)}@example.co.uk`;
  held = { number: await payOnSandboxCheckout(page, email), email };
  await context.close();
});

test('staff see the held order with its reason and release it; the customer is then confirmed', async ({
  page,
}) => {
  await signInAsDemoAdmin(page, { origin: BASE_URL, dataDir: DATA_DIR });
  await page.goto('/admin?tab=orders');
  await expect(page.getByTestId('orders-on-hold')).toHaveText(/^\d+ on hold$/);
  await page.getByLabel('Order number or email').fill(held.email);
  const row = page.getByRole('row').filter({ hasText: held.number });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('on hold', { exact: true })).toBeVisible();
  await expect(row.getByTestId('hold-reasons')).toHaveText(UNSIGNED);
  // Stored as what Shopify sold (1 bottle), not what the forged properties claimed (3).
  await expect(row).toContainText('Organic Black Seed Oil (100ml), 1 bottle');
  await shoot(page, 'orders-list');
  // No confirmation while held.
  expect((await outbox(page, held.email)).map((m) => m.subject)).toEqual([]);

  await row.getByRole('link', { name: held.number, exact: true }).click();
  const panel = page.getByTestId('held-order');
  await expect(panel).toContainText(UNSIGNED);
  await expect(page.getByTestId('order-status')).toHaveText('on hold');
  await shoot(page, 'order-detail');
  await panel.getByRole('button', { name: 'Release order' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Release order ${held.number}?` });
  await dialog.getByRole('button', { name: 'Release order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-status')).toHaveText('pending');
  await expect(page.getByTestId('held-order')).toHaveCount(0);
  await expect
    .poll(async () => (await outbox(page, held.email)).map((m) => m.subject).join('\n'), {
      timeout: 15_000,
    })
    .toMatch(new RegExp(`order #${held.number} is confirmed$`));

  await page.goto('/admin?tab=audit');
  await expect(
    page.getByTestId('audit-entry').filter({ hasText: `Order ${held.number}: released from hold` }),
  ).toHaveCount(1);
});

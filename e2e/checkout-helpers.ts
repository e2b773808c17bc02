import { expect, type Page } from '@playwright/test';
import { signUpThroughApi } from './auth-helpers';

// Steps of the paid checkout journeys: a verified shopper, the cart drawer, paying on
// the sandbox's hosted checkout and reading the stored order back from the account.

/** A signed-in, email-verified shopper (orders are linked only to a verified account). */
export async function signUp(page: Page): Promise<string> {
  await page.goto('/');
  // The verification link lands on /account, as the sign-up form asks.
  return signUpThroughApi(page, { prefix: 'money', verify: true, callbackURL: '/account' });
}

export const drawerOf = (page: Page) => page.getByRole('dialog', { name: 'Shopping Cart' });

/** Waits for the drawer an add opened to show the server's total, then closes it. */
export async function closeDrawer(page: Page, total: string) {
  const drawer = drawerOf(page);
  await expect(drawer).toBeVisible({ timeout: 30_000 });
  await expect(drawer.getByTestId('cart-total')).toHaveAttribute('data-priced-by', 'server');
  await expect(drawer.getByTestId('cart-total')).toHaveText(total);
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(drawer).toBeHidden();
}

export async function openDrawer(page: Page) {
  await page
    .getByRole('button', { name: /^Open cart/ })
    .first()
    .click();
  await expect(drawerOf(page)).toBeVisible({ timeout: 30_000 });
}

export type StoredOrder = {
  orderNumber: string;
  totalPence: number;
  discountCode: string | null;
  discountPence: number;
  items: {
    productTitle: string;
    purchaseOption: string | null;
    variantTitle: string | null;
    units: number;
    /** The line at the drawer's prices (price × quantity), before the code. */
    totalPence: number;
    /** The line's share of the discount code. */
    discountPence: number;
  }[];
};

/**
 * Fills the sandbox's hosted checkout (open on `page`) as Amira Khan with the test card and pays;
 * returns the order number the thank-you page shows.
 */
export async function payOnSandboxCheckout(page: Page, email: string): Promise<string> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Amira');
  await page.getByLabel('Last name').fill('Khan');
  await page.getByLabel('Address', { exact: true }).fill('12 High Street');
  await page.getByLabel('Town or city').fill('Leicester');
  await page.getByLabel('Postcode').fill('LE1 1AA');
  await page.getByLabel('Name on card').fill('Amira Khan');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible({
    timeout: 30_000,
  });
  const orderNumber = (await page.locator('.order-number strong').textContent())?.replace('#', '');
  expect(orderNumber).toMatch(/^\d+$/);
  return orderNumber as string;
}

/** Checks out from the open drawer, pays on the sandbox, returns this account's stored order. */
export async function payAndReadOrder(
  page: Page,
  email: string,
  total: string,
): Promise<StoredOrder> {
  const drawer = drawerOf(page);
  await expect(drawer.getByTestId('cart-total')).toHaveAttribute('data-priced-by', 'server');
  await expect(drawer.getByTestId('cart-total')).toHaveText(total);
  await drawer.getByRole('button', { name: 'Checkout with Shopify' }).click();
  await expect(page).toHaveURL(/\/sandbox\/shopify\/checkout\//, { timeout: 30_000 });
  await expect(page.locator('.totals .grand')).toContainText(total);
  const orderNumber = await payOnSandboxCheckout(page, email);
  let order: StoredOrder | undefined;
  await expect
    .poll(
      async () => {
        const body = (await (await page.request.get('/api/account/orders')).json()) as {
          orders: StoredOrder[];
        };
        order = body.orders.find((o) => o.orderNumber === orderNumber);
        return order?.orderNumber;
      },
      { message: `order ${orderNumber} in the account`, timeout: 15_000 },
    )
    .toBe(orderNumber);
  return order as StoredOrder;
}

/**
 * A new verified shopper buys one 100 ml bottle of black seed oil (£14.99, one-time) the way a
 * shopper does: the product page, the cart drawer, the sandbox's hosted checkout. Returns the
 * shopper's email and the stored order.
 */
export async function signUpAndBuyOneBottle(
  page: Page,
): Promise<{ email: string; order: StoredOrder }> {
  const email = await signUp(page);
  await page.goto('/product/black-seed-oil');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('radio', { name: /^100ml/ }).check();
  await page.getByRole('radio', { name: /^One-time purchase/ }).check();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await closeDrawer(page, '£14.99');
  await openDrawer(page);
  const order = await payAndReadOrder(page, email, '£14.99');
  return { email, order };
}

/** The id of `handle`'s variant titled `title` (its first variant without a title), from the store API. */
export async function variantIdOf(page: Page, handle: string, title?: string): Promise<string> {
  const res = await page.request.get(`/api/store/products/${handle}`);
  expect(res.status()).toBe(200);
  const { product } = (await res.json()) as {
    product: { variants: { id: string; title: string }[] };
  };
  const variant = title ? product.variants.find((v) => v.title === title) : product.variants[0];
  if (!variant) throw new Error(`no variant ${title ?? ''} of ${handle}`);
  return variant.id;
}

/**
 * Checks `lines` out through the server as the drawer does (at `expectedTotalPence`), pays on the
 * sandbox as `email` and waits for the order in that shopper's account; returns its number and
 * id. `page` is signed in and on the shop (its origin is the checkout's Origin header).
 */
export async function checkOutAndPay(
  page: Page,
  email: string,
  lines: readonly Record<string, unknown>[],
  expectedTotalPence: number,
): Promise<{ number: string; id: string }> {
  const checkout = await page.request.post('/api/checkout', {
    data: { lines, expectedTotalPence },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(checkout.status()).toBe(200);
  await page.goto(((await checkout.json()) as { checkoutUrl: string }).checkoutUrl);
  await expect(page.locator('.totals .grand')).toContainText(gbp(expectedTotalPence));
  const number = await payOnSandboxCheckout(page, email);
  let id = '';
  await expect
    .poll(
      async () => {
        const body = (await (await page.request.get('/api/account/orders')).json()) as {
          orders: { id: string; orderNumber: string }[];
        };
        id = body.orders.find((o) => o.orderNumber === number)?.id ?? '';
        return id;
      },
      { message: `order ${number} in the account`, timeout: 15_000 },
    )
    .not.toBe('');
  return { number, id };
}

/** £14.99 a bottle: `quantity` × 100 ml black seed oil, bought once, paid as `email`. */
export async function payForBlackSeedOil(page: Page, email: string, quantity: number) {
  const variantId = await variantIdOf(page, 'black-seed-oil', '100ml');
  return checkOutAndPay(
    page,
    email,
    [{ kind: 'one-time', variantId, packSize: 1, quantity }],
    1499 * quantity,
  );
}

/** Pence as the shop shows them: 16038 → '£160.38'. */
export function gbp(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}

/** Stored lines as [units, line total in pence], sorted by units then pence. */
export function unitsAndPence(lines: readonly (readonly [number, number])[]): [number, number][] {
  return lines
    .map(([units, pence]): [number, number] => [units, pence])
    .sort(([ua, pa], [ub, pb]) => ua - ub || pa - pb);
}

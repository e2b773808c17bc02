import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TradeReorderResponse, WholesaleProductDto } from '../../core/api/store-types';
import { formatGBP, parsePence } from '../../core/money';
import { productVariants } from '../db/schema/catalog';
import { orderItems, orders } from '../db/schema/orders';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { insertApprovedTradeAccount } from '../test/trade-account';

let app: TestApp;
let buyer: TestClient;
let buyerId: string;
let catalogue: WholesaleProductDto[];

beforeAll(async () => {
  app = await startTestApp();
  buyer = app.client();
  ({ userId: buyerId } = await buyer.signUp({ verify: true }));
  await insertApprovedTradeAccount(app.db, buyerId);
  const res = await buyer.get('/api/wholesale/products');
  catalogue = ((await res.json()) as { products: WholesaleProductDto[] }).products;
}, 120_000);
afterAll(() => app?.close());

async function tradeOrder(
  userId: string,
  lines: {
    product: { id: string; title: string } | null;
    title: string;
    quantity: number;
    unitPence: number;
  }[],
) {
  const [order] = await app.db
    .insert(orders)
    .values({
      userId,
      email: 'buyer@example.co.uk',
      orderNumber: `T${Math.floor(Math.random() * 1e6)}`,
      status: 'shipped',
      totalAmount: '250.00',
      orderType: 'wholesale',
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  if (!order) throw new Error('no order');
  await app.db.insert(orderItems).values(
    lines.map((l) => ({
      orderId: order.id,
      productId: l.product?.id ?? null,
      productTitle: l.title,
      quantity: l.quantity,
      price: (l.unitPence / 100).toFixed(2),
      unitPricePence: l.unitPence,
      purchaseOption: 'trade',
    })),
  );
  return order;
}

describe('reorder a past trade order', () => {
  it('gives the same lines at today’s trade prices and says what changed', async () => {
    const [same, dearer, short] = catalogue;
    if (!same || !dearer || !short) throw new Error('the seed has fewer than 3 trade products');
    const samePence = parsePence(same.wholesalePrice);
    const dearerNow = parsePence(dearer.wholesalePrice);
    // Only 4 units of the third product are left.
    await app.db
      .update(productVariants)
      .set({ inventoryQuantity: 4 })
      .where(eq(productVariants.id, short.variant.id));
    const order = await tradeOrder(buyerId, [
      { product: same, title: same.title, quantity: 6, unitPence: samePence },
      { product: dearer, title: dearer.title, quantity: 12, unitPence: dearerNow - 50 },
      {
        product: short,
        title: short.title,
        quantity: 10,
        unitPence: parsePence(short.wholesalePrice),
      },
      { product: null, title: 'Retired Tonic', quantity: 3, unitPence: 900 },
    ]);

    const res = await buyer.get(`/api/wholesale/orders/${order.id}/reorder`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as TradeReorderResponse;
    expect(body.orderNumber).toBe(order.orderNumber);
    const byId = (rows: (string | number)[][]) =>
      [...rows].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(
      byId(body.lines.map((l) => [l.product.id, l.quantity, l.product.wholesalePrice])),
    ).toEqual(
      byId([
        [same.id, 6, same.wholesalePrice],
        [dearer.id, 12, dearer.wholesalePrice],
        [short.id, 4, short.wholesalePrice],
      ]),
    );
    expect(body.changes.sort()).toEqual(
      [
        `${dearer.title} is ${formatGBP(dearerNow)} each today (${formatGBP(dearerNow - 50)} on order ${order.orderNumber}).`,
        `${short.title}: only 4 left, so 4 instead of 10.`,
        'Retired Tonic is no longer available to order.',
      ].sort(),
    );
  });

  it('is only for the order’s own approved trade buyer', async () => {
    const [product] = catalogue;
    if (!product) throw new Error('no trade product');
    const line = {
      product,
      title: product.title,
      quantity: 2,
      unitPence: parsePence(product.wholesalePrice),
    };
    const order = await tradeOrder(buyerId, [line]);
    const other = app.client();
    const { userId: otherId } = await other.signUp({ verify: true });
    expect((await other.get(`/api/wholesale/orders/${order.id}/reorder`)).status).toBe(403);
    await insertApprovedTradeAccount(app.db, otherId);
    expect((await other.get(`/api/wholesale/orders/${order.id}/reorder`)).status).toBe(404);
    expect((await app.client().get(`/api/wholesale/orders/${order.id}/reorder`)).status).toBe(401);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCollectionsResponse, AdminOrderingResponse } from '../../core/api/admin';
import { products } from '../db/schema/catalog';
import type { TestApp, TestClient } from '../test/harness';
import { catalogueQueries, startAdminApp } from './admin-test-helpers';
import { STALE_LIST_MESSAGE } from './ordering-service';

// The shop order and collection orders: reorders, stale lists, concurrency, moves.

let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  ({ app, admin } = await startAdminApp());
});
afterAll(() => app?.close());

const { collectionByHandle, positionsOf } = catalogueQueries(() => app);

async function shopOrder() {
  return ((await (await admin.get('/api/admin/shop-order')).json()) as AdminOrderingResponse)
    .products;
}

describe('reordering', () => {
  it('reorders the shop globally and the shop page follows', async () => {
    const list = await shopOrder();
    const reversed = [...list].reverse();
    const res = await admin.post('/api/admin/shop-order', {
      items: reversed.map((p, i) => ({ product_id: p.id, sort_order: i })),
    });
    expect(res.status).toBe(200);
    const after = await shopOrder();
    expect(after.map((p) => p.id)).toEqual(reversed.map((p) => p.id));
    expect(after.map((p) => p.position)).toEqual(after.map((_, i) => i));
  });

  it('answers 409 to a stale list and changes nothing', async () => {
    const list = await shopOrder();
    const stale = list.slice(1);
    const res = await admin.post('/api/admin/shop-order', {
      items: stale.map((p, i) => ({ product_id: p.id, sort_order: i })),
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      STALE_LIST_MESSAGE,
    );
    expect((await shopOrder()).map((p) => p.id)).toEqual(list.map((p) => p.id));
    const duplicated = [...list.slice(0, -1), list[0]];
    const dup = await admin.post('/api/admin/shop-order', {
      items: duplicated.map((p, i) => ({ product_id: p?.id, sort_order: i })),
    });
    expect(dup.status).toBe(409);
  });

  it('keeps a consistent dense order when two reorders run at once', async () => {
    const list = await shopOrder();
    const a = [...list].reverse();
    const b = [...list.slice(1), list[0]];
    const [ra, rb] = await Promise.all([
      admin.post('/api/admin/shop-order', {
        items: a.map((p, i) => ({ product_id: p.id, sort_order: i })),
      }),
      admin.post('/api/admin/shop-order', {
        items: b.map((p, i) => ({ product_id: p?.id, sort_order: i })),
      }),
    ]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    const after = (await shopOrder()).map((p) => p.id);
    expect([a.map((p) => p.id), b.map((p) => p?.id)]).toContainEqual(after);
    const sortOrders = await app.db.select({ s: products.sortOrder }).from(products);
    expect(sortOrders.map((r) => r.s).sort((x, y) => x - y)).toEqual(sortOrders.map((_, i) => i));
  });

  it('reorders a collection, refuses a stale list and stays dense under concurrency', async () => {
    const collection = await collectionByHandle('black-seed');
    const path = `/api/admin/collections/${collection.id}/products`;
    const list = ((await (await admin.get(path)).json()) as AdminOrderingResponse).products;
    expect(list.length).toBeGreaterThan(1);
    const a = [...list].reverse();
    const b = [...list.slice(1), list[0]];
    const order = `/api/admin/collections/${collection.id}/order`;
    const [ra, rb] = await Promise.all([
      admin.post(order, { items: a.map((p, i) => ({ product_id: p.id, position: i })) }),
      admin.post(order, { items: b.map((p, i) => ({ product_id: p?.id, position: i })) }),
    ]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    const positions = await positionsOf(collection.id);
    expect(positions.map((p) => p.position)).toEqual(positions.map((_, i) => i));
    expect([a.map((p) => p.id), b.map((p) => p?.id)]).toContainEqual(
      positions.map((p) => p.productId),
    );
    const stale = await admin.post(order, {
      items: list.slice(1).map((p, i) => ({ product_id: p.id, position: i })),
    });
    expect(stale.status).toBe(409);
    const badPositions = await admin.post(order, {
      items: list.map((p) => ({ product_id: p.id, position: 3 })),
    });
    expect(badPositions.status).toBe(400);
  });

  it('moves a product to position 0 of the target and out of the source', async () => {
    const from = await collectionByHandle('black-seed');
    const to = await collectionByHandle('raw-honey');
    const source = await positionsOf(from.id);
    const moved = source[source.length - 1]?.productId as string;
    const targetBefore = await positionsOf(to.id);
    const res = await admin.post('/api/admin/move-product', {
      product_id: moved,
      from_collection_id: from.id,
      to_collection_id: to.id,
      position: 0,
    });
    expect(res.status).toBe(200);
    const sourceAfter = await positionsOf(from.id);
    const targetAfter = await positionsOf(to.id);
    expect(sourceAfter.map((p) => p.productId)).not.toContain(moved);
    expect(sourceAfter.map((p) => p.position)).toEqual(sourceAfter.map((_, i) => i));
    expect(targetAfter[0]).toEqual({ productId: moved, position: 0 });
    expect(targetAfter.map((p) => p.productId)).toEqual([
      moved,
      ...targetBefore.map((p) => p.productId),
    ]);
    expect(targetAfter.map((p) => p.position)).toEqual(targetAfter.map((_, i) => i));
    // Moving it again from the old source is stale.
    const again = await admin.post('/api/admin/move-product', {
      product_id: moved,
      from_collection_id: from.id,
      to_collection_id: to.id,
    });
    expect(again.status).toBe(409);
    const same = await admin.post('/api/admin/move-product', {
      product_id: moved,
      from_collection_id: to.id,
      to_collection_id: to.id,
    });
    expect(same.status).toBe(400);
  });

  it('lists collections with product counts', async () => {
    const body = (await (
      await admin.get('/api/admin/collections')
    ).json()) as AdminCollectionsResponse;
    expect(body.collections.length).toBeGreaterThan(3);
    expect(body.collections.map((c) => c.sortOrder)).toEqual(
      [...body.collections.map((c) => c.sortOrder)].sort((x, y) => x - y),
    );
  });
});

describe('schema sanity', () => {
  it('keeps every product sort_order dense after the suite', async () => {
    const result = await app.db.execute(
      sql`select count(*)::int as n, count(distinct sort_order)::int as d, max(sort_order) as m from products`,
    );
    const row = (result as unknown as { rows: { n: number; d: number; m: number }[] }).rows[0];
    expect(row?.d).toBe(row?.n);
  });
});

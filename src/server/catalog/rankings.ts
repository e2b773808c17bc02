// GET /api/store/rankings: the orders the shop's "Newest" and
// "Best sellers" sorts need, as published retail product ids, best first. Best sellers count the
// units shipped (order_items.units, else quantity) of retail orders neither cancelled nor on hold, over
// every stored order (docs/decisions/034-search-sort-and-filter.md); a product never sold is not listed.
import { sql } from 'drizzle-orm';
import type { ShopRankings } from '../../core/catalog/shop-view';
import type { Database } from '../db/client';

const RETAIL_PRODUCT = sql.raw(
  `p.published and not (p.title ilike '%wholesale%' or exists (select 1 from unnest(p.tags) as tag where tag ilike '%wholesale%'))`,
);

export async function readShopRankings(db: Database): Promise<ShopRankings> {
  const result = await db.execute(sql`
    select
      (select coalesce(json_agg(p.id order by p.created_at desc, p.sort_order, p.title), '[]'::json)
        from products p where ${RETAIL_PRODUCT}) as newest,
      (select coalesce(json_agg(s.product_id order by s.units desc, s.title), '[]'::json) from (
        select oi.product_id, p.title, sum(coalesce(oi.units, oi.quantity)) as units
        from order_items oi
        join orders o on o.id = oi.order_id
        join products p on p.id = oi.product_id
        where o.status not in ('cancelled', 'on_hold') and o.order_type = 'retail' and ${RETAIL_PRODUCT}
        group by oi.product_id, p.title) s) as "bestSellers"`);
  const row = (result as unknown as { rows: ShopRankings[] }).rows[0];
  return { newest: row?.newest ?? [], bestSellers: row?.bestSellers ?? [] };
}

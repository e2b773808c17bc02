import { type SQL, sql } from 'drizzle-orm';
import {
  type AdminCustomerRowDto,
  type AdminCustomersResponse,
  CUSTOMERS_PAGE_SIZE,
  type CustomerFilter,
  type CustomerSort,
} from '../../../core/api/admin-customers';
import type { WholesaleStatus } from '../../../core/api/statuses';
import type { Database } from '../../db/client';
import { DAY_MS } from '../../lib/clock';

/**
 * Lifetime spend (docs/decisions/085-customer-records.md): every order of the account
 * that was not cancelled, in pence, less what was refunded on it. Held orders count: they were
 * paid. One statement for any page, search and sort.
 */
export const CUSTOMER_TOTALS_SQL = sql`
  select o.user_id,
    coalesce(sum(round(o.total_amount * 100) - o.refunded_pence), 0)::bigint as spend,
    count(*)::int as order_count,
    max(o.created_at) as last_order_at
  from orders o
  where o.user_id is not null and o.status <> 'cancelled'
  group by o.user_id`;

const ORDER_BY: Record<CustomerSort, SQL> = {
  spend: sql`spend desc, u.created_at desc, u.id`,
  orders: sql`order_count desc, u.created_at desc, u.id`,
  last_order: sql`last_order_at desc nulls last, u.created_at desc, u.id`,
  joined: sql`u.created_at desc, u.id`,
};

type Row = {
  id: string;
  name: string;
  email: string;
  created_at: string | Date;
  spend: string | number;
  order_count: number;
  last_order_at: string | Date | null;
  wholesale_status: WholesaleStatus | null;
  tags: string[] | string | null;
  total: string | number;
};

function iso(value: string | Date): string {
  return new Date(value).toISOString();
}

function tagsOf(value: string[] | string | null): string[] {
  if (!value) return [];
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean);
}

export function toCustomerRow(row: Omit<Row, 'total'>): AdminCustomerRowDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    joinedAt: iso(row.created_at),
    lifetimeSpendPence: Number(row.spend),
    orderCount: Number(row.order_count),
    lastOrderAt: row.last_order_at ? iso(row.last_order_at) : null,
    wholesaleStatus: row.wholesale_status,
    tags: tagsOf(row.tags),
  };
}

/** Escapes LIKE's wildcards so a search for "50%" finds that text. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Each customer's subscription status for the filter: active when any subscription is, else
 * paused when any is, else cancelled; a customer with none has no row.
 */
const SUBSCRIPTION_STATUS_SQL = sql`
  select s.user_id,
    case when bool_or(s.status = 'active') then 'active'
      when bool_or(s.status = 'paused') then 'paused'
      else 'cancelled' end as subscription_status
  from subscriptions s
  where s.user_id is not null
  group by s.user_id`;

/** The start of a UK calendar day ('YYYY-MM-DD') as an instant. */
const londonDay = (day: string) => sql`((${day}::date)::timestamp at time zone 'Europe/London')`;

/**
 * The customers that a filter keeps, as one WHERE clause over `u` (users), `t` (totals),
 * `w` (wholesale account), `n` (notes and tags) and `s` (subscription status), with `now` for
 * "no order in N days" (decision 131).
 */
export function customerFilterWhere(filter: CustomerFilter, now: Date): SQL {
  const conditions: SQL[] = [];
  const search = filter.search?.trim();
  if (search) {
    conditions.push(sql`(u.name ilike ${likePattern(search)} or u.email ilike ${likePattern(search)}
        or (coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) ilike ${likePattern(search)}
        or ${search.toLowerCase()} = any(n.tags))`);
  }
  if (filter.tag) conditions.push(sql`${filter.tag} = any(n.tags)`);
  if (filter.minSpentPence !== undefined) {
    conditions.push(sql`coalesce(t.spend, 0) >= ${filter.minSpentPence}`);
  }
  if (filter.maxSpentPence !== undefined) {
    conditions.push(sql`coalesce(t.spend, 0) <= ${filter.maxSpentPence}`);
  }
  if (filter.lastOrderAfter) {
    conditions.push(sql`t.last_order_at >= ${londonDay(filter.lastOrderAfter)}`);
  }
  if (filter.lastOrderBefore) {
    conditions.push(sql`t.last_order_at < ${londonDay(filter.lastOrderBefore)}`);
  }
  if (filter.noOrderInDays !== undefined) {
    const since = new Date(now.getTime() - filter.noOrderInDays * DAY_MS).toISOString();
    conditions.push(sql`(t.last_order_at is null or t.last_order_at < ${since}::timestamptz)`);
  }
  if (filter.subscription === 'none') conditions.push(sql`s.user_id is null`);
  else if (filter.subscription) {
    conditions.push(sql`s.subscription_status = ${filter.subscription}`);
  }
  if (filter.trade === 'none') {
    conditions.push(sql`(w.status is null or w.status = 'rejected')`);
  } else if (filter.trade) conditions.push(sql`w.status = ${filter.trade}`);
  return conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** The joins `customerFilterWhere` reads, after `from users u`. */
export const CUSTOMER_FILTER_JOINS = sql`
    left join totals t on t.user_id = u.id
    left join wholesale_accounts w on w.user_id = u.id
    left join customer_notes n on n.user_id = u.id
    left join subscription_status s on s.user_id = u.id`;

/** The CTEs `CUSTOMER_FILTER_JOINS` names. */
export const CUSTOMER_FILTER_CTES = sql`totals as (${CUSTOMER_TOTALS_SQL}),
    subscription_status as (${SUBSCRIPTION_STATUS_SQL})`;

export async function findAdminCustomers(
  db: Database,
  query: { filter: CustomerFilter; sort: CustomerSort; page: number },
  now: Date,
): Promise<AdminCustomersResponse> {
  const offset = (query.page - 1) * CUSTOMERS_PAGE_SIZE;
  const result = await db.execute(sql`
    with ${CUSTOMER_FILTER_CTES}
    select u.id, u.name, u.email, u.created_at,
      coalesce(t.spend, 0) as spend, coalesce(t.order_count, 0) as order_count, t.last_order_at,
      w.status as wholesale_status, n.tags,
      count(*) over () as total
    from users u
    ${CUSTOMER_FILTER_JOINS}
    ${customerFilterWhere(query.filter, now)}
    order by ${ORDER_BY[query.sort]}
    limit ${CUSTOMERS_PAGE_SIZE} offset ${offset}`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return {
    customers: rows.map(toCustomerRow),
    total: Number(rows[0]?.total ?? 0),
    page: query.page,
    pageSize: CUSTOMERS_PAGE_SIZE,
  };
}

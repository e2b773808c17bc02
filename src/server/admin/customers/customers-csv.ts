/**
 * Every customer account as CSV (the owner's; personal data, audited by the route): the list's
 * figures (lifetime spend as decision 085 counts it, orders, last order), trade status with the
 * company and its VAT number, tags and the marketing consent. Newest account first.
 */
import { sql } from 'drizzle-orm';
import { csvAmount, csvDocument } from '../../../core/csv';
import { toLondonDate } from '../../../core/dates';
import type { Database } from '../../db/client';
import { CUSTOMER_TOTALS_SQL, toCustomerRow } from './customer-list';

export const CUSTOMERS_CSV_HEADER = [
  'Name',
  'Email',
  'Joined',
  'Orders',
  'Lifetime spend (GBP)',
  'Last order',
  'Trade status',
  'Company',
  'VAT number',
  'Tags',
  'Marketing emails',
];

type Row = Parameters<typeof toCustomerRow>[0] & {
  company_name: string | null;
  tax_id: string | null;
  email_opt_in: boolean | null;
};

export async function buildCustomersCsv(db: Database): Promise<{ csv: string; customers: number }> {
  const result = await db.execute(sql`
    with totals as (${CUSTOMER_TOTALS_SQL})
    select u.id, u.name, u.email, u.created_at,
      coalesce(t.spend, 0) as spend, coalesce(t.order_count, 0) as order_count, t.last_order_at,
      w.status as wholesale_status, w.company_name, w.tax_id, n.tags, pr.email_opt_in
    from users u
    left join totals t on t.user_id = u.id
    left join wholesale_accounts w on w.user_id = u.id
    left join customer_notes n on n.user_id = u.id
    left join profiles pr on pr.user_id = u.id
    order by u.created_at desc, u.id`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const csv = csvDocument(
    CUSTOMERS_CSV_HEADER,
    rows.map((row) => {
      const customer = toCustomerRow(row);
      return [
        customer.name,
        customer.email,
        toLondonDate(new Date(customer.joinedAt)),
        customer.orderCount,
        csvAmount(customer.lifetimeSpendPence),
        customer.lastOrderAt ? toLondonDate(new Date(customer.lastOrderAt)) : null,
        customer.wholesaleStatus,
        row.company_name,
        row.tax_id,
        customer.tags.join('; '),
        row.email_opt_in ? 'yes' : 'no',
      ];
    }),
  );
  return { csv, customers: rows.length };
}

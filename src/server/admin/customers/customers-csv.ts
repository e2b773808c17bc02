/**
 * Every customer account as CSV (the owner's; personal data, audited by the route): the list's
 * figures (lifetime spend as decision 085 counts it, orders, last order), trade status with the
 * company and its VAT number, tags and the marketing consent. Newest account first. The list's
 * filter (or a saved segment) picks the customers, as on the list (decision 131).
 */
import { sql } from 'drizzle-orm';
import type { CustomerFilter } from '../../../core/api/admin-customers';
import { csvAmount, csvDocument } from '../../../core/csv';
import { toLondonDate } from '../../../core/dates';
import type { Database } from '../../db/client';
import {
  CUSTOMER_FILTER_CTES,
  CUSTOMER_FILTER_JOINS,
  customerFilterWhere,
  toCustomerRow,
} from './customer-list';

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

/** The filter in words for the audit line: " matching tag vip, subscription active". */
export function describeCustomerFilter(filter: CustomerFilter): string {
  const parts = Object.entries(filter)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key} ${value}`);
  return parts.length > 0 ? ` matching ${parts.join(', ')}` : '';
}

/** The customers the list's filter keeps (all of them by default), as CSV. */
export async function buildCustomersCsv(
  db: Database,
  filter: CustomerFilter,
  now: Date,
): Promise<{ csv: string; customers: number }> {
  const result = await db.execute(sql`
    with ${CUSTOMER_FILTER_CTES}
    select u.id, u.name, u.email, u.created_at,
      coalesce(t.spend, 0) as spend, coalesce(t.order_count, 0) as order_count, t.last_order_at,
      w.status as wholesale_status, w.company_name, w.tax_id, n.tags, pr.email_opt_in
    from users u
    ${CUSTOMER_FILTER_JOINS}
    left join profiles pr on pr.user_id = u.id
    ${customerFilterWhere(filter, now)}
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

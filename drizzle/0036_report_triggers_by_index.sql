-- The report triggers' reads of orders go through their indexes at any table size: each id or
-- email is looked up on its own (a lateral subquery the planner cannot turn into a join over the
-- whole table), where `id = ANY(ids)`, an anti-join and a hash join had the planner scan every
-- order, twice or three times for each order stored or changed, while it thought the table small
-- (a renewals bench: a day's renewals quadratic in PostgreSQL's time). Same days as before.
CREATE OR REPLACE FUNCTION report_order_days(ids uuid[]) RETURNS date[] LANGUAGE sql STABLE AS $$
  SELECT array(
    SELECT report_london_day(o.created_at)
      FROM unnest(ids) AS i(id)
      CROSS JOIN LATERAL (SELECT o.created_at FROM orders o WHERE o.id = i.id OFFSET 0) AS o
    UNION
    SELECT report_london_day(r.created_at)
      FROM unnest(ids) AS i(id)
      CROSS JOIN LATERAL (SELECT r.created_at FROM order_refunds r WHERE r.order_id = i.id OFFSET 0) AS r)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_customer_days(emails text[], ats timestamptz[]) RETURNS date[] LANGUAGE sql STABLE AS $$
  SELECT array(
    SELECT report_london_day(n.created_at)
      FROM unnest(emails, ats) AS c(email, at)
      CROSS JOIN LATERAL (SELECT p.created_at FROM orders p
        WHERE p.email = c.email AND p.status <> 'on_hold'
          AND p.created_at >= ((report_london_day(c.at) + 1)::timestamp AT TIME ZONE 'Europe/London')
        ORDER BY p.created_at LIMIT 1) AS n
    UNION
    SELECT report_london_day(p.created_at)
      FROM (SELECT DISTINCT c.email FROM unnest(emails, ats) AS c(email, at)
        LEFT JOIN LATERAL (SELECT 1 AS found FROM orders q
          WHERE q.email = c.email AND q.created_at < c.at LIMIT 1) AS earlier ON true
        WHERE earlier.found IS NULL) AS f
      CROSS JOIN LATERAL (SELECT p.created_at FROM orders p
        WHERE p.email = f.email AND p.status <> 'on_hold' OFFSET 0) AS p)
$$;

-- The reports' daily rollups are kept by marking the London days a write touches, in the writing
-- transaction (docs/decisions/137-report-rollups.md); reports/rollups.ts works the marked days out
-- again with the reports' own rules before any report reads. Statement-level triggers with
-- transition tables: a bulk insert marks each of its days once.
CREATE FUNCTION report_mark_days(days date[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_dirty_days (day)
  SELECT DISTINCT d FROM unnest(days) AS d WHERE d IS NOT NULL
  ON CONFLICT (day) DO UPDATE SET version = gen_random_uuid()
$$;
--> statement-breakpoint
CREATE FUNCTION report_london_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (at AT TIME ZONE 'Europe/London')::date
$$;
--> statement-breakpoint
-- The days of these orders, and of their settled refunds (a refund is split over its order's invoice).
CREATE FUNCTION report_order_days(ids uuid[]) RETURNS date[] LANGUAGE sql STABLE AS $$
  SELECT array(
    SELECT report_london_day(o.created_at) FROM orders o WHERE o.id = ANY(ids)
    UNION SELECT report_london_day(r.created_at) FROM order_refunds r WHERE r.order_id = ANY(ids))
$$;
--> statement-breakpoint
-- The days whose new and returning customers read these orders (email, instant) as an earlier
-- order: the email's next day with a counted order (its "previous day" changes), and every day of
-- the email when none of its orders is earlier (its "first day" changes). Counted: not held, as
-- reports/sql.ts COUNTED_ORDER says.
CREATE FUNCTION report_customer_days(emails text[], ats timestamptz[]) RETURNS date[] LANGUAGE sql STABLE AS $$
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
        WHERE NOT EXISTS (SELECT 1 FROM orders q WHERE q.email = c.email AND q.created_at < c.at)) AS f
      JOIN orders p ON p.email = f.email AND p.status <> 'on_hold')
$$;
--> statement-breakpoint
CREATE FUNCTION report_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  emails text[];
  ats timestamptz[];
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(email), array_agg(created_at) INTO emails, ats FROM new_rows;
    PERFORM report_mark_days(array(SELECT DISTINCT report_london_day(created_at) FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(email), array_agg(created_at) INTO emails, ats FROM old_rows;
    PERFORM report_mark_days(array(SELECT DISTINCT report_london_day(created_at) FROM old_rows));
  ELSE
    -- Only a change to what the reports read: the status, date, customer, amounts, code or type.
    SELECT array_agg(n.id) INTO ids FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.created_at, o.email, o.total_pence, o.total_amount, o.discount_pence,
        o.discount_code, o.order_type) IS DISTINCT FROM (n.status, n.created_at, n.email,
        n.total_pence, n.total_amount, n.discount_pence, n.discount_code, n.order_type);
    IF ids IS NULL THEN
      RETURN NULL;
    END IF;
    PERFORM report_mark_days(array(
      SELECT report_london_day(created_at) FROM old_rows WHERE id = ANY(ids)));
    PERFORM report_mark_days(report_order_days(ids));
    SELECT array_agg(email), array_agg(created_at) INTO emails, ats FROM (
      SELECT email, created_at FROM old_rows WHERE id = ANY(ids)
      UNION ALL SELECT email, created_at FROM new_rows WHERE id = ANY(ids)) AS changed;
  END IF;
  PERFORM report_mark_days(report_customer_days(emails, ats));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_orders_inserted AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_orders_changed();
--> statement-breakpoint
CREATE TRIGGER report_orders_updated AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_orders_changed();
--> statement-breakpoint
CREATE TRIGGER report_orders_deleted AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_orders_changed();
--> statement-breakpoint
-- Lines, and billing attempts (which make an order a subscription's): their orders' days.
CREATE FUNCTION report_order_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_mark_days(report_order_days(array(SELECT DISTINCT order_id FROM new_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_mark_days(report_order_days(array(SELECT DISTINCT order_id FROM old_rows)));
  ELSE
    PERFORM report_mark_days(report_order_days(array(
      SELECT order_id FROM old_rows UNION SELECT order_id FROM new_rows)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_order_items_inserted AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_order_rows_changed();
--> statement-breakpoint
CREATE TRIGGER report_order_items_updated AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_order_rows_changed();
--> statement-breakpoint
CREATE TRIGGER report_order_items_deleted AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_order_rows_changed();
--> statement-breakpoint
CREATE TRIGGER report_billing_attempts_inserted AFTER INSERT ON subscription_billing_attempts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_order_rows_changed();
--> statement-breakpoint
CREATE TRIGGER report_billing_attempts_updated AFTER UPDATE ON subscription_billing_attempts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_order_rows_changed();
--> statement-breakpoint
CREATE TRIGGER report_billing_attempts_deleted AFTER DELETE ON subscription_billing_attempts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_order_rows_changed();
--> statement-breakpoint
-- Refunds: the day each was recorded (before and after a change).
CREATE FUNCTION report_refunds_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_mark_days(array(SELECT DISTINCT report_london_day(created_at) FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_mark_days(array(SELECT DISTINCT report_london_day(created_at) FROM old_rows));
  ELSE
    PERFORM report_mark_days(array(
      SELECT report_london_day(created_at) FROM old_rows
      UNION SELECT report_london_day(created_at) FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_refunds_inserted AFTER INSERT ON order_refunds REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_refunds_changed();
--> statement-breakpoint
CREATE TRIGGER report_refunds_updated AFTER UPDATE ON order_refunds REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_refunds_changed();
--> statement-breakpoint
CREATE TRIGGER report_refunds_deleted AFTER DELETE ON order_refunds REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_refunds_changed();
--> statement-breakpoint
-- A product's VAT rate is the rate of its older lines that stored none.
CREATE FUNCTION report_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_mark_days(report_order_days(array(
    SELECT DISTINCT oi.order_id FROM order_items oi
      JOIN old_rows o ON o.id = oi.product_id JOIN new_rows n ON n.id = o.id
      WHERE oi.vat_rate_percent IS NULL AND o.vat_rate_percent IS DISTINCT FROM n.vat_rate_percent)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_products_updated AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_products_changed();
--> statement-breakpoint
-- Backfill: every day with an order or a refund is worked out at the first report (or at start).
INSERT INTO report_dirty_days (day)
  SELECT report_london_day(created_at) FROM orders
  UNION SELECT report_london_day(created_at) FROM order_refunds;

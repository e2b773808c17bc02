-- A subscription's stored delivery price (subscriptions.delivery_pence) is cleared in the
-- transaction of any write that changes what planDeliveryPenceSql reads
-- (subscriptions/delivery-lines.ts): its lines (price, packs, variant), the line of the order that
-- started it (packs of a line stored before swaps, decision 110) and the order it points at.
-- The application works the price out again with that one function before a report reads it
-- (refreshStoredDeliveryPence; docs/decisions/143-subscriptions-report-from-stored-prices.md).
-- No rule is repeated here: a trigger only says "stale". Backfill: the column is added null, so
-- every subscription starts stale and the first refresh (start-up or the first report) stores it.
CREATE FUNCTION subscription_delivery_price_stale(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  -- Every row is written, even one already null: a refresh holding its lock has this row's
  -- price in hand, so the clearing must wait for it and clear what it stores.
  UPDATE subscriptions SET delivery_pence = NULL WHERE id = ANY(ids)
$$;
--> statement-breakpoint
CREATE FUNCTION subscription_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM subscription_delivery_price_stale(array(SELECT DISTINCT subscription_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM subscription_delivery_price_stale(array(SELECT DISTINCT subscription_id FROM old_rows));
  ELSE
    PERFORM subscription_delivery_price_stale(array(
      SELECT subscription_id FROM new_rows UNION SELECT subscription_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscription_items_inserted_price AFTER INSERT ON subscription_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subscription_items_changed();
--> statement-breakpoint
CREATE TRIGGER subscription_items_updated_price AFTER UPDATE ON subscription_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subscription_items_changed();
--> statement-breakpoint
CREATE TRIGGER subscription_items_deleted_price AFTER DELETE ON subscription_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subscription_items_changed();
--> statement-breakpoint
-- Order lines: only subscription lines (subscription_plan set, before or after) are read for packs.
CREATE FUNCTION subscription_order_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  order_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    order_ids := array(SELECT DISTINCT order_id FROM new_rows WHERE subscription_plan IS NOT NULL);
  ELSIF TG_OP = 'DELETE' THEN
    order_ids := array(SELECT DISTINCT order_id FROM old_rows WHERE subscription_plan IS NOT NULL);
  ELSE
    order_ids := array(SELECT order_id FROM new_rows WHERE subscription_plan IS NOT NULL
      UNION SELECT order_id FROM old_rows WHERE subscription_plan IS NOT NULL);
  END IF;
  IF cardinality(order_ids) > 0 THEN
    PERFORM subscription_delivery_price_stale(array(
      SELECT id FROM subscriptions WHERE order_id = ANY(order_ids)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscription_order_items_inserted_price AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subscription_order_items_changed();
--> statement-breakpoint
CREATE TRIGGER subscription_order_items_updated_price AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subscription_order_items_changed();
--> statement-breakpoint
CREATE TRIGGER subscription_order_items_deleted_price AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subscription_order_items_changed();
--> statement-breakpoint
-- The subscription's order (packs of its older lines come from that order's lines).
CREATE FUNCTION subscription_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.delivery_pence := NULL;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_order_changed_price BEFORE UPDATE ON subscriptions
  FOR EACH ROW WHEN (OLD.order_id IS DISTINCT FROM NEW.order_id) EXECUTE FUNCTION subscription_order_changed();

-- A day's report mark over 16 rows, the writing transaction's id choosing one, so concurrent
-- writers of one day no longer queue on one row lock until each commits (decision 150).
ALTER TABLE "report_dirty_days" DROP CONSTRAINT "report_dirty_days_pkey";--> statement-breakpoint
ALTER TABLE "report_dirty_days" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_dirty_days" ADD CONSTRAINT "report_dirty_days_day_shard_pk" PRIMARY KEY("day","shard");--> statement-breakpoint
-- One transaction marks one row of each day (its id is fixed), so it locks no more rows than
-- before; its days in date order, so two writers of the same rows lock them in the same order.
CREATE OR REPLACE FUNCTION report_mark_days(days date[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_dirty_days (day, shard)
  SELECT d, (pg_current_xact_id()::text::bigint % 16)::smallint
  FROM (SELECT DISTINCT d FROM unnest(days) AS d WHERE d IS NOT NULL) AS marked
  ORDER BY d
  ON CONFLICT (day, shard) DO UPDATE SET version = gen_random_uuid()
$$;

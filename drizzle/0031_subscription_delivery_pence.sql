ALTER TABLE "subscriptions" ADD COLUMN "delivery_pence" bigint;--> statement-breakpoint
CREATE INDEX "subscriptions_order_idx" ON "subscriptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "subscriptions_delivery_stale_idx" ON "subscriptions" USING btree ("id") WHERE delivery_pence is null;

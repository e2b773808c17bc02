ALTER TABLE "subscriptions" ADD COLUMN "shopify_next_billing_date" date;--> statement-breakpoint
-- Contracts linked before this migration are taken to be in step with the shop (as the shop
-- assumed until now), so the first sync does not move every contract at once.
UPDATE "subscriptions" SET "shopify_next_billing_date" = "next_delivery_date" WHERE "shopify_contract_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "subscriptions_contract_date_stale_idx" ON "subscriptions" USING btree ("id") WHERE shopify_contract_id is not null and shopify_next_billing_date is distinct from next_delivery_date;
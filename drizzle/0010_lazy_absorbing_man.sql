ALTER TABLE "products" ADD COLUMN "vat_rate_percent" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vat_rate_percent" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_reasons" jsonb;
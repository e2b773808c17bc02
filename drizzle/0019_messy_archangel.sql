CREATE TABLE "subscription_one_time_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"billing_date" date NOT NULL,
	"product_id" uuid,
	"variant_id" uuid,
	"product_title" text NOT NULL,
	"variant_title" text,
	"quantity" integer NOT NULL,
	"unit_price_pence" integer NOT NULL,
	"shopify_line_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_items" ADD COLUMN "plan_id" text;--> statement-breakpoint
ALTER TABLE "subscription_items" ADD COLUMN "packs" integer;--> statement-breakpoint
ALTER TABLE "subscription_items" ADD COLUMN "shopify_line_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "subscription_billing_attempts" ADD COLUMN "kind" text DEFAULT 'renewal' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_one_time_items" ADD CONSTRAINT "subscription_one_time_items_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_one_time_items" ADD CONSTRAINT "subscription_one_time_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_one_time_items" ADD CONSTRAINT "subscription_one_time_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_one_time_items_cycle_idx" ON "subscription_one_time_items" USING btree ("subscription_id","billing_date");
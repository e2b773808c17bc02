ALTER TABLE "order_items" ALTER COLUMN "quantity" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "price" SET DATA TYPE numeric(16, 2);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_amount" SET DATA TYPE numeric(16, 2);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "purchase_option" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "units" bigint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "unit_price_pence" bigint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_pence" bigint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "line_total_pence" bigint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "selling_plan_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "selling_plan_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_pence" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "priced_total_pence" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "price_mismatch" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;
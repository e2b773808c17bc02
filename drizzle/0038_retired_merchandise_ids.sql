CREATE TABLE "shopify_retired_merchandise_ids" (
	"gid" text PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_key" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shopify_retired_merchandise_ids" ADD CONSTRAINT "shopify_retired_merchandise_ids_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
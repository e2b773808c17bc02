CREATE TABLE "shopify_merchandise_ids" (
	"product_id" uuid NOT NULL,
	"variant_key" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"gid" text NOT NULL,
	"exported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopify_merchandise_ids_variant_key_kind_key_pk" PRIMARY KEY("variant_key","kind","key")
);
--> statement-breakpoint
ALTER TABLE "shopify_merchandise_ids" ADD CONSTRAINT "shopify_merchandise_ids_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shopify_merchandise_ids_product_idx" ON "shopify_merchandise_ids" USING btree ("product_id");
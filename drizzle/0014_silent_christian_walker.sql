CREATE TABLE "product_handle_redirects" (
	"old_handle" text PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_handle_redirects" ADD CONSTRAINT "product_handle_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_handle_redirects_product_idx" ON "product_handle_redirects" USING btree ("product_id");
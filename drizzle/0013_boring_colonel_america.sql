ALTER TABLE "orders" ADD COLUMN "cart_token" text;--> statement-breakpoint
CREATE INDEX "orders_cart_token_idx" ON "orders" USING btree ("cart_token");
ALTER TABLE "order_refunds" ALTER COLUMN "shopify_refund_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "status" text DEFAULT 'settled' NOT NULL;
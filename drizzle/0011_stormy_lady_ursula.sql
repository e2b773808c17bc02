ALTER TABLE "order_refunds" ALTER COLUMN "shopify_refund_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "status" text DEFAULT 'settled' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "change_lock" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "change_locked_at" timestamp with time zone;
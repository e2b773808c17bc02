ALTER TABLE "shopify_webhook_events" ADD COLUMN "claim_token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "shopify_webhook_events" ADD COLUMN "claimed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "shopify_webhook_events" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
-- Claims made before this column existed count as handled (as they were answered before).
UPDATE "shopify_webhook_events" SET "claimed_at" = "received_at", "completed_at" = "received_at";

ALTER TABLE "subscriptions" ADD COLUMN "change_lock" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "change_locked_at" timestamp with time zone;
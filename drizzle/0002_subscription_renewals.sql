CREATE TABLE "subscription_billing_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"billing_date" date NOT NULL,
	"attempt_number" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"shopify_attempt_id" text,
	"shopify_order_id" text,
	"order_id" uuid,
	"error_code" text,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "subscription_billing_attempts_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "subscription_billing_attempts_cycle_try" UNIQUE("subscription_id","billing_date","attempt_number")
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" text,
	"action" text NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "shopify_contract_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paused_reason" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "billing_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "retry_on" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "last_billing_result" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "last_billing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reminder_sent_for" date;--> statement-breakpoint
ALTER TABLE "subscription_billing_attempts" ADD CONSTRAINT "subscription_billing_attempts_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_billing_attempts" ADD CONSTRAINT "subscription_billing_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_billing_attempts_order_idx" ON "subscription_billing_attempts" USING btree ("shopify_order_id");--> statement-breakpoint
CREATE INDEX "subscription_billing_attempts_order_uuid_idx" ON "subscription_billing_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "subscription_events_subscription_idx" ON "subscription_events" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("status","next_delivery_date");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_shopify_contract_id_unique" UNIQUE("shopify_contract_id");
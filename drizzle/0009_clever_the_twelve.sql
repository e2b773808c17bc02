CREATE TABLE "order_reconciliation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text DEFAULT 'running' NOT NULL,
	"checked" integer,
	"missing" integer,
	"imported" integer,
	"missing_names" jsonb,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "shopify_resource_versions" (
	"resource" text PRIMARY KEY NOT NULL,
	"triggered_at" timestamp (6) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopify_webhook_events" (
	"event_id" text NOT NULL,
	"topic" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopify_webhook_events_event_id_topic_pk" PRIMARY KEY("event_id","topic")
);
--> statement-breakpoint
CREATE INDEX "order_reconciliation_runs_started_idx" ON "order_reconciliation_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "shopify_webhook_events_received_idx" ON "shopify_webhook_events" USING btree ("received_at");
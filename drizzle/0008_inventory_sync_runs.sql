CREATE TABLE "inventory_sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text DEFAULT 'running' NOT NULL,
	"changed" integer,
	"notified" integer,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "inventory_sync_runs_started_idx" ON "inventory_sync_runs" USING btree ("started_at");
CREATE TABLE "web_vital_samples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recorded_on" date NOT NULL,
	"page_type" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL
);
--> statement-breakpoint
CREATE INDEX "web_vital_samples_day_idx" ON "web_vital_samples" USING btree ("recorded_on","page_type","metric");
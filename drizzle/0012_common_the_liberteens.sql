CREATE TABLE "ops_alerts" (
	"key" text PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone,
	"holding_since" timestamp with time zone
);

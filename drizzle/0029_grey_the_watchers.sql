CREATE TABLE "report_day_customers" (
	"day" date NOT NULL,
	"previous_day" date,
	"first_day" date NOT NULL,
	"customers" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_day_products" (
	"day" date NOT NULL,
	"title" text NOT NULL,
	"revenue_pence" bigint NOT NULL,
	"units" bigint NOT NULL,
	CONSTRAINT "report_day_products_day_title_pk" PRIMARY KEY("day","title")
);
--> statement-breakpoint
CREATE TABLE "report_day_vat" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"rate_percent" numeric(6, 3) NOT NULL,
	"net_pence" bigint NOT NULL,
	"vat_pence" bigint NOT NULL,
	"gross_pence" bigint NOT NULL,
	CONSTRAINT "report_day_vat_day_kind_rate_percent_pk" PRIMARY KEY("day","kind","rate_percent")
);
--> statement-breakpoint
CREATE TABLE "report_days" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"revenue_pence" bigint NOT NULL,
	"retail_orders" integer NOT NULL,
	"retail_pence" bigint NOT NULL,
	"trade_orders" integer NOT NULL,
	"trade_pence" bigint NOT NULL,
	"subscription_orders" integer NOT NULL,
	"subscription_pence" bigint NOT NULL,
	"held_orders" integer NOT NULL,
	"held_pence" bigint NOT NULL,
	"refunds_pence" bigint NOT NULL,
	"invoices" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_dirty_days" (
	"day" date PRIMARY KEY NOT NULL,
	"version" uuid DEFAULT gen_random_uuid() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_day_customers_day_idx" ON "report_day_customers" USING btree ("day");
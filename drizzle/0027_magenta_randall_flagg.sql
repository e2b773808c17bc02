CREATE TABLE "sandbox_stock" (
	"inventory_item_id" text PRIMARY KEY NOT NULL,
	"available" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE "wholesale_accounts" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "wholesale_accounts" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wholesale_accounts" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "wholesale_accounts" ADD CONSTRAINT "wholesale_accounts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
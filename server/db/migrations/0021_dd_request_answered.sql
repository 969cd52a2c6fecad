ALTER TABLE "external_dd_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "external_dd_requests" ADD COLUMN "answered_by_id" integer;--> statement-breakpoint
ALTER TABLE "external_dd_requests" ADD COLUMN "answered_note" text;--> statement-breakpoint
ALTER TABLE "external_dd_requests" ADD CONSTRAINT "external_dd_requests_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
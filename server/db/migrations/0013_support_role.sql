ALTER TABLE "user_role_types" ADD COLUMN "read_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Support staff (issue 16): log in to the back-office, read everything, change nothing.
INSERT INTO "user_role_types" ("id", "title", "can_use_back_office", "read_only") VALUES (7, 'Support', true, true);

CREATE TABLE "audit_chain_head" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "hash" text;--> statement-breakpoint
-- The audit trail's hash chain (issue 16; docs/decisions.md 'An audit trail no one can quietly edit').
-- Every activity row is a link, visitor events included: the log is one table, and a deleted or
-- edited visitor event is as much a quiet edit as an audit entry's. The text hashed names every
-- column of the row explicitly, timestamps as epoch seconds (never in the session's time zone),
-- `changes` as jsonb text (keys in jsonb's own order), so every session computes the same bytes.
-- `npm run audit:verify` recomputes it with its own copy of this expression (server/lib/audit-chain.ts).
CREATE FUNCTION "activity_chain_hash"("prev" text, "entry" "activity") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(prev || jsonb_build_array(
    entry.chain_seq, entry.id, extract(epoch from entry.occurred_at), entry.source, entry.nature,
    entry.status_description, entry.property_id, entry.added_by_id, entry.user_id, entry.comments,
    entry.personalise_reference, entry.entity_type, entry.entity_id, entry.changes, entry.event_id
  )::text, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- Links an entry as its transaction commits (a deferred constraint trigger runs just before
-- COMMIT): the head's row lock is taken last and held only through the commit, so writers
-- queue for the log's order only while committing, never while doing their work (an upload's
-- file rename, a re-order's row locks: no deadlock with them), and the chain's order is the
-- order of commits. An aborted transaction's link and head move roll back with it, so the
-- positions stay gapless. A row skipped by ON CONFLICT DO NOTHING fires nothing.
CREATE FUNCTION "activity_chain_link"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head "audit_chain_head"%ROWTYPE;
  entry "activity"%ROWTYPE;
BEGIN
  SELECT * INTO entry FROM "activity" WHERE "id" = NEW."id";
  -- Deleted again by its own transaction, or arriving already linked (a restore copies the chain as it was).
  IF NOT FOUND OR entry."chain_seq" IS NOT NULL THEN
    RETURN NULL;
  END IF;
  SELECT * INTO head FROM "audit_chain_head" WHERE "id" = 1 FOR UPDATE;
  entry."chain_seq" := head."seq" + 1;
  entry."prev_hash" := head."hash";
  entry."hash" := "activity_chain_hash"(head."hash", entry);
  UPDATE "activity" SET "chain_seq" = entry."chain_seq", "prev_hash" = entry."prev_hash", "hash" = entry."hash" WHERE "id" = NEW."id";
  UPDATE "audit_chain_head" SET "seq" = entry."chain_seq", "hash" = entry."hash" WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The rows already logged, linked in id order after a genesis hash of 64 zeros.
DO $$
DECLARE
  entry "activity"%ROWTYPE;
  position bigint := 0;
  prev text := repeat('0', 64);
BEGIN
  FOR entry IN SELECT * FROM "activity" ORDER BY "id" LOOP
    position := position + 1;
    entry."chain_seq" := position;
    UPDATE "activity" SET "chain_seq" = position, "prev_hash" = prev, "hash" = "activity_chain_hash"(prev, entry) WHERE "id" = entry."id"
      RETURNING "hash" INTO prev;
  END LOOP;
  INSERT INTO "audit_chain_head" ("id", "seq", "hash") VALUES (1, position, prev);
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "activity_chain_link" AFTER INSERT ON "activity" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "activity_chain_link"();

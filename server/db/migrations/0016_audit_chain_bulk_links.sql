-- A transaction that logs many entries (seed:large's 100,000s, a large batch of visitor events)
-- took time quadratic in their number to link (migration 0014): each link updated the head row
-- again, and within one transaction every earlier version of that row stays on its HOT chain for
-- the next lookup to walk. Now a transaction's first link locks the head and reads it, the links
-- after it carry the chain in transaction-local settings, and the head is written once, by a
-- flush that the first link queues: queued while the links fire, it fires after the last of them.
CREATE OR REPLACE FUNCTION "activity_chain_link"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry "activity"%ROWTYPE;
  last_seq bigint;
  last_hash text;
BEGIN
  SELECT * INTO entry FROM "activity" WHERE "id" = NEW."id";
  -- Deleted again by its own transaction, or arriving already linked (a restore copies the chain as it was).
  IF NOT FOUND OR entry."chain_seq" IS NOT NULL THEN
    RETURN NULL;
  END IF;
  last_seq := nullif(current_setting('audit_chain.seq', true), '')::bigint;
  IF last_seq IS NULL THEN
    SELECT "seq", "hash" INTO last_seq, last_hash FROM "audit_chain_head" WHERE "id" = 1 FOR UPDATE;
    -- Changes nothing; queues audit_chain_flush.
    UPDATE "audit_chain_head" SET "seq" = "seq" WHERE "id" = 1;
  ELSE
    last_hash := current_setting('audit_chain.hash');
  END IF;
  entry."chain_seq" := last_seq + 1;
  entry."prev_hash" := last_hash;
  entry."hash" := "activity_chain_hash"(last_hash, entry);
  UPDATE "activity" SET "chain_seq" = entry."chain_seq", "prev_hash" = entry."prev_hash", "hash" = entry."hash" WHERE "id" = NEW."id";
  PERFORM set_config('audit_chain.seq', entry."chain_seq"::text, true), set_config('audit_chain.hash', entry."hash", true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "audit_chain_flush"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('audit_chain.seq', true), '') = '' THEN
    RETURN NULL;
  END IF;
  UPDATE "audit_chain_head" SET "seq" = current_setting('audit_chain.seq')::bigint, "hash" = current_setting('audit_chain.hash') WHERE "id" = 1;
  PERFORM set_config('audit_chain.seq', '', true), set_config('audit_chain.hash', '', true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only the first link's update (seq unchanged) queues it; the flush's own update moves seq on.
CREATE CONSTRAINT TRIGGER "audit_chain_flush" AFTER UPDATE ON "audit_chain_head" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW."seq" = OLD."seq") EXECUTE FUNCTION "audit_chain_flush"();

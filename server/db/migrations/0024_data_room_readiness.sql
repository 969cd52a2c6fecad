CREATE TABLE "data_room_readiness" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"round1_required" integer NOT NULL,
	"round1_done" integer NOT NULL,
	"round2_required" integer NOT NULL,
	"round2_done" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_room_readiness" ADD CONSTRAINT "data_room_readiness_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Recounts the readiness of the properties named (one row each): per round, the headings that expect a
-- document, and those with a published file directly under them (the rule of the Manage
-- Datarooms tab's progress: hidden headings count, a pending or rejected file does not). A lock
-- per property first, so two transactions changing one property's data room recount one after
-- the other, the second seeing the first's committed rows (each statement here takes a new
-- snapshot), and neither count is lost.
CREATE FUNCTION "data_room_readiness_refresh"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(1795906164, id) FROM (SELECT DISTINCT unnest(ids) AS id ORDER BY 1) locked;
  INSERT INTO "data_room_readiness" ("property_id", "round1_required", "round1_done", "round2_required", "round2_done")
    SELECT h."property_id",
      (count(*) FILTER (WHERE h."round" = 1))::int, (count(*) FILTER (WHERE h."round" = 1 AND h.done))::int,
      (count(*) FILTER (WHERE h."round" = 2))::int, (count(*) FILTER (WHERE h."round" = 2 AND h.done))::int
    FROM (
      SELECT e."property_id", e."round", EXISTS (
        SELECT 1 FROM "property_data_room_items" f
        WHERE f."parent_id" = e."id" AND f."item_type" = 'FILE' AND f."is_published") AS done
      FROM "property_data_room_items" e
      WHERE e."property_id" = ANY(ids) AND e."item_type" = 'DATA_ROOM' AND e."requires_document"
    ) h
    GROUP BY h."property_id"
  ON CONFLICT ("property_id") DO UPDATE SET
    "round1_required" = excluded."round1_required", "round1_done" = excluded."round1_done",
    "round2_required" = excluded."round2_required", "round2_done" = excluded."round2_done";
  DELETE FROM "data_room_readiness" r
  WHERE r."property_id" = ANY(ids) AND NOT EXISTS (
    SELECT 1 FROM "property_data_room_items" h
    WHERE h."property_id" = r."property_id" AND h."item_type" = 'DATA_ROOM' AND h."requires_document");
END $$;
--> statement-breakpoint
-- Once per statement, for the properties whose items it wrote (a build inserts a round's
-- headings in one statement: one recount, not one per row).
CREATE FUNCTION "data_room_readiness_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "data_room_readiness_refresh"(ARRAY(SELECT DISTINCT "property_id" FROM new_items));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "data_room_readiness_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "data_room_readiness_refresh"(ARRAY(
    SELECT "property_id" FROM new_items UNION SELECT "property_id" FROM old_items));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "data_room_readiness_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "data_room_readiness_refresh"(ARRAY(SELECT DISTINCT "property_id" FROM old_items));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "data_room_readiness_inserted" AFTER INSERT ON "property_data_room_items"
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION "data_room_readiness_inserted"();
--> statement-breakpoint
CREATE TRIGGER "data_room_readiness_updated" AFTER UPDATE ON "property_data_room_items"
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION "data_room_readiness_updated"();
--> statement-breakpoint
CREATE TRIGGER "data_room_readiness_deleted" AFTER DELETE ON "property_data_room_items"
  REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION "data_room_readiness_deleted"();
--> statement-breakpoint
SELECT "data_room_readiness_refresh"(ARRAY(SELECT DISTINCT "property_id" FROM "property_data_room_items"));

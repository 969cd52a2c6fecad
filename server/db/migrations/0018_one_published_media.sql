-- The public site shows one Video, Play and ListImage per property (issue 28, item 5), yet a
-- second upload used to add another published one beside the first. Of those, the newest stays
-- published, as a new upload now replaces the one before it.
UPDATE "property_media_items" SET "is_active" = false, "updated_at" = now()
WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "property_id", "title" ORDER BY "created_at" DESC, "id" DESC) AS "rank"
    FROM "property_media_items"
    WHERE "is_active" AND "title" IN ('Video', 'Play', 'ListImage')
  ) AS "published"
  WHERE "rank" > 1
);--> statement-breakpoint
-- Every write now keeps a property's media dense 1..n: close the gaps refused uploads left, and
-- give a video stored at 100 the place after the rest.
UPDATE "property_media_items" AS "item" SET "display_order" = "ordered"."position", "updated_at" = now()
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "property_id" ORDER BY "display_order", "id") AS "position"
  FROM "property_media_items"
) AS "ordered"
WHERE "item"."id" = "ordered"."id" AND "item"."display_order" <> "ordered"."position";--> statement-breakpoint
CREATE UNIQUE INDEX "property_media_items_one_published_idx" ON "property_media_items" USING btree ("property_id","title") WHERE "property_media_items"."is_active" and "property_media_items"."title" in ('Video', 'Play', 'ListImage');
